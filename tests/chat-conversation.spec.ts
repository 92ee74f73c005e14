/**
 * The chat widget's conversation in the browser, against the running stack: the front proxies
 * /chat to the chat service, which answers from retrieval alone here (no Ollama server).
 * Answers, their sources and hand-off, failures, follow-ups across pages, chips and feedback.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { ChatRequest } from '@site/contracts/chat';
import { ERROR, TYPING, answerTo, ask, escapeRegExp, launcherName, openChat } from './support/chat-widget';
import { findMail } from './support/mail-catcher';

test.use({ viewport: { width: 1280, height: 800 } });

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

test('an out-of-scope question is declined, with "Ask our team" to the contact form', async ({ page }) => {
  await openChat(page);
  const answer = await ask(page, 'What is the capital of Australia?');
  await expect(answer).toContainText('outside what I can answer');
  await expect(answer.locator('.chat__sources')).toHaveCount(0);
  await expect(answer.getByRole('link', { name: 'Ask our team' })).toHaveAttribute('href', /^\/contact-us\?message=What\+is\+the\+capital/);
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

test.describe('a conversation', () => {
  test('a follow-up asked on another page keeps its topic: the remedies of cavitation, cited', async ({ page }) => {
    await openChat(page);
    const first = await ask(page, 'What causes cavitation?');
    await expect(first.locator('.chat__sources').getByRole('link', { name: /cavitation/i })).toBeVisible();

    // A full load of another page: the conversation comes back from sessionStorage.
    await page.goto('/about');
    await page.getByRole('button', { name: launcherName }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('log')).toContainText('What causes cavitation?');
    await expect(dialog.getByRole('group', { name: 'Suggested questions' })).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/chat');
    const answer = await ask(page, 'how do I fix it?');
    const body = (await sent).postDataJSON() as ChatRequest;
    expect(body.history?.[0]).toEqual({ sender: 'user', content: 'What causes cavitation?' });
    expect(body.history).toHaveLength(2);
    await expect(answer).toContainText(/remed/i);
    await expect(answer.locator('.chat__sources').getByRole('link', { name: /cavitation/i })).toHaveAttribute(
      'href',
      '/pump-failure-modes-cavitation',
    );

    // New conversation forgets it, on this page and the next.
    await dialog.getByRole('button', { name: 'New conversation' }).click();
    await expect(dialog.getByRole('log')).not.toContainText('What causes cavitation?');
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await page.reload();
    await page.getByRole('button', { name: launcherName }).click();
    await expect(page.getByRole('dialog').getByRole('log')).not.toContainText('What causes cavitation?');
  });

  test('starter and follow-up chips, by mouse and by keyboard', async ({ page }) => {
    const dialog = await openChat(page, '/pump-failure-modes-cavitation');
    const starters = dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(starters.first()).toBeVisible();
    expect(await starters.count()).toBeGreaterThanOrEqual(3);
    const starterTexts = await starters.allTextContents();
    expect(starterTexts).toContain('What causes cavitation?');

    // By mouse: the starter chip asks its question.
    await dialog.getByRole('button', { name: 'What causes cavitation?' }).click();
    const answer = await answerTo(page, 'What causes cavitation?');
    await expect(dialog.getByRole('group', { name: 'Suggested questions' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeFocused();

    // By keyboard: the follow-up chips come after the answer in Tab order; Enter asks.
    const followUps = answer.getByRole('group', { name: 'Suggested follow-up questions' }).getByRole('button');
    await expect(followUps.first()).toBeVisible();
    const next = (await followUps.last().textContent())!;
    await page.keyboard.press('Shift+Tab');
    await expect(followUps.last()).toBeFocused();
    await page.keyboard.press('Enter');
    const second = await answerTo(page, next);
    await expect(second).not.toHaveText(new RegExp(ERROR.replace(/[.?]/g, '\\$&')));
    // Only the newest answer offers follow-ups (the greeting is the first bot message).
    await expect(dialog.locator('.chat__message--bot').nth(1).getByRole('group', { name: 'Suggested follow-up questions' })).toHaveCount(0);

    // A starter chip by keyboard, with Space, on a fresh conversation.
    await dialog.getByRole('button', { name: 'New conversation' }).click();
    const again = dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(again.first()).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(again.last()).toBeFocused();
    const last = (await again.last().textContent())!;
    await page.keyboard.press('Space');
    await answerTo(page, last);
  });

  test('"Ask our team" opens the contact form with the question, and the enquiry reaches the mailbox', async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    const question = `Can I get a quote for 12 pumping stations, ref ${id}?`;
    await openChat(page, '/products');
    const answer = await ask(page, question);
    const handoff = answer.getByRole('link', { name: 'Ask our team' });
    await expect(handoff).toBeVisible();
    await handoff.click();
    await expect(page).toHaveURL(/\/contact-us\?message=.+#contact-form$/);
    const form = page.locator('form#contact-form');
    await expect(form.getByLabel(/Message/)).toHaveValue(question);

    const email = `handoff-${id}@example.org`;
    await form.getByLabel('First name').fill(`Meera ${id}`);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('+91 20 1234 5678');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your enquiry!' })).toBeVisible();
    const mail = await findMail((m) => m.replyToAddress === email);
    expect(mail.text).toMatch(new RegExp(`Message:\\s+${escapeRegExp(question)}`));

    // The conversation is still there on the contact page.
    await page.getByRole('button', { name: launcherName }).click();
    await expect(page.getByRole('dialog').getByRole('log')).toContainText(question);
  });

  test('feedback on an answer is stored (204) and thanked politely', async ({ page }) => {
    await openChat(page);
    const answer = await ask(page, 'What causes cavitation?');
    const stored = page.waitForResponse((r) => new URL(r.url()).pathname === '/chat/feedback');
    await answer.getByRole('group', { name: 'Helpful?' }).getByRole('button', { name: 'Yes, helpful' }).click();
    const response = await stored;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({ helpful: true, answerId: expect.any(String) });
    await expect(answer.getByRole('status')).toHaveText('Thank you for your feedback.');
    await expect(answer.getByRole('button', { name: /helpful/ })).toHaveCount(0);
  });

  test('a feedback failure is shown and can be retried', async ({ page }) => {
    await openChat(page);
    const answer = await ask(page, 'What causes cavitation?');
    let refuse = true;
    await page.route('**/chat/feedback', (route) =>
      refuse ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"x"}' }) : route.fallback(),
    );
    await answer.getByRole('button', { name: 'No, not helpful' }).click();
    await expect(answer.getByRole('status')).toHaveText('Sorry, your feedback could not be sent. Please try again.');
    refuse = false;
    await answer.getByRole('button', { name: 'No, not helpful' }).click();
    await expect(answer.getByRole('status')).toHaveText('Thank you for your feedback.');
  });
});
