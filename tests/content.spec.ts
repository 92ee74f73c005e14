import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('the Components tabs start on the first tab and follow the keyboard', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Components' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({ visible: true }).first()).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(3)).toBeFocused();
  });

  test('How it works starts on IIOT architecture with a muted looping video', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'How it works' }).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.nth(0)).toHaveText(/IIOT architecture/i);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    const video = page.locator('video').first();
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await tabs.nth(1).click();
    await expect(page.locator('video').nth(1)).toBeVisible();
  });

  test('videos do not play by themselves under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('video').first()).toHaveJSProperty('paused', true);
    await context.close();
  });

  test('every parameter tile leads to its section on /parameters', async ({ page }) => {
    await page.goto('/');
    const tiles = page.locator('a.tile');
    await expect(tiles).toHaveCount(6);
    const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.map((href) => href.split('#')[1]).sort()).toEqual([
      'additionalreporting',
      'basicreporting',
      'commercials',
      'operatingparameters',
      'repairmaintenance',
      'siteparameters',
    ]);
    for (let index = 0; index < hrefs.length; index++) {
      await page.goto('/');
      await page.locator('a.tile').nth(index).click();
      const id = hrefs[index]!.split('#')[1]!;
      await expect(page).toHaveURL(new RegExp(`/parameters#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });
});

test.describe('team', () => {
  test('cards expand one at a time, the close icon collapses, the mentor card is independent', async ({ page }) => {
    await page.goto('/team');
    const cards = page.locator('.team-grid .team-card__toggle');
    const mentor = page.locator('.team-mentor .team-card__toggle');
    await cards.nth(0).click();
    await expect(cards.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await mentor.click();
    await expect(mentor).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await cards.nth(1).click();
    await expect(cards.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.team-grid .team-card__bio:visible')).toHaveCount(1);
    await cards.nth(1).click();
    await expect(cards.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await cards.nth(2).click();
    await page
      .locator('.team-grid')
      .getByRole('button', { name: /Close the biography/ })
      .click();
    await expect(page.locator('.team-grid .team-card__bio:visible')).toHaveCount(0);
    await expect(mentor).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('careers', () => {
  test('nine openings toggle their requirements with an arrow button', async ({ page }) => {
    await page.goto('/careers');
    const toggles = page.getByRole('button', { name: /^Requirements for / });
    await expect(toggles).toHaveCount(9);
    const first = toggles.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(region.getByRole('listitem').first()).toBeVisible();
    await first.click();
    await expect(region).toBeHidden();
  });

  test('Apply Now scrolls to the application form', async ({ page }) => {
    await page.goto('/careers');
    await page
      .getByRole('link', { name: /Apply now for/ })
      .nth(4)
      .click();
    await expect(page).toHaveURL(/#application-form$/);
    await expect(page.locator('#application-form')).toBeInViewport();
  });
});

test.describe('products', () => {
  test('the comparison table has header cells and a text alternative for each tick', async ({ page }) => {
    await page.goto('/products');
    const table = page.getByRole('table', { name: 'Features included in each model' });
    await expect(table.locator('thead th')).toHaveText(['Feature', 'Mini', 'Basic', 'Lite', 'Pro', 'Max']);
    const row = table.getByRole('row', { name: /Inventory management/i });
    await expect(row.getByRole('cell')).toHaveText(
      ['Not included', 'Not included', 'Not included', 'Not included', 'Included'].map((t) => new RegExp(t)),
    );
  });

  test('the table is usable at 375 px: it scrolls inside its own region', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/products');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('region', { name: 'Features included in each model' })).toBeVisible();
  });
});

test('the project figures are on the projects page', async ({ page }) => {
  await page.goto('/projects');
  for (const figure of ['54', '76,500', '6,600', '590', '320']) {
    await expect(page.locator('main')).toContainText(figure);
  }
});
