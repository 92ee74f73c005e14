/**
 * The outbox: what the service asks of the database (store, claim, mark, retry, purge, list).
 * The SQL is in statements.ts, the row mapping in rows.ts. Callers pass `now` so tests and the
 * worker agree on time without sleeping.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FormName } from '@site/contracts/api';
import type { Db } from './db.ts';
import { stateOf, toDelivery, toSubmission } from './rows.ts';
import { type Statements, prepareStatements } from './statements.ts';
import type { Delivery, InsertOutcome, NewSubmission, Submission, SubmissionSummary, UndeliveredStats } from './types.ts';

/** Stable hash of what the visitor sent, so a repeat can be told from a reused key. */
export function contentHash(payload: Record<string, unknown>, fileDigest?: string): string {
  const keys = Object.keys(payload).sort();
  const canonical = JSON.stringify(keys.map((k) => [k, payload[k]]));
  return createHash('sha256')
    .update(canonical)
    .update('\0')
    .update(fileDigest ?? '')
    .digest('hex');
}

export class Outbox {
  private readonly stmt: Statements;

  constructor(readonly db: Db) {
    this.stmt = prepareStatements(db);
  }

  /**
   * Stores one submission with its deliveries. Runs as a savepoint when called inside
   * `transaction`, so one failing item does not undo the others of a group commit.
   */
  readonly insert = (sub: NewSubmission, hash: string, now: number): InsertOutcome => {
    return this.db.transaction((): InsertOutcome => {
      if (sub.idempotencyKey !== undefined) {
        const existing = this.stmt.findByKey.get(sub.form, sub.idempotencyKey);
        if (existing) return { kind: existing.content_hash === hash ? 'duplicate' : 'conflict', id: existing.id };
      }
      const id = randomUUID();
      this.stmt.insertSubmission.run({
        id,
        form: sub.form,
        key: sub.idempotencyKey ?? null,
        hash,
        payload: JSON.stringify(sub.payload),
        spam: sub.spam ? 1 : 0,
        fileName: sub.file?.name ?? null,
        fileOriginal: sub.file?.original ?? null,
        fileMime: sub.file?.mime ?? null,
        fileSize: sub.file?.size ?? null,
        now,
      });
      for (const kind of sub.deliveries) this.stmt.insertDelivery.run({ id, kind, now });
      return { kind: 'created', id };
    })();
  };

  /** Runs `fn` in one transaction (one fsync for many inserts). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  claimDue(now: number, leaseMs: number, limit: number, exclude: Iterable<number>): Delivery[] {
    return this.stmt.claim.all({ leaseUntil: now + leaseMs, now, limit, exclude: JSON.stringify([...exclude]) }).map(toDelivery);
  }

  /** Marks dead what was abandoned mid-send after its lifetime; returns how many. */
  expireAbandoned(now: number, maxAgeMs: number): number {
    return this.stmt.expireAbandoned.run({ now, maxAgeMs }).changes;
  }

  markSent(id: number, now: number): void {
    this.stmt.markSent.run({ id, now });
  }

  markRetry(id: number, nextAttemptAt: number, error: string, now: number): void {
    this.stmt.markRetry.run({ id, at: nextAttemptAt, error, now });
  }

  markDead(id: number, error: string, now: number): void {
    this.stmt.markDead.run({ id, error, now });
  }

  getSubmission(id: string): Submission | undefined {
    const row = this.stmt.getSubmission.get(id);
    return row ? toSubmission(row) : undefined;
  }

  deliveriesOf(submissionId: string): Delivery[] {
    return this.stmt.deliveriesOf.all(submissionId).map(toDelivery);
  }

  /** Deliveries by status; `pending` includes those being sent right now. */
  counts(): { pending: number; sending: number; sent: number; dead: number } {
    const out = { pending: 0, sending: 0, sent: 0, dead: 0 };
    for (const { status, n } of this.stmt.counts.all()) {
      if (status in out) out[status as keyof typeof out] = n;
    }
    return out;
  }

  /** When the worker next has something to do (ms since epoch), if anything. */
  nextDueAt(): number | undefined {
    return this.stmt.nextDue.get()?.at ?? undefined;
  }

  /**
   * A submission's undelivered mail, due now: dead deliveries come back with a fresh lifetime,
   * pending ones skip the rest of their backoff. Returns how many.
   */
  retry(submissionId: string, now: number): number {
    return this.stmt.retrySubmission.run({ id: submissionId, now }).changes;
  }

  retryAllDead(now: number): number {
    return this.stmt.retryAllDead.run({ now }).changes;
  }

  /** Every dead and pending delivery, due now (dead ones with a fresh lifetime). */
  retryAllUndelivered(now: number): number {
    return this.stmt.retryAllUndelivered.run({ now }).changes;
  }

  /** Submissions whose mail is not delivered yet (pending, being sent, or dead), and the oldest's age. */
  undelivered(now: number): UndeliveredStats {
    const row = this.stmt.undelivered.get();
    const oldest = row?.oldest ?? null;
    return { undelivered: row?.n ?? 0, oldestAgeSeconds: oldest === null ? 0 : Math.max(0, Math.floor((now - oldest) / 1000)) };
  }

  /**
   * Deletes delivered and spam submissions created before `before`. `removeFile` is called
   * for each upload before the rows go, so a crash in between leaves at worst a delivered row
   * without its file, never a visitor's file that no row points to.
   */
  purge(before: number, removeFile: (name: string) => void): number {
    const victims = this.stmt.purgeable.all(before);
    for (const v of victims) if (v.file_name) removeFile(v.file_name);
    this.transaction(() => {
      for (const v of victims) this.stmt.deleteSubmission.run(v.id);
    });
    return victims.length;
  }

  countSubmissions(): number {
    return this.stmt.count.get()?.n ?? 0;
  }

  /** How many of these idempotency keys are stored for a form (the bench's check). */
  countKeys(form: FormName, keys: readonly string[]): number {
    return this.stmt.countByKeys.get(form, JSON.stringify(keys))?.n ?? 0;
  }

  list(limit: number): SubmissionSummary[] {
    return this.stmt.list.all(limit).map((row) => {
      const deliveries = this.deliveriesOf(row.id);
      return {
        id: row.id,
        form: row.form as FormName,
        state: stateOf(row.spam === 1, deliveries),
        createdAt: row.created_at,
        deliveries,
      };
    });
  }
}
