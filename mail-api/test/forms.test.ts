/** Every rule and every status of the JSON forms, through the real Express app (supertest). */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { successMessages } from '@site/contracts/forms/messages';
import { validValues } from '@site/contracts/test-support/forms';
import { createApp, type MailApi } from '../src/server.ts';
import type { Settings } from '../src/config.ts';
import { FORM_HEADERS, testSettings } from './helpers.ts';

const { contact, demo } = validValues;

let api: MailApi | undefined;
function app(settings: Settings = testSettings()) {
  api = createApp(settings);
  return api.app;
}
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const post = (path: string, body: unknown, headers: Record<string, string> = FORM_HEADERS) =>
  request(api!.app)
    .post(path)
    .set(headers)
    .send(body as object);

describe('POST /api/contact', () => {
  it('stores a valid enquiry and answers the success message', async () => {
    app();
    const res = await post('/api/contact', contact).expect(200);
    expect(res.body).toEqual({ sent: true, message: successMessages.contact });
    expect(api!.services.outbox.countSubmissions()).toBe(1);
    expect(api!.services.outbox.counts().pending).toBe(1);
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: 'Ann' }, { name: 'Name must be at least 4 characters' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'anna@' }, { email: 'Email is invalid' }],
    [{ phone: '' }, { phone: 'A phone number is required' }],
    [{ phone: '12345 6789' }, { phone: 'Phone number must have at least 10 digits' }],
    [{ phone: '12345abc67890' }, { phone: 'Phone number may contain only digits, spaces, +, - and parentheses' }],
  ])('answers 400 with the field message for %j', async (change, errors) => {
    app();
    const res = await post('/api/contact', { ...contact, ...change }).expect(400);
    expect(res.body).toEqual({ sent: false, message: expect.any(String), errors });
    expect(api!.services.outbox.countSubmissions()).toBe(0);
  });

  it('reports every invalid field at once', async () => {
    app();
    const res = await post('/api/contact', {}).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['name', 'email', 'phone']);
  });

  it('refuses CR/LF in header-bound fields (header injection)', async () => {
    app();
    const res = await post('/api/contact', {
      ...contact,
      name: 'Anna\r\nBcc: victim@example.com',
      email: 'a@example.com\nBcc: v@example.com',
    }).expect(400);
    expect(res.body.errors).toEqual({ name: 'Name must be on one line', email: 'Email must be on one line' });
  });

  it('accepts unicode names', async () => {
    app();
    await post('/api/contact', { ...contact, name: 'Zoë Ørsted 李小龍' }).expect(200);
  });
});

describe('POST /api/demo and /api/footer', () => {
  it('demo requires a company and stores a valid request', async () => {
    app();
    const bad = await post('/api/demo', { ...demo, company: '' }).expect(400);
    expect(bad.body.errors).toEqual({ company: 'Company name is required' });
    const ok = await post('/api/demo', demo).expect(200);
    expect(ok.body).toEqual({ sent: true, message: successMessages.demo });
  });

  it('footer requires a valid email', async () => {
    app();
    expect((await post('/api/footer', {}).expect(400)).body.errors).toEqual({ email: 'Email is required' });
    expect((await post('/api/footer', { email: 'nope' }).expect(400)).body.errors).toEqual({ email: 'Email is invalid' });
    await post('/api/footer', { email: 'anna@example.com' }).expect(200);
  });
});

