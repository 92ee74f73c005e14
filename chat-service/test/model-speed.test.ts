/**
 * The model at real speeds: the Ollama stand-in with a speed profile (load time, prompt
 * processing with prompt-prefix caching, generation) on a fast clock, the warm-up that loads the
 * model and measures it, prompts sized to be read within the first-token timeout, drafts for a
 * model that will be slow to start, and questions answered by the engine while the model loads
 * or is busy.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from 'ollama';
import type { ChatResponse } from '@site/contracts/chat';
import { Answerer } from '../src/answer/answerer.ts';
import { OllamaModel } from '../src/answer/model.ts';
import {
  buildPrompt,
  promptSources,
  stablePrefix,
  systemPrompt,
  timeBudgetTokens,
  warmUpMessages,
  type PromptSource,
} from '../src/answer/prompt.ts';
import type { OllamaSettings } from '../src/config.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { Retriever } from '../src/retrieve/retriever.ts';
import { SPEED_PROFILES, keepAliveMs, startOllamaStandIn, type OllamaStandIn } from './support/ollama-standin.ts';
import { silentLogger, tempKnowledge, waitFor } from './support/helpers.ts';

/** 20 times real time: the 2-CPU profile's 3 s load takes 150 ms, its 15 s timeout 750 ms. */
const SCALE = 0.05;
const profile = SPEED_PROFILES['2cpu']!;
const HISTORY = [{ sender: 'user' as const, content: 'What causes cavitation?' }];
const FOLLOW_UP = ['and how do I fix it?', { history: HISTORY }] as const;
const FOLLOW_UP_PLAN = ['and how do I fix it?', HISTORY] as const;

const settings = (host: string, over: Partial<OllamaSettings> = {}): OllamaSettings => ({
  host,
  model: profile.model,
  numCtx: 4096,
  numPredict: 200,
  keepAlive: '-1',
  connectTimeoutMs: 1000,
  // 15 s, 10 s and 1.5 s of real time on the scaled clock.
  firstTokenTimeoutMs: 15_000 * SCALE,
  idleTimeoutMs: 10_000 * SCALE,
  probeTtlMs: 0,
  promptTokensPerSecond: null,
  draftAfterMs: 1500 * SCALE,
  parallel: 1,
  ...over,
});

let knowledge: ReturnType<typeof tempKnowledge>;
let store: KnowledgeStore;
let retriever: Retriever;
const closers: (() => Promise<void>)[] = [];

async function standInAt(speed = profile) {
  const standIn = await startOllamaStandIn({ speed, timeScale: SCALE });
  closers.push(() => standIn.close());
  return standIn;
}
function modelOn(standIn: OllamaStandIn, over: Partial<OllamaSettings> = {}) {
  const model = new OllamaModel(settings(standIn.url, over), 0);
  closers.push(() => model.close());
  return model;
}
const chatRequests = (standIn: OllamaStandIn) => standIn.requests.filter((r) => r.path === '/api/chat');

beforeAll(async () => {
  knowledge = tempKnowledge();
  store = new KnowledgeStore(path.join(knowledge.dataDir, 'chat.sqlite'));
  await new KnowledgeIndexer(store, knowledge.knowledgeDir, null, silentLogger()).sync();
  retriever = new Retriever(store, null);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  store.close();
  knowledge.cleanup();
});

