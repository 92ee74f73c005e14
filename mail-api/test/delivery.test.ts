/** Delivery through a real SMTP server (smtp-server), parsed with mailparser. */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { createApp, type MailApi } from '../src/server.ts';
import { freePort } from '@site/contracts/test-support/free-port';
import { validValues } from '@site/contracts/test-support/forms';
import { FORM_HEADERS, samples, startSmtp, testSettings, waitFor, type TestSmtp } from './helpers.ts';

let api: MailApi | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await api?.close();
  await smtp?.close();
  api = undefined;
  smtp = undefined;
});

function start(smtpUrl: string, env: Record<string, string> = {}) {
  api = createApp(
    testSettings({ env: { SMTP_URL: smtpUrl, MAIL_TO: 'inbox@company.example', MAIL_FROM: '"Site" <web@company.example>', ...env } }),
  );
  api.start();
  return api;
}

/** A real SMTP server (closed after the test) and the API delivering to it. */
async function startWithSmtp(env: Record<string, string> = {}): Promise<TestSmtp> {
  const server = await startSmtp();
  start(server.url, env);
  return server;
}

const post = (path: string, body: object, key?: string) =>
  request(api!.app)
    .post(path)
    .set({ ...FORM_HEADERS, ...(key ? { 'Idempotency-Key': key } : {}) })
    .send(body);

const deliveryOf = (a: MailApi) => a.services.outbox.deliveriesOf(a.services.outbox.list(1)[0]!.id);

