/**
 * Contract tests of the model path: the real `ollama` client and OllamaModel against a local
 * stand-in that speaks Ollama's HTTP API, including a server that is down, slow to the first
 * token, or failing.
 */
import path from 'node:path';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from 'ollama';
import { Answerer } from '../src/answer/answerer.ts';
import { ModelUnavailableError, OllamaModel } from '../src/answer/model.ts';
import type { OllamaSettings } from '../src/config.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { Retriever } from '../src/retrieve/retriever.ts';
import { startOllamaStandIn, type OllamaStandIn } from './support/ollama-standin.ts';
import { silentLogger, tempKnowledge } from './support/helpers.ts';

const settings = (host: string, over: Partial<OllamaSettings> = {}): OllamaSettings => ({
  host,
  model: 'qwen2.5:1.5b',
  numCtx: 2048,
  numPredict: 256,
  keepAlive: '30m',
  connectTimeoutMs: 500,
  firstTokenTimeoutMs: 400,
  idleTimeoutMs: 400,
  probeTtlMs: 60_000,
  promptTokensPerSecond: null,
  draftAfterMs: 1500,
  parallel: 1,
  ...over,
});

/** A port with nothing listening: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const collect = async (stream: AsyncGenerator<string>) => {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
};
const messages: Message[] = [{ role: 'user', content: 'hello' }];

let standIn: OllamaStandIn;
let knowledge: ReturnType<typeof tempKnowledge>;
let store: KnowledgeStore;
let retriever: Retriever;
const models: OllamaModel[] = [];
const modelFor = (over: Partial<OllamaSettings> = {}, host = standIn.url) => {
  const model = new OllamaModel(settings(host, over));
  models.push(model);
  return model;
};
const answererFor = (model: OllamaModel | null, over: Partial<OllamaSettings> = {}) =>
  new Answerer(retriever, model, { ...settings(''), ...over }, silentLogger());
/** A model client that has loaded the model (as the service's warm-up does at start). */
const warmModel = async (over: Partial<OllamaSettings> = {}) => {
  const model = modelFor(over);
  await model.warmUp();
  standIn.requests.length = 0;
  return model;
};

beforeAll(async () => {
  standIn = await startOllamaStandIn();
  knowledge = tempKnowledge();
  store = new KnowledgeStore(path.join(knowledge.dataDir, 'chat.sqlite'));
  await new KnowledgeIndexer(store, knowledge.knowledgeDir, null, silentLogger()).sync();
  retriever = new Retriever(store, null);
});
afterEach(() => {
  standIn.requests.length = 0;
  standIn.set({ mode: 'ok', firstTokenDelayMs: 0, tokenDelayMs: 1 });
});
afterAll(async () => {
  await Promise.all(models.map((m) => m.close()));
  await standIn.close();
  store.close();
  knowledge.cleanup();
});