describe('the stand-in at real speeds', () => {
  it('pays the load time once, reads only the part of a prompt past the cached prefix, and reloads for another num_ctx', async () => {
    const standIn = await standInAt();
    const { Ollama } = await import('ollama');
    const client = new Ollama({ host: standIn.url });
    const ask = (messages: Message[], numCtx = 4096) =>
      client.chat({ model: profile.model, messages, stream: false, keep_alive: -1, options: { num_ctx: numCtx, num_predict: 8 } });
    expect((await client.ps()).models).toEqual([]);
    const system = { role: 'system', content: systemPrompt() };
    const first = await ask([system, { role: 'user', content: 'What causes cavitation?' }]);
    expect(first.load_duration).toBeGreaterThan(0);
    expect((await client.ps()).models.map((m) => m.name)).toEqual([profile.model]);
    const second = await ask([system, { role: 'user', content: 'How do I fix a worn impeller?' }]);
    expect(second.load_duration).toBe(0);
    // Only the new question (and the template's end) is read: the system prompt came from the cache.
    expect(second.prompt_eval_count).toBeLessThan(20);
    expect(first.prompt_eval_count - second.prompt_eval_count).toBeGreaterThan(200);
    // Durations are the modelled ones at the scaled clock: prompt and generation speeds come out exact.
    expect(first.prompt_eval_count / (first.prompt_eval_duration / 1e9)).toBeCloseTo(profile.promptTokensPerSecond / SCALE, 0);
    expect(first.eval_count / (first.eval_duration / 1e9)).toBeCloseTo(profile.generateTokensPerSecond / SCALE, 0);
    const other = await ask([system, { role: 'user', content: 'What causes cavitation?' }], 2048);
    expect(other.load_duration).toBeGreaterThan(0);
    expect(other.prompt_eval_count).toBe(first.prompt_eval_count);
  });

  it('serves one request at a time, as a single runner slot does', async () => {
    const standIn = await standInAt();
    const { Ollama } = await import('ollama');
    const client = new Ollama({ host: standIn.url });
    const ask = (q: string) =>
      client.chat({
        model: profile.model,
        messages: [{ role: 'user', content: q }],
        stream: false,
        options: { num_ctx: 4096, num_predict: 40 },
      });
    const started = Date.now();
    await ask('warm');
    const alone = Date.now() - started;
    const both = Date.now();
    await Promise.all([ask('one question'), ask('another question')]);
    // Two answers of 40 tokens at 15 tokens/s each take about twice as long as one.
    expect(Date.now() - both).toBeGreaterThan(((2 * 40) / profile.generateTokensPerSecond) * 1000 * SCALE * 0.9);
    expect(alone).toBeGreaterThan(0);
  });

  it("reads Ollama's keep_alive: seconds, Go durations, negative for good", () => {
    expect(keepAliveMs(-1)).toBe(Number.POSITIVE_INFINITY);
    expect(keepAliveMs('-1m')).toBe(Number.POSITIVE_INFINITY);
    expect(keepAliveMs('30m')).toBe(1_800_000);
    expect(keepAliveMs('1h30m')).toBe(5_400_000);
    expect(keepAliveMs(90)).toBe(90_000);
    expect(keepAliveMs(undefined)).toBe(300_000);
  });
});

