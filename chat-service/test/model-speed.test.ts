/**
 * The model at real speeds: the Ollama stand-in with a speed profile (load time, prompt
 * processing with prompt-prefix caching, generation) on a fast clock, the warm-up that loads the
 * model and measures it, and questions answered by the engine while the model loads.
 * model-prompts-drafts.test.ts has the prompts, drafts and the busy model.
 */
import { describe, expect, it } from 'vitest';
import type { Message } from 'ollama';
import { systemPrompt, warmUpMessages } from '../src/answer/prompt.ts';
import { keepAliveMs } from './support/ollama-runner.ts';
import { waitFor } from './support/helpers.ts';
import { FOLLOW_UP, SCALE, chatRequests, modelOn, modelSpeedFile, profile, standInAt } from './support/model-speed.ts';

const { answererWith, warmAnswerer } = modelSpeedFile();

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
    const { standIn, answerer } = await warmAnswerer();
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
    const answerer = answererWith(model, standIn);
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
