/**
 * Talks to the chat service (see `@site/contracts/chat` for the wire format): asks one question
 * with the conversation so far and streams the answer, fetches a page's starter questions, and
 * records feedback on an answer. Every way a call can go wrong ends in a rejected promise, so
 * the widget has exactly one failure path to show for each.
 */
import type {
  ChatDoneEvent,
  ChatDraftEvent,
  ChatFeedbackRequest,
  ChatRequest,
  ChatResponse,
  ChatSource,
  ChatSuggestionsResponse,
  ChatTokenEvent,
  ChatTurn,
} from '@site/contracts/chat';
import { createSseParser, type SseEvent } from './sse';

/**
 * Always the site's own origin: nginx (or the Node front) proxies it to the chat service, so the
 * browser never needs the service's private address and the CSP can stay `connect-src 'self'`.
 */
export const CHAT_ENDPOINT = '/chat';
export const SUGGESTIONS_ENDPOINT = '/chat/suggestions';
export const FEEDBACK_ENDPOINT = '/chat/feedback';

/** Give up when nothing at all arrives for this long (the service has its own model time-outs). */
export const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

export interface AskOptions {
  /** The conversation so far, oldest first, already trimmed to what the service accepts. */
  history?: ChatTurn[];
  /** Receives each piece of a generated answer as it arrives. */
  onToken?: (text: string) => void;
  /** Receives the service's quick answer while the language model is still writing. */
  onDraft?: (answer: ChatResponse) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
}

export class ChatClientError extends Error {
  override name = 'ChatClientError';
}

function isSource(value: unknown): value is ChatSource {
  const v = value as Partial<ChatSource> | null;
  return typeof v === 'object' && v !== null && typeof v.title === 'string' && typeof v.url === 'string';
}

/** The non-blank strings of a list of questions, trimmed. */
const questionList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string' && q.trim() !== '').map((q) => q.trim()) : [];

/** Checks the shape of a final answer; anything else counts as an unparsable reply. */
export function toChatResponse(value: unknown): ChatResponse {
  const v = value as Partial<ChatResponse> | null;
  if (typeof v !== 'object' || v === null || typeof v.response !== 'string') {
    throw new ChatClientError('The reply has no response text.');
  }
  const sources = Array.isArray(v.sources) ? v.sources.filter(isSource) : [];
  const suggestions = questionList(v.suggestions).slice(0, 3);
  return {
    response: v.response,
    sources,
    mode: v.mode ?? 'generated',
    answerId: typeof v.answerId === 'string' ? v.answerId : '',
    suggestions,
    handoff: v.handoff === true,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ChatClientError('The reply is not valid JSON.');
  }
}

export async function askChat(query: string, options: AskOptions = {}): Promise<ChatResponse> {
  const { history = [], onToken, onDraft, signal, idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS } = options;
  // One controller for the caller's abort and our idle time-out, so either stops the download.
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  let idle: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(new ChatClientError('The chat service stopped answering.')), idleTimeoutMs);
  };

  try {
    touch();
    const res = await fetch(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify((history.length > 0 ? { query, history } : { query }) satisfies ChatRequest),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (!res.ok) throw new ChatClientError(`The chat service answered HTTP ${res.status}.`);
    const type = res.headers.get('Content-Type') ?? '';
    // A proxy or an older service may ignore the Accept header and answer in one piece.
    if (type.includes('application/json')) return toChatResponse(parseJson(await res.text()));
    if (!type.includes('text/event-stream') || !res.body) {
      throw new ChatClientError(`Unexpected reply type '${type}'.`);
    }
    return await readStream(res.body, onToken, onDraft, touch);
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onToken: ((text: string) => void) | undefined,
  onDraft: ((answer: ChatResponse) => void) | undefined,
  touch: () => void,
): Promise<ChatResponse> {
  // An object, not two `let`s: TypeScript does not see assignments made inside the callback.
  const outcome: { done?: ChatResponse; failure?: Error } = {};
  const parser = createSseParser(({ event, data }: SseEvent) => {
    if (outcome.done || outcome.failure) return;
    try {
      if (event === 'token') {
        const token = parseJson(data) as Partial<ChatTokenEvent> | null;
        if (typeof token?.text !== 'string') throw new ChatClientError('A token event has no text.');
        onToken?.(token.text);
      } else if (event === 'draft') {
        onDraft?.(toChatResponse(parseJson(data) as ChatDraftEvent));
      } else if (event === 'done') {
        outcome.done = toChatResponse(parseJson(data) as ChatDoneEvent);
      } else if (event === 'error') {
        outcome.failure = new ChatClientError('The chat service reported an error.');
      }
      // Unknown events are ignored, so the service can add some without breaking old pages.
    } catch (error) {
      outcome.failure = error instanceof Error ? error : new ChatClientError(String(error));
    }
  });

  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome.done && !outcome.failure) {
      const { value, done: finished } = await reader.read();
      if (finished) break;
      touch();
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    // Stops the download when we leave early (a `done` or a failure); harmless at the end.
    void reader.cancel().catch(() => undefined);
  }
  if (outcome.failure) throw outcome.failure;
  if (!outcome.done) throw new ChatClientError('The answer stream ended without a final answer.');
  return outcome.done;
}

/** The starter questions for a site page (the service falls back to site-wide ones). */
export async function fetchSuggestions(page: string, signal?: AbortSignal): Promise<string[]> {
  const res = await fetch(`${SUGGESTIONS_ENDPOINT}?${new URLSearchParams({ page }).toString()}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new ChatClientError(`The chat service answered HTTP ${res.status}.`);
  return questionList((parseJson(await res.text()) as Partial<ChatSuggestionsResponse> | null)?.questions).slice(0, 4);
}

/** Raised when the service no longer knows the answer being rated (404). */
export class UnknownAnswerError extends ChatClientError {
  override name = 'UnknownAnswerError';
}

/** Records whether an answer helped; resolves once the service has stored it (204). */
export async function sendFeedback(answerId: string, helpful: boolean): Promise<void> {
  const res = await fetch(FEEDBACK_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answerId, helpful } satisfies ChatFeedbackRequest),
    credentials: 'same-origin',
  });
  if (res.status === 404) throw new UnknownAnswerError('The chat service no longer knows this answer.');
  if (!res.ok) throw new ChatClientError(`The chat service answered HTTP ${res.status}.`);
}
