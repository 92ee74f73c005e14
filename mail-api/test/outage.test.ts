/**
 * Long SMTP outages on a fast clock, with the production settings (30 s backoff doubling to a
 * one-hour cap, a 120-hour lifetime, an alert after 60 minutes). The worker and the health
 * check read a clock the test moves forward; the SMTP server is real and really down (nothing
 * listens on its port) until the test starts it.
 */
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type MailApi } from '../src/server.ts';
import { createLogger } from '../src/log.ts';
import { DeliveryWorker } from '../src/outbox/worker.ts';
import { healthRoutes } from '../src/routes/health.ts';
import { freePort } from '@site/contracts/test-support/free-port';
import { FORM_HEADERS, startSmtp, testSettings, waitFor, type TestSmtp } from './helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let api: MailApi | undefined;
let worker: DeliveryWorker | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await worker?.stop();
  await api?.close();
  await smtp?.close();
  api = undefined;
  worker = undefined;
  smtp = undefined;
});

/** The API with production outbox settings, and a worker and health check on a fake clock. */
async function setUp(env: Record<string, string> = {}) {
  const port = await freePort();
  const clock = { now: Date.now() };
  const settings = testSettings({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'web@company.example',
      OUTBOX_BACKOFF_BASE_MS: '30000',
      OUTBOX_BACKOFF_MAX_MS: '3600000',
      OUTBOX_POLL_MS: '10',
      SMTP_CONNECTION_TIMEOUT_MS: '500',
      ...env,
    },
  });
  api = createApp(settings); // its own worker is never started: ours reads the fake clock
  const { outbox, uploads, transport } = api.services;
  worker = new DeliveryWorker({ outbox, transport, uploads, settings, logger: createLogger('silent'), now: () => clock.now });
  worker.start();
  const health = express().use(healthRoutes(api.services, () => clock.now));
  const deliveries = () => outbox.list(100).flatMap((s) => s.deliveries);
  /** Moves the clock forward in steps, letting the worker act on what falls due in each. */
  const advance = async (ms: number, step = 5 * MINUTE) => {
    for (let moved = 0; moved < ms; moved += step) {
      clock.now += Math.min(step, ms - moved);
      worker!.wake();
      await new Promise((r) => setTimeout(r, 15));
      await worker!.idle();
    }
  };
  return { port, clock, deliveries, advance, health, outbox };
}

const post = (key: string) =>
  request(api!.app)
    .post('/api/contact')
    .set({ ...FORM_HEADERS, 'Idempotency-Key': key })
    .send({ name: 'Anna', email: 'anna@example.com', phone: '0123456789', message: key });

describe('a long SMTP outage (fast clock, production settings)', () => {
  it('keeps every submission through three hours of outage, alerts after an hour, delivers each once', { timeout: 60_000 }, async () => {
    const { port, deliveries, advance, health } = await setUp();
    const keys = ['outage-a', 'outage-b', 'outage-c'];
    for (const key of keys) await post(key).expect(200);

    const early = await request(health).get('/health').expect(200);
    expect(early.body).toMatchObject({ status: 'ok', outbox: { undelivered: 3 } });

    await advance(61 * MINUTE);
    const late = await request(health).get('/health').expect(503);
    expect(late.body).toMatchObject({ status: 'degraded', db: 'ok', outbox: { undelivered: 3 } });
    expect(late.body.outbox.oldestAgeSeconds).toBeGreaterThan(60 * 60);
    expect(late.body.message).toContain('npm run outbox -- list');

    await advance(2 * HOUR); // past the old limit of eight attempts (about two hours)
    expect(deliveries().every((d) => d.status === 'pending')).toBe(true);
    expect(Math.min(...deliveries().map((d) => d.attempts))).toBeGreaterThan(6);
    expect(deliveries()[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp(port);
    await advance(HOUR + 5 * MINUTE); // the backoff is capped at an hour: the next attempt comes within it
    await waitFor(() => smtp!.received.length >= keys.length || undefined, 10_000, 'every mail after the outage');
    expect(deliveries().every((d) => d.status === 'sent')).toBe(true);
    expect(smtp.received.map((m) => m.text?.match(/Message: (\S+)/)?.[1]).sort()).toEqual(keys);
    const after = await request(health).get('/health').expect(200);
    expect(after.body).toMatchObject({ status: 'ok', outbox: { undelivered: 0, oldestAgeSeconds: 0 } });
  });

  it(
    'marks a delivery dead only when its lifetime (OUTBOX_MAX_AGE_HOURS) is over, then retry revives it',
    { timeout: 60_000 },
    async () => {
      const { port, deliveries, advance, outbox, clock } = await setUp({ OUTBOX_MAX_AGE_HOURS: '120' });
      await post('five-days').expect(200);
      await advance(119 * HOUR, 30 * MINUTE);
      expect(deliveries()[0]).toMatchObject({ status: 'pending' });
      // Roughly one attempt an hour once the backoff reached its cap.
      expect(deliveries()[0]!.attempts).toBeGreaterThan(100);
      await advance(1 * HOUR + 10 * MINUTE, 10 * MINUTE);
      const dead = deliveries()[0]!;
      expect(dead.status).toBe('dead');
      expect(dead.lastError).toMatch(/gave up after \d+ attempts in 120(\.\d)? h/);

      // The operator fixes the mail server and runs `npm run outbox -- retry`.
      smtp = await startSmtp(port);
      expect(outbox.retryAllUndelivered(clock.now)).toBe(1);
      await advance(MINUTE, MINUTE);
      await waitFor(() => smtp!.received[0], 10_000, 'delivery after retry');
      expect(deliveries()[0]).toMatchObject({ status: 'sent' });
    },
  );
});
