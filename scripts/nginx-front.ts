/**
 * Runs Debian's nginx in front of the services with the production configuration
 * (deploy/nginx/site.conf.template and the snippets the web build generates), as an
 * unprivileged-style local process: its own prefix, pid, logs and temp folders.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const templatePath = path.join(root, 'deploy', 'nginx', 'site.conf.template');

export interface NginxOptions {
  port: number;
  mailApiUpstream: string;
  chatUpstream: string;
  siteRoot?: string;
  snippetsDir?: string;
  /** Folder for the rendered configuration, pid, logs and temp files. */
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

/** Writes a complete nginx.conf around the site's server block; returns its path. */
export function writeNginxConfig(options: NginxOptions): string {
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  for (const dir of ['temp', 'logs']) fs.mkdirSync(path.join(workDir, dir), { recursive: true, mode: 0o777 });
  // Worker processes run as an unprivileged user when nginx starts as root; let them write temp files.
  fs.chmodSync(path.join(workDir, 'temp'), 0o777);
  const site = renderTemplate(fs.readFileSync(templatePath, 'utf8'), {
    LISTEN_PORT: String(options.port),
    SITE_ROOT: options.siteRoot ?? path.join(root, 'web', 'build', 'client'),
    NGINX_SNIPPETS: options.snippetsDir ?? path.join(root, 'web', 'build', 'nginx'),
    MAIL_API_UPSTREAM: options.mailApiUpstream,
    CHAT_UPSTREAM: options.chatUpstream,
  });
  fs.writeFileSync(path.join(workDir, 'site.conf'), site);
  const temp = path.join(workDir, 'temp');
  const main = `worker_processes 1;
pid ${path.join(workDir, 'nginx.pid')};
error_log ${path.join(workDir, 'logs', 'error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(workDir, 'logs', 'access.log')};
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

/** `nginx -t` on a configuration: returns nginx's own report. */
export function testNginxConfig(confPath: string): { ok: boolean; output: string } {
  const binary = nginxBinary();
  if (!binary) return { ok: false, output: 'nginx is not installed' };
  const result = spawnSync(binary, ['-t', '-c', confPath, '-p', path.dirname(confPath)], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export function startNginx(options: NginxOptions): ChildProcess {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const confPath = writeNginxConfig(options);
  const check = testNginxConfig(confPath);
  if (!check.ok) throw new Error(`nginx configuration is invalid:\n${check.output}`);
  return spawn(binary, ['-c', confPath, '-p', path.dirname(confPath)], { stdio: ['ignore', 'inherit', 'inherit'] });
}
