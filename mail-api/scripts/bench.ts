/**
 * npm run bench:mail — accepted contact submissions per second against the real API with
 * durable writes (.eml transport, worker running), then a check that every accepted
 * submission is in the outbox. Loopback only; bounded by BENCH_DURATION_S.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPaths, IDEMPOTENCY_KEY_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@site/contracts/api';
import { openDb } from '../src/outbox/db.ts';
import { Outbox } from '../src/outbox/store.ts';
import { spawnApi } from './spawn-api.ts';

const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_RPS = 1000;
const TARGET_P99_MS = 50;
const ORIGIN = 'http://localhost:8080';

interface Ctx {
  key?: string;
}

async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-bench-'));
  const api = await spawnApi({
    DATA_DIR: dataDir,
    ALLOWED_ORIGINS: ORIGIN,
    LOG_LEVEL: 'warn',
    // The bench is one client hammering one form: lift the per-visitor limits.
    RATE_LIMIT_PER_IP: '1000000000',
    RATE_LIMIT_PER_FORM: '1000000000',
  });
  const accepted: string[] = [];
  let other = 0;
  const body = JSON.stringify({
    name: 'Bench Visitor',
    lname: 'Load',
    email: 'bench@example.com',
    phone: '+91 20 1234 5678',
    message: 'Benchmark enquiry about pump monitoring.\nSecond line.',
  });
  try {
    // Warm-up: JIT, prepared statements, page cache. Not counted.
    await autocannon({
      url: api.url + apiPaths.contact,
      duration: 2,
      connections,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
      body,
    });
    const warmCount = countSubmissions(dataDir);

    const result = await autocannon({
      url: api.url + apiPaths.contact,
      duration: durationS,
      connections,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
          body,
          // One fresh key per request, remembered in the connection's context until its answer.
          setupRequest: (req, context) => {
            const key = randomUUID();
            (context as Ctx).key = key;
            return { ...req, headers: { ...req.headers, [IDEMPOTENCY_KEY_HEADER]: key } };
          },
          onResponse: (status, _body, context) => {
            const key = (context as Ctx).key;
            if (status === 200 && key) accepted.push(key);
            else other += 1;
          },
        },
      ],
    });
    api.kill('SIGTERM');
    await api.exited;

    const outbox = new Outbox(openDb(dataDir));
    const stored = outbox.countKeys('contact', accepted);
    const total = outbox.countSubmissions() - warmCount;
    outbox.db.close();

    const rps = accepted.length / durationS;
    const { p50, p99 } = result.latency;
    const lost = accepted.length - stored;
    console.log(`bench:mail  POST ${apiPaths.contact}  ${connections} connections, ${durationS} s, loopback, ${os.cpus().length} cores`);
    console.log(
      `  accepted submissions: ${accepted.length} (${rps.toFixed(0)}/s)   other answers: ${other}   errors: ${result.errors}   timeouts: ${result.timeouts}`,
    );
    console.log(`  latency p50 ${p50} ms   p99 ${p99} ms   max ${result.latency.max} ms`);
    console.log(`  outbox check: ${stored} of ${accepted.length} accepted submissions stored, ${lost} missing; ${total} stored in all`);
    const rpsOk = rps >= TARGET_RPS;
    const p99Ok = p99 < TARGET_P99_MS;
    console.log(
      `  targets: >= ${TARGET_RPS}/s ${rpsOk ? 'met' : 'NOT met'}; p99 < ${TARGET_P99_MS} ms ${p99Ok ? 'met' : 'NOT met'}; none lost ${lost === 0 ? 'met' : 'NOT met'}`,
    );
    return lost === 0 && rpsOk && p99Ok ? 0 : 1;
  } finally {
    if (api.child.exitCode === null && api.child.signalCode === null) api.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function countSubmissions(dataDir: string): number {
  const db = openDb(dataDir);
  try {
    return new Outbox(db).countSubmissions();
  } finally {
    db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
