/**
 * Every SQL statement of the outbox, prepared once per database. The Outbox (store.ts) is the
 * only caller; the schema they run against is in db.ts.
 */
import type { Db } from './db.ts';
import type { DeliveryRow, SubmissionRow } from './rows.ts';

// What every retry does to the deliveries it picks: a dead one comes back with a fresh lifetime
// and attempt count; a pending one keeps its own and is simply due now. The retries pick only
// dead and pending ones: one being sent (leased by a live worker) is left alone.
const REQUEUE = `UPDATE deliveries SET attempts = CASE status WHEN 'dead' THEN 0 ELSE attempts END,
   queued_at = CASE status WHEN 'dead' THEN @now ELSE queued_at END,
   last_error = CASE status WHEN 'dead' THEN NULL ELSE last_error END,
   status = 'pending', next_attempt_at = @now, updated_at = @now`;

export function prepareStatements(db: Db) {
  return {
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
    retrySubmission: db.prepare<[{ id: string; now: number }]>(`${REQUEUE} WHERE submission_id = @id AND status IN ('dead', 'pending')`),
    retryAllDead: db.prepare<[{ now: number }]>(`${REQUEUE} WHERE status = 'dead'`),
    retryAllUndelivered: db.prepare<[{ now: number }]>(`${REQUEUE} WHERE status IN ('dead', 'pending')`),
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

export type Statements = ReturnType<typeof prepareStatements>;
