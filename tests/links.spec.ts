import { expect, test } from '@playwright/test';

/**
 * Crawls the built site from the home page through every internal link and asset (href, src,
 * poster, srcset) and fails on any that does not resolve. External links are not fetched.
 */
test('every internal link and asset of the built site resolves', async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const queue = ['/'];
  const broken: string[] = [];
  const origin = 'http://internal';
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} -> ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const match of html.matchAll(/\s(?:href|src|poster)="([^"]+)"/g)) {
      const raw = match[1]!.replace(/&amp;/g, '&');
      if (/^(mailto:|tel:|https?:|\/\/|data:|#)/.test(raw)) continue;
      const url = new URL(raw, origin + path);
      if (url.origin !== origin) continue;
      const target = url.pathname;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
      if (url.hash.length > 1 && url.pathname === path) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!html.includes(`id="${id}"`)) broken.push(`${path} links to missing #${id}`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(60);
});
