/**
 * `npm start`: runs the whole site on one machine with embedded defaults. Builds the site if
 * no build is there, starts the mail API and the chat service as child processes, and serves
 * the pre-rendered pages on $PORT (default 8080) through nginx with the production
 * configuration when nginx is installed, else through the small Node front with the same
 * rules. FRONT=nginx or FRONT=node forces one. Ctrl-C stops it all.
 *
 * It supervises what it starts: it refuses to start when a port it needs is taken (naming the
 * port and the setting that changes it), prints the site's URL only once the pages,
 * /api/health and /chat/health all answer through the front, and restarts a service or nginx
 * that stops, with a growing delay, saying so in its log.
 *
 * It also runs the live renderer (web/scripts/live-render.ts): a knowledge file staff save
 * under KNOWLEDGE_DIR is a page within seconds, served from LIVE_PAGES_DIR ahead of the build.
 * When the renderer fails, it is restarted, and the built pages keep being served meanwhile.
 *
 * No SMTP server is needed (mail is written as .eml files under DATA_DIR) and no Ollama server
 * (the chat answers from retrieval alone).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createFront } from '../web/server/front.ts';
import { nginxBinary, startNginx, type RunningNginx } from './nginx-front.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'web', 'build', 'client');
const port = Number(process.env.PORT ?? 8080);
const mailApiPort = Number(process.env.MAIL_API_PORT ?? 3001);
const chatPort = Number(process.env.CHAT_PORT ?? 5000);
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');
// Not under DATA_DIR: nginx's workers (nobody, when started as root) must read it, whatever
// the mode of DATA_DIR.
const liveDir = path.resolve(process.env.LIVE_PAGES_DIR ?? path.join(root, 'web', 'build', 'live'));
const url = `http://localhost:${port}`;
const frontUrl = `http://127.0.0.1:${port}`;
const startedAt = Date.now();

/** Restart delays: doubled after each stop, back to the first once a run lasted a minute. */
const RESTART_FIRST_MS = 250;
const RESTART_MAX_MS = 15_000;
const STABLE_AFTER_MS = 60_000;

function log(line: string): void {
  console.log(`[start] ${line}`);
}
function fail(line: string): never {
  console.error(`[start] ${line}`);
  process.exit(1);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---- Ports --------------------------------------------------------------------------------

const ports: { port: number; setting: string; what: string }[] = [
  { port, setting: 'PORT', what: 'the site' },
  { port: mailApiPort, setting: 'MAIL_API_PORT', what: 'the mail API' },
  { port: chatPort, setting: 'CHAT_PORT', what: 'the chat service' },
];
for (const p of ports) {
  if (!Number.isInteger(p.port) || p.port < 1 || p.port > 65535) fail(`${p.setting}=${p.port} is not a port number (1-65535).`);
}
for (const [i, a] of ports.entries()) {
  const b = ports.slice(i + 1).find((x) => x.port === a.port);
  if (b) fail(`${a.setting} and ${b.setting} are both ${a.port}: give ${b.what} another port, e.g. ${b.setting}=${b.port + 10} npm start`);
}

function portFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(p, () => probe.close(() => resolve(true)));
  });
}

async function checkPorts(): Promise<void> {
  for (const p of ports) {
    if (!(await portFree(p.port))) {
      fail(
        `Port ${p.port} (${p.setting}, ${p.what}) is already in use, perhaps by another npm start. ` +
          `Stop what listens there, or choose another port: ${p.setting}=${p.port + 10} npm start`,
      );
    }
  }
}

// ---- Supervised processes ------------------------------------------------------------------

let stopping = false;
const supervised: Supervised[] = [];

class Supervised {
  child: ChildProcess | undefined;
  private delay = RESTART_FIRST_MS;
  private runs = 0;
  private lastStart = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  /** Set once its health check answered; a restart is reported when it answers again. */
  ready = false;

  constructor(
    readonly name: string,
    private readonly launch: () => ChildProcess,
    private readonly healthUrl?: string,
  ) {
    supervised.push(this);
  }

  start(): void {
    if (stopping) return;
    this.runs += 1;
    this.lastStart = Date.now();
    const child = this.launch();
    this.child = child;
    log(`${this.name} ${this.runs === 1 ? 'started' : 'restarted'} (pid ${child.pid})`);
    if (this.runs > 1) void this.reportBack(this.lastStart);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (stopping) return;
      const lived = Date.now() - this.lastStart;
      if (lived > STABLE_AFTER_MS) this.delay = RESTART_FIRST_MS;
      if (!this.ready && this.runs >= 5) {
        stop(1, `${this.name} stopped ${this.runs} times before it answered (last: ${signal ?? `exit ${code}`}); see its messages above.`);
        return;
      }
      log(`${this.name} stopped (${signal ?? `exit ${code}`}) after ${seconds(lived)}; restarting in ${this.delay} ms`);
      this.restartTimer = setTimeout(() => this.start(), this.delay);
      this.delay = Math.min(this.delay * 2, RESTART_MAX_MS);
    });
  }

  /** After a restart: log how long until the service answered its health check again. */
  private async reportBack(since: number): Promise<void> {
    if (!this.healthUrl) return;
    const run = this.runs;
    while (!stopping && this.runs === run) {
      if (await answers(this.healthUrl)) {
        log(`${this.name} answers again, ${seconds(Date.now() - since)} after its restart`);
        return;
      }
      await sleep(100);
    }
  }

  stop(): Promise<void> {
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when the URL answers as a live service does (a degraded mail outbox still answers). */
async function answers(target: string): Promise<boolean> {
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(2000) });
    if (response.ok) {
      await response.arrayBuffer();
      return true;
    }
    const body = (await response.json().catch(() => ({}))) as { status?: string };
    return response.status === 503 && body.status === 'degraded';
  } catch {
    return false;
  }
}

