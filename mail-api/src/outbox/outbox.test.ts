import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir, testSubmission } from '../../test/helpers.ts';
import { UploadStore } from '../uploads/store.ts';
import { backoffDelay } from './backoff.ts';
import { openDb, type Db } from './db.ts';
import { purgeOlderThan } from './retention.ts';
import { contentHash, Outbox } from './store.ts';
import { SubmissionWriter } from './writer.ts';

const DAY = 24 * 60 * 60 * 1000;
let db: Db | undefined;
afterEach(() => db?.close());

function fresh() {
  const dir = tempDataDir();
  db = openDb(dir);
  return { dir, outbox: new Outbox(db), uploads: new UploadStore(dir) };
}

const sub = (key?: string) => testSubmission({ idempotencyKey: key });

describe('backoffDelay', () => {
  it('doubles per attempt within equal jitter, and caps', () => {
    expect(backoffDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(4000);
    expect(backoffDelay(20, 1000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelay(20, 1000, 60_000, () => 0)).toBe(30_000);
  });
});

describe('Outbox', () => {
  it('opens in WAL mode with full sync', () => {
    const { outbox } = fresh();
    expect(outbox.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(outbox.db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('claims a due delivery once, under a lease that can expire', () => {
    const { outbox } = fresh();
    outbox.insert(sub(), 'h', 1000);
    const [d] = outbox.claimDue(1000, 500, 10, []);
    expect(d).toMatchObject({ status: 'sending', attempts: 1, leaseUntil: 1500 });
    expect(outbox.claimDue(1200, 500, 10, [])).toEqual([]);
    // The worker died: after the lease, another claim takes it over and counts an attempt.
    expect(outbox.claimDue(1500, 500, 10, [])).toMatchObject([{ id: d!.id, attempts: 2 }]);
    // A delivery still in this process's hands is never claimed twice.
    expect(outbox.claimDue(9999, 500, 10, [d!.id])).toEqual([]);
  });

  it('does not claim a retry before its time', () => {
    const { outbox } = fresh();
    outbox.insert(sub(), 'h', 0);
    const [d] = outbox.claimDue(0, 500, 10, []);
    outbox.markRetry(d!.id, 5000, '451 later', 100);
    expect(outbox.claimDue(4999, 500, 10, [])).toEqual([]);
    expect(outbox.nextDueAt()).toBe(5000);
    expect(outbox.claimDue(5000, 500, 10, [])).toHaveLength(1);
  });

  it('tells a repeat from a reused key', () => {
    const { outbox } = fresh();
    const a = outbox.insert(sub('k'), contentHash({ email: 'a' }), 0);
    expect(a.kind).toBe('created');
    expect(outbox.insert(sub('k'), contentHash({ email: 'a' }), 1)).toEqual({ kind: 'duplicate', id: a.id });
    expect(outbox.insert(sub('k'), contentHash({ email: 'b' }), 1)).toEqual({ kind: 'conflict', id: a.id });
    expect(outbox.countSubmissions()).toBe(1);
  });

  it('contentHash ignores key order but not values or the file', () => {
    expect(contentHash({ a: 1, b: 2 })).toBe(contentHash({ b: 2, a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
    expect(contentHash({ a: 1 }, 'f1')).not.toBe(contentHash({ a: 1 }, 'f2'));
  });

  it('retry puts dead deliveries back with a fresh attempt count', () => {
    const { outbox } = fresh();
    const { id } = outbox.insert(sub(), 'h', 0);
    const [d] = outbox.claimDue(0, 500, 1, []);
    outbox.markDead(d!.id, '550 no', 1);
    expect(outbox.counts().dead).toBe(1);
    expect(outbox.retry(id, 2)).toBe(1);
    expect(outbox.deliveriesOf(id)[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });
});

describe('Outbox lifetime and health figures', () => {
  it('counts undelivered submissions (pending, sending, dead) and the oldest age', () => {
    const { outbox } = fresh();
    expect(outbox.undelivered(10_000)).toEqual({ undelivered: 0, oldestAgeSeconds: 0 });
    const a = outbox.insert(sub(), 'h', 1_000);
    outbox.insert(sub(), 'h', 5_000);
    outbox.insert(testSubmission({ spam: true, deliveries: [] }), 'h', 0);
    expect(outbox.undelivered(61_000)).toEqual({ undelivered: 2, oldestAgeSeconds: 60 });
    const [d] = outbox.claimDue(61_000, 500, 1, []);
    outbox.markDead(d!.id, '550', 61_000);
    expect(outbox.undelivered(61_000).undelivered).toBe(2);
    for (const x of outbox.claimDue(61_000, 500, 10, [])) outbox.markSent(x.id, 61_000);
    expect(outbox.undelivered(61_000)).toEqual({ undelivered: 1, oldestAgeSeconds: 60 });
    expect(outbox.deliveriesOf(a.id)[0]!.queuedAt).toBe(1_000);
  });

  it('marks dead what was abandoned mid-send after its lifetime, not before', () => {
    const { outbox } = fresh();
    const { id } = outbox.insert(sub(), 'h', 0);
    outbox.claimDue(0, 500, 1, []); // the worker dies with it: sending, lease until 500
    expect(outbox.expireAbandoned(1_000, 10_000)).toBe(0);
    expect(outbox.expireAbandoned(10_000, 10_000)).toBe(1);
    expect(outbox.deliveriesOf(id)[0]).toMatchObject({ status: 'dead' });
  });
});

describe('SubmissionWriter', () => {
  it('commits concurrent writes in one batch and answers each', async () => {
    const { outbox } = fresh();
    let commits = 0;
    const writer = new SubmissionWriter(
      outbox,
      () => 0,
      () => (commits += 1),
    );
    const outcomes = await Promise.all([writer.write(sub('a'), 'h'), writer.write(sub('b'), 'h'), writer.write(sub('a'), 'h')]);
    expect(outcomes.map((o) => o.kind)).toEqual(['created', 'created', 'duplicate']);
    expect(commits).toBe(1);
    expect(outbox.countSubmissions()).toBe(2);
  });
});

describe('retention', () => {
  it('deletes old delivered and spam submissions with their files, keeps the rest', async () => {
    const { outbox, uploads } = fresh();
    const file = await uploads.save(Buffer.from('%PDF-1.4'), '.pdf');
    const now = 100 * DAY;
    const old = now - 31 * DAY;
    const delivered = outbox.insert(
      testSubmission({ form: 'careers', file: { name: file, original: 'cv.pdf', mime: 'application/pdf', size: 8 } }),
      'h',
      old,
    );
    const spam = outbox.insert(testSubmission({ spam: true, deliveries: [] }), 'h', old);
    const pending = outbox.insert(sub(), 'h', old);
    const recent = outbox.insert(sub(), 'h', now - DAY);
    for (const d of outbox.claimDue(now, 1000, 10, [])) if (d.submissionId !== pending.id) outbox.markSent(d.id, now);

    expect(purgeOlderThan(outbox, uploads, 30, now)).toBe(2);
    expect(outbox.getSubmission(delivered.id)).toBeUndefined();
    expect(outbox.getSubmission(spam.id)).toBeUndefined();
    expect(outbox.getSubmission(pending.id)).toBeDefined();
    expect(outbox.getSubmission(recent.id)).toBeDefined();
    expect(fs.existsSync(path.join(uploads.dir, file))).toBe(false);
  });
});

describe('UploadStore', () => {
  it('refuses any name it did not make', () => {
    const { uploads } = fresh();
    expect(() => uploads.pathOf('../mail.sqlite')).toThrow();
    expect(() => uploads.pathOf('x.pdf')).toThrow();
  });
});
