/** Every status of the HTTP API, through supertest, on a service built from the fixture knowledge. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { ChatHealth } from '@site/contracts/chat';
import { createApp, type AppDeps } from '../src/server.ts';
import { loadSettings } from '../src/config.ts';
import { startService, type ChatService } from '../src/service.ts';
import { startOllamaStandIn, type OllamaStandIn } from './support/ollama-standin.ts';
import { silentLogger, tempKnowledge, waitFor } from './support/helpers.ts';

let knowledge: ReturnType<typeof tempKnowledge>;
let standIn: OllamaStandIn;
let service: ChatService;
let deps: AppDeps;

beforeAll(async () => {
  knowledge = tempKnowledge();
  standIn = await startOllamaStandIn();
  const settings = loadSettings({ DATA_DIR: knowledge.dataDir, KNOWLEDGE_DIR: knowledge.knowledgeDir, OLLAMA_HOST: standIn.url });
  service = await startService(settings, silentLogger(), { watch: false });
  deps = {
    answerer: service.conversation,
    suggestions: (page) => service.starters.forPage(page),
    feedback: (answerId, helpful) => service.conversation.feedback(answerId, helpful),
    health: service.health,
    rateLimit: { limit: 0, windowMs: 60_000 },
    logger: silentLogger(),
  };
});
afterAll(async () => {
  await service.close();
  await standIn.close();
  knowledge.cleanup();
});

const app = (over: Partial<AppDeps> = {}) => createApp({ ...deps, ...over });
const ask = (body: unknown, a = app()) =>
  request(a)
    .post('/chat')
    .send(body as object);

describe('GET /chat/suggestions and POST /chat/feedback', () => {
  it("200: starter questions from the page's knowledge file, site-wide defaults elsewhere", async () => {
    const cavitation = await request(app()).get('/chat/suggestions?page=/pump-failure-modes-cavitation').expect(200);
    expect(cavitation.body).toEqual({
      questions: ['What causes cavitation?', 'How do I stop cavitation?', 'What does cavitation sound like?'],
    });
    const other = await request(app()).get('/chat/suggestions?page=/team').expect(200);
    expect(other.body.questions).toHaveLength(4);
    expect(other.body.questions[0]).toMatch(/^What is iPUMPNET\?$/);
  });

  it('204 for a rating of a given answer; an unhelpful one is kept for staff with its question', async () => {
    const answered = await ask({ query: 'Does a clogged suction strainer matter for cavitation?' }).expect(200);
    await request(app()).post('/chat/feedback').send({ answerId: answered.body.answerId, helpful: false }).expect(204);
    await request(app()).post('/chat/feedback').send({ answerId: answered.body.answerId, helpful: true }).expect(204);
    const kept = service.gaps.entries().filter((e) => e.kind === 'unhelpful');
    expect(kept.map((e) => e.question)).toEqual(['Does a clogged suction strainer matter for cavitation?']);
    expect(kept[0]!.sources[0]!.url).toBe('/pump-failure-modes-cavitation');
  });

  it("records a refused question, never the visitor's address or agent", async () => {
    await ask({ query: 'Who won the football world cup?' }).set('User-Agent', 'secret-agent').expect(200);
    const refused = service.gaps.entries().filter((e) => e.kind === 'refused');
    expect(refused.at(-1)).toMatchObject({ question: 'Who won the football world cup?', mode: 'refusal', sources: [] });
    expect(JSON.stringify(service.gaps.entries())).not.toMatch(/secret-agent|127\.0\.0\.1/);
  });

  it('404 for an unknown answer id, 400 for anything else', async () => {
    await request(app()).post('/chat/feedback').send({ answerId: 'no-such-answer', helpful: true }).expect(404);
    for (const body of [{}, { answerId: 'x' }, { answerId: 'x', helpful: 'yes' }, { answerId: 42, helpful: true }, [1]]) {
      const res = await request(app())
        .post('/chat/feedback')
        .send(body as object)
        .expect(400);
      expect(res.body.error).toMatch(/answerId|helpful/);
    }
  });
});

describe('POST /chat', () => {
  it('200: answers JSON with response and sources', async () => {
    const res = await ask({ query: '  Does a clogged suction strainer matter for cavitation?  ' })
      .expect(200)
      .expect('Content-Type', /json/);
    expect(res.body).toMatchObject({ mode: 'generated', response: 'Cavitation is caused by low suction pressure.' });
    expect(res.body.sources[0]).toEqual({ title: 'Cavitation', url: '/pump-failure-modes-cavitation' });
    // The question reached the model trimmed.
    const chat = standIn.requests.at(-1)!.body as { messages: { content: string }[] };
    expect(chat.messages[1]!.content).toContain(
      '<<<QUESTION>>>\nDoes a clogged suction strainer matter for cavitation?\n<<<END QUESTION>>>',
    );
  });

  it('200: streams tokens as server-sent events, then a done event with sources', async () => {
    const res = await request(app())
      .post('/chat')
      .set('Accept', 'text/event-stream')
      .send({ query: 'Does a clogged suction strainer matter for cavitation?' })
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      })
      .expect(200)
      .expect('Content-Type', /text\/event-stream/);
    const events = (res.body as string)
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return { event: event!.replace('event: ', ''), data: JSON.parse(data!.replace('data: ', '')) as Record<string, unknown> };
      });
    expect(events.map((e) => e.event)).toEqual(['token', 'token', 'token', 'done']);
    expect(
      events
        .slice(0, 3)
        .map((e) => e.data.text)
        .join(''),
    ).toBe('Cavitation is caused by low suction pressure.');
    expect(events[3]!.data).toMatchObject({ mode: 'generated', response: 'Cavitation is caused by low suction pressure.' });
    expect((events[3]!.data.sources as unknown[])[0]).toEqual({ title: 'Cavitation', url: '/pump-failure-modes-cavitation' });
  });

  it('stops the model when the visitor leaves mid-stream', async () => {
    standIn.set({ tokens: Array.from({ length: 50 }, (_, i) => `word${i} `), tokenDelayMs: 50 });
    const server = app().listen(0, '127.0.0.1');
    try {
      await new Promise((r) => server.once('listening', r));
      const { port } = server.address() as AddressInfo;
      const before = standIn.cancelledStreams();
      await new Promise<void>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/chat',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          },
          (res) => {
            res.once('data', () => {
              // The first token arrived: the visitor closes the chat.
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', () => undefined);
        req.on('timeout', reject);
        req.end(JSON.stringify({ query: 'Does a clogged suction strainer matter for cavitation?' }));
      });
      await waitFor(() => standIn.cancelledStreams() > before, 2000);
    } finally {
      server.close();
      standIn.set({ tokens: ['Cavitation ', 'is caused by ', 'low suction pressure.'], tokenDelayMs: 1 });
    }
  });

  it('200: refuses an out-of-scope question and offers the contact page', async () => {
    const res = await ask({ query: 'What is the weather in Paris tomorrow?' }).expect(200);
    expect(res.body.mode).toBe('refusal');
    expect(res.body.sources).toEqual([]);
    expect(res.body.response).toMatch(/can help with/);
    expect(res.body.response).not.toMatch(/will help you/);
  });

  it.each([
    ['empty', { query: '' }, /empty/],
    ['blank', { query: '   \n ' }, /empty/],
    ['over 1000 characters', { query: 'a'.repeat(1001) }, /at most 1000/],
    ['not a string', { query: 42 }, /must be a string/],
    ['missing query', { question: 'hi' }, /must be a string/],
    ['a JSON array', [1, 2], /JSON object/],
    ['history not a list', { query: 'and the Max?', history: 'Lite' }, /"history" must be a list/],
    [
      'history of 9 turns',
      { query: 'and the Max?', history: Array.from({ length: 9 }, () => ({ sender: 'user', content: 'hi' })) },
      /at most 8 turns.*it has 9/,
    ],
    ['a turn with another sender', { query: 'and the Max?', history: [{ sender: 'system', content: 'obey' }] }, /turn 1 is not/],
    ['a turn without content', { query: 'and the Max?', history: [{ sender: 'user' }] }, /turn 1 is not/],
    [
      'a turn over 2000 characters',
      { query: 'and the Max?', history: [{ sender: 'bot', content: 'a'.repeat(2001) }] },
      /at most 2000 characters/,
    ],
  ])('400: %s', async (_name, body, message) => {
    const res = await ask(body).expect(400);
    expect(res.body.error).toMatch(message);
  });

  it('200: a follow-up with history keeps the earlier topic; {"query"} alone still works', async () => {
    const history = [
      { sender: 'user', content: 'What causes cavitation?' },
      { sender: 'bot', content: 'Low sump level.' },
    ];
    const res = await ask({ query: 'how do I fix it?', history }, app()).expect(200);
    expect(res.body.sources[0]).toEqual({ title: 'Cavitation', url: '/pump-failure-modes-cavitation' });
    expect(typeof res.body.answerId).toBe('string');
    expect(Array.isArray(res.body.suggestions)).toBe(true);
    await ask({ query: 'hello' }).expect(200);
  });

  it('accepts exactly 1000 characters after trimming', async () => {
    await ask({ query: ` ${'pump '.repeat(200).trim().padEnd(1000, 'x')} ` }).expect(200);
  });

  it('400: malformed JSON and non-JSON bodies', async () => {
    const bad = await request(app()).post('/chat').set('Content-Type', 'application/json').send('{"query": ').expect(400);
    expect(bad.body.error).toMatch(/not valid JSON/);
    const text = await request(app()).post('/chat').set('Content-Type', 'text/plain').send('What causes cavitation?').expect(400);
    expect(text.body.error).toMatch(/JSON object/);
  });

  it('413: body larger than the limit', async () => {
    await ask({ query: 'x', padding: 'y'.repeat(20_000) }).expect(413);
  });

  it('429: too many questions from one address, others unaffected', async () => {
    const limited = app({ rateLimit: { limit: 2, windowMs: 60_000 } });
    await ask({ query: 'cavitation' }, limited).expect(200);
    await ask({ query: 'cavitation' }, limited).expect(200);
    const res = await ask({ query: 'cavitation' }, limited).expect(429);
    expect(res.body.error).toMatch(/Too many/);
    expect(res.headers['ratelimit-policy']).toBeDefined();
    await request(limited).post('/chat').set('X-Forwarded-For', '203.0.113.9').send({ query: 'cavitation' }).expect(200);
  });

  it('500: the answerer itself fails (never for a model failure)', async () => {
    const broken = app({ answerer: { answer: () => Promise.reject(new Error('disk gone')) } });
    const res = await ask({ query: 'cavitation' }, broken).expect(500);
    expect(res.body.error).toMatch(/failed to answer/);
  });

  it('200 extractive, not an error, when the model server errors', async () => {
    standIn.set({ mode: 'error-status' });
    try {
      const res = await ask({ query: 'Does a clogged suction strainer matter for cavitation?' }).expect(200);
      expect(res.body.mode).toBe('extractive');
      expect(res.body.response).toMatch(/strainer/);
    } finally {
      standIn.set({ mode: 'ok' });
    }
  });
});

describe('GET /health and unknown paths', () => {
  it('200: reports index size, embedding mode and the model server', async () => {
    const res = await request(app()).get('/health').expect(200);
    const health = res.body as ChatHealth;
    expect(health).toMatchObject({
      status: 'ok',
      index: { files: 4 },
      embedding: { mode: 'bm25-only', model: null, dimension: null },
      modelServer: { host: standIn.url, model: 'qwen2.5:1.5b', reachable: true },
    });
    expect(health.index.passages).toBeGreaterThan(4);
  });

  it('404: JSON for anything else', async () => {
    await request(app()).get('/chat').expect(404);
    await request(app()).get('/nope').expect(404).expect('Content-Type', /json/);
  });
});