describe('warm-up', () => {
  it('loads the model with the system prompt and measures prompt and generation speeds from the reply', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn);
    expect(model.status().loaded).toBe(false);
    await model.warmUp();
    const status = model.status();
    expect(status).toMatchObject({ loaded: true, warming: false, warmUpError: null });
    expect(status.promptTokensPerSecond! * SCALE).toBeCloseTo(profile.promptTokensPerSecond, 0);
    expect(status.generateTokensPerSecond! * SCALE).toBeCloseTo(profile.generateTokensPerSecond, 0);
    const [warm] = chatRequests(standIn);
    expect(warm!.body).toMatchObject({ keep_alive: -1, options: { num_ctx: 4096 } });
    expect((warm!.body as { messages: Message[] }).messages[0]).toEqual({ role: 'system', content: systemPrompt() });
    expect(warm!.loaded).toBe(true);
  });

  it('leaves the system prompt and the stable start of the user message in the cache for the first question', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn);
    await model.warmUp();
    const answerer = new Answerer(retriever, model, settings(standIn.url), silentLogger());
    const result = await answerer.answer(...FOLLOW_UP);
    expect(result.mode).toBe('generated');
    const [, question] = chatRequests(standIn);
    expect(question!.loaded).toBeUndefined();
    const stable = warmUpMessages()[1]!.content.split('(No passages')[0]!;
    expect(question!.cachedTokens).toBeGreaterThanOrEqual(Math.floor((systemPrompt().length + stable.length) / profile.charsPerToken));
  });

  it('answers from the engine while the model loads, never waiting for the load', async () => {
    const standIn = await standInAt({ ...profile, loadMs: 20_000 });
    const model = modelOn(standIn);
    const answerer = new Answerer(retriever, model, settings(standIn.url), silentLogger());
    const started = Date.now();
    const { response, trace } = await answerer.answerWithTrace(...FOLLOW_UP);
    expect(Date.now() - started).toBeLessThan(150);
    expect(response.mode).toBe('extractive');
    expect(trace.fallbackReason).toBe('loading');
    // The question started the load; once it is done, the model answers.
    expect(model.status().warming).toBe(true);
    await waitFor(() => model.status().loaded && !model.status().warming, 5000);
    expect((await answerer.answer(...FOLLOW_UP)).mode).toBe('generated');
  });

  it('loads the model again when the server has lost it (an Ollama restart)', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn);
    await model.warmUp();
    standIn.unload();
    expect(await model.isReady()).toBe(false);
    await waitFor(async () => await model.isReady(), 5000);
    expect(chatRequests(standIn).filter((r) => r.loaded)).toHaveLength(2);
  });

  it('keeps trying while the model is not pulled yet, and says why', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn, { model: 'not-pulled:1b' });
    expect(await model.isReady()).toBe(false);
    await waitFor(() => model.status().warmUpError, 2000);
    expect(model.status()).toMatchObject({ loaded: false, reachable: true, warmUpError: expect.stringMatching(/not found/) });
    expect(await model.isReady()).toBe(false);
  });
});