describe('delivery by SMTP', () => {
  it('contact: headers, plain text and escaped HTML arrive as sent', async () => {
    smtp = await startWithSmtp();
    await post('/api/contact', {
      name: 'Zoë Ørsted',
      lname: 'Łukasz 李',
      email: 'zoe@example.org',
      phone: '+91 20 1234 5678',
      message: 'Line one <script>alert(1)</script>\nLine two & more',
    }).expect(200);
    const mail = await waitFor(() => smtp!.received[0], 10_000, 'the contact mail');
    const id = api!.services.outbox.list(1)[0]!.id;
    expect(mail.from?.value).toEqual([{ address: 'web@company.example', name: 'Site' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ address: 'inbox@company.example', name: '' }]);
    expect(mail.replyTo?.value).toEqual([{ address: 'zoe@example.org', name: 'Zoë Ørsted Łukasz 李' }]);
    expect(mail.subject).toBe(`${brand.product} website: Contact enquiry from Zoë Ørsted Łukasz 李`);
    expect(mail.messageId).toBe(`<${id}.notify@company.example>`);
    expect(mail.text).toContain('Phone: +91 20 1234 5678');
    expect(mail.text).toContain('Line one <script>alert(1)</script>\nLine two & more');
    expect(mail.html).toContain('Line one &#60;script&#62;alert(1)&#60;/script&#62;<br>Line two &#38; more');
    expect(mail.html).not.toContain('<script>');
    expect(smtp.envelopes[0]).toEqual({ from: 'web@company.example', to: ['inbox@company.example'] });
    await waitFor(() => deliveryOf(api!)[0]?.status === 'sent', 5000, 'sent status');
  });

  it('demo and footer mails carry their fields', async () => {
    smtp = await startWithSmtp();
    await post('/api/demo', validValues.demo).expect(200);
    await post('/api/footer', { email: 'footer@example.com' }).expect(200);
    await waitFor(() => smtp!.received.length >= 2, 10_000, 'two mails');
    const demo = smtp.received.find((m) => m.subject?.includes('Demo request'))!;
    const footer = smtp.received.find((m) => m.subject?.includes('Footer e-mail enquiry'))!;
    expect(demo.text).toContain(`Company: ${validValues.demo.company}`);
    expect(demo.text).toContain(`Company address: ${validValues.demo.address}`);
    expect(footer.replyTo?.value[0]?.address).toBe('footer@example.com');
    expect(footer.subject).toContain('footer@example.com');
  });

  it('careers: the resume arrives attached under the visitor file name', async () => {
    smtp = await startWithSmtp();
    const pdf = samples.pdf();
    await request(api!.app)
      .post('/api/careers')
      .set(FORM_HEADERS)
      .field({ name: 'Anna', email: 'anna@example.com', dapartment: 'Engineering', phone: '0123456789', position: 'Embedded Engineer' })
      .attach('file', pdf, 'Lebenslauf Müller.pdf')
      .expect(200);
    const mail = await waitFor(() => smtp!.received[0], 10_000, 'the careers mail');
    expect(mail.subject).toContain('Job application from Anna');
    expect(mail.text).toContain('Department: Engineering');
    expect(mail.text).toContain('Position: Embedded Engineer');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('Lebenslauf Müller.pdf');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
  });

  it('MAIL_ACK=on also sends the visitor an acknowledgement that promises a reply within 24 hours', async () => {
    smtp = await startWithSmtp({ MAIL_ACK: 'on' });
    await post('/api/contact', {
      name: 'Anna',
      email: 'anna@example.com',
      phone: '0123456789',
      message: 'Buy pills at spam.example',
    }).expect(200);
    await waitFor(() => smtp!.received.length >= 2, 10_000, 'two mails');
    const ack = smtp.received.find((m) => m.subject?.startsWith('We received'))!;
    expect(smtp.envelopes.map((e) => e.to[0]).sort()).toEqual(['anna@example.com', 'inbox@company.example']);
    expect(ack.text).toContain('within 24 hours');
    expect(ack.text).not.toContain('spam.example'); // nothing the visitor typed is echoed
    expect(ack.replyTo?.value[0]?.address).toBe('inbox@company.example');
  });

  it('SMTP down: the submission is stored, then delivered when the server comes back', async () => {
    const port = await freePort();
    start(`smtp://127.0.0.1:${port}`);
    await post('/api/contact', { name: 'Anna', email: 'anna@example.com', phone: '0123456789' }).expect(200);
    const failed = await waitFor(
      () => {
        const d = deliveryOf(api!)[0];
        return d && d.attempts >= 2 && d.status === 'pending' ? d : undefined;
      },
      10_000,
      'failed attempts',
    );
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    smtp = await startSmtp(port);
    await waitFor(() => smtp!.received[0], 10_000, 'delivery after recovery');
    await waitFor(() => deliveryOf(api!)[0]?.status === 'sent', 5000, 'sent status');
  });

  it('a 4xx reply is retried with backoff, then succeeds', async () => {
    smtp = await startWithSmtp();
    smtp.plan.push({ reject: 451 }, { reject: 421 });
    await post('/api/footer', { email: 'anna@example.com' }).expect(200);
    await waitFor(() => smtp!.received[0], 10_000, 'delivery after two 4xx');
    expect(smtp.dataCommands).toBe(3);
    const d = await waitFor(() => deliveryOf(api!).find((x) => x.status === 'sent'), 5000, 'sent');
    expect(d.attempts).toBe(3);
  });

  it('a 5xx reply makes the delivery dead at once, and retry brings it back', async () => {
    smtp = await startWithSmtp();
    smtp.plan.push({ reject: 550 });
    await post('/api/footer', { email: 'anna@example.com' }).expect(200);
    const dead = await waitFor(() => deliveryOf(api!).find((x) => x.status === 'dead'), 10_000, 'dead');
    expect(dead.attempts).toBe(1);
    expect(dead.lastError).toContain('550');
    expect((await request(api!.app).get('/health')).body).toMatchObject({ dead: 1, pending: 0, transport: 'smtp' });
    expect(api!.services.outbox.retryAllDead(Date.now())).toBe(1);
    api!.worker.wake();
    await waitFor(() => smtp!.received[0], 10_000, 'delivery after retry');
  });

  it('keeps retrying past the old attempt limit, and gives up only when the lifetime is over', async () => {
    // A lifetime of 1.8 s with 10-40 ms backoff: far more attempts than the old limit of 8.
    smtp = await startWithSmtp({
      OUTBOX_MAX_AGE_HOURS: '0.0005',
      OUTBOX_BACKOFF_BASE_MS: '10',
      OUTBOX_BACKOFF_MAX_MS: '40',
      OUTBOX_POLL_MS: '10',
    });
    smtp.plan.push(...Array.from({ length: 1000 }, () => ({ reject: 451 })));
    await post('/api/footer', { email: 'anna@example.com' }).expect(200);
    const dead = await waitFor(() => deliveryOf(api!).find((x) => x.status === 'dead'), 10_000, 'dead');
    expect(dead.attempts).toBeGreaterThan(8);
    expect(dead.lastError).toMatch(/gave up after \d+ attempts in 0 h: .*451/);
    const row = api!.services.outbox.db.prepare('SELECT updated_at - queued_at AS lived FROM deliveries WHERE id = ?').get(dead.id) as {
      lived: number;
    };
    expect(row.lived).toBeGreaterThanOrEqual(1800);
  });
});

describe('delivery to .eml files (no SMTP_URL)', () => {
  it('writes one .eml per mail, named by submission id', async () => {
    api = createApp(testSettings());
    api.start();
    await post('/api/footer', { email: 'anna@example.com' }).expect(200);
    const id = api.services.outbox.list(1)[0]!.id;
    const fs = await import('node:fs');
    const path = await import('node:path');
    const file = path.join(api.services.settings.dataDir, 'outbox-eml', `${id}.notify.eml`);
    await waitFor(() => fs.existsSync(file), 5000, 'the .eml file');
    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).toContain(`Message-ID: <${id}.notify@example.com>`);
    expect(raw).toContain('Reply-To: anna@example.com');
  });
});
