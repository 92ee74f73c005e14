/**
 * The chat's message model: what a message is, the fixed texts of the widget, the
 * conversation's state transitions, the history sent with each question, and how a bot text
 * is split into paragraphs and bullets for display. Pure functions only, so every rule is
 * unit-tested without a browser.
 */
import {
  CHAT_HISTORY_MAX_TURNS,
  CHAT_HISTORY_TURN_MAX_LENGTH,
  type ChatResponse,
  type ChatSource,
  type ChatTurn,
  HANDOFF_MESSAGE_PARAM,
  HANDOFF_PAGE,
} from '@site/contracts/chat';
import { contactSpec } from '../forms/spec';

export type Sender = 'bot' | 'user';

/**
 * What a message is: the greeting, a visitor's question, the service's answer, or the error
 * shown when no answer came. Only questions and answers are conversation turns.
 */
export type MessageKind = 'greeting' | 'question' | 'answer' | 'error';

export interface ChatMessage {
  id: number;
  sender: Sender;
  kind: MessageKind;
  text: string;
  /** Pages the answer came from, linked under it. */
  sources: ChatSource[];
  /** True while tokens are still arriving; the final `done` text then replaces it. */
  streaming: boolean;
  /** Shows the service's quick answer while the language model is still writing a better one. */
  draft?: boolean;
  /** The answer's id for feedback; '' when the service gave none (and for non-answers). */
  answerId: string;
  /** Follow-up questions offered under the answer. */
  suggestions: string[];
  /** The answer offers "Ask our team" (the contact form with the question filled in). */
  handoff: boolean;
  /** For an answer: the visitor's question it answers. */
  question: string;
  /** For an answer: the visitor's rating once it was recorded. */
  rating: 'helpful' | 'unhelpful' | null;
}

export const greetingText = (product: string) => `Hello! What would you like to know about ${product}?`;
export const ERROR_TEXT = 'Error occurred. Please try again.';
export const TYPING_TEXT = 'Bot is typing...';

export interface ChatState {
  messages: ChatMessage[];
  /** A question is on its way: the typing indicator shows and Send is disabled. */
  waiting: boolean;
  nextId: number;
}

export type ChatAction =
  | { type: 'ask'; text: string }
  | { type: 'token'; text: string }
  | { type: 'draft'; text: string }
  | { type: 'answer'; answer: ChatResponse }
  | { type: 'fail' }
  | { type: 'rated'; id: number; helpful: boolean }
  | { type: 'reset'; product: string };

export function initialChatState(product: string): ChatState {
  return { messages: [message(0, 'bot', 'greeting', greetingText(product))], waiting: false, nextId: 1 };
}

export function message(id: number, sender: Sender, kind: MessageKind, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    sender,
    kind,
    text,
    sources: [],
    streaming: false,
    answerId: '',
    suggestions: [],
    handoff: false,
    question: '',
    rating: null,
    ...extra,
  };
}

/** True once the visitor has asked something (the greeting alone is no conversation). */
export const hasConversation = (messages: readonly ChatMessage[]) => messages.some((m) => m.kind === 'question');

/** Replaces the answer being streamed, if any, or appends a new bot message. */
function settle(state: ChatState, kind: MessageKind, text: string, extra: Partial<ChatMessage> = {}): ChatState {
  const messages = state.messages.filter((m) => !m.streaming);
  const question = messages.findLast((m) => m.kind === 'question')?.text ?? '';
  return {
    messages: [...messages, message(state.nextId, 'bot', kind, text, { question, ...extra })],
    waiting: false,
    nextId: state.nextId + 1,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return {
        messages: [...state.messages, message(state.nextId, 'user', 'question', action.text)],
        waiting: true,
        nextId: state.nextId + 1,
      };
    case 'draft': {
      if (!state.waiting || state.messages.at(-1)?.streaming) return state;
      return {
        ...state,
        messages: [...state.messages, message(state.nextId, 'bot', 'answer', action.text, { streaming: true, draft: true })],
        nextId: state.nextId + 1,
      };
    }
    case 'token': {
      if (!state.waiting) return state;
      const last = state.messages.at(-1);
      if (last?.streaming) {
        // The first generated words replace the draft; later ones extend them.
        const text = last.draft ? action.text : last.text + action.text;
        return { ...state, messages: [...state.messages.slice(0, -1), { ...last, text, draft: false }] };
      }
      return {
        ...state,
        messages: [...state.messages, message(state.nextId, 'bot', 'answer', action.text, { streaming: true })],
        nextId: state.nextId + 1,
      };
    }
    case 'answer': {
      // The `done` text is authoritative: the service may have fallen back to another answer
      // after streaming part of one.
      const { response, sources, answerId, suggestions, handoff } = action.answer;
      return settle(state, 'answer', response, { sources, answerId, suggestions, handoff });
    }
    case 'fail':
      // A half-streamed answer is not trustworthy, so it gives way to the error message.
      return settle(state, 'error', ERROR_TEXT);
    case 'rated':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, rating: action.helpful ? 'helpful' : 'unhelpful' } : m)),
      };
    case 'reset':
      return initialChatState(action.product);
  }
}

/** Cuts a text to a length without leaving half of a surrogate pair (an emoji, say) at the end. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * The conversation so far as the service takes it: questions and answers, oldest first, the
 * last CHAT_HISTORY_MAX_TURNS of them, each cut to CHAT_HISTORY_TURN_MAX_LENGTH characters.
 * The greeting is not a turn, and neither is an error nor the question that only got one.
 */
export function buildHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  messages.forEach((m, index) => {
    if (m.streaming) return;
    if (m.kind === 'question' && messages[index + 1]?.kind !== 'error') turns.push({ sender: 'user', content: m.text });
    else if (m.kind === 'answer') turns.push({ sender: 'bot', content: m.text });
  });
  return turns
    .filter((turn) => turn.content.trim() !== '')
    .slice(-CHAT_HISTORY_MAX_TURNS)
    .map((turn) => ({ sender: turn.sender, content: cut(turn.content, CHAT_HISTORY_TURN_MAX_LENGTH) }));
}

/** Where "Ask our team" goes: the contact form with the visitor's question in its message field. */
export function handoffHref(question: string): string {
  const query = question.trim() === '' ? '' : `?${new URLSearchParams({ [HANDOFF_MESSAGE_PARAM]: question.trim() }).toString()}`;
  return `${HANDOFF_PAGE}${query}#${contactSpec.id}`;
}

export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Splits a bot text into blocks: consecutive lines starting with '- ' form one bulleted list
 * (each line one bullet, without its first two characters); every other non-blank line is a
 * paragraph.
 */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') continue;
    if (line.startsWith('- ')) {
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

export type Inline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Finds the site paths the service writes into answers ('... the contact page (/contact-us)')
 * so they become links. Only root-relative paths after a space or bracket count, which keeps
 * 'and/or' or '5/10' plain text, and no other origin can be linked.
 */
const SITE_PATH = /(^|[\s(])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:#[a-z0-9-]+)?)/gi;

export function toInlines(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const start = match.index + match[1]!.length;
    const href = match[2]!;
    if (start > last) inlines.push({ kind: 'text', text: text.slice(last, start) });
    inlines.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) inlines.push({ kind: 'text', text: text.slice(last) });
  return inlines;
}

/** Only root-relative links are shown: the answers are about this site's own pages. */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');
