/**
 * The model at real speeds, continued (model-speed.test.ts has the stand-in and the warm-up):
 * prompts sized to be read within the first-token timeout, drafts for a model that will be slow
 * to start, and questions answered by the engine while the model is busy.
 */
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '@site/contracts/chat';
import { buildPrompt, promptSources, stablePrefix, systemPrompt, timeBudgetTokens, type PromptSource } from '../src/answer/prompt.ts';
import { SPEED_PROFILES } from './support/speed-profiles.ts';
import { waitFor } from './support/helpers.ts';
import { FOLLOW_UP, FOLLOW_UP_PLAN, HISTORY, SCALE, chatRequests, modelSpeedFile, profile } from './support/model-speed.ts';

const { answererWith, warmAnswerer } = modelSpeedFile();

describe('prompts sized by time, drafts and the busy model', () => {
  it('keeps the new part of the prompt readable within the first-token timeout on the 2-CPU profile', async () => {
    const { standIn, answerer } = await warmAnswerer();
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
    const plan = await answererWith(null).engine.plan(...FOLLOW_UP_PLAN);
    expect(plan.kind).toBe('knowledge');
    if (plan.kind !== 'knowledge') return;
    expect(promptSources(plan)).toEqual(plan.choice.sections);
  });

  it('sends the engine answer as a draft at once when the model cannot start within the draft deadline, then tokens, then the answer', async () => {
    const { answerer } = await warmAnswerer();
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
    const {
      standIn: fast,
      model: fastModel,
      answerer,
    } = await warmAnswerer({ ...SPEED_PROFILES['8cpu']!, promptTokensPerSecond: 100_000 });
    const drafts: ChatResponse[] = [];
    await answerer.answer(FOLLOW_UP[0], {
      history: HISTORY,
      onDraft: (d) => drafts.push(d),
    });
    expect(drafts).toEqual([]);
    // The server turns slow after the warm-up measured it fast: the deadline timer sends the draft.
    fast.set({ speed: { ...SPEED_PROFILES['8cpu']!, promptTokensPerSecond: 1, loadMs: 0 } });
    const started = Date.now();
    let draftAt = 0;
    // Another question: the last one's prompt is in the cache.
    const { response: result, trace } = await answererWith(fastModel, fast).answerWithTrace(
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
    const { standIn, answerer } = await warmAnswerer();
    const first = answerer.answerWithTrace(...FOLLOW_UP);
    await waitFor(() => chatRequests(standIn).length === 2, 2000);
    const second = await answerer.answerWithTrace(...FOLLOW_UP);
    expect(second.trace.fallbackReason).toBe('busy');
    expect(second.response.mode).toBe('extractive');
    expect((await first).response.mode).toBe('generated');
  });
});