describe('who may post (403)', () => {
  it('refuses a foreign Origin', async () => {
    app();
    const res = await post('/api/contact', contact, { ...FORM_HEADERS, Origin: 'https://evil.example' }).expect(403);
    expect(res.body.sent).toBe(false);
  });
  it('refuses a request without Origin', async () => {
    app();
    await post('/api/contact', contact, { 'X-Requested-With': 'XMLHttpRequest' }).expect(403);
  });
  it('refuses a request without X-Requested-With', async () => {
    app();
    await post('/api/contact', contact, { Origin: FORM_HEADERS.Origin }).expect(403);
    await post('/api/contact', contact, { Origin: FORM_HEADERS.Origin, 'X-Requested-With': 'fetch' }).expect(403);
  });
  it('answers a CORS preflight only for allowed origins', async () => {
    app();
    const ok = await request(api!.app).options('/api/contact').set('Origin', FORM_HEADERS.Origin).expect(204);
    expect(ok.headers['access-control-allow-origin']).toBe(FORM_HEADERS.Origin);
    expect(ok.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    const no = await request(api!.app).options('/api/contact').set('Origin', 'https://evil.example');
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('malformed and oversized bodies', () => {
  it('answers 400 (not 500) to malformed JSON', async () => {
    app();
    const res = await request(api!.app)
      .post('/api/contact')
      .set(FORM_HEADERS)
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body).toEqual({ sent: false, message: 'The form data is not valid JSON.' });
  });
  it('answers 400 to JSON that is not an object', async () => {
    app();
    await request(api!.app).post('/api/contact').set(FORM_HEADERS).set('Content-Type', 'application/json').send('[1,2]').expect(400);
  });
  it('answers 413 to a body over the JSON limit', async () => {
    app(testSettings({ env: { JSON_LIMIT_BYTES: '2048' } }));
    const res = await post('/api/contact', { ...contact, message: 'x'.repeat(4000) }).expect(413);
    expect(res.body.sent).toBe(false);
  });
  it('answers 415 to a body that is not JSON', async () => {
    app();
    await request(api!.app).post('/api/contact').set(FORM_HEADERS).type('form').send('name=Anna').expect(415);
    await request(api!.app).post('/api/contact').set(FORM_HEADERS).set('Content-Type', 'text/plain').send('hi').expect(415);
  });
  it('answers JSON 404 for unknown paths', async () => {
    app();
    const res = await request(api!.app).get('/nope').expect(404);
    expect(res.body.sent).toBe(false);
  });
});

describe('rate limits (429)', () => {
  it('limits one IP per form, with Retry-After', async () => {
    app(testSettings({ env: { RATE_LIMIT_PER_FORM: '2', RATE_LIMIT_PER_IP: '100', RATE_LIMIT_WINDOW_MS: '60000' } }));
    await post('/api/footer', { email: 'a@example.com' }).expect(200);
    await post('/api/footer', { email: 'b@example.com' }).expect(200);
    const res = await post('/api/footer', { email: 'c@example.com' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ sent: false, message: expect.stringContaining('Too many') });
    // Another form has its own allowance.
    await post('/api/contact', contact).expect(200);
  });
  it('limits one IP across forms', async () => {
    app(testSettings({ env: { RATE_LIMIT_PER_FORM: '100', RATE_LIMIT_PER_IP: '2' } }));
    await post('/api/footer', { email: 'a@example.com' }).expect(200);
    await post('/api/contact', contact).expect(200);
    const res = await post('/api/demo', demo).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('honeypot', () => {
  it('answers a normal success, stores the submission as spam and delivers nothing', async () => {
    app();
    const res = await post('/api/contact', { ...contact, website: 'http://spam.example' }).expect(200);
    expect(res.body).toEqual({ sent: true, message: successMessages.contact });
    const [row] = api!.services.outbox.list(10);
    expect(row?.state).toBe('spam');
    expect(row?.deliveries).toEqual([]);
  });
  it('an empty honeypot is a normal submission', async () => {
    app();
    await post('/api/contact', { ...contact, website: '' }).expect(200);
    expect(api!.services.outbox.list(10)[0]?.state).toBe('pending');
  });
});

describe('Idempotency-Key', () => {
  it('stores a double submit once and answers both the same', async () => {
    app();
    const headers = { ...FORM_HEADERS, 'Idempotency-Key': '5b7e1f0e-7d51-4c39-9b0f-1c1f0c1a2b3c' };
    const [a, b] = await Promise.all([post('/api/contact', contact, headers), post('/api/contact', contact, headers)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const c = await post('/api/contact', contact, headers).expect(200);
    expect(c.body).toEqual(a.body);
    expect(api!.services.outbox.countSubmissions()).toBe(1);
  });
  it('answers 422 when a key is reused with different content', async () => {
    app();
    const headers = { ...FORM_HEADERS, 'Idempotency-Key': 'k-1' };
    await post('/api/contact', contact, headers).expect(200);
    const res = await post('/api/contact', { ...contact, message: 'changed' }, headers).expect(422);
    expect(res.body.sent).toBe(false);
    expect(api!.services.outbox.countSubmissions()).toBe(1);
  });
  it('keys are per form', async () => {
    app();
    const headers = { ...FORM_HEADERS, 'Idempotency-Key': 'same' };
    await post('/api/footer', { email: 'a@example.com' }, headers).expect(200);
    await post('/api/contact', contact, headers).expect(200);
    expect(api!.services.outbox.countSubmissions()).toBe(2);
  });
  it('refuses a malformed key', async () => {
    app();
    await post('/api/contact', contact, { ...FORM_HEADERS, 'Idempotency-Key': 'x'.repeat(129) }).expect(400);
  });
});

describe('GET /health', () => {
  it('reports the database, counts and transport on both paths', async () => {
    app();
    await post('/api/footer', { email: 'a@example.com' }).expect(200);
    for (const path of ['/health', '/api/health']) {
      const res = await request(api!.app).get(path).expect(200);
      expect(res.body).toMatchObject({ status: 'ok', db: 'ok', transport: 'eml', pending: 1, dead: 0, outbox: { undelivered: 1 } });
      expect(res.body.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    }
  });
  it('answers 503 when the database is gone', async () => {
    app();
    api!.services.outbox.db.close();
    const res = await request(api!.app).get('/health').expect(503);
    expect(res.body.db).toBe('error');
    api = undefined; // already closed
  });
});

describe('security headers', () => {
  it('sets helmet headers and hides the framework', async () => {
    app();
    const res = await request(api!.app).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