describe('prompts sized by time, drafts and the busy model', () => {
  it('keeps the new part of the prompt readable within the first-token timeout on the 2-CPU profile', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn);
    await model.warmUp();
    const answerer = new Answerer(retriever, model, settings(standIn.url), silentLogger());
    for (const q of ['Does a clogged suction strainer matter for cavitation?', 'and how do I fix it?']) {
      const result = await answerer.answer(q, { history: HISTORY });
      expect(result.mode).toBe('generated');
    }
    for (const request of chatRequests(standIn).slice(1)) {
      // Read at the profile's speed, the new part takes at most 75 % of the 15 s timeout.
      expect(request.promptTokens! / profile.promptTokensPerSecond).toBeLessThan(15 * 0.75);
    }
  });

  it('sizes the new part of the prompt by the speed and the first-token timeout, never past num_ctx', () => {
    const long = (i: number): PromptSource => ({
      title: `Page ${i}`,
      url: `/page-${i}`,
      headingPath: [`Page ${i}`, 'Causes'],
      body: 'A clogged strainer starves the pump of suction head. '.repeat(60),
    });
    const sources = [long(1), long(2), long(3)];
    const sized = (speed: number | null) =>
      buildPrompt('Why does my pump cavitate?', sources, {
        numCtx: 4096,
        numPredict: 200,
        promptTokensPerSecond: speed,
        firstTokenTimeoutMs: 15_000,
      });
    const slow = sized(14);
    const minimum = sized(28);
    const fast = sized(114);
    const unbounded = sized(null);
    expect(slow.uncachedTokens).toBeLessThanOrEqual(
      timeBudgetTokens({ numCtx: 4096, numPredict: 200, promptTokensPerSecond: 14, firstTokenTimeoutMs: 15_000 }),
    );
    expect(minimum.uncachedTokens).toBeLessThanOrEqual(28 * 15 * 0.75);
    expect(fast.uncachedTokens).toBeLessThanOrEqual(114 * 15 * 0.75);
    expect(slow.uncachedTokens).toBeLessThan(minimum.uncachedTokens);
    expect(minimum.uncachedTokens).toBeLessThan(fast.uncachedTokens);
    expect(unbounded.estimatedTokens).toBeLessThanOrEqual(4096 - 200);
    expect(fast.estimatedTokens).toBeLessThanOrEqual(4096 - 200);
    // The system prompt and the stable start come first, the same on every request.
    for (const built of [slow, fast]) {
      expect(built.messages[0]!.content).toBe(systemPrompt());
      expect(built.messages[1]!.content.startsWith(stablePrefix())).toBe(true);
    }
  });

  it('only the sections the engine chose go in', async () => {
    const plan = await new Answerer(retriever, null, settings(''), silentLogger()).engine.plan(...FOLLOW_UP_PLAN);
    expect(plan.kind).toBe('knowledge');
    if (plan.kind !== 'knowledge') return;
    expect(promptSources(plan)).toEqual(plan.choice.sections);
  });

  it('sends the engine answer as a draft at once when the model cannot start within the draft deadline, then tokens, then the answer', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn);
    await model.warmUp();
    const answerer = new Answerer(retriever, model, settings(standIn.url), silentLogger());
    const events: [string, number][] = [];
    const started = Date.now();
    let draft: ChatResponse | null = null;
    const result = await answerer.answer(FOLLOW_UP[0], {
      history: HISTORY,
      onDraft: (d) => {
        draft = d;
        events.push(['draft', Date.now() - started]);
      },
      onToken: () => events.push(['token', Date.now() - started]),
    });
    expect(events[0]![0]).toBe('draft');
    expect(events[0]![1]).toBeLessThan(1500 * SCALE);
    expect(events.slice(1).every(([e]) => e === 'token')).toBe(true);
    expect(draft!).toMatchObject({ mode: 'extractive', answerId: result.answerId });
    expect(draft!.response).toMatch(/^Raise the sump level/);
    expect(result.mode).toBe('generated');
  });

  it('sends no draft when the first token comes in time, and one by the deadline when it does not come', async () => {
    const fast = await standInAt({ ...SPEED_PROFILES['8cpu']!, promptTokensPerSecond: 100_000 });
    const fastModel = modelOn(fast);
    await fastModel.warmUp();
    const drafts: ChatResponse[] = [];
    await new Answerer(retriever, fastModel, settings(fast.url), silentLogger()).answer(FOLLOW_UP[0], {
      history: HISTORY,
      onDraft: (d) => drafts.push(d),
    });
    expect(drafts).toEqual([]);
    // The server turns slow after the warm-up measured it fast: the deadline timer sends the draft.
    fast.set({ speed: { ...SPEED_PROFILES['8cpu']!, promptTokensPerSecond: 1, loadMs: 0 } });
    const started = Date.now();
    let draftAt = 0;
    // Another question: the last one's prompt is in the cache.
    const { response: result, trace } = await new Answerer(retriever, fastModel, settings(fast.url), silentLogger()).answerWithTrace(
      'Does a clogged suction strainer matter for cavitation?',
      {
        onDraft: () => (draftAt = Date.now() - started),
      },
    );
    expect(trace.fallbackReason).toBe('slow');
    expect(draftAt).toBeGreaterThanOrEqual(1500 * SCALE - 2);
    expect(draftAt).toBeLessThan(15_000 * SCALE);
    expect(result.mode).toBe('extractive');
  });

  it('answers from the engine while the model is busy with another question', async () => {
    const standIn = await standInAt();
    const model = modelOn(standIn);
    await model.warmUp();
    const answerer = new Answerer(retriever, model, settings(standIn.url), silentLogger());
    const first = answerer.answerWithTrace(...FOLLOW_UP);
    await waitFor(() => chatRequests(standIn).length === 2, 2000);
    const second = await answerer.answerWithTrace(...FOLLOW_UP);
    expect(second.trace.fallbackReason).toBe('busy');
    expect(second.response.mode).toBe('extractive');
    expect((await first).response.mode).toBe('generated');
  });
});
