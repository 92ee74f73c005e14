/** Fakes of the chat service's HTTP answers for the unit tests (not shipped: only tests import it). */
import { vi } from 'vitest';
import type { ChatFeedbackRequest, ChatRequest, ChatResponse } from '@site/contracts/chat';
import { clearStarterCache } from './useStarterQuestions';

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

export const answer = (response: string, sources: ChatResponse['sources'] = [], extra: Partial<ChatResponse> = {}): ChatResponse => ({
  response,
  sources,
  mode: 'extractive',
  answerId: 'answer-1',
  suggestions: [],
  handoff: false,
  ...extra,
});

/**
 * A fetch stand-in that answers each of the chat service's endpoints as the test says, and
 * records what the widget sent. Every call gets its own fresh Response.
 */
export function routeChatFetch(
  replies: {
    chat?: () => Response | Promise<Response>;
    suggestions?: (page: string) => Response | Promise<Response>;
    feedback?: (body: ChatFeedbackRequest) => Response | Promise<Response>;
  } = {},
) {
  const {
    chat = () => streamResponse([sse('done', answer('Fine.'))]),
    suggestions = () => Response.json({ questions: [] }),
    feedback = () => new Response(null, { status: 204 }),
  } = replies;
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://site.test');
    if (pathname === '/chat/suggestions') return suggestions(searchParams.get('page') ?? '');
    if (pathname === '/chat/feedback') return feedback(JSON.parse(String(init.body)) as ChatFeedbackRequest);
    if (pathname === '/chat') return chat();
    return Response.json({ error: 'not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const bodies = (path: string) =>
    fetch.mock.calls.filter(([url]) => url.split('?')[0] === path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return {
    fetch,
    /** The bodies of every POST /chat, in order. */
    questions: () => bodies('/chat') as ChatRequest[],
    /** The bodies of every POST /chat/feedback, in order. */
    ratings: () => bodies('/chat/feedback') as ChatFeedbackRequest[],
    /** The page of every GET /chat/suggestions, in order. */
    suggestionPages: () =>
      fetch.mock.calls
        .filter(([url]) => url.startsWith('/chat/suggestions'))
        .map(([url]) => new URL(url, 'http://site.test').searchParams.get('page')),
  };
}

/** Forgets what one test left behind: the stored conversation and the fetched starter questions. */
export function resetChatTestState(): void {
  sessionStorage.clear();
  clearStarterCache();
}
