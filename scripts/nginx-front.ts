/**
 * Runs Debian's nginx in front of the services with the production configuration
 * (deploy/nginx/site.conf.template and the snippets the web build generates), as a local
 * process with its own configuration, pid, logs and temp folders.
 *
 * Those live in a folder of their own under the system temp directory, never under DATA_DIR:
 * started as root, nginx runs its workers as an unprivileged user, and they must be able to
 * write request-body temp files (every upload over 16 KB) whatever the mode of DATA_DIR.
 * When root, the workers run as `nobody` and own the temp folders; otherwise everything runs
 * as the calling user.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from './supervisor.ts';

const root = path.resolve(import.meta.dirname, '..');
export const templatePath = path.join(root, 'deploy', 'nginx', 'site.conf.template');

export interface NginxOptions {
  port: number;
  mailApiUpstream: string;
  chatUpstream: string;
  siteRoot?: string;
  /** Pages the live renderer re-rendered after knowledge edits, served ahead of siteRoot. */
  liveRoot?: string;
  snippetsDir?: string;
  /** Folder for the rendered configuration, pid, logs and temp files (default: a new temp folder). */
  workDir?: string;
}

export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Fills ${VAR} placeholders the way the nginx image's envsubst does; unknown names stay. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The user nginx's workers run as when the master is root: `nobody`, with its group. */
export function workerUser(): { name: string; group: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-gn', 'nobody'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0 || group.status !== 0) return undefined;
  return { name: 'nobody', group: group.stdout.trim(), uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * A fresh folder for one nginx run, removed when it stops. Folders of earlier runs that were
 * killed before they could clean up (their nginx is gone, and they are over a minute old) go
 * first, so they do not pile up.
 */
export function newWorkDir(): string {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith('site-nginx-')) continue;
    const dir = path.join(tmp, name);
    try {
      const stat = fs.statSync(dir);
      if (stat.uid !== process.getuid?.() || Date.now() - stat.mtimeMs < 60_000) continue;
      const pid = Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim() || 0);
      if (pid > 0 && isAlive(pid)) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // No pid file yet, or already gone: leave it.
    }
  }
  return fs.mkdtempSync(path.join(tmp, 'site-nginx-'));
}

/** Writes a complete nginx.conf around the site's server block; returns its path. */
export function writeNginxConfig(options: NginxOptions): string {
  const workDir = options.workDir ?? newWorkDir();
  const worker = workerUser();
  const temp = path.join(workDir, 'temp');
  const logs = path.join(workDir, 'logs');
  fs.mkdirSync(workDir, { recursive: true });
  // Workers only need to reach temp/ through the work folder, not to list it.
  fs.chmodSync(workDir, 0o711);
  fs.mkdirSync(logs, { recursive: true, mode: 0o700 });
  fs.mkdirSync(temp, { recursive: true, mode: 0o700 });
  if (worker) fs.chownSync(temp, worker.uid, worker.gid);
  const site = renderTemplate(fs.readFileSync(templatePath, 'utf8'), {
    LISTEN_PORT: String(options.port),
    SITE_ROOT: options.siteRoot ?? path.join(root, 'web', 'build', 'client'),
    LIVE_ROOT: options.liveRoot ?? path.join(root, 'web', 'build', 'live'),
    NGINX_SNIPPETS: options.snippetsDir ?? path.join(root, 'web', 'build', 'nginx'),
    MAIL_API_UPSTREAM: options.mailApiUpstream,
    CHAT_UPSTREAM: options.chatUpstream,
  });
  fs.writeFileSync(path.join(workDir, 'site.conf'), site);
  const main = `${worker ? `user ${worker.name} ${worker.group};\n` : ''}worker_processes 1;
pid ${path.join(workDir, 'nginx.pid')};
error_log ${path.join(logs, 'error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(logs, 'access.log')};
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    sendfile on;
    include ${path.join(workDir, 'site.conf')};
}
`;
  const confPath = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(confPath, main);
  return confPath;
}

/** nginx's arguments: the configuration, its folder as prefix, and an error log it can write before reading the configuration. */
function nginxArgs(confPath: string): string[] {
  const dir = path.dirname(confPath);
  return ['-c', confPath, '-p', dir, '-e', path.join(dir, 'logs', 'error.log')];
}

/** `nginx -t` on a configuration: returns nginx's own report. */
export function testNginxConfig(confPath: string): { ok: boolean; output: string } {
  const binary = nginxBinary();
  if (!binary) return { ok: false, output: 'nginx is not installed' };
  const result = spawnSync(binary, ['-t', ...nginxArgs(confPath)], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export interface RunningNginx {
  child: ChildProcess;
  workDir: string;
  /** Removes the work folder (after the process has exited). */
  cleanUp(): void;
}

export function startNginx(options: NginxOptions): RunningNginx {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const workDir = options.workDir ?? newWorkDir();
  const confPath = writeNginxConfig({ ...options, workDir });
  const check = testNginxConfig(confPath);
  if (!check.ok) throw new Error(`nginx configuration is invalid:\n${check.output}`);
  const child = spawn(binary, nginxArgs(confPath), { stdio: ['ignore', 'inherit', 'inherit'] });
  return { child, workDir, cleanUp: () => fs.rmSync(workDir, { recursive: true, force: true }) };
}
