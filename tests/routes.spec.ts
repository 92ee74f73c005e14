import { expect, test } from '@playwright/test';
import { pages } from './support/site';

test.describe('every route answers with its heading', () => {
  for (const page of pages) {
    test(`${page.path} with JavaScript`, async ({ page: browser }) => {
      const problems: string[] = [];
      browser.on('console', (message) => {
        if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
      });
      browser.on('pageerror', (error) => problems.push(error.message));
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.locator('h1')).toHaveCount(1);
      await expect(browser.locator('h1')).toBeVisible();
      await expect(browser).toHaveTitle(/\S/);
      const canonical = await browser.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical?.endsWith(page.path === '/' ? '/' : page.path)).toBe(true);
      await expect(browser.locator('meta[name=description]')).toHaveAttribute('content', /.{40,}/);
      await expect(browser.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      // Let hydration finish, then make sure it reported nothing.
      await browser.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const page of pages) {
    test(`${page.path} is complete as static HTML`, async ({ page: browser }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.locator('h1')).toBeVisible();
      await expect(browser.locator('footer')).toContainText('Getting started is easy');
    });
  }
});

test('every page has a unique title', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, page.path).not.toBe('');
    expect(titles.get(title), `${page.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, page.path);
  }
});
