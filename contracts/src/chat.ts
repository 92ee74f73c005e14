/**
 * The wire format of the chat assistant, shared by the chat service and the browser widget.
 *
 * POST /chat with a JSON body {@link ChatRequest}.
 * - `Accept: application/json` (default): one {@link ChatResponse}.
 * - `Accept: text/event-stream`: server-sent events, in this order: at most one `draft` event,
 *   zero or more `token` events, exactly one `done` event.
 *   - `draft` ({@link ChatDraftEvent}, shaped like `done`): the answer the service can give at
 *     once (quoted from the knowledge base), sent when the language model will not start
 *     writing within about 2 s. Show it; the generated answer follows.
 *   - `token`: pieces of the generated answer as they arrive (after a draft they are the start
 *     of the answer that replaces it).
 *   - `done`: the whole, authoritative answer. When the model fails or is too slow the service
 *     falls back to the quoted answer (the draft's text, if one was sent), and the widget must
 *     replace whatever it showed. A draft and its `done` share the `answerId`.
 *   Clients that ignore `draft` (or `token`) still get the full answer with `done`.
 */

/**
 * Days the chat service keeps the questions it could not answer and the answers marked
 * unhelpful, unless CHAT_LOG_RETENTION_DAYS says otherwise; the privacy policy quotes it.
 */
export const DEFAULT_CHAT_LOG_RETENTION_DAYS = 90;

/** Longest question the service accepts, in characters after trimming. */
export const CHAT_QUERY_MAX_LENGTH = 1000;
/** Earlier turns a request may carry, and the longest text of one turn. */
export const CHAT_HISTORY_MAX_TURNS = 8;
export const CHAT_HISTORY_TURN_MAX_LENGTH = 2000;

/** One earlier message of the conversation, oldest first in `history`. */
export interface ChatTurn {
  sender: 'user' | 'bot';
  content: string;
}

export interface ChatRequest {
  query: string;
  /** The conversation so far, so a follow-up ("and the Max?") keeps its topic. */
  history?: ChatTurn[];
}

export interface ChatSource {
  /** Page title, e.g. 'Cavitation'. */
  title: string;
  /** Site-relative URL of the page, e.g. '/pump-failure-modes-cavitation'. */
  url: string;
}

/**
 * How the answer was made:
 * - `generated`: the language model wrote it from the chosen knowledge sections and facts;
 * - `extractive`: quoted from the knowledge section that fits the question (no model, or the
 *   model was down, slow or failing);
 * - `facts`: from the site's typed content (models, openings, figures, contact facts);
 * - `smalltalk`: a greeting, thanks, goodbye or "what can you do?";
 * - `closest`: retrieval was unsure, so the closest pages are offered;
 * - `handoff`: a question the team answers in person (price, quote, warranty), with how to ask;
 * - `refusal`: off-topic, an emergency, or legal or medical advice.
 */
export type ChatAnswerMode = 'generated' | 'extractive' | 'facts' | 'smalltalk' | 'closest' | 'handoff' | 'refusal';

export interface ChatResponse {
  /** Plain text. Lines starting with '- ' render as a bulleted list in the widget. */
  response: string;
  sources: ChatSource[];
  mode: ChatAnswerMode;
  /** Identifies this answer, e.g. for feedback. */
  answerId: string;
  /** Follow-up questions the visitor may ask next (0 to 3). */
  suggestions: string[];
  /**
   * The answer offers "Ask our team": the assistant refused, only had the closest pages, or the
   * visitor asked for a person, a quote or a call back. The widget then opens the contact form
   * with the visitor's question in its message field.
   */
  handoff: boolean;
}

/** GET /chat/suggestions?page=<site path>: starter questions for that page. */
export interface ChatSuggestionsResponse {
  questions: string[];
}

/** POST /chat/feedback: 204, 404 for an unknown answerId, 400 otherwise. */
export interface ChatFeedbackRequest {
  answerId: string;
  helpful: boolean;
}

/**
 * Where "Ask our team" sends the visitor: the contact form, with the question in its message
 * field (the form reads this query parameter).
 */
export const HANDOFF_MESSAGE_PARAM = 'message';
export const HANDOFF_PAGE = '/contact-us';

/** Payload of an SSE `token` event. */
export interface ChatTokenEvent {
  text: string;
}

/** Payload of the SSE `done` event. */
export type ChatDoneEvent = ChatResponse;

/**
 * Payload of the SSE `draft` event: the engine's answer, given while the language model has yet
 * to start; `done` replaces it (same answerId).
 */
export type ChatDraftEvent = ChatResponse;

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
  modelServer: {
    host: string;
    model: string;
    /** The server answered the last probe (cached a few seconds). */
    reachable: boolean;
    /** The model is in memory; until it is, the engine answers alone. */
    loaded: boolean;
    /** The start-up (or re-)load of the model is running. */
    warming: boolean;
    /** Speeds measured from the server's replies (warm-up, then every answer), tokens/s; null until measured. */
    promptTokensPerSecond: number | null;
    generateTokensPerSecond: number | null;
    /** Prompt-processing speed the prompts are sized for (configured, else measured, else assumed), tokens/s. */
    budgetTokensPerSecond: number;
    /** Why the last warm-up failed (e.g. the model is not pulled yet), else null. */
    warmUpError: string | null;
  };
}
