/**
 * The chat widget as its end-to-end specs drive it (chat-conversation.spec.ts and
 * chat-accessibility-layout.spec.ts): open it, ask, wait for the answer, check it with axe-core.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { brand } from '@site/contracts/brand';

export const product = brand.product;
export const launcherName = `Open the ${product} Chatbot`;
export const ERROR = 'Error occurred. Please try again.';
export const TYPING = 'Bot is typing...';

export async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: launcherName }).click();
  const dialog = page.getByRole('dialog', { name: `${product} Chatbot` });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
  await dialog.getByRole('textbox', { name: 'Your question' }).press('Enter');
  return answerTo(page, question);
}

/** Waits for the answer to a question just sent (typed or a chip) and returns it. */
export async function answerTo(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('log').locator('.chat__message--user').last()).toHaveText(new RegExp(`${escapeRegExp(question.trim())}$`));
  // The typing indicator goes once the call ends, whichever way.
  await expect(dialog.getByText(TYPING)).toBeHidden({ timeout: 15_000 });
  return dialog.locator('.chat__message--bot').last();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeDialog(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
