import { type Page, expect, test } from '@playwright/test';
import { failureModes } from './support/site';

/** The top bar's navigation, on a page with nothing open. */
async function secondaryNavOn(page: Page) {
  await page.goto('/about');
  return page.getByRole('navigation', { name: 'Secondary' });
}

/** The mobile menu's button, on a page with the menu closed. */
async function menuToggleOn(page: Page) {
  await page.goto('/');
  return page.getByRole('button', { name: 'Menu' });
}

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Knowledge base dropdown opens on click, lists the chapter and closes on an outside click', async ({ page }) => {
    const nav = await secondaryNavOn(page);
    const toggle = nav.getByRole('button', { name: 'Knowledge base' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Chapter - Indicative major pump failure modes' })).toBeVisible();
    await nav.getByRole('button', { name: /Show the 12 failure modes/ }).click();
    await expect(nav.getByRole('link', { name: failureModes[1]![1] })).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Various Head Terms' })).toBeHidden();
  });

  test('a dropdown works from the keyboard and closes on Escape, returning focus', async ({ page }) => {
    const nav = await secondaryNavOn(page);
    const toggle = nav.getByRole('button', { name: 'Media' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'News' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('choosing a dropdown link navigates and closes the dropdown', async ({ page }) => {
    const nav = await secondaryNavOn(page);
    await nav.getByRole('button', { name: 'Media' }).click();
    await nav.getByRole('link', { name: 'Press Release' }).click();
    await expect(page).toHaveURL(/\/press$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press Release');
    await expect(nav.getByRole('button', { name: 'Media' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the top bar shows the phone number and e-mail', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.top-bar a[href^="tel:"]')).toBeVisible();
    await expect(page.locator('.top-bar a[href^="mailto:"]')).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('toggles with its button, holds every menu and closes after a choice', async ({ page }) => {
    const toggle = await menuToggleOn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Parameters', 'Downloads', 'Careers', 'Request a Demo']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Knowledge base' }).click();
    await expect(nav.getByRole('link', { name: 'Various Head Terms' })).toBeVisible();
    await nav.getByRole('link', { name: 'Various Head Terms' }).click();
    await expect(page).toHaveURL(/\/various-head-terms$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
  });

  test('closes on Escape', async ({ page }) => {
    const toggle = await menuToggleOn(page);
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('scrolling', () => {
  test('the Top button appears after 400 px of scrolling and scrolls smoothly to the top', async ({ page }) => {
    await page.goto('/knowledge-base');
    const top = page.getByRole('button', { name: 'Top' });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(top).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a route change jumps to the top of the new page', async ({ page }) => {
    await page.goto('/knowledge-base');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Disclaimer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimer');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an address with a hash scrolls to that element', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/#footer-enquiry-heading');
    await expect(page.locator('#footer-enquiry-heading')).toBeInViewport();
    await expect(page.locator('#footer-enquiry-heading')).toBeFocused();
  });

  test('the footer button of the current page scrolls to the top instead of reloading', async ({ page }) => {
    await page.goto('/contact-us');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.footer-cta').getByRole('link', { name: 'Contact Us' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the round Get in Touch button leads to the contact page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
