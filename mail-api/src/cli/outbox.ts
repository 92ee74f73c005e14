/**
 * Operator's tool: `npm run outbox -- list [--state S] [--limit N] | retry <id>|--dead | purge --older-than-days N`.
 * Works on DATA_DIR/mail.sqlite directly; a running API picks up retried deliveries at its
 * next poll.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../config.ts';
import { openDb } from '../outbox/db.ts';
import { purgeOlderThan } from '../outbox/retention.ts';
import { Outbox } from '../outbox/store.ts';
import type { SubmissionState } from '../outbox/types.ts';
import { UploadStore } from '../uploads/store.ts';

const USAGE = `usage: npm run outbox -- <command>
  list [--state pending|sent|dead|spam] [--limit N]   newest first (default 50)
  retry                                                  every undelivered mail, now: dead ones come back
                                                         with a fresh lifetime, pending ones skip their wait
  retry <submission-id>                                  the same for one submission
  retry --dead                                           dead deliveries only
  purge --older-than-days N                              delete delivered and spam submissions older than N days, with their files`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function positiveInt(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number, got '${value}'`);
  return n;
}

const STATES: SubmissionState[] = ['pending', 'sent', 'dead', 'spam'];

function list(outbox: Outbox, args: string[], io: CliIo): void {
  const state = option(args, '--state');
  if (state !== undefined && !STATES.includes(state as SubmissionState))
    throw new UsageError(`--state must be one of ${STATES.join(', ')}`);
  const limit = positiveInt(option(args, '--limit') ?? '50', '--limit');
  // Read a generous window, then filter by state, so `--state dead` finds old dead ones too.
  const rows = outbox
    .list(state ? Math.max(limit, 10_000) : limit)
    .filter((r) => !state || r.state === state)
    .slice(0, limit);
  if (rows.length === 0) return io.out('no submissions');
  for (const r of rows) {
    const deliveries = r.deliveries
      .map((d) => `${d.kind}:${d.status}${d.attempts ? `(${d.attempts})` : ''}${d.lastError ? ` "${d.lastError.slice(0, 80)}"` : ''}`)
      .join(' ');
    io.out(`${r.id}  ${new Date(r.createdAt).toISOString()}  ${r.form.padEnd(7)}  ${r.state.padEnd(7)}  ${deliveries}`);
  }
  const c = outbox.counts();
  io.out(`deliveries: ${c.pending} pending, ${c.sending} sending, ${c.sent} sent, ${c.dead} dead`);
}

export function runCli(args: string[], dataDir: string, io: CliIo, now = Date.now()): number {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === 'help') {
    io.out(USAGE);
    return command === undefined ? 2 : 0;
  }
  const db = openDb(dataDir);
  const outbox = new Outbox(db);
  try {
    switch (command) {
      case 'list':
        list(outbox, rest, io);
        return 0;
      case 'retry': {
        const target = rest[0];
        const n =
          target === undefined
            ? outbox.retryAllUndelivered(now)
            : target === '--dead'
              ? outbox.retryAllDead(now)
              : outbox.retry(target, now);
        io.out(`${n} deliver${n === 1 ? 'y' : 'ies'} queued again`);
        return n === 0 && target !== undefined && target !== '--dead' ? 1 : 0;
      }
      case 'purge': {
        const days = option(rest, '--older-than-days');
        if (days === undefined) throw new UsageError('purge needs --older-than-days N');
        const n = purgeOlderThan(outbox, new UploadStore(dataDir), positiveInt(days, '--older-than-days'), now);
        io.out(`${n} submission${n === 1 ? '' : 's'} deleted`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${USAGE}`);
    return 2;
  } finally {
    db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = runCli(process.argv.slice(2), loadSettings().dataDir, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}
