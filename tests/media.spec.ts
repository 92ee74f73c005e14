import { expect, test } from '@playwright/test';

/**
 * Media on demand: nothing the visitor has not asked to see is fetched. The hidden tab's
 * poster and every video wait until they are shown; the map service is contacted only after
 * 'Show map'.
 */

test("the home page fetches no video and not the hidden tab's poster until they are shown", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.endsWith('.mp4'))).toEqual([]);
  expect(fetched.filter((path) => path.includes('digital-connectivity'))).toEqual([]);

  const tabs = page.getByRole('tablist', { name: 'How it works' }).getByRole('tab');
  await tabs.nth(1).scrollIntoViewIfNeeded();
  await tabs.nth(1).click();
  // Once shown, its poster arrives in a modern format, and its video starts.
  await expect.poll(() => fetched.filter((path) => /digital-connectivity-\d+\.(avif|webp)$/.test(path)).length).toBeGreaterThan(0);
  await expect.poll(() => fetched.some((path) => path.endsWith('digital-connectivity.mp4'))).toBe(true);
});

test('the contact page contacts no other site until the visitor asks for the map', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);

  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByTitle(/Map showing/)).toHaveAttribute('src', /maps\.google\.com/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page offers the address and the link to the map, and no button that cannot work', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('.map-card address')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toBeHidden();
  });
});
