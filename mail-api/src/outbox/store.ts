/**
 * The outbox: every statement the service runs against the database, and nothing else.
 * Callers pass `now` so tests and the worker agree on time without sleeping.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FormName } from '@site/contracts/api';
import type { Db } from './db.ts';
import type {
  Delivery,
  DeliveryKind,
  DeliveryStatus,
  InsertOutcome,
  NewSubmission,
  Submission,
  SubmissionState,
  SubmissionSummary,
  UndeliveredStats,
} from './types.ts';

interface SubmissionRow {
  id: string;
  form: string;
  payload: string;
  spam: number;
  file_name: string | null;
  file_original: string | null;
  file_mime: string | null;
  file_size: number | null;
  created_at: number;
  content_hash: string;
}

interface DeliveryRow {
  id: number;
  submission_id: string;
  kind: string;
  status: string;
  attempts: number;
  queued_at: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    submissionId: row.submission_id,
    kind: row.kind as DeliveryKind,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    queuedAt: row.queued_at,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    form: row.form as FormName,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: row.spam === 1,
    file:
      row.file_name === null
        ? undefined
        : { name: row.file_name, original: row.file_original ?? '', mime: row.file_mime ?? '', size: row.file_size ?? 0 },
    createdAt: row.created_at,
  };
}

/** Stable hash of what the visitor sent, so a repeat can be told from a reused key. */
export function contentHash(payload: Record<string, unknown>, fileDigest?: string): string {
  const keys = Object.keys(payload).sort();
  const canonical = JSON.stringify(keys.map((k) => [k, payload[k]]));
  return createHash('sha256').update(canonical).update('\0').update(fileDigest ?? '').digest('hex');
}

export function stateOf(spam: boolean, deliveries: readonly Delivery[]): SubmissionState {
  if (spam) return 'spam';
  if (deliveries.some((d) => d.status === 'dead')) return 'dead';
  if (deliveries.some((d) => d.status === 'pending' || d.status === 'sending')) return 'pending';
  return 'sent';
}

export class Outbox {
  private readonly stmt;

