/**
 * `npm run bench:chat -- --model <profile>`: every eval question (eval/questions.*.json, with
 * its history), asked one after another over SSE as the chat widget asks, of the service in its
 * own process (`tsx src/server.ts`, real knowledge) talking to the Ollama stand-in running at
 * the profile's speeds (test/support/ollama-standin.ts: load time, prompt processing with
 * prompt-prefix caching, generation, one request at a time). Nothing here runs a real model.
 *
 * The stand-in's clock runs `--time-scale` times real time (default 0.05, 20 times faster) and
 * the service's timeouts are scaled alike (first token, idle, draft deadline, probe TTL). Every
 * time printed is in real seconds: a time that waited on the modelled server (a token, a draft
 * sent by the deadline timer, a fallback after a model request, a whole generated answer) is
 * the wall time divided by the scale, which also multiplies the service's own few milliseconds
 * (pessimistic); a time that did not (an instant answer, a draft sent at once) is the wall time
 * as measured on this machine.
 *
 * It prints the warm-up (and what a visitor asking during it gets), the share of answers the
 * model wrote, the engine gave at once, and fallbacks after a timeout; time to the first useful
 * text (a draft, a token or the whole answer) and to the complete answer, p50/p95; and the
 * prompt tokens the server read anew. Targets: on 2-CPU profiles useful text within 2 s for
 * every question and at most 10 % of model-routed questions falling back on a timeout; on 8-CPU
 * profiles generated answers complete within 15 s at p95. Exit 1 when a target is missed.
 *
 * Options: --model <profile> (2cpu, 4cpu, 8cpu, 2cpu-3b, 4cpu-3b, 8cpu-3b), --time-scale <x>,
 * --limit <n> (the first n questions).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatHealth, ChatResponse, ChatTurn } from '@site/contracts/chat';
import { loadSettings } from '../src/config.ts';
import { allQuestions } from '../eval/questions.ts';
import { SPEED_PROFILES } from '../test/support/speed-profiles.ts';
import { startOllamaStandIn } from '../test/support/ollama-standin.ts';
import { EVAL_DIR, benchOption, startService } from './bench-support.ts';
import { reportAnswers, s, type Asked } from './bench-model-report.ts';

/**
 * One question over SSE: when the first useful text came, when the answer was complete. An event
 * that came before `clockAfterMs` of wall time (the scaled draft deadline) did not wait on the
 * modelled server unless it is a token.
 */
async function ask(base: string, query: string, history: ChatTurn[], scale: number, clockAfterMs: number, modelAsked: () => boolean) {
  const started = performance.now();
  const response = await fetch(`${base}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ query, history }),
  });
  if (!response.ok || !response.body) throw new Error(`POST /chat answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let firstUseful: number | null = null;
  let firstToken: number | null = null;
  let drafted = false;
  let done: ChatResponse | null = null;
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const at = performance.now() - started;
      if ((event === 'draft' || event === 'token' || event === 'done') && firstUseful === null) {
        // Real seconds: scaled when it waited on the modelled server, as measured when not.
        const simulated = event === 'token' || (at >= clockAfterMs && modelAsked());
        firstUseful = simulated ? at / scale : at;
      }
      if (event === 'draft') drafted = true;
      if (event === 'token') firstToken ??= at / scale;
      if (event === 'done') done = JSON.parse(data!) as ChatResponse;
      if (event === 'error') throw new Error(`error event: ${data}`);
    }
  }
  if (!done) throw new Error('the stream ended without a done event');
  const total = performance.now() - started;
  const complete = modelAsked() ? total / scale : total;
  return {
    firstUseful: firstUseful! / 1000,
    firstToken: firstToken === null ? null : firstToken / 1000,
    complete: complete / 1000,
    drafted,
    done,
  };
}

