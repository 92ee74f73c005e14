/**
 * POST /chat: validates the question, then answers as one JSON document or, when the client
 * asks for text/event-stream, as server-sent events (tokens, then one `done` event).
 */
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  CHAT_QUERY_MAX_LENGTH,
  type ChatDoneEvent,
  type ChatErrorEvent,
  type ChatErrorResponse,
  type ChatResponse,
  type ChatTokenEvent,
} from '@site/contracts/chat';
import type { AnswerOptions } from '../answer/answerer.ts';

export interface ChatAnswerer {
  answer(query: string, options?: AnswerOptions): Promise<ChatResponse>;
}

type Validated = { ok: true; query: string } | { ok: false; error: string };

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
  return { ok: true, query: trimmed };
}

const sse = (res: Response, event: string, data: ChatTokenEvent | ChatDoneEvent | ChatErrorEvent) =>
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
        res.json(await answerer.answer(validated.query, { signal: gone.signal }));
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
        signal: gone.signal,
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
