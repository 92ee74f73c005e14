/**
 * `npm run bench:chat`: load test of POST /chat in retrieval-only mode (no model server: every
 * in-scope question gets the engine's answer, out-of-scope ones the refusal), with autocannon
 * at 100 concurrent connections. The service runs in its own process, started as in
 * production (`tsx src/server.ts`), on the real knowledge folder and a throw-away DATA_DIR.
 *
 * Three passes over every eval question (eval/questions.*.json): the service as deployed
 * (repeated questions come from its retrieval cache); with the cache off (CHAT_RETRIEVAL_CACHE=0:
 * every request runs FTS5, the gate and the answer); and as deployed with every question a
 * follow-up carrying two earlier turns. Autocannon runs on the same 2 cores, and so do other
 * engineers' jobs: the load average is printed with each pass.
 *
 * Those three are closed-loop: 100 connections each send the next question the moment an answer
 * arrives, so latency measures the queue as much as the answer. A fourth pass, printed for
 * information and not part of the verdict, sends first-ask questions as they would arrive from
 * independent visitors, at random moments at BENCH_OPEN_RATE a second (300: far above what a
 * company site's chat sees; bench-open-loop.ts): the latency a visitor meets.
 *
 * `npm run bench:chat -- --model <profile>` instead measures answers with a language model: see
 * bench-model.ts (profiles: 2cpu, 4cpu, 8cpu, 2cpu-3b, 4cpu-3b, 8cpu-3b).
 *
 * Options (environment): BENCH_CONNECTIONS (100), BENCH_DURATION seconds (10), BENCH_NODE_FLAGS
 * (extra node flags for the service, e.g. "--max-semi-space-size=64").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { allQuestions } from '../eval/questions.ts';
import type { ChatHealth } from '@site/contracts/chat';
import { EVAL_DIR, benchOption, startService } from './bench-support.ts';
import { openLoop } from './bench-open-loop.ts';

const TARGET_P99_MS = 50;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const openRate = Number(process.env.BENCH_OPEN_RATE ?? 300);

const modelProfile = benchOption('model');
if (modelProfile !== undefined) {
  const { runModelBench } = await import('./bench-model.ts');
  process.exitCode = await runModelBench(modelProfile);
} else {
  process.exitCode = await runRetrievalBench();
}

async function runRetrievalBench(): Promise<number> {
  const questions = allQuestions(EVAL_DIR);
  const plain = questions.map((q) => JSON.stringify({ query: q.question }));
  // Every question as a follow-up: the visitor's previous question and the assistant's reply.
  const earlierReply =
    'Cavitation is caused by anything that lowers the suction pressure below the vapour pressure: a low sump level, a clogged strainer, a high suction lift or a hot liquid. iPUMPNET watches suction pressure and vibration to catch it early.';
  const followUps = questions.map((q, i) =>
    JSON.stringify({
      query: q.question,
      history: [
        { sender: 'user', content: questions[(i + questions.length - 1) % questions.length]!.question },
        { sender: 'bot', content: earlierReply },
      ],
    }),
  );
  const passes = [
    await runPass('As deployed (retrieval cache on)', {}, plain),
    await runPass('First-ask path (CHAT_RETRIEVAL_CACHE=0)', { CHAT_RETRIEVAL_CACHE: '0' }, plain),
    await runPass('With conversation history (a follow-up with 2 earlier turns, cache on)', {}, followUps),
  ];
  await withService({ CHAT_RETRIEVAL_CACHE: '0' }, plain, async (base) => {
    console.log(`\nOpen loop: first-ask path, questions arriving at random at ${openRate}/s (information, not the target)`);
    const result = await openLoop(base, plain, openRate, duration);
    console.log(`  sent        ${result.sent} in ${duration} s, load average ${os.loadavg()[0]!.toFixed(2)}`);
    console.log(`  latency     p50 ${result.p50} ms, p90 ${result.p90} ms, p99 ${result.p99} ms, max ${result.max} ms`);
    console.log(`  errors      ${result.errors}`);
  });
  return passes.every((ok) => ok) ? 0 : 1;
}

/** Starts the service with `extraEnv`, warms it up on `bodies` (JIT, SQLite page cache), runs `measure`. */
async function withService<T>(
  extraEnv: Record<string, string>,
  bodies: string[],
  measure: (base: string, health: ChatHealth) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'));
  const service = await startService({ dataDir, env: extraEnv });
  try {
    await autocannon({ url: service.base, connections: 10, amount: bodies.length * 3, requests: asRequests(bodies) });
    return await measure(service.base, service.health);
  } finally {
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function asRequests(bodies: string[]) {
  return bodies.map((body) => ({ method: 'POST' as const, path: '/chat', headers: { 'content-type': 'application/json' }, body }));
}

async function runPass(label: string, extraEnv: Record<string, string>, bodies: string[]): Promise<boolean> {
  return withService(extraEnv, bodies, async (base, health) => {
    console.log(`\n${label}`);
    console.log(
      `  service: ${health.index.files} files, ${health.index.passages} passages, ${health.embedding.mode}, model server reachable: ${health.modelServer.reachable}`,
    );
    console.log(
      `  autocannon: ${connections} connections, ${duration} s, ${bodies.length} different questions, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const result = await autocannon({ url: base, connections, duration, requests: asRequests(bodies) });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
    console.log(
      `  latency     p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`  errors      ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`);
    const ok = result.latency.p99 < TARGET_P99_MS && errors === 0;
    console.log(
      `  target      p99 < ${TARGET_P99_MS} ms, no errors: ${ok ? 'PASS' : 'FAIL'} (load average after ${os.loadavg()[0]!.toFixed(2)})`,
    );
    return ok;
  });
}
