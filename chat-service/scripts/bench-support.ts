/** What both benchmarks share: the eval questions' folder, options, and the service in its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatHealth } from '@site/contracts/chat';
import { freePort } from '@site/contracts/test-support/free-port';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EVAL_DIR = path.join(ROOT, 'eval');

/** `--name value` (or `--name=value`) from the command line. */
export function benchOption(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export interface RunningService {
  base: string;
  health: ChatHealth;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `tsx src/server.ts` on the real knowledge with the rate limit off; with no OLLAMA_HOST
 * given, on a port where nothing listens (retrieval only).
 */
export async function startService(options: { dataDir: string; env?: Record<string, string> }): Promise<RunningService> {
  const port = await freePort();
  const deadModelPort = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', path.join(ROOT, 'src', 'server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        CHAT_PORT: String(port),
        DATA_DIR: options.dataDir,
        OLLAMA_HOST: `http://127.0.0.1:${deadModelPort}`,
        EMBEDDING_MODEL_DIR: '',
        CHAT_RATE_LIMIT: '0',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    let health: ChatHealth | null = null;
    for (let i = 0; i < 300 && !health && child.exitCode === null; i++) {
      health = await fetch(`${base}/health`)
        .then((r) => r.json() as Promise<ChatHealth>)
        .catch(() => null);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    if (!health) throw new Error('the chat service did not start');
    return { base, health, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
