/**
 * The wire format of the chat assistant, shared by the chat service and the browser widget.
 *
 * POST /chat with a JSON body {@link ChatRequest}.
 * - `Accept: application/json` (default): one {@link ChatResponse}.
 * - `Accept: text/event-stream`: server-sent events. Zero or more `token` events carry pieces of
 *   the answer as they are generated; exactly one `done` event ends the stream. The `done`
 *   event's `response` is the whole, authoritative answer: when the model fails part-way the
 *   service falls back to an extractive answer, and the widget must replace what it streamed.
 */

/** Longest question the service accepts, in characters after trimming. */
export const CHAT_QUERY_MAX_LENGTH = 1000;

export interface ChatRequest {
  query: string;
}

export interface ChatSource {
  /** Page title, e.g. 'Cavitation'. */
  title: string;
  /** Site-relative URL of the page, e.g. '/pump-failure-modes-cavitation'. */
  url: string;
}

/**
 * How the answer was made: by the language model from retrieved passages, extracted from the
 * passages alone (model down, slow or failing), or a refusal because nothing relevant was found.
 */
export type ChatAnswerMode = 'generated' | 'extractive' | 'refusal';

export interface ChatResponse {
  /** Plain text. Lines starting with '- ' render as a bulleted list in the widget. */
  response: string;
  sources: ChatSource[];
  mode: ChatAnswerMode;
}

/** Payload of an SSE `token` event. */
export interface ChatTokenEvent {
  text: string;
}

/** Payload of the SSE `done` event. */
export type ChatDoneEvent = ChatResponse;

/** Payload of the SSE `error` event (only when even the fallback could not answer). */
export interface ChatErrorEvent {
  message: string;
}

/** Body of every 4xx/5xx answer of POST /chat. */
export interface ChatErrorResponse {
  error: string;
}

export interface ChatHealth {
  status: 'ok';
  index: { files: number; passages: number };
  embedding: { mode: 'dense+bm25' | 'bm25-only'; model: string | null; dimension: number | null };
  modelServer: { host: string; model: string; reachable: boolean };
}
