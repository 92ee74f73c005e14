/**
 * `npm start` as a supervisor (scripts/start.ts), run as its own stacks on spare ports: it
 * refuses a taken port naming the setting, prints the URL only when a form post is served,
 * restarts a killed service, answers the front's own errors as JSON, and takes uploads from
 * 10 KB to 5 MB under every combination of user (root, nobody), front (nginx, Node) and data
 * folder (private 0700, shared 0777). Every stack is stopped, and checked gone, at the end.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnSite } from '../scripts/site-process';
import { isAlive } from '../scripts/supervisor';

test.describe.configure({ mode: 'serial' });

const BASE_PORT = Number(process.env.E2E_START_PORT ?? 4300);
const isRoot = process.getuid?.() === 0;
const nobody = isRoot
  ? { uid: Number(spawnSync('id', ['-u', 'nobody']).stdout), gid: Number(spawnSync('id', ['-g', 'nobody']).stdout) }
  : undefined;

interface Stack {
  child: ChildProcess;
  port: number;
  url: string;
  log(): string;
  /** Resolves with the exit code once the supervisor is gone. */
  exited: Promise<number | null>;
  /** pids of the processes it said it started. */
  pids(): number[];
}

const started: Stack[] = [];
const dataDirs: string[] = [];

test.afterAll(async () => {
  for (const stack of started) {
    if (stack.child.exitCode === null) {
      stack.child.kill('SIGTERM');
      await stack.exited;
    }
  }
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  const left = started.flatMap((s) => s.pids()).filter(isAlive);
  expect(left, 'processes started by npm start and still alive').toEqual([]);
});

function dataDir(mode: 0o700 | 0o777, owner?: { uid: number; gid: number }): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-spec-'));
  fs.chmodSync(dir, mode);
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  dataDirs.push(dir);
  return dir;
}

function startStack(port: number, env: Record<string, string>, user?: { uid: number; gid: number }): Stack {
  const child = spawnSite(
    port,
    {
      // Mail as .eml files: the e2e mail catcher's inbox is for forms.spec.ts.
      SMTP_URL: '',
      RATE_LIMIT_PER_FORM: '1000',
      RATE_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stack: Stack = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    log: () => output,
    exited,
    pids: () => [child.pid!, ...[...output.matchAll(/(?:started|restarted) \(pid (\d+)\)/g)].map((m) => Number(m[1]))],
  };
  started.push(stack);
  return stack;
}

async function waitForLine(stack: Stack, pattern: RegExp, timeoutMs = 90_000): Promise<RegExpMatchArray> {
  const start = Date.now();
  for (;;) {
    const match = pattern.exec(stack.log());
    if (match) return match;
    if (stack.child.exitCode !== null) throw new Error(`npm start exited (${stack.child.exitCode}) before ${pattern}:\n${stack.log()}`);
    if (Date.now() - start > timeoutMs) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${stack.log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopStack(stack: Stack): Promise<void> {
  stack.child.kill('SIGTERM');
  expect(await stack.exited).toBe(0);
  await expect.poll(() => stack.pids().filter(isAlive), { timeout: 10_000 }).toEqual([]);
}

const formHeaders = (port: number) => ({ Origin: `http://127.0.0.1:${port}`, 'X-Requested-With': 'XMLHttpRequest' });

function postContact(port: number, key: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { ...formHeaders(port), 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ name: 'Anna', email: 'anna@example.com', phone: '0123456789', message: key }),
  });
}

/** A resume of `size` bytes that is a PDF by its first bytes. */
function postResume(port: number, size: number): Promise<Response> {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Anna',
    lname: 'Upload',
    email: 'anna@example.com',
    department: 'Engineering',
    phone: '0123456789',
    position: 'Engineer',
    message: `${size} bytes`,
  })) {
    form.append(name, value);
  }
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
  return fetch(`http://127.0.0.1:${port}/api/careers`, { method: 'POST', headers: formHeaders(port), body: form });
}

