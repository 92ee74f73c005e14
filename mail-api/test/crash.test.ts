/**
 * At-least-once across a crash: the API process is killed with SIGKILL while the SMTP server
 * holds its DATA unanswered, then restarted on the same DATA_DIR. The lease runs out and the
 * mail arrives, with the Message-ID derived from the submission id.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../src/outbox/db.ts';
import { Outbox } from '../src/outbox/store.ts';
import { spawnApi, type ApiProcess } from '../scripts/spawn-api.ts';
import { FORM_HEADERS, ORIGIN, startSmtp, tempDataDir, waitFor, type TestSmtp } from './helpers.ts';

let children: ApiProcess[] = [];
let smtp: TestSmtp | undefined;
afterEach(async () => {
  for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
  children = [];
  await smtp?.close();
});

function readOutbox<T>(dataDir: string, fn: (outbox: Outbox) => T): T {
  const db = openDb(dataDir);
  try {
    return fn(new Outbox(db));
  } finally {
    db.close();
  }
}

describe('crash mid-delivery', () => {
  it('a submission whose sender was SIGKILLed is delivered after restart', { timeout: 90_000 }, async () => {
    smtp = await startSmtp();
    smtp.plan.push('stall');
    const dataDir = tempDataDir();
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ALLOWED_ORIGINS: ORIGIN,
      LOG_LEVEL: 'warn',
      MAIL_FROM: 'web@company.example',
      OUTBOX_LEASE_MS: '1500',
      OUTBOX_POLL_MS: '50',
      SMTP_SOCKET_TIMEOUT_MS: '60000',
    };

    const first = await spawnApi(env);
    children.push(first);
    const res = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { ...FORM_HEADERS, 'Content-Type': 'application/json', 'Idempotency-Key': 'crash-1' },
      body: JSON.stringify({ name: 'Anna Crash', email: 'anna@example.com', phone: '0123456789', message: 'survive' }),
    });
    expect(res.status).toBe(200);
    await waitFor(() => smtp!.dataCommands >= 1, 20_000, 'the stalled DATA');

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const [mid] = readOutbox(dataDir, (o) => o.list(1));
    expect(mid?.deliveries[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(smtp.received).toHaveLength(0);

    const second = await spawnApi(env);
    children.push(second);
    const mail = await waitFor(() => smtp!.received[0], 30_000, 'redelivery after restart');
    expect(mail.messageId).toBe(`<${mid!.id}.notify@company.example>`);
    expect(mail.text).toContain('Message: survive');
    await waitFor(() => readOutbox(dataDir, (o) => o.deliveriesOf(mid!.id))[0]?.status === 'sent', 10_000, 'sent status');
    const [after] = readOutbox(dataDir, (o) => o.list(10));
    expect(after?.deliveries[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(readOutbox(dataDir, (o) => o.countSubmissions())).toBe(1);
    expect(smtp.received).toHaveLength(1);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
