/**
 * The chat widget's placement, layout and accessibility in the browser, against the running
 * stack: the launcher (where it sits, and that the chat loads only when asked), the dialog's
 * size and parts, keyboard focus, and axe-core on the open dialog.
 */
import { expect, test } from '@playwright/test';
import { answerTo, ask, axeDialog, launcherName, openChat, product } from './support/chat-widget';

test.use({ viewport: { width: 1280, height: 800 } });

test('the launcher appears once the shell runs, bottom right, and loads the chat only when asked', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('chat-launcher');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const chatChunks: string[] = [];
  page.on('request', (req) => {
    if (/chat-island-[\w-]+\.js$/.test(req.url())) chatChunks.push(req.url());
  });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: launcherName });
  await expect(launcher).toBeVisible();
  const image = launcher.locator('img');
  await expect(image).toHaveAttribute('src', '/images/chat/chatbot.svg');
  await expect(image).toHaveAttribute('width', '64');
  await expect(image).toHaveAttribute('height', '64');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await launcher.boundingBox())!;
  expect(await launcher.evaluate((el) => getComputedStyle(el.closest('aside')!).position)).toBe('fixed');
  expect(1280 - (box.x + box.width)).toBeLessThan(40);
  expect(800 - (box.y + box.height)).toBeLessThan(40);
  await page.waitForLoadState('networkidle');
  expect(chatChunks).toEqual([]);

  await launcher.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(chatChunks).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the dialog: title, modal, greeting, 24rem log, 32rem wide, placeholder, × close', async ({ page }) => {
  const dialog = await openChat(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('heading', { name: `${product} Chatbot` })).toBeVisible();
  const log = dialog.getByRole('log');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log).toContainText(`Hello! What would you like to know about ${product}?`);
  expect((await log.boundingBox())!.height).toBeCloseTo(24 * 16, 0);
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(32 * 16);
  const input = dialog.getByRole('textbox', { name: 'Your question' });
  await expect(input).toHaveAttribute('placeholder', `Type your question about ${product}...`);
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toHaveText('×');
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: launcherName })).toBeFocused();
});

test('axe-core finds no violations in the open chat with an answer', async ({ page }) => {
  await openChat(page);
  await ask(page, 'What causes cavitation?');
  expect(await axeDialog(page)).toEqual([]);
});

test('keyboard: focus moves in, Tab and Shift+Tab stay inside, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/about');
  const launcher = page.getByRole('button', { name: launcherName });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('axe-core finds no violations in the open dialog with starter chips, nor with follow-ups, feedback and handoff', async ({ page }) => {
  const dialog = await openChat(page, '/pump-failure-modes-cavitation');
  await expect(dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button').first()).toBeVisible();
  expect(await axeDialog(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'What causes cavitation?' }).click();
  const answer = await answerTo(page, 'What causes cavitation?');
  await expect(answer.getByRole('group', { name: 'Suggested follow-up questions' })).toBeVisible();
  await expect(answer.getByRole('group', { name: 'Helpful?' })).toBeVisible();
  await ask(page, 'Can I get a quote?');
  await expect(dialog.getByRole('link', { name: 'Ask our team' })).toBeVisible();
  expect(await axeDialog(page)).toEqual([]);
});
