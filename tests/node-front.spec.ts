import { expect, test } from '@playwright/test';

// Runs against the Node front (project 'node-front'); aliases.spec.ts runs there too.

test('pages are served with the security headers and no-cache', async ({ request }) => {
  const response = await request.get('/about');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('<h1>About Us</h1>');
});

test('hashed assets are cached for a year and gzipped', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
  const script = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');
});

test('the mail API and the chat service are reached through the front', async ({ request }) => {
  expect((await request.get('/api/health')).status()).toBe(200);
  expect((await request.get('/chat/health')).status()).toBe(200);
  const answer = await request.post('/chat', { data: { query: 'What causes cavitation?' } });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).sources).toContainEqual(expect.objectContaining({ url: '/pump-failure-modes-cavitation' }));
});