  constructor(readonly db: Db) {
    this.stmt = {
      findByKey: db.prepare<[string, string], { id: string; content_hash: string }>(
        'SELECT id, content_hash FROM submissions WHERE form = ? AND idempotency_key = ?',
      ),
      insertSubmission: db.prepare(
        `INSERT INTO submissions (id, form, idempotency_key, content_hash, payload, spam, file_name, file_original, file_mime, file_size, created_at)
         VALUES (@id, @form, @key, @hash, @payload, @spam, @fileName, @fileOriginal, @fileMime, @fileSize, @now)`,
      ),
      insertDelivery: db.prepare(
        `INSERT INTO deliveries (submission_id, kind, status, attempts, queued_at, next_attempt_at, updated_at)
         VALUES (@id, @kind, 'pending', 0, @now, @now, @now)`,
      ),
      // Takes due pending deliveries and sending ones whose lease ran out (their worker died).
      // The attempt is counted at claim time, so a message that crashes the process every time
      // still ends up dead instead of looping forever.
      claim: db.prepare<[{ leaseUntil: number; now: number; limit: number; exclude: string }], DeliveryRow>(
        `UPDATE deliveries SET status = 'sending', attempts = attempts + 1, lease_until = @leaseUntil, updated_at = @now
         WHERE id IN (
           SELECT id FROM deliveries
           WHERE ((status = 'pending' AND next_attempt_at <= @now) OR (status = 'sending' AND lease_until <= @now))
             AND id NOT IN (SELECT value FROM json_each(@exclude))
           ORDER BY next_attempt_at LIMIT @limit)
         RETURNING *`,
      ),
      // A delivery whose sender died (lease run out) after its lifetime is not tried again: it
      // may be what crashes the process each time.
      expireAbandoned: db.prepare<[{ now: number; maxAgeMs: number }]>(
        `UPDATE deliveries SET status = 'dead', lease_until = NULL, updated_at = @now,
           last_error = 'its sender stopped while sending it, and its lifetime is over' || COALESCE(': ' || last_error, '')
         WHERE status = 'sending' AND lease_until <= @now AND queued_at + @maxAgeMs <= @now`,
      ),
      markSent: db.prepare<[{ id: number; now: number }]>(
        `UPDATE deliveries SET status = 'sent', sent_at = @now, lease_until = NULL, last_error = NULL, updated_at = @now WHERE id = @id`,
      ),
      markRetry: db.prepare<[{ id: number; at: number; error: string; now: number }]>(
        `UPDATE deliveries SET status = 'pending', next_attempt_at = @at, lease_until = NULL, last_error = @error, updated_at = @now WHERE id = @id`,
      ),
      markDead: db.prepare<[{ id: number; error: string; now: number }]>(
        `UPDATE deliveries SET status = 'dead', lease_until = NULL, last_error = @error, updated_at = @now WHERE id = @id`,
      ),
      getSubmission: db.prepare<[string], SubmissionRow>('SELECT * FROM submissions WHERE id = ?'),
      deliveriesOf: db.prepare<[string], DeliveryRow>('SELECT * FROM deliveries WHERE submission_id = ? ORDER BY id'),
      counts: db.prepare<[], { status: string; n: number }>('SELECT status, COUNT(*) AS n FROM deliveries GROUP BY status'),
      nextDue: db.prepare<[], { at: number | null }>(
        `SELECT MIN(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END) AS at
         FROM deliveries WHERE status IN ('pending', 'sending')`,
      ),
      // A dead delivery comes back with a fresh lifetime and attempt count; a pending one keeps
      // its own and is simply due now. One being sent (leased by a live worker) is left alone.
      retrySubmission: db.prepare<[{ id: string; now: number }]>(
        `UPDATE deliveries SET attempts = CASE status WHEN 'dead' THEN 0 ELSE attempts END,
           queued_at = CASE status WHEN 'dead' THEN @now ELSE queued_at END,
           last_error = CASE status WHEN 'dead' THEN NULL ELSE last_error END,
           status = 'pending', next_attempt_at = @now, updated_at = @now
         WHERE submission_id = @id AND status IN ('dead', 'pending')`,
      ),
      retryAllDead: db.prepare<[{ now: number }]>(
        `UPDATE deliveries SET status = 'pending', attempts = 0, queued_at = @now, next_attempt_at = @now, last_error = NULL, updated_at = @now WHERE status = 'dead'`,
      ),
      retryAllUndelivered: db.prepare<[{ now: number }]>(
        `UPDATE deliveries SET attempts = CASE status WHEN 'dead' THEN 0 ELSE attempts END,
           queued_at = CASE status WHEN 'dead' THEN @now ELSE queued_at END,
           last_error = CASE status WHEN 'dead' THEN NULL ELSE last_error END,
           status = 'pending', next_attempt_at = @now, updated_at = @now
         WHERE status IN ('dead', 'pending')`,
      ),
      undelivered: db.prepare<[], { n: number; oldest: number | null }>(
        `SELECT COUNT(DISTINCT d.submission_id) AS n, MIN(s.created_at) AS oldest
         FROM deliveries d JOIN submissions s ON s.id = d.submission_id
         WHERE d.status IN ('pending', 'sending', 'dead')`,
      ),
      // Old enough, and nothing left to deliver: spam, or every delivery sent.
      purgeable: db.prepare<[number], { id: string; file_name: string | null }>(
        `SELECT s.id, s.file_name FROM submissions s
         WHERE s.created_at < ?
           AND (s.spam = 1 OR NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.submission_id = s.id AND d.status <> 'sent'))`,
      ),
      deleteSubmission: db.prepare('DELETE FROM submissions WHERE id = ?'),
      count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM submissions'),
      countByKeys: db.prepare<[string, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM submissions WHERE form = ? AND idempotency_key IN (SELECT value FROM json_each(?))',
      ),
      list: db.prepare<[number], SubmissionRow>('SELECT * FROM submissions ORDER BY created_at DESC, id LIMIT ?'),
    };
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
