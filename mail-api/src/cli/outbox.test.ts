import { describe, expect, it } from 'vitest';
import { tempDataDir, testSubmission } from '../../test/helpers.ts';
import { openDb } from '../outbox/db.ts';
import { Outbox } from '../outbox/store.ts';
import { runCli } from './outbox.ts';

function withData(setup: (outbox: Outbox) => void): string {
  const dir = tempDataDir();
  const db = openDb(dir);
  setup(new Outbox(db));
  db.close();
  return dir;
}

function run(args: string[], dir: string, now = Date.now()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, dir, { out: (l) => out.push(l), err: (l) => err.push(l) }, now);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const sub = testSubmission({ form: 'contact' });

describe('outbox CLI', () => {
  it('lists submissions with their state', () => {
    const dir = withData((o) => {
      o.insert(sub, 'h', 1000);
      const [d] = o.claimDue(1000, 10, 1, []);
      o.markDead(d!.id, '550 mailbox unavailable', 1001);
      o.insert(testSubmission({ form: 'contact', spam: true, deliveries: [] }), 'h', 2000);
    });
    const r = run(['list'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/contact\s+dead\s+notify:dead\(1\) "550 mailbox unavailable"/);
    expect(r.out).toMatch(/contact\s+spam/);
    expect(r.out).toContain('1 dead');
    expect(run(['list', '--state', 'spam'], dir).out).not.toContain('dead ');
  });

  it('retries one submission or every dead one', () => {
    let id = '';
    const dir = withData((o) => {
      id = o.insert(sub, 'h', 0).id;
      o.insert(sub, 'h', 0);
      for (const d of o.claimDue(0, 10, 10, [])) o.markDead(d.id, '550', 1);
    });
    expect(run(['retry', id], dir).out).toBe('1 delivery queued again');
    expect(run(['retry', 'no-such-id'], dir).code).toBe(1);
    expect(run(['retry', '--dead'], dir).out).toBe('1 delivery queued again');
    expect(run(['retry', '--dead'], dir).out).toBe('0 deliveries queued again');
  });

  it('retry without arguments revives dead mail with a fresh lifetime and makes waiting mail due now', () => {
    let dead = '';
    let waiting = '';
    const dir = withData((o) => {
      dead = o.insert(sub, 'h', 0).id;
      const [d] = o.claimDue(0, 10, 1, []);
      o.markDead(d!.id, 'gave up after 40 attempts in 120 h: ECONNREFUSED', 1);
      waiting = o.insert(sub, 'h', 0).id;
      const [w] = o.claimDue(0, 10, 1, []);
      o.markRetry(w!.id, 3_600_000, '451 later', 1);
    });
    const r = run(['retry'], dir, 5000);
    expect(r).toMatchObject({ code: 0, out: '2 deliveries queued again' });
    const db = openDb(dir);
    const o = new Outbox(db);
    expect(o.deliveriesOf(dead)[0]).toMatchObject({ status: 'pending', attempts: 0, queuedAt: 5000, nextAttemptAt: 5000, lastError: null });
    expect(o.deliveriesOf(waiting)[0]).toMatchObject({ status: 'pending', attempts: 1, queuedAt: 0, nextAttemptAt: 5000 });
    db.close();
  });

  it('purges delivered submissions older than N days', () => {
    const day = 86_400_000;
    const dir = withData((o) => {
      o.insert(sub, 'h', 0);
      for (const d of o.claimDue(0, 10, 10, [])) o.markSent(d.id, 1);
    });
    expect(run(['purge', '--older-than-days', '30'], dir, 10 * day).out).toBe('0 submissions deleted');
    expect(run(['purge', '--older-than-days', '30'], dir, 31 * day).out).toBe('1 submission deleted');
  });

  it('explains its usage on mistakes', () => {
    const dir = withData(() => {});
    expect(run(['purge'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('--older-than-days') });
    expect(run(['frobnicate'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
    expect(run(['list', '--state', 'weird'], dir).code).toBe(2);
  });
});
