/**
 * Keeps the conversation in sessionStorage, so it survives a full page load (a reload, an
 * address typed in, the contact page opened by "Ask our team") for as long as the tab lives,
 * and no longer. Nothing leaves the browser. (Moving between pages inside the site keeps the
 * mounted dialog, and its conversation, anyway.)
 *
 * Storage may be missing or refuse (privacy modes, a full quota, storage blocked for the
 * site): then every call quietly does nothing and the chat works for the current page only.
 */
import type { ChatSource } from '@site/contracts/chat';
import { type ChatMessage, type ChatState, initialChatState, message } from './messages';

export const STORAGE_KEY = 'chat.conversation';
const VERSION = 1;
/** Enough for a long visit; older messages are dropped first. */
export const STORED_MESSAGES_MAX = 60;

interface Stored {
  version: number;
  nextId: number;
  messages: ChatMessage[];
}

/** The tab's sessionStorage, or null where reading the property itself throws (blocked storage). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isSource(value: unknown): value is ChatSource {
  const v = value as Partial<ChatSource> | null;
  return typeof v === 'object' && v !== null && isString(v.title) && isString(v.url);
}

/** One stored message checked field by field: what another version or a hand edit left is dropped. */
function revive(value: unknown): ChatMessage | null {
  const v = value as Partial<ChatMessage> | null;
  if (typeof v !== 'object' || v === null || typeof v.id !== 'number' || !isString(v.text)) return null;
  if (v.kind !== 'question' && v.kind !== 'answer' && v.kind !== 'error') return null;
  return message(v.id, v.kind === 'question' ? 'user' : 'bot', v.kind, v.text, {
    sources: Array.isArray(v.sources) ? v.sources.filter(isSource) : [],
    answerId: isString(v.answerId) ? v.answerId : '',
    suggestions: Array.isArray(v.suggestions) ? v.suggestions.filter(isString) : [],
    handoff: v.handoff === true,
    question: isString(v.question) ? v.question : '',
    rating: v.rating === 'helpful' || v.rating === 'unhelpful' ? v.rating : null,
  });
}

/** The stored conversation behind a fresh greeting, or null when there is none (or it is unreadable). */
export function loadConversation(product: string, storage: Storage | null = sessionStore()): ChatState | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let stored: Partial<Stored>;
  try {
    stored = JSON.parse(raw) as Partial<Stored>;
  } catch {
    return null;
  }
  if (stored?.version !== VERSION || !Array.isArray(stored.messages)) return null;
  const messages = stored.messages.map(revive).filter((m): m is ChatMessage => m !== null);
  if (messages.length === 0) return null;
  const initial = initialChatState(product);
  const nextId = Math.max(typeof stored.nextId === 'number' ? stored.nextId : 0, ...messages.map((m) => m.id + 1));
  return { messages: [...initial.messages, ...messages], waiting: false, nextId };
}

/**
 * Stores the settled conversation (no greeting, no half-streamed draft). An empty one removes
 * the entry, so "New conversation" leaves nothing behind.
 */
export function saveConversation(state: ChatState, storage: Storage | null = sessionStore()): void {
  const messages = state.messages.filter((m) => m.kind !== 'greeting' && !m.streaming).slice(-STORED_MESSAGES_MAX);
  try {
    if (messages.length === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, nextId: state.nextId, messages } satisfies Stored));
  } catch {
    // Quota or blocked storage: the conversation still lives in memory for this page.
  }
}

export function clearConversation(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}
