import { expect, test } from '@playwright/test';
import { testNginxConfig, writeNginxConfig } from '../scripts/nginx-front';

test('the production nginx configuration passes nginx -t', () => {
  const conf = writeNginxConfig({ port: 18080, mailApiUpstream: '127.0.0.1:13001', chatUpstream: '127.0.0.1:15000' });
  const result = testNginxConfig(conf);
  expect(result.output).toContain('syntax is ok');
  expect(result.ok).toBe(true);
});

test('pages carry the security headers, with scripts only from the site itself', async ({ request }) => {
  for (const path of ['/', '/contact-us', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("script-src 'self';");
    // No inline code; a JSON data block (never executed, and not a script to the CSP) may stay.
    expect(await response.text(), path).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>/);
  }
});

test('HTML is revalidated, hashed assets are cached for a year, text is gzipped', async ({ request }) => {
  const page = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['cache-control']).toContain('no-cache');
  const html = await page.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const script = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
});

test('the browser reports no Content-Security-Policy violation while using the site', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`),
    );
  });
  for (const path of ['/', '/pump-failure-modes-cavitation', '/products', '/contact-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parameters' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parameters');
  expect(violations).toEqual([]);
});

test('health checks answer through the site origin', async ({ request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  expect((await request.get('/chat/health')).status()).toBe(200);
});

test('past its rate limit nginx answers 429 as JSON with Retry-After', async ({ playwright, baseURL }) => {
  // The chat zone allows 60 a minute with a burst of 20 per address; 100 quick asks exceed it.
  // They come from 127.0.0.2, so the other tests (all from 127.0.0.1) keep their allowance.
  const request = await playwright.request.newContext({ baseURL: baseURL!.replace('127.0.0.1', '127.0.0.2') });
  const statuses: number[] = [];
  let limited: Awaited<ReturnType<typeof request.post>> | undefined;
  for (let i = 0; i < 100 && !limited; i++) {
    const response = await request.post('/chat', { data: { query: '' } });
    statuses.push(response.status());
    if (response.status() === 429 && response.headers()['retry-after']) limited = response;
  }
  expect(limited, `statuses seen: ${[...new Set(statuses)].join(', ')}`).toBeDefined();
  expect(limited!.headers()['content-type']).toContain('application/json');
  expect(await limited!.json()).toEqual({ error: expect.stringContaining('wait a minute') });
  await request.dispose();
});

test('health checks are never rate limited, so monitors and npm start may poll them', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL!.replace('127.0.0.1', '127.0.0.3') });
  const statuses = new Set<number>();
  for (let i = 0; i < 60; i++) statuses.add((await request.get('/api/health')).status());
  expect([...statuses]).toEqual([200]);
  await request.dispose();
});

test('nginx answers its own errors on /api/ and /chat as JSON the form and the widget read', async ({ request }) => {
  const tooLarge = await request.post('/api/careers', {
    headers: { 'Content-Type': 'application/octet-stream', Origin: 'http://127.0.0.1' },
    data: Buffer.alloc(7 * 1024 * 1024),
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ sent: false, errors: { file: 'The resume must be 5 MB or smaller' } });
  const chatTooLarge = await request.post('/chat', {
    headers: { 'Content-Type': 'application/json' },
    data: Buffer.alloc(7 * 1024 * 1024),
  });
  expect(chatTooLarge.status()).toBe(413);
  expect(await chatTooLarge.json()).toEqual({ error: expect.any(String) });
});
