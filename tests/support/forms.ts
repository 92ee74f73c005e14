/**
 * The forms as their end-to-end spec (forms.spec.ts) drives them: where each form is, opening
 * it with its POSTs recorded, filling it by labels, the error summary, the company's mail
 * headers and a small real PDF to upload.
 */
import { randomUUID } from 'node:crypto';
import { type Locator, type Page, type Request, expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher';
import { MAIL_FROM, MAIL_TO } from './stack';

/** A value of this test's own: parallel workers share the mail catcher. */
export function unique(): string {
  return randomUUID().slice(0, 8);
}

/** Records the form POSTs a page makes to one API path. */
function recordPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request);
  });
  return posts;
}

/** The headers of a mail the company receives about a visitor: its own From and To, the visitor in Reply-To. */
export function expectCompanyHeaders(mail: CaughtMail, visitorEmail: string) {
  // From is the company's own address; the visitor is only ever in Reply-To.
  expect(mail.from).toContain(MAIL_FROM.match(/<(.+)>/)![1]!);
  expect(mail.to).toBe(MAIL_TO);
  expect(mail.envelopeTo).toEqual([MAIL_TO]);
  expect(mail.replyToAddress).toBe(visitorEmail);
  expect(mail.from).not.toContain(visitorEmail);
}

/** Where each form is: a page that shows it, its element id, and the API path it posts to. */
const FORMS = {
  footer: { page: '/about', id: 'footer-form', api: '/api/footer' },
  contact: { page: '/contact-us', id: 'contact-form', api: '/api/contact' },
  demo: { page: '/request-demo', id: 'demo-form', api: '/api/demo' },
  careers: { page: '/careers', id: 'application-form', api: '/api/careers' },
} as const;

/** Opens a page with the form, recording the form's POSTs from the start. */
export async function openForm(page: Page, name: keyof typeof FORMS): Promise<{ form: Locator; posts: Request[] }> {
  const posts = recordPosts(page, FORMS[name].api);
  await page.goto(FORMS[name].page);
  return { form: page.locator(`form#${FORMS[name].id}`), posts };
}

/** Fills each field, found by its label, with its value, in order. */
export async function fill(form: Locator, values: [label: string | RegExp, value: string][]): Promise<void> {
  for (const [label, value] of values) await form.getByLabel(label).fill(value);
}

/** The error summary of a refused submit: focused, and linking each problem in page order. */
export async function expectErrorSummary(form: Locator, problems: string[]): Promise<Locator> {
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(problems);
  return summary;
}

/** A small but real PDF (the API checks the bytes, not the name). */
export function samplePdf(marker: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      `% resume ${marker}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}
