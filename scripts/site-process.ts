/**
 * `npm start`'s script (scripts/start.ts) as a child process, for the scripts and tests that
 * measure or exercise the whole site: the front on `port`, the mail API and the chat service on
 * the two ports after it, and the caller's settings on top.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function spawnSite(port: number, env: Record<string, string>, options: Omit<SpawnOptions, 'cwd' | 'env'> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], {
    ...options,
    cwd: root,
    env: { ...process.env, PORT: String(port), MAIL_API_PORT: String(port + 1), CHAT_PORT: String(port + 2), ...env },
  });
}
