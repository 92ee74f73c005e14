/**
 * `npm run measure:start`: the figures of `npm start` as a supervisor, measured on this machine
 * (a script, not a timed test: the numbers depend on the machine and its load).
 *
 *   - time from starting `npm start` (scripts/start.ts, site already built) to the first form
 *     post served through the front;
 *   - time for a SIGKILLed mail API, then chat service, to answer through the front again;
 *   - submissions lost when the mail API is SIGKILLed while forms keep arriving: every post
 *     answered 200 must be delivered (.eml), the one the killed process was writing included
 *     (claimed again when its lease, shortened to 3 s here, runs out).
 *
 * FRONT (nginx when installed, else node) and MEASURE_PORT (4500) choose the stack.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSite } from './site-process';

const port = Number(process.env.MEASURE_PORT ?? 4500);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-start-'));
let output = '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

let visitor = 0;
/**
 * One form post, each from the next of 250 loopback addresses (127.0.1.x): they stand for
 * separate visitors, so nginx's per-address rate limit does not count them as one.
 */
function post(key: string): Promise<number> {
  const body = JSON.stringify({ name: 'Measure', email: 'measure@example.com', phone: '0123456789', message: key });
  const localAddress = `127.0.1.${(visitor++ % 250) + 1}`;
  return new Promise((resolve) => {
    const req = http.request(
      `${base}/api/contact`,
      {
        method: 'POST',
        localAddress,
        timeout: 5000,
        headers: {
          Origin: base,
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': key,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function until(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!(await probe())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}\n${output.slice(-3000)}`);
    await sleep(20);
  }
}

const answers = (url: string) => () =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );

function pidOf(name: string): number {
  const all = [...output.matchAll(new RegExp(`${name} (?:started|restarted) \\(pid (\\d+)\\)`, 'g'))];
  return Number(all.at(-1)![1]);
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const stack: ChildProcess = spawnSite(
    port,
    {
      DATA_DIR: dataDir,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // A mail the killed process was writing is claimed again when its lease runs out: 3 s here, not 2 min.
      OUTBOX_LEASE_MS: '3000',
      RATE_LIMIT_PER_FORM: '100000',
      RATE_LIMIT_PER_IP: '100000',
    },
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  stack.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  stack.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((r) => stack.on('exit', (code) => r(code)));
  try {
    await until(async () => /Site running at/.test(output), 180_000, 'the URL');
    const urlAt = Date.now() - t0;
    await until(async () => (await post('first')) === 200, 30_000, 'a served form post');
    const firstPost = Date.now() - t0;
    const front = /Front: (\S+)/.exec(output)?.[1] ?? '?';

    // A killed mail API, while a visitor keeps posting: every 200 must reach the outbox.
    const accepted: string[] = [];
    const refused = new Map<number, number>();
    let posting = true;
    const poster = (async () => {
      for (let i = 0; posting; i++) {
        const key = `crash-${i}`;
        const status = await post(key);
        if (status === 200) accepted.push(key);
        else refused.set(status, (refused.get(status) ?? 0) + 1);
        await sleep(20);
      }
    })();
    await sleep(1000);
    const killedAt = Date.now();
    process.kill(pidOf('mail-api'), 'SIGKILL');
    await sleep(50);
    await until(answers(`${base}/api/health`), 60_000, 'the mail API again');
    const mailBack = Date.now() - killedAt;
    await sleep(1000);
    posting = false;
    await poster;

    const chatKilledAt = Date.now();
    process.kill(pidOf('chat-service'), 'SIGKILL');
    await sleep(50);
    await until(answers(`${base}/chat/health`), 120_000, 'the chat service again');
    const chatBack = Date.now() - chatKilledAt;

    // Let the worker deliver everything (a mail the killed process held comes back after its
    // lease), then stop and count what was delivered.
    const emlDir = path.join(dataDir, 'outbox-eml');
    const delivered = new Set<string>();
    const deliveredAll = async () => {
      for (const f of fs.existsSync(emlDir) ? fs.readdirSync(emlDir) : []) {
        const key = fs.readFileSync(path.join(emlDir, f), 'utf8').match(/crash-\d+/)?.[0];
        if (key) delivered.add(key);
      }
      return accepted.every((k) => delivered.has(k));
    };
    await until(deliveredAll, 30_000, 'every accepted submission delivered').catch(() => {});
    stack.kill('SIGTERM');
    await exited;
    await deliveredAll();
    const lost = accepted.filter((k) => !delivered.has(k));

    console.log(`measure:start  front ${front}, ${os.cpus().length} cores, site already built`);
    console.log(`  npm start -> URL printed:                 ${s(urlAt)}`);
    console.log(`  npm start -> first form post served:      ${s(firstPost)}`);
    console.log(`  mail API SIGKILLed -> answers again:      ${s(mailBack)}`);
    console.log(`  chat service SIGKILLed -> answers again:  ${s(chatBack)}`);
    const refusals = [...refused].map(([status, n]) => `${n} x ${status || 'no answer'}`).join(', ') || 'none';
    console.log(
      `  posts during the mail API crash: ${accepted.length} accepted (200), refused: ${refusals}; ${lost.length} accepted but lost`,
    );
    if (lost.length > 0) process.exitCode = 1;
  } finally {
    if (stack.exitCode === null) {
      stack.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
