/**
 * POST /chat: validates the question, then answers as one JSON document or, when the client
 * asks for text/event-stream, as server-sent events (a `draft` when the model will be slow to
 * start, the generated tokens, then one `done` event).
 */
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  CHAT_HISTORY_MAX_TURNS,
  CHAT_HISTORY_TURN_MAX_LENGTH,
  CHAT_QUERY_MAX_LENGTH,
  type ChatTurn,
  type ChatDoneEvent,
  type ChatDraftEvent,
  type ChatErrorEvent,
  type ChatErrorResponse,
  type ChatResponse,
  type ChatTokenEvent,
} from '@site/contracts/chat';
import type { AnswerOptions } from '../answer/answerer.ts';

export interface ChatAnswerer {
  answer(query: string, options?: AnswerOptions): Promise<ChatResponse>;
}

type Validated = { ok: true; query: string; history: ChatTurn[] } | { ok: false; error: string };

/** The earlier turns, or the reason they are not acceptable. */
function validateHistory(history: unknown): { ok: true; history: ChatTurn[] } | { ok: false; error: string } {
  if (history === undefined) return { ok: true, history: [] };
  const shape = `"history" must be a list of at most ${CHAT_HISTORY_MAX_TURNS} turns like {"sender": "user" | "bot", "content": "..."}`;
  if (!Array.isArray(history)) return { ok: false, error: `${shape}.` };
  if (history.length > CHAT_HISTORY_MAX_TURNS) return { ok: false, error: `${shape}: it has ${history.length}.` };
  const turns: ChatTurn[] = [];
  for (const [i, turn] of history.entries()) {
    const { sender, content } = (typeof turn === 'object' && turn !== null ? turn : {}) as Record<string, unknown>;
    if ((sender !== 'user' && sender !== 'bot') || typeof content !== 'string') {
      return { ok: false, error: `${shape}: turn ${i + 1} is not.` };
    }
    if (content.length > CHAT_HISTORY_TURN_MAX_LENGTH) {
      return { ok: false, error: `Turn ${i + 1} of "history" is too long: at most ${CHAT_HISTORY_TURN_MAX_LENGTH} characters.` };
    }
    turns.push({ sender, content });
  }
  return { ok: true, history: turns };
}

export function validateChatBody(body: unknown): Validated {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'Send a JSON object like {"query": "your question"} with Content-Type: application/json.' };
  }
  const { query } = body as Record<string, unknown>;
  if (typeof query !== 'string') return { ok: false, error: 'The field "query" must be a string.' };
  const trimmed = query.trim();
  if (trimmed === '') return { ok: false, error: 'The question is empty.' };
  if (trimmed.length > CHAT_QUERY_MAX_LENGTH) {
    return { ok: false, error: `The question is too long: at most ${CHAT_QUERY_MAX_LENGTH} characters.` };
  }
  const history = validateHistory((body as Record<string, unknown>).history);
  if (!history.ok) return history;
  return { ok: true, query: trimmed, history: history.history };
}

const sse = (res: Response, event: string, data: ChatTokenEvent | ChatDraftEvent | ChatDoneEvent | ChatErrorEvent) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

export function chatHandler(answerer: ChatAnswerer, logger: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const validated = validateChatBody(req.body);
    if (!validated.ok) {
      res.status(400).json({ error: validated.error } satisfies ChatErrorResponse);
      return;
    }
    const streaming = req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream';
    // Stop generating when the visitor closes the chat or the connection drops.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });

    if (!streaming) {
      try {
        res.json(await answerer.answer(validated.query, { history: validated.history, signal: gone.signal }));
      } catch (error) {
        logger.error({ err: error }, 'chat failed');
        res.status(500).json({ error: 'The assistant failed to answer. Please try again.' } satisfies ChatErrorResponse);
      }
      return;
    }

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx would otherwise buffer the stream and deliver it all at the end.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    try {
      const done = await answerer.answer(validated.query, {
        history: validated.history,
        signal: gone.signal,
        onDraft: (draft) => sse(res, 'draft', draft),
        onToken: (text) => sse(res, 'token', { text }),
      });
      sse(res, 'done', done);
    } catch (error) {
      logger.error({ err: error }, 'chat stream failed');
      sse(res, 'error', { message: 'The assistant failed to answer. Please try again.' });
    }
    res.end();
  };
}
