import { afterEach, describe, expect, it, vi } from 'vitest';
import { askChat, CHAT_ENDPOINT, fetchSuggestions, sendFeedback, toChatResponse, UnknownAnswerError } from './chat-client';
import { createSseParser, type SseEvent } from './sse';
import { answer, controlledStream, sse, streamResponse } from './test-support';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Stands in for fetch, answering every call with a fresh `reply()`; returns the spy. */
function replyWith(reply: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('createSseParser', () => {
  const parse = (chunks: string[]) => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    for (const chunk of chunks) parser.push(chunk);
    parser.end();
    return events;
  };

  it('reads events split anywhere across chunks', () => {
    const text = sse('token', { text: 'Hel' }) + sse('token', { text: 'lo' }) + sse('done', answer('Hello'));
    const whole = parse([text]);
    const bytewise = parse([...text]);
    expect(whole.map((e) => e.event)).toEqual(['token', 'token', 'done']);
    expect(bytewise).toEqual(whole);
  });

  it('accepts CRLF and CR line ends, joins data lines and skips comments', () => {
    expect(parse([': keep-alive\r\n', 'event: a\r', '\ndata: 1\r\ndata:2\r', '\r\n', 'data: x\r\r'])).toEqual([
      { event: 'a', data: '1\n2' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parse(['event: done\ndata: {"resp'])).toEqual([]);
  });
});

describe('askChat', () => {
  it('POSTs the question to /chat on the same origin, asking for a stream', async () => {
    const fetch = replyWith(() => streamResponse([sse('done', answer('Hi'))]));
    await askChat('pumps?');
    expect(CHAT_ENDPOINT).toBe('/chat');
    expect(fetch).toHaveBeenCalledWith(
      '/chat',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ query: 'pumps?' }),
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      }),
    );
  });

  it('hands each token over as it arrives and resolves with the done answer', async () => {
    const stream = controlledStream();
    replyWith(() => stream.response);
    const tokens: string[] = [];
    const result = askChat('q', { onToken: (t) => tokens.push(t) });
    stream.next(sse('token', { text: 'Cavitation ' }).slice(0, 20));
    stream.next(sse('token', { text: 'Cavitation ' }).slice(20));
    await vi.waitFor(() => expect(tokens).toEqual(['Cavitation ']));
    stream.next(sse('token', { text: 'is...' }));
    await vi.waitFor(() => expect(tokens).toEqual(['Cavitation ', 'is...']));
    stream.next(sse('done', answer('Cavitation is vapour bubbles.', [{ title: 'Cavitation', url: '/x' }])));
    stream.close();
    await expect(result).resolves.toEqual(answer('Cavitation is vapour bubbles.', [{ title: 'Cavitation', url: '/x' }]));
  });

  it('hands over a draft before the tokens, and still resolves with the done answer', async () => {
    const stream = controlledStream();
    replyWith(() => stream.response);
    const events: string[] = [];
    const result = askChat('q', { onDraft: (d) => events.push(`draft:${d.response}`), onToken: (t) => events.push(`token:${t}`) });
    stream.next(sse('draft', answer('Quick answer.')));
    stream.next(sse('token', { text: 'Better ' }));
    stream.next(sse('done', answer('Better answer.')));
    stream.close();
    await expect(result).resolves.toEqual(answer('Better answer.'));
    expect(events).toEqual(['draft:Quick answer.', 'token:Better ']);
  });

  it('accepts a plain JSON answer too', async () => {
    replyWith(() => Response.json(answer('Whole')));
    await expect(askChat('q')).resolves.toMatchObject({ response: 'Whole' });
  });

  it.each([
    ['a non-OK status', () => Response.json({ error: 'Too many' }, { status: 429 })],
    ['unparsable JSON', () => new Response('<html>', { headers: { 'Content-Type': 'application/json' } })],
    ['JSON without a response', () => Response.json({ answer: 'x' })],
    ['an unexpected content type', () => new Response('hi', { headers: { 'Content-Type': 'text/html' } })],
    ['an error event', () => streamResponse([sse('token', { text: 'a' }), sse('error', { message: 'x' })])],
    ['a stream without done', () => streamResponse([sse('token', { text: 'a' })])],
    ['an unparsable event', () => streamResponse(['event: done\ndata: {oops\n\n'])],
  ])('rejects on %s', async (_name, reply) => {
    replyWith(reply);
    await expect(askChat('q')).rejects.toThrow();
  });

  it('rejects on a network failure, before or during the stream', async () => {
    replyWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(askChat('q')).rejects.toThrow('Failed to fetch');
    const stream = controlledStream();
    replyWith(() => stream.response);
    const result = askChat('q');
    stream.next(sse('token', { text: 'a' }));
    stream.fail();
    await expect(result).rejects.toThrow();
  });

  it('gives up when the service goes silent', async () => {
    const stream = controlledStream();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.addEventListener('abort', () => stream.fail());
        return stream.response;
      }),
    );
    await expect(askChat('q', { idleTimeoutMs: 20 })).rejects.toThrow();
  });
});