describe('OllamaModel against the stand-in', () => {
  it('streams tokens from /api/chat with num_ctx, num_predict and keep_alive', async () => {
    const model = modelFor();
    expect(await collect(model.stream(messages))).toBe('Cavitation is caused by low suction pressure.');
    const chat = standIn.requests.find((r) => r.path === '/api/chat')!;
    expect(chat.body).toMatchObject({
      model: 'qwen2.5:1.5b',
      stream: true,
      keep_alive: '30m',
      options: { num_ctx: 2048, num_predict: 256 },
      messages,
    });
  });

  it('probes liveness with /api/ps and caches the result', async () => {
    const model = modelFor();
    expect(await Promise.all([model.isUp(), model.isUp()])).toEqual([true, true]);
    expect(await model.isUp()).toBe(true);
    expect(standIn.requests.filter((r) => r.path === '/api/ps')).toHaveLength(1);
  });

  it('re-probes after the TTL', async () => {
    const model = modelFor({ probeTtlMs: 20 });
    await model.isUp();
    await new Promise((r) => setTimeout(r, 40));
    await model.isUp();
    expect(standIn.requests.filter((r) => r.path === '/api/ps')).toHaveLength(2);
  });

  it('reports a server that is down, quickly', async () => {
    const model = modelFor({}, `http://127.0.0.1:${await closedPort()}`);
    const start = Date.now();
    expect(await model.isUp()).toBe(false);
    const error = await collect(model.stream(messages)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelUnavailableError);
    expect((error as ModelUnavailableError).reason).toBe('down');
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('gives up when the first token is late (slow model)', async () => {
    standIn.set({ mode: 'slow-first-token', firstTokenDelayMs: 2000 });
    const model = modelFor({ firstTokenTimeoutMs: 150 });
    const start = Date.now();
    const error = await collect(model.stream(messages)).catch((e: unknown) => e);
    expect((error as ModelUnavailableError).reason).toBe('slow');
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('gives up when the stream stalls between tokens (idle timeout)', async () => {
    standIn.set({ tokenDelayMs: 2000 });
    const pieces: string[] = [];
    const start = Date.now();
    const error = await (async () => {
      for await (const piece of modelFor({ idleTimeoutMs: 150 }).stream(messages)) pieces.push(piece);
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['Cavitation ']);
    expect((error as ModelUnavailableError).reason).toBe('slow');
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('waits for a slow first token that is within its timeout', async () => {
    standIn.set({ mode: 'slow-first-token', firstTokenDelayMs: 100 });
    expect(await collect(modelFor({ firstTokenTimeoutMs: 1500 }).stream(messages))).toContain('Cavitation');
  });

  it('turns an error status and a mid-stream error into ModelUnavailableError', async () => {
    standIn.set({ mode: 'error-status' });
    const status = await collect(modelFor().stream(messages)).catch((e: unknown) => e);
    expect(status).toMatchObject({ reason: 'error', message: expect.stringMatching(/runner/) });
    standIn.set({ mode: 'error-midstream' });
    const mid = await collect(modelFor().stream(messages)).catch((e: unknown) => e);
    expect(mid).toMatchObject({ reason: 'error' });
  });

  it('treats a model that is not pulled as an error', async () => {
    const error = await collect(modelFor({ model: 'llama3.2:1b' }).stream(messages)).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'error', message: expect.stringMatching(/not found/) });
  });

  it('lists the model with /api/tags through the same client', async () => {
    const { Ollama } = await import('ollama');
    const list = await new Ollama({ host: standIn.url }).list();
    expect(list.models.map((m) => m.name)).toEqual(['qwen2.5:1.5b']);
  });
});

describe('Answerer with the model', () => {
  it('answers from the model, streaming tokens, with the passages it was given as sources', async () => {
    const tokens: string[] = [];
    const result = await answererFor(await warmModel()).answer('Does a clogged suction strainer matter for cavitation?', {
      onToken: (t) => tokens.push(t),
    });
    expect(result.mode).toBe('generated');
    expect(tokens.join('')).toBe(result.response);
    expect(result.sources[0]).toEqual({ title: 'Cavitation', url: '/pump-failure-modes-cavitation' });
    const chat = standIn.requests.find((r) => r.path === '/api/chat')!.body as { messages: Message[] };
    expect(chat.messages[0]!.role).toBe('system');
    expect(chat.messages[1]!.content).toMatch(/<<<PASSAGE 1 \| page: Cavitation/);
    expect(chat.messages[1]!.content).toContain(
      '<<<QUESTION>>>\nDoes a clogged suction strainer matter for cavitation?\n<<<END QUESTION>>>',
    );
  });

  it('falls back to an extractive answer at once when the server is down', async () => {
    const model = modelFor({}, `http://127.0.0.1:${await closedPort()}`);
    const start = Date.now();
    const result = await answererFor(model).answer('Does a clogged suction strainer matter for cavitation?');
    expect(Date.now() - start).toBeLessThan(1000);
    expect(result.mode).toBe('extractive');
    expect(result.response).toMatch(/strainer/);
    expect(result.response).toMatch(/\/pump-failure-modes-cavitation/);
  });

  it('falls back when the first token is too slow, without waiting for the model', async () => {
    const model = await warmModel({ firstTokenTimeoutMs: 200 });
    standIn.set({ mode: 'slow-first-token', firstTokenDelayMs: 3000 });
    const start = Date.now();
    const result = await answererFor(model).answer('Does a clogged suction strainer matter for cavitation?');
    expect(result.mode).toBe('extractive');
    expect(Date.now() - start).toBeLessThan(1500);
  });

  it('falls back when the model fails mid-answer, replacing the partial text', async () => {
    standIn.set({ mode: 'error-midstream' });
    const tokens: string[] = [];
    const result = await answererFor(await warmModel()).answer('Does a clogged suction strainer matter for cavitation?', {
      onToken: (t) => tokens.push(t),
    });
    expect(tokens).toEqual(['Cavitation ']);
    expect(result.mode).toBe('extractive');
    expect(result.response).not.toMatch(/^Cavitation $/);
    expect(result.response).toMatch(/strainer/);
  });

  it('refuses an out-of-scope question without calling the model', async () => {
    const result = await answererFor(modelFor()).answer('Who won the football world cup?');
    expect(result.mode).toBe('refusal');
    expect(result.response).toMatch(/can help with/);
    expect(standIn.requests).toEqual([]);
  });
});

describe('Each tier of the answer engine with the model up', () => {
  const chatRequests = () => standIn.requests.filter((r) => r.path === '/api/chat');

  it('answers small talk, facts, hand-offs, refusals and closest pages at once, never calling the model', async () => {
    const answerer = answererFor(modelFor());
    const modes = [];
    for (const q of [
      'hello',
      'what models are there?',
      'how much does it cost?',
      'I smell gas in the pump house',
      'who won the football world cup?',
    ]) {
      modes.push((await answerer.answer(q)).mode);
    }
    expect(modes).toEqual(['smalltalk', 'facts', 'handoff', 'refusal', 'refusal']);
    expect(chatRequests()).toEqual([]);
  });

  it('quotes the section that fits the kind of question without the model', async () => {
    const result = await answererFor(modelFor()).answer('What causes cavitation?');
    expect(result.mode).toBe('extractive');
    expect(result.response).toMatch(/^Low sump level/);
    expect(result.sources).toEqual([{ title: 'Cavitation', url: '/pump-failure-modes-cavitation' }]);
    expect(chatRequests()).toEqual([]);
  });

  it('lets the model write a follow-up from the chosen section, the earlier conversation and the company facts', async () => {
    const result = await answererFor(await warmModel()).answer('and how do I fix it?', {
      history: [
        { sender: 'user', content: 'What causes cavitation?' },
        { sender: 'bot', content: 'Low sump level, a clogged suction strainer or high liquid temperature.' },
      ],
    });
    expect(result.mode).toBe('generated');
    expect(result.sources[0]).toEqual({ title: 'Cavitation', url: '/pump-failure-modes-cavitation' });
    expect(result.answerId).toMatch(/^[0-9a-f-]{36}$/);
    const user = (chatRequests()[0]!.body as { messages: Message[] }).messages[1]!.content;
    expect(user).toMatch(/<<<PASSAGE 1 \| page: Cavitation \(\/pump-failure-modes-cavitation\) \| section: Cavitation > Remedies>>>/);
    expect(user).toContain('Visitor: What causes cavitation?');
    expect(user).toMatch(/Company facts: phone/);
  });

  it('falls back to the quoted section of the follow-up when the model is down, keeping its sources', async () => {
    const model = modelFor({}, `http://127.0.0.1:${await closedPort()}`);
    const result = await answererFor(model).answer('and how do I fix it?', {
      history: [{ sender: 'user', content: 'What causes cavitation?' }],
    });
    expect(result.mode).toBe('extractive');
    expect(result.response).toMatch(/^Raise the sump level/);
    expect(result.sources).toEqual([{ title: 'Cavitation', url: '/pump-failure-modes-cavitation' }]);
  });
});
