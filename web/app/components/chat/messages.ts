/**
 * The chat's message model: what a message is, the fixed texts SPEC.md gives, the history's
 * state transitions, and how a bot text is split into paragraphs and bullets for display.
 * Pure functions only, so every rule is unit-tested without a browser.
 */
import type { ChatResponse, ChatSource } from '@site/contracts/chat';

export type Sender = 'bot' | 'user';

export interface ChatMessage {
  id: number;
  sender: Sender;
  text: string;
  /** Pages the answer came from, linked under it. */
  sources: ChatSource[];
  /** True while tokens are still arriving; the final `done` text then replaces it. */
  streaming: boolean;
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
  | { type: 'answer'; answer: ChatResponse }
  | { type: 'fail' };

export function initialChatState(product: string): ChatState {
  return { messages: [message(0, 'bot', greetingText(product))], waiting: false, nextId: 1 };
}

function message(id: number, sender: Sender, text: string, sources: ChatSource[] = [], streaming = false): ChatMessage {
  return { id, sender, text, sources, streaming };
}

/** Replaces the answer being streamed, if any, or appends a new bot message. */
function settle(state: ChatState, text: string, sources: ChatSource[]): ChatState {
  const messages = state.messages.filter((m) => !m.streaming);
  return { messages: [...messages, message(state.nextId, 'bot', text, sources)], waiting: false, nextId: state.nextId + 1 };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return {
        messages: [...state.messages, message(state.nextId, 'user', action.text)],
        waiting: true,
        nextId: state.nextId + 1,
      };
    case 'token': {
      if (!state.waiting) return state;
      const last = state.messages.at(-1);
      if (last?.streaming) {
        return { ...state, messages: [...state.messages.slice(0, -1), { ...last, text: last.text + action.text }] };
      }
      return { ...state, messages: [...state.messages, message(state.nextId, 'bot', action.text, [], true)], nextId: state.nextId + 1 };
    }
    case 'answer':
      // The `done` text is authoritative: the service may have fallen back to another answer
      // after streaming part of one.
      return settle(state, action.answer.response, action.answer.sources);
    case 'fail':
      // A half-streamed answer is not trustworthy, so it gives way to the error message.
      return settle(state, ERROR_TEXT, []);
  }
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
