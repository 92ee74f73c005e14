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
import path from 'node:path';
import { createFront } from '../web/server/front.ts';
import { nginxBinary, startNginx, type RunningNginx } from './nginx-front.ts';
import { checkPortSettings, checkPorts, type PortSetting } from './ports.ts';
import { Supervised, Supervisor, answers, fail, log, seconds, sleep } from './supervisor.ts';

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

// ---- Ports --------------------------------------------------------------------------------

const ports: PortSetting[] = [
  { port, setting: 'PORT', what: 'the site' },
  { port: mailApiPort, setting: 'MAIL_API_PORT', what: 'the mail API' },
  { port: chatPort, setting: 'CHAT_PORT', what: 'the chat service' },
];
checkPortSettings(ports);

const supervisor = new Supervisor((why) => void stop(1, why));

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

/**
 * A TypeScript script run by node with tsx's loader, not by tsx's CLI (which would run it as a
 * grandchild): a signal or a crash reaches the process that holds the port.
 */
function runTs(cwd: string, script: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

function service(workspace: string, healthPort: number): Supervised | undefined {
  if (!fs.existsSync(path.join(root, workspace, 'src', 'server.ts'))) return undefined;
  const launch = () => runTs(path.join(root, workspace), 'src/server.ts');
  return new Supervised(supervisor, workspace, launch, `http://127.0.0.1:${healthPort}/health`);
}

let closeFront: () => Promise<void> = async () => {};
let nginxRun: RunningNginx | undefined;

async function main(): Promise<void> {
  const requested = process.env.FRONT;
  if (requested !== undefined && requested !== 'nginx' && requested !== 'node') fail(`FRONT must be nginx or node, got '${requested}'.`);
  const nginx = nginxBinary();
  if (requested === 'nginx' && !nginx) fail('FRONT=nginx, but nginx is not installed: apt-get install -y nginx (or FRONT=node).');
  const frontKind = requested ?? (nginx ? 'nginx' : 'node');
  await checkPorts(ports);

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
  const live = new Supervised(supervisor, 'live-pages', () => runTs(root, path.join('web', 'scripts', 'live-render.ts')));
  // Never a reason to stop the site: the built pages serve while it restarts, however often.
  live.ready = true;
  live.start();

  if (frontKind === 'nginx') {
    log(`Front: nginx (${nginx}) with the production configuration; FRONT=node uses the Node front instead`);
    const front = new Supervised(supervisor, 'nginx', () => {
      // A restart reuses the first run's folder (startNginx returns the folder it was given).
      const workDir = nginxRun?.workDir;
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
    if (supervisor.stopping) return;
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
  if (supervisor.stopping) return;
  const stopped = supervisor.stopAll();
  if (why) console.error(`[start] ${why}`);
  setTimeout(() => process.exit(code), 8000).unref();
  await stopped;
  await closeFront();
  nginxRun?.cleanUp();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('exit', () => supervisor.killAll());

main().catch((error: unknown) => {
  void stop(1, error instanceof Error ? error.message : String(error));
});
