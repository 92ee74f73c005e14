/**
 * `npm run bench:chat`: load test of POST /chat in retrieval-only mode (no model server: every
 * in-scope question gets the extractive answer, out-of-scope ones the refusal), with autocannon
 * at 100 concurrent connections. The service runs in its own process, started as in
 * production (`tsx src/server.ts`), on the real knowledge folder and a throw-away DATA_DIR.
 *
 * Two passes: the service as deployed (repeated questions come from its retrieval cache), and
 * with the cache off (CHAT_RETRIEVAL_CACHE=0: every request runs FTS5, the gate and the
 * extractive answer). Autocannon runs on the same 2 cores, and so do other engineers' jobs:
 * the load average is printed with each pass.
 *
 * Options (environment): BENCH_CONNECTIONS (100), BENCH_DURATION seconds (10), BENCH_NODE_FLAGS
 * (extra node flags for the service, e.g. "--max-semi-space-size=64").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { ChatHealth } from '@site/contracts/chat';

const TARGET_P99_MS = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 10);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const questions = JSON.parse(fs.readFileSync(path.join(root, 'eval', 'questions.json'), 'utf8')) as {
  in_scope: { question: string }[];
  out_of_scope: string[];
};
const bodies = [...questions.in_scope.map((q) => q.question), ...questions.out_of_scope].map((query) => JSON.stringify({ query }));

interface PassResult {
  label: string;
  ok: boolean;
}

async function runPass(label: string, extraEnv: Record<string, string>): Promise<PassResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-bench-'));
  const port = await freePort();
  const deadModelPort = await freePort();
  const server = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', path.join(root, 'src', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      CHAT_PORT: String(port),
      DATA_DIR: dataDir,
      // Nothing listens there: the service answers from retrieval alone.
      OLLAMA_HOST: `http://127.0.0.1:${deadModelPort}`,
      EMBEDDING_MODEL_DIR: '',
      CHAT_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    let health: ChatHealth | null = null;
    for (let i = 0; i < 300 && !health; i++) {
      health = await fetch(`${base}/health`)
        .then((r) => r.json() as Promise<ChatHealth>)
        .catch(() => null);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    if (!health) throw new Error('the chat service did not start');
    const requests = bodies.map((body) => ({ method: 'POST' as const, path: '/chat', headers: { 'content-type': 'application/json' }, body }));
    // Warm-up: JIT and SQLite page cache.
    await autocannon({ url: base, connections: 10, amount: bodies.length * 3, requests });

    console.log(`\n${label}`);
    console.log(
      `  service: ${health.index.files} files, ${health.index.passages} passages, ${health.embedding.mode}, model server reachable: ${health.modelServer.reachable}`,
    );
    console.log(`  autocannon: ${connections} connections, ${duration} s, ${bodies.length} different questions, load average ${os.loadavg()[0]!.toFixed(2)}`);
    const result = await autocannon({ url: base, connections, duration, requests });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
    console.log(`  latency     p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`  errors      ${errors} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})`);
    const ok = result.latency.p99 < TARGET_P99_MS && errors === 0;
    console.log(`  target      p99 < ${TARGET_P99_MS} ms, no errors: ${ok ? 'PASS' : 'FAIL'} (load average after ${os.loadavg()[0]!.toFixed(2)})`);
    return { label, ok };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const passes = [
  await runPass('As deployed (retrieval cache on)', {}),
  await runPass('First-ask path (CHAT_RETRIEVAL_CACHE=0)', { CHAT_RETRIEVAL_CACHE: '0' }),
];
process.exitCode = passes.every((p) => p.ok) ? 0 : 1;
