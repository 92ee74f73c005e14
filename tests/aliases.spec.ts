import { expect, test } from '@playwright/test';
import { redirects } from './support/site';

const caseVariants: [string, string][] = [
  ['/Media', '/media'],
  ['/Media2023', '/media2023'],
  ['/Media2024', '/media2024'],
  ['/Press', '/press'],
  ['/About/', '/about'],
  ['/CONTACT-US', '/contact-us'],
];

test('case variants and old paths redirect permanently to the canonical page', async ({ request }) => {
  for (const [from, to] of [...caseVariants, ...Object.entries(redirects)]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to);
  }
});

test('a redirect keeps the query string', async ({ request }) => {
  const response = await request.get('/Press?ref=mail', { maxRedirects: 0 });
  expect(response.headers()['location']).toBe('/press?ref=mail');
});

test('an unknown path gets the designed 404 page with status 404', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sitemap.xml lists every page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/pump-failure-modes-cavitation</loc>');
  expect(sitemap).not.toContain('/404');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
