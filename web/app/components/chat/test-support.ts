/** Fakes of the chat service's HTTP answers for the unit tests (not shipped: only tests import it). */
import type { ChatResponse } from '@site/contracts/chat';

export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A streamed reply whose chunks the test releases one by one with `next()`, so it can look at
 * the page between them; `fail()` breaks the connection.
 */
export function controlledStream(status = 200) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response = new Response(body, { status, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  return {
    response,
    next: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** A whole SSE reply in the given chunks. */
export function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
      c.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

export const answer = (response: string, sources: ChatResponse['sources'] = []): ChatResponse => ({
  response,
  sources,
  mode: 'extractive',
  answerId: 'answer-1',
  suggestions: [],
  handoff: false,
});
