/**
 * `npm start`: runs the whole site on one machine with embedded defaults. Builds the site if
 * no build is there, starts the mail API and the chat service as child processes, and serves
 * the pre-rendered pages on $PORT (default 8080) through nginx with the production
 * configuration when nginx is installed, else through the small Node front with the same
 * rules. FRONT=nginx or FRONT=node forces one. Ctrl-C stops it all.
 *
 * No SMTP server is needed (mail is written as .eml files under DATA_DIR) and no Ollama server
 * (the chat answers from retrieval alone).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createFront } from '../web/server/front.ts';
import { nginxBinary, startNginx } from './nginx-front.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'web', 'build', 'client');
const port = Number(process.env.PORT ?? 8080);
const mailApiPort = Number(process.env.MAIL_API_PORT ?? 3001);
const chatPort = Number(process.env.CHAT_PORT ?? 5000);
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');
const url = `http://localhost:${port}`;

if (!fs.existsSync(path.join(clientDir, '404.html')) || process.env.REBUILD === '1') {
  console.log('Building the site (first run)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [];
let stopping = false;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  MAIL_API_PORT: String(mailApiPort),
  CHAT_PORT: String(chatPort),
  ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `${url},http://127.0.0.1:${port}`,
};
function startService(workspace: string): boolean {
  if (!fs.existsSync(path.join(root, workspace, 'src', 'server.ts'))) return false;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, workspace),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${workspace} stopped (${signal ?? `exit ${code}`})`);
  });
  children.push(child);
  return true;
}

const hasMail = startService('mail-api');
const hasChat = startService('chat-service');
const frontKind = process.env.FRONT ?? (nginxBinary() ? 'nginx' : 'node');
let closeFront: (done: () => void) => void;
if (frontKind === 'nginx') {
  const nginx = startNginx({
    port,
    mailApiUpstream: `127.0.0.1:${mailApiPort}`,
    chatUpstream: `127.0.0.1:${chatPort}`,
    workDir: path.join(dataDir, 'nginx'),
  });
  nginx.on('exit', (code) => {
    if (!stopping) {
      console.error(`nginx stopped (exit ${code})`);
      stop();
    }
  });
  children.push(nginx);
  closeFront = (done) => done();
  console.log(`Site running at ${url} (nginx)`);
} else {
  const front = createFront({
    clientDir,
    mailApiUrl: hasMail ? `http://127.0.0.1:${mailApiPort}` : undefined,
    chatUrl: hasChat ? `http://127.0.0.1:${chatPort}` : undefined,
  });
  const server = front.listen(port, () => console.log(`Site running at ${url}`));
  closeFront = (done) => server.close(done);
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  closeFront(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
