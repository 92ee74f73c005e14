/**
 * Starts the real API (src/server.ts under tsx) as a child process on an ephemeral loopback
 * port and waits for the URL it prints. Used by the bench and by the crash test, which need
 * a process they can measure or kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../src/server.ts');
const tsxCli = path.resolve(here, '../../node_modules/tsx/dist/cli.mjs');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the child wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code or signal once the child is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export function spawnApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, MAIL_API_HOST: '127.0.0.1', MAIL_API_PORT: '0', ...env };
  if (!('SMTP_URL' in env)) delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, [tsxCli, serverEntry], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mail-api did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /MAIL_API_URL=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`mail-api exited (${signal ?? code}) before it listened:\n${output}`));
    });
  });
}