describe('askChat with a conversation', () => {
  it('sends the history with the question, oldest first', async () => {
    const fetch = replyWith(() => streamResponse([sse('done', answer('Raise NPSHa.'))]));
    const history = [
      { sender: 'user' as const, content: 'What causes cavitation?' },
      { sender: 'bot' as const, content: 'Low suction pressure.' },
    ];
    await askChat('how do I fix it?', { history });
    expect(fetch).toHaveBeenCalledWith('/chat', expect.objectContaining({ body: JSON.stringify({ query: 'how do I fix it?', history }) }));
  });

  it('keeps what the answer offers next, and drops what is not a question', () => {
    expect(
      toChatResponse({ response: 'x', suggestions: [' A? ', 7, '', 'B?', 'C?', 'D?'], handoff: true, answerId: 'id-1' }),
    ).toMatchObject({
      suggestions: ['A?', 'B?', 'C?'],
      handoff: true,
      answerId: 'id-1',
    });
    expect(toChatResponse({ response: 'x', suggestions: 'A?', handoff: 'yes' })).toMatchObject({
      suggestions: [],
      handoff: false,
      answerId: '',
    });
  });
});

describe('fetchSuggestions', () => {
  it('GETs the starter questions of the page', async () => {
    const fetch = replyWith(() => Response.json({ questions: ['What causes cavitation?', 'What NPSH margin should I keep?', 42] }));
    await expect(fetchSuggestions('/pump-failure-modes-cavitation')).resolves.toEqual([
      'What causes cavitation?',
      'What NPSH margin should I keep?',
    ]);
    expect(fetch).toHaveBeenCalledWith(
      '/chat/suggestions?page=%2Fpump-failure-modes-cavitation',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it.each([
    ['a non-OK status', () => Response.json({ error: 'x' }, { status: 502 })],
    ['unparsable JSON', () => new Response('<html>', { headers: { 'Content-Type': 'application/json' } })],
  ])('rejects on %s', async (_name, reply) => {
    replyWith(reply);
    await expect(fetchSuggestions('/')).rejects.toThrow();
  });
});

describe('sendFeedback', () => {
  it('POSTs the answer id and the rating, and resolves on 204', async () => {
    const fetch = replyWith(() => new Response(null, { status: 204 }));
    await expect(sendFeedback('a-1', false)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/chat/feedback',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ answerId: 'a-1', helpful: false }),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('rejects on 404 as an unknown answer, and on other failures', async () => {
    replyWith(() => Response.json({ error: 'No answer' }, { status: 404 }));
    await expect(sendFeedback('gone', true)).rejects.toBeInstanceOf(UnknownAnswerError);
    replyWith(() => Response.json({ error: 'x' }, { status: 500 }));
    await expect(sendFeedback('a-1', true)).rejects.toThrow('HTTP 500');
    replyWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendFeedback('a-1', true)).rejects.toThrow('Failed to fetch');
  });
});
