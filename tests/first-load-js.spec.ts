/**
 * First-load JavaScript: what a page fetches before its load event, in gzip bytes as the front
 * sends it. Pages get only the shell script (no React): 15 KB at most, 20 KB on a page with a
 * form in its main content. The islands (the forms' React and engine, the chat) load only when
 * the visitor turns to them: the footer form, on every page, must not load its code before.
 */
import { expect, type Page, test } from '@playwright/test';
import { pages } from './support/site';

const BUDGET = 15 * 1024;
const BUDGET_WITH_FORM = 20 * 1024;

/** Scripts fetched before the load event: URL and encoded (gzip) body bytes. */
async function scriptsBeforeLoad(page: Page): Promise<{ url: string; bytes: number }[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const load = navigation!.loadEventStart;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= load)
      .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
  });
}

test.describe('first-load JavaScript within its budget', () => {
  for (const route of pages) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path, { waitUntil: 'load' });
      const scripts = await scriptsBeforeLoad(page);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const withForm = (await page.locator('main form').count()) > 0;
      const budget = withForm ? BUDGET_WITH_FORM : BUDGET;
      test.info().annotations.push({
        type: 'first-load JS',
        description: `${(total / 1024).toFixed(1)} KB gzip (${scripts.map((s) => s.url).join(', ')})`,
      });
      expect(scripts.length, 'the shell script at least').toBeGreaterThan(0);
      // Every script came compressed: encodedBodySize is what travelled.
      expect(total, `${route.path}: ${JSON.stringify(scripts)}`).toBeLessThanOrEqual(budget);
      expect(scripts.map((s) => s.url).filter((url) => /island|engine/.test(url))).toEqual([]);
    });
  }
});

test('the footer form loads its island only when the visitor turns to it', async ({ page }) => {
  const islands: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(form-island|engine)-[\w-]+\.js$/.test(request.url())) islands.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(islands).toEqual([]);
  await page.locator('#footer-form').getByLabel('Your email address').focus();
  await expect(page.locator('form#footer-form')).toHaveAttribute('data-interactive', 'true');
  expect(islands.some((url) => url.includes('form-island'))).toBe(true);
  expect(islands.some((url) => url.includes('engine'))).toBe(true);
});