// ---- Start -----------------------------------------------------------------------------------

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  MAIL_API_PORT: String(mailApiPort),
  CHAT_PORT: String(chatPort),
  // The renderer writes the live route list there; the chat service checks its sources against it.
  LIVE_PAGES_DIR: liveDir,
  ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `${url},http://127.0.0.1:${port}`,
};

function service(workspace: string, healthPort: number): Supervised | undefined {
  if (!fs.existsSync(path.join(root, workspace, 'src', 'server.ts'))) return undefined;
  // The server itself, not tsx's CLI (which would run it as a grandchild): a signal or a
  // crash reaches the process that holds the port.
  const launch = () =>
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, workspace),
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  return new Supervised(workspace, launch, `http://127.0.0.1:${healthPort}/health`);
}

let closeFront: () => Promise<void> = async () => {};
let nginxRun: RunningNginx | undefined;

async function main(): Promise<void> {
  const requested = process.env.FRONT;
  if (requested !== undefined && requested !== 'nginx' && requested !== 'node') fail(`FRONT must be nginx or node, got '${requested}'.`);
  const nginx = nginxBinary();
  if (requested === 'nginx' && !nginx) fail('FRONT=nginx, but nginx is not installed: apt-get install -y nginx (or FRONT=node).');
  const frontKind = requested ?? (nginx ? 'nginx' : 'node');
  await checkPorts();

  if (!fs.existsSync(path.join(clientDir, '404.html')) || process.env.REBUILD === '1') {
    log('Building the site (first run, about a minute)...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const mail = service('mail-api', mailApiPort);
  const chat = service('chat-service', chatPort);
  mail?.start();
  chat?.start();
  try {
    fs.mkdirSync(liveDir, { recursive: true, mode: 0o755 });
  } catch (error) {
    // Not fatal: the built pages serve; the renderer reports the same problem when it starts.
    log(`The live pages folder ${liveDir} (LIVE_PAGES_DIR) cannot be created: ${(error as Error).message}`);
  }
  const live = new Supervised('live-pages', () =>
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'web', 'scripts', 'live-render.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  // Never a reason to stop the site: the built pages serve while it restarts, however often.
  live.ready = true;
  live.start();

  if (frontKind === 'nginx') {
    log(`Front: nginx (${nginx}) with the production configuration; FRONT=node uses the Node front instead`);
    let workDir: string | undefined;
    const front = new Supervised('nginx', () => {
      nginxRun?.cleanUp();
      nginxRun = startNginx({
        port,
        mailApiUpstream: `127.0.0.1:${mailApiPort}`,
        chatUpstream: `127.0.0.1:${chatPort}`,
        liveRoot: liveDir,
        workDir,
      });
      return nginxRun.child;
    });
    front.start();
    workDir = nginxRun?.workDir;
  } else {
    log(
      requested === 'node'
        ? 'Front: Node (FRONT=node), with the same routing rules as nginx'
        : 'Front: Node, with the same routing rules as nginx (nginx is not installed; with it, npm start uses the production nginx configuration)',
    );
    const app = createFront({
      clientDir,
      liveDir,
      mailApiUrl: mail ? `http://127.0.0.1:${mailApiPort}` : undefined,
      chatUrl: chat ? `http://127.0.0.1:${chatPort}` : undefined,
    });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(port, () => resolve(s));
      s.once('error', (error: NodeJS.ErrnoException) =>
        stop(
          1,
          error.code === 'EADDRINUSE'
            ? `Port ${port} (PORT) was taken while starting: choose another, e.g. PORT=${port + 10} npm start`
            : String(error),
        ),
      );
    });
    closeFront = () => new Promise((resolve) => server.close(() => resolve()));
  }

  // The URL only once everything answers through the front.
  const checks: { what: string; url: string; service?: Supervised }[] = [
    { what: 'the pages', url: `${frontUrl}/` },
    ...(mail ? [{ what: 'mail-api', url: `${frontUrl}/api/health`, service: mail }] : []),
    ...(chat ? [{ what: 'chat-service', url: `${frontUrl}/chat/health`, service: chat }] : []),
  ];
  let lastNote = Date.now();
  for (;;) {
    if (stopping) return;
    const results = await Promise.all(checks.map(async (c) => ({ c, ok: await answers(c.url) })));
    for (const { c, ok } of results) if (ok && c.service) c.service.ready = true;
    const waiting = results.filter((r) => !r.ok).map((r) => r.c.what);
    if (waiting.length === 0) break;
    if (Date.now() - lastNote > 15_000) {
      log(`still waiting for ${waiting.join(', ')} (the chat service indexes the knowledge files on its first start)`);
      lastNote = Date.now();
    }
    await sleep(200);
  }
  console.log(`Site running at ${url} (${frontKind === 'nginx' ? 'nginx' : 'Node front'}; ready in ${seconds(Date.now() - startedAt)})`);
}

async function stop(code = 0, why?: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (why) console.error(`[start] ${why}`);
  setTimeout(() => process.exit(code), 8000).unref();
  await Promise.all(supervised.map((s) => s.stop()));
  await closeFront();
  nginxRun?.cleanUp();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// Whatever ends this process, its children go with it.
process.on('exit', () => {
  for (const s of supervised) s.child?.kill('SIGKILL');
});

main().catch((error: unknown) => {
  void stop(1, error instanceof Error ? error.message : String(error));
});
