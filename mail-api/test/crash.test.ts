/**
 * At-least-once across real crashes. The server runs as its own process (no tsx wrapper, in
 * its own process group); it is killed with SIGKILL while the SMTP server holds its DATA
 * unanswered, the test checks that its port is closed (nothing is left serving), then
 * restarts it on the same DATA_DIR: the lease runs out and the mail arrives, with the
 * Message-ID derived from the submission id. A second test keeps the SMTP server down for
 * more attempts than the old attempt limit allowed, across a crash, and still delivers all.
 * The file fails if any server it started is still alive at the end.
 */
import net from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../src/outbox/db.ts';
import { Outbox } from '../src/outbox/store.ts';
import { liveServers, spawnApi, type ApiProcess } from '../scripts/spawn-api.ts';
import { freePort } from '@site/contracts/test-support/free-port';
import { FORM_HEADERS, ORIGIN, startSmtp, tempDataDir, waitFor, type TestSmtp } from './helpers.ts';

let children: ApiProcess[] = [];
let smtp: TestSmtp | undefined;
afterEach(async () => {
  for (const c of children) {
    if (c.child.exitCode === null && c.child.signalCode === null) {
      c.kill('SIGKILL');
      await c.exited;
    }
  }
  children = [];
  await smtp?.close();
  smtp = undefined;
});
afterAll(() => {
  expect([...liveServers().entries()], 'servers started by this file and still alive').toEqual([]);
});

function readOutbox<T>(dataDir: string, fn: (outbox: Outbox) => T): T {
  const db = openDb(dataDir);
  try {
    return fn(new Outbox(db));
  } finally {
    db.close();
  }
}

/** Resolves true when nothing accepts connections on the server's port any more. */
function portClosed(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function start(env: Record<string, string>): Promise<ApiProcess> {
  const api = await spawnApi(env);
  children.push(api);
  return api;
}

async function postContact(url: string, key: string, message: string): Promise<number> {
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { ...FORM_HEADERS, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ name: 'Anna Crash', email: 'anna@example.com', phone: '0123456789', message }),
  });
  return res.status;
}

describe('crash mid-delivery', () => {
  it('the spawned process is the server itself: SIGKILL closes its port', { timeout: 60_000 }, async () => {
    const api = await start({ DATA_DIR: tempDataDir(), ALLOWED_ORIGINS: ORIGIN, LOG_LEVEL: 'warn' });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    api.child.kill('SIGKILL'); // the process alone, not its group: no wrapper may be left serving
    expect(await api.exited).toBe('SIGKILL');
    expect(await portClosed(api.url)).toBe(true);
  });

  it('a submission whose sender was SIGKILLed mid-DATA is delivered after restart', { timeout: 90_000 }, async () => {
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

    const first = await start(env);
    expect(await postContact(first.url, 'crash-1', 'survive')).toBe(200);
    await waitFor(() => smtp!.dataCommands >= 1, 20_000, 'the stalled DATA');

    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(await portClosed(first.url)).toBe(true);
    const [mid] = readOutbox(dataDir, (o) => o.list(1));
    expect(mid?.deliveries[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(smtp.received).toHaveLength(0);

    const second = await start(env);
    const mail = await waitFor(() => smtp!.received[0], 30_000, 'redelivery after restart');
    expect(mail.messageId).toBe(`<${mid!.id}.notify@company.example>`);
    expect(mail.text).toContain('Message: survive');
    await waitFor(() => readOutbox(dataDir, (o) => o.deliveriesOf(mid!.id))[0]?.status === 'sent', 10_000, 'sent status');
    const [after] = readOutbox(dataDir, (o) => o.list(10));
    expect(after?.deliveries[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(readOutbox(dataDir, (o) => o.countSubmissions())).toBe(1);
    expect(smtp.received).toHaveLength(1);

    second.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await portClosed(second.url)).toBe(true);
  });

  it('an SMTP outage longer than the old attempt limit, with a crash in it, loses nothing', { timeout: 90_000 }, async () => {
    const smtpPort = await freePort();
    const dataDir = tempDataDir();
    // Short settings: the old limit (8 attempts) is passed in well under a second; the lifetime
    // (OUTBOX_MAX_AGE_HOURS, here one hour) is what bounds the retries now.
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ALLOWED_ORIGINS: ORIGIN,
      LOG_LEVEL: 'error',
      MAIL_FROM: 'web@company.example',
      OUTBOX_BACKOFF_BASE_MS: '10',
      OUTBOX_BACKOFF_MAX_MS: '40',
      OUTBOX_POLL_MS: '20',
      OUTBOX_LEASE_MS: '1000',
      OUTBOX_MAX_AGE_HOURS: '1',
      SMTP_CONNECTION_TIMEOUT_MS: '500',
    };
    const first = await start(env);
    const keys = Array.from({ length: 5 }, (_, i) => `outage-${i}`);
    for (const key of keys) expect(await postContact(first.url, key, key)).toBe(200);
    const attempts = () => readOutbox(dataDir, (o) => o.list(10).map((s) => s.deliveries[0]!));
    await waitFor(() => attempts().every((d) => d.attempts > 12) || undefined, 30_000, 'more failed attempts than the old limit');
    expect(attempts().every((d) => d.status !== 'dead')).toBe(true);

    first.kill('SIGKILL');
    await first.exited;
    expect(await portClosed(first.url)).toBe(true);
    const second = await start(env);
    await waitFor(() => attempts().every((d) => d.attempts > 20) || undefined, 30_000, 'retries after the restart');
    expect(attempts().every((d) => d.status !== 'dead')).toBe(true);

    smtp = await startSmtp(smtpPort);
    await waitFor(() => smtp!.received.length >= keys.length || undefined, 30_000, 'every mail after the outage');
    await waitFor(() => attempts().every((d) => d.status === 'sent') || undefined, 10_000, 'sent status');
    const messages = smtp.received.map((m) => m.text?.match(/Message: (\S+)/)?.[1]).sort();
    expect(messages).toEqual([...keys].sort());
    second.kill('SIGTERM');
    await second.exited;
  });
});
