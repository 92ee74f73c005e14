/**
 * Starts the real API (src/server.ts) as a child process on an ephemeral loopback port and
 * waits for the URL it prints. Used by the bench and by the crash tests, which need a process
 * they can measure or kill.
 *
 * The child is the server itself: `node --import tsx src/server.ts`, not tsx's CLI (which
 * runs the server as a grandchild, so a SIGKILL would hit only the wrapper and leave the
 * server running). It leads its own process group, and `kill` signals the whole group.
 * Every process started here is remembered until it has exited: `liveServers()` lets a test
 * suite fail when one is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../src/server.ts');
const workspace = path.resolve(here, '..');

export interface ApiProcess {
  url: string;
  /** The server process (its pid is also its process group id). */
  child: ChildProcess;
  /** Signals the server's whole process group. */
  kill(signal: NodeJS.Signals): void;
  /** Everything the child wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code or signal once the child is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
}

const live = new Map<number, string>();

/** Servers started by spawnApi that have not exited yet: pid -> what it was started for. */
export function liveServers(): Map<number, string> {
  for (const pid of live.keys()) {
    try {
      process.kill(pid, 0);
    } catch {
      live.delete(pid);
    }
  }
  return new Map(live);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function spawnApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, MAIL_API_HOST: '127.0.0.1', MAIL_API_PORT: '0', ...env };
  if (!('SMTP_URL' in env)) delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: workspace,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (child.pid !== undefined) live.set(child.pid, `mail-api (${serverEntry})`);
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => {
      if (child.pid !== undefined) live.delete(child.pid);
      resolve(signal ?? code);
    }),
  );
  const kill = (signal: NodeJS.Signals) => killGroup(child, signal);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      kill('SIGKILL');
      reject(new Error(`mail-api did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /MAIL_API_URL=(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, kill, output: () => output, exited });
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
