/**
 * Group commit. Requests that arrive in the same turn of the event loop are stored in one
 * transaction, so one fsync covers many submissions. Every caller still waits for the commit
 * before its answer goes out: durability per submission, throughput of a batch.
 */
import type { Outbox } from './store.ts';
import type { InsertOutcome, NewSubmission } from './types.ts';

interface Pending {
  sub: NewSubmission;
  hash: string;
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
}

export class SubmissionWriter {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly now: () => number = Date.now,
    /** Called after each commit that stored something new (wakes the worker). */
    private readonly onCommit: () => void = () => {},
  ) {}

  write(sub: NewSubmission, hash: string): Promise<InsertOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ sub, hash, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    this.scheduled = false;
    const results: ({ ok: true; outcome: InsertOutcome } | { ok: false; error: unknown })[] = [];
    const now = this.now();
    try {
      this.outbox.transaction(() => {
        for (const item of batch) {
          // Each insert is its own savepoint: a failing one is reported to its own caller only.
          try {
            results.push({ ok: true, outcome: this.outbox.insert(item.sub, item.hash, now) });
          } catch (error) {
            results.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of this batch is stored.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const r = results[i]!;
      if (r.ok) item.resolve(r.outcome);
      else item.reject(r.error);
    });
    if (results.some((r) => r.ok && r.outcome.kind === 'created')) this.onCommit();
  }
}
