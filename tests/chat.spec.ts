/**
 * The chat widget in the browser, against the running stack: the front proxies /chat to the
 * chat service, which answers from retrieval alone here (no Ollama server).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { brand } from '@site/contracts/brand';

const product = brand.product;
const launcherName = `Open the ${product} Chatbot`;
const ERROR = 'Error occurred. Please try again.';
const TYPING = 'Bot is typing...';

test.use({ viewport: { width: 1280, height: 800 } });

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: launcherName }).click();
  const dialog = page.getByRole('dialog', { name: `${product} Chatbot` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
  await dialog.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(dialog.getByRole('log').getByText(question)).toBeVisible();
  // The typing indicator goes once the call ends, whichever way.
  await expect(dialog.getByText(TYPING)).toBeHidden({ timeout: 15_000 });
  return dialog.locator('.chat__message--bot').last();
}

test('the launcher appears after hydration, bottom right, and loads the chat only when asked', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('chat-launcher');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const chatChunks: string[] = [];
  page.on('request', (req) => {
    if (/ChatWindow-[\w-]+\.js$/.test(req.url())) chatChunks.push(req.url());
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

test('a knowledge question gets a bulleted answer with a link to its page', async ({ page }) => {
  await openChat(page);
  const answer = await ask(page, '  What causes cavitation?  ');
  await expect(page.getByRole('log').locator('.chat__message--user').last()).toHaveText(/^You:\s*What causes cavitation\?$/);
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  expect(await answer.locator('ul').first().locator('li').count()).toBeGreaterThan(0);
  await expect(answer.locator('svg.chat__bot-icon')).toHaveCount(1);
  const source = answer.locator('.chat__sources').getByRole('link', { name: /cavitation/i });
  await expect(source).toHaveAttribute('href', '/pump-failure-modes-cavitation');
  // No bullet keeps its '- ' marker.
  for (const item of await answer.locator('li').allTextContents()) expect(item.startsWith('- ')).toBe(false);

  // Following the link shows the page; the conversation is still there afterwards.
  await source.click();
  await expect(page).toHaveURL(/\/pump-failure-modes-cavitation$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: launcherName }).click();
  await expect(page.getByRole('log')).toContainText('What causes cavitation?');
});

test('an out-of-scope question gets the "does not know" answer with a contact link', async ({ page }) => {
  await openChat(page);
  const answer = await ask(page, 'What is the capital of Australia?');
  await expect(answer).toContainText("don't know");
  await expect(answer.getByRole('link', { name: /contact/i }).first()).toHaveAttribute('href', '/contact-us');
});

test('axe-core finds no violations in the open chat with an answer', async ({ page }) => {
  await openChat(page);
  await ask(page, 'What causes cavitation?');
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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

test('Send does nothing for an empty question and is disabled while waiting', async ({ page }) => {
  const dialog = await openChat(page);
  let calls = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chat', async (route) => {
    calls += 1;
    await held;
    await route.fulfill({
      contentType: 'text/event-stream',
      body: `event: done\ndata: ${JSON.stringify({ response: 'Held answer', sources: [], mode: 'extractive' })}\n\n`,
    });
  });
  const send = dialog.getByRole('button', { name: 'Send' });
  await dialog.getByRole('textbox').fill('   ');
  await send.click();
  await expect(dialog.locator('.chat__message')).toHaveCount(1);
  await dialog.getByRole('textbox').fill('Hold on');
  await send.click();
  await expect(dialog.getByText(TYPING)).toBeVisible();
  await expect(send).toBeDisabled();
  release();
  await expect(dialog.getByText('Held answer')).toBeVisible();
  await expect(dialog.getByText(TYPING)).toBeHidden();
  await expect(send).toBeEnabled();
  expect(calls).toBe(1);
});

for (const [name, failure] of [
  ['a network failure', 'abort'],
  ['a server error', 'status'],
  ['an unparsable reply', 'garbage'],
] as const) {
  test(`on ${name} the bot says 'Error occurred. Please try again.'`, async ({ page }) => {
    await page.route('**/chat', (route) => {
      if (failure === 'abort') return route.abort('failed');
      if (failure === 'status') return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
      return route.fulfill({ contentType: 'application/json', body: '{"resp' });
    });
    await openChat(page);
    const answer = await ask(page, 'What causes cavitation?');
    await expect(answer).toHaveText(new RegExp(ERROR.replace(/[.?]/g, '\\$&')));
  });
}