export async function runModelBench(profileName: string): Promise<number> {
  const profile = SPEED_PROFILES[profileName];
  if (!profile) {
    console.error(`Unknown profile "${profileName}". Profiles: ${Object.keys(SPEED_PROFILES).join(', ')}`);
    return 2;
  }
  const scale = Number(benchOption('time-scale') ?? 0.05);
  const limit = Number(benchOption('limit') ?? Number.POSITIVE_INFINITY);
  if (!(scale > 0 && scale <= 1)) throw new Error('--time-scale must be in (0, 1]');
  const questions = allQuestions(EVAL_DIR).slice(0, limit);
  const real = loadSettings(process.env).ollama;
  const scaled = (ms: number) => String(Math.max(1, Math.round(ms * scale)));

  const standIn = await startOllamaStandIn({ speed: profile, timeScale: scale, model: profile.model });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-model-'));
  const chats = () => standIn.requests.filter((r) => r.path === '/api/chat');
  let service: Awaited<ReturnType<typeof startService>> | null = null;
  try {
    console.log(`Model bench, profile ${profileName}: ${profile.model} on ${profile.server}`);
    console.log(
      `  stand-in speeds: prompt ${profile.promptTokensPerSecond} tokens/s, generation ${profile.generateTokensPerSecond} tokens/s, load ${profile.loadMs / 1000} s, ${profile.charsPerToken} characters a token, answers of ${profile.answerTokens.join(' to ')} tokens`,
    );
    console.log(`  basis: ${profile.basis}`);
    console.log(
      `  clock: the stand-in runs at ${1 / scale} times real time and the service's timeouts are scaled alike; times below are wall time / ${scale}, in real seconds`,
    );
    console.log(
      `  service: first-token timeout ${real.firstTokenTimeoutMs / 1000} s, draft after ${real.draftAfterMs / 1000} s, num_ctx ${real.numCtx}, num_predict ${real.numPredict}, prompt speed ${real.promptTokensPerSecond ?? 'measured by the warm-up'}`,
    );

    service = await startService({
      dataDir,
      env: {
        OLLAMA_HOST: standIn.url,
        OLLAMA_MODEL: profile.model,
        CHAT_FIRST_TOKEN_TIMEOUT_MS: scaled(real.firstTokenTimeoutMs),
        CHAT_IDLE_TIMEOUT_MS: scaled(real.idleTimeoutMs),
        CHAT_DRAFT_AFTER_MS: scaled(real.draftAfterMs),
        CHAT_PROBE_TTL_MS: scaled(real.probeTtlMs),
        // A configured speed is in real tokens/s; the scaled clock reads 1/scale times faster.
        ...(real.promptTokensPerSecond ? { CHAT_PROMPT_TOKENS_PER_SECOND: String(Math.round(real.promptTokensPerSecond / scale)) } : {}),
      },
    });
    const listening = performance.now();
    const { base } = service;

    // A visitor who asks while the model loads: answered by the engine, without waiting.
    const draftWall = real.draftAfterMs * scale;
    const streamed = () => chats().filter((r) => (r.body as { stream?: boolean }).stream !== false).length;
    const early = await ask(
      base,
      'and how do I fix it?',
      [
        { sender: 'user', content: 'What causes cavitation?' },
        { sender: 'bot', content: 'A low sump level, a clogged strainer or a hot liquid.' },
      ],
      scale,
      draftWall,
      () => streamed() > 0,
    );
    const earlyUsedModel = streamed() > 0;
    const loadedAtListen =
      earlyUsedModel &&
      chats()[0]!.body !== undefined &&
      (chats()[0]!.body as { stream?: boolean }).stream === false &&
      chats().indexOf(chats().find((r) => (r.body as { stream?: boolean }).stream !== false)!) > 0;

    let health: ChatHealth | null = null;
    for (let i = 0; i < 1200; i++) {
      health = (await (await fetch(`${base}/health`)).json()) as ChatHealth;
      if (health.modelServer.loaded) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!health?.modelServer.loaded) throw new Error(`the model did not load: ${JSON.stringify(health?.modelServer)}`);
    const warm = chats().find((r) => (r.body as { stream?: boolean }).stream === false);
    const m = health.modelServer;
    const realSpeed = (v: number | null) => (v === null ? '-' : (v * scale).toFixed(1));
    console.log('\nStart');
    console.log(
      `  model loaded ${s((performance.now() - listening) / 1000 / scale)} after the service listened (warm-up read ${warm?.promptTokens} prompt tokens)`,
    );
    console.log(
      `  measured by the warm-up: prompt ${realSpeed(m.promptTokensPerSecond)} tokens/s, generation ${realSpeed(m.generateTokensPerSecond)} tokens/s`,
    );
    console.log(
      earlyUsedModel
        ? `  the first question (asked as the service listened) found the model ${loadedAtListen ? 'already loaded' : 'LOADING and waited'}: ${early.done.mode} answer in ${s(early.complete)}`
        : `  a question asked during the warm-up: ${early.done.mode} answer in ${s(early.complete)}, from the engine, no model request`,
    );

    const asked: Asked[] = [];
    for (const q of questions) {
      const before = chats().length;
      const result = await ask(base, q.question, (q.history ?? []) as ChatTurn[], scale, draftWall, () => chats().length > before);
      // The stand-in learns that the service gave up when the connection closes: let that land.
      if (result.done.mode !== 'generated' && chats().length > before) await new Promise((r) => setTimeout(r, 20));
      const chat = chats().slice(before).at(-1);
      const kind: Asked['kind'] =
        result.done.mode === 'generated' ? 'model' : chat === undefined ? 'engine' : chat.cancelled ? 'timeout' : 'failed';
      asked.push({
        firstUseful: result.firstUseful,
        firstToken: result.firstToken,
        complete: result.complete,
        drafted: result.drafted,
        mode: result.done.mode,
        kind,
        chat,
      });
    }
    const withHistory = asked.filter((_, i) => (questions[i]!.history ?? []).length > 0);
    return reportAnswers(profileName, asked, withHistory.length);
  } finally {
    await service?.stop();
    await standIn.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