test('npm start refuses a port that is taken, naming the port and its setting', async () => {
  const port = BASE_PORT;
  for (const [offset, setting] of [
    [0, 'PORT'],
    [1, 'MAIL_API_PORT'],
  ] as const) {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(port + offset, r));
    try {
      const stack = startStack(port, { FRONT: 'node', DATA_DIR: dataDir(0o700) });
      expect(await stack.exited).toBe(1);
      expect(stack.log()).toContain(`Port ${port + offset} (${setting}`);
      expect(stack.log()).toContain(`${setting}=${port + offset + 10} npm start`);
      expect(stack.log()).not.toContain('Site running');
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  }
});

for (const front of ['nginx', 'node'] as const) {
  test(`${front} front: the URL comes when a form post is served; a killed service is restarted, with JSON errors meanwhile`, async () => {
    test.setTimeout(180_000);
    const port = BASE_PORT + (front === 'nginx' ? 10 : 20);
    const stack = startStack(port, { FRONT: front, DATA_DIR: dataDir(0o700) });
    await waitForLine(stack, /Site running at http:\/\/localhost:\d+/);
    expect(stack.log().match(/Front: /g), 'the front is named once').toHaveLength(1);
    expect(stack.log()).toContain(front === 'nginx' ? 'Front: nginx' : 'Front: Node');
    // The very first post after the URL is served.
    const first = await postContact(port, 'first');
    expect(first.status).toBe(200);
    expect(((await (await fetch(`${stack.url}/chat/health`)).json()) as { status: string }).status).toBe('ok');

    const [, pid] = stack.log().match(/mail-api started \(pid (\d+)\)/)!;
    process.kill(Number(pid), 'SIGKILL');
    const during = await postContact(port, 'during');
    expect(during.status).toBe(502);
    expect(during.headers.get('content-type')).toContain('application/json');
    expect(await during.json()).toMatchObject({ sent: false, message: expect.stringContaining('try again') });
    await waitForLine(stack, /mail-api stopped \(SIGKILL\).*restarting in \d+ ms/);
    await waitForLine(stack, /mail-api answers again, [\d.]+ s after its restart/, 60_000);
    expect((await postContact(port, 'after')).status).toBe(200);

    const [, chatPid] = stack.log().match(/chat-service started \(pid (\d+)\)/)!;
    process.kill(Number(chatPid), 'SIGKILL');
    await expect.poll(() => !isAlive(Number(chatPid))).toBe(true);
    const chatDown = await fetch(`${stack.url}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'pumps?' }),
    });
    expect(chatDown.status).toBe(502);
    expect(await chatDown.json()).toEqual({ error: expect.stringContaining('restarting') });
    await waitForLine(stack, /chat-service answers again/, 90_000);
    await stopStack(stack);
  });
}

const users = isRoot ? (['root', 'nobody'] as const) : (['this user'] as const);
let comboPort = BASE_PORT + 30;
for (const user of users) {
  for (const front of ['nginx', 'node'] as const) {
    for (const data of ['private', 'shared'] as const) {
      const port = (comboPort += 10);
      test(`uploads of 10 KB to 5 MB pass as ${user}, ${front} front, ${data} DATA_DIR; larger ones get JSON 413`, async () => {
        test.setTimeout(150_000);
        const owner = user === 'nobody' ? nobody : undefined;
        const dir = dataDir(data === 'private' ? 0o700 : 0o777, owner);
        const stack = startStack(port, { FRONT: front, DATA_DIR: dir }, owner);
        await waitForLine(stack, /Site running at/);
        for (const size of [10 * 1024, 100 * 1024, 1024 * 1024, 5 * 1024 * 1024]) {
          const response = await postResume(port, size);
          expect(response.status, `${size} bytes:\n${stack.log().slice(-2000)}`).toBe(200);
          expect(await response.json()).toMatchObject({ sent: true });
        }
        const tooLarge = await postResume(port, 7 * 1024 * 1024);
        expect(tooLarge.status).toBe(413);
        expect(await tooLarge.json()).toMatchObject({ sent: false, errors: { file: 'The resume must be 5 MB or smaller' } });
        expect(fs.readdirSync(path.join(dir, 'uploads'))).toHaveLength(4);
        await stopStack(stack);
        fs.rmSync(dir, { recursive: true, force: true });
      });
    }
  }
}
