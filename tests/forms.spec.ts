/**
 * The four forms in the browser against the running stack (front, mail API, outbox worker),
 * ending with the mail in a real SMTP server (tests/support/mail-catcher.ts). Each test uses
 * values of its own (parallel workers share the catcher) and finds its mail by them.
 */
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { careers } from '../web/app/content/careers';
import { expectCompanyHeaders, expectErrorSummary, fill, openForm, samplePdf, unique } from './support/forms';
import { caughtMail, findMail } from './support/mail-catcher';

const SUCCESS = 'Thank you for your enquiry! We will reply within 24 hours.';

test.describe('form libraries stay out of the first load', () => {
  for (const path of ['/', '/contact-us', '/request-demo', '/careers']) {
    test(`${path}: nothing the HTML loads holds them; they arrive on the first interaction`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        const body = await (await request.get(asset)).text();
        // Markers of react-toastify (JS and CSS), react-hook-form and react-query. (The site's
        // own stylesheet names the .Toastify container to recolour it; that is not the library.)
        expect(body.match(/Toastify__|--toastify-toast-width|shouldUnregister|mutationCache/)?.[0], asset).toBeUndefined();
      }

      const lazy: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/engine-/.test(r.url())) lazy.push(r.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(lazy).toEqual([]);
      await page.locator('form#footer-form').getByLabel('Your email address').focus();
      await expect.poll(() => lazy.length).toBeGreaterThan(0);
      await expect(page.locator('form#footer-form')).toHaveAttribute('data-interactive', 'true');
    });
  }
});

test.describe('footer e-mail enquiry', () => {
  test('shows its error once touched and sends a valid address to the inbox', async ({ page }) => {
    const id = unique();
    const email = `footer-${id}@example.org`;
    const { form, posts } = await openForm(page, 'footer');
    const field = form.getByLabel('Your email address');

    await field.fill('not-an-address');
    await field.blur();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Email is invalid')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Error: Email is invalid');
    await expect(page.getByText('There is a problem')).toHaveCount(0);

    await field.fill(email);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Send' }).click();
    const toast = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(toast).toBeVisible();
    await expect(page.locator('.Toastify__toast-container--top-right')).toBeVisible();
    await expect(field).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(posts[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await findMail((m) => m.replyToAddress === email);
    expectCompanyHeaders(mail, email);
    expect(mail.subject).toBe(`Aquaflow website: Footer e-mail enquiry from ${email}`);
    expect(mail.text).toContain(`Email: ${email}`);
  });
});

test.describe('contact enquiry', () => {
  test('invalid: error summary with links, inline errors, focus, no request, no axe violations', async ({ page }) => {
    const { form, posts } = await openForm(page, 'contact');
    await fill(form, [
      ['First name', 'Al'],
      ['Phone number', '12345'],
    ]);
    await form.getByRole('button', { name: 'Send enquiry' }).click();

    const summary = await expectErrorSummary(form, [
      'Name must be at least 4 characters',
      'Email is required',
      'Phone number must have at least 10 digits',
    ]);
    const name = form.getByLabel('First name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Error: Name must be at least 4 characters');
    // The error text is red, and never colour alone: it is words under the field.
    await expect(form.locator('.field__error').first()).toHaveCSS('color', 'rgb(179, 38, 30)');

    await summary.getByRole('link', { name: 'Email is required' }).click();
    await expect(form.getByLabel('Email address')).toBeFocused();
    expect(posts).toHaveLength(0);

    const results = await new AxeBuilder({ page })
      .include('#contact-form')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('valid: one request even on a double click, success toast, reset, and the mail', async ({ page }) => {
    const id = unique();
    const email = `contact-${id}@example.org`;
    const { form, posts } = await openForm(page, 'contact');
    await fill(form, [
      ['First name', `Zoë ${id}`],
      [/Last name/, 'Rao'],
      ['Email address', email],
      ['Phone number', '+91 20 1234 5678'],
      [/Message/, 'Three stations, <b>54 pumps</b> & more.\nSecond line.'],
    ]);
    await form.getByRole('button', { name: 'Send enquiry' }).dblclick();

    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel(/Message/)).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({ name: `Zoë ${id}`, email, website: '' });

    const mail = await findMail((m) => m.replyToAddress === email);
    expectCompanyHeaders(mail, email);
    expect(mail.subject).toBe(`Aquaflow website: Contact enquiry from Zoë ${id} Rao`);
    expect(mail.replyTo).toContain(`Zoë ${id} Rao`);
    expect(mail.text).toContain(`First name: Zoë ${id}`);
    expect(mail.text).toContain('Phone: +91 20 1234 5678');
    expect(mail.text).toContain('Message:\nThree stations, <b>54 pumps</b> & more.\nSecond line.');
    expect(mail.html).toContain('&#60;b&#62;54 pumps&#60;/b&#62; &#38; more.<br>Second line.');
    // Stored once, delivered once.
    await page.waitForTimeout(1000);
    expect((await caughtMail()).filter((m) => m.replyToAddress === email)).toHaveLength(1);
  });
});

test.describe('demo request', () => {
  test('invalid: the summary lists every problem in page order', async ({ page }) => {
    const { form, posts } = await openForm(page, 'demo');
    await form.getByLabel('Email address').fill('someone@localhost');
    await form.getByRole('button', { name: 'Request demo' }).click();
    await expectErrorSummary(form, ['Name is required', 'Email is invalid', 'Company name is required', 'A phone number is required']);
    await expect(form.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/Company address/)).not.toHaveAttribute('aria-invalid');
    expect(posts).toHaveLength(0);
  });

  test('valid: the mail carries company and address', async ({ page }) => {
    const id = unique();
    const email = `demo-${id}@example.org`;
    const { form } = await openForm(page, 'demo');
    await fill(form, [
      ['First name', `Ravi ${id}`],
      ['Email address', email],
      ['Company name', `City Water Board ${id}`],
      ['Phone number', '9876543210'],
      [/Company address/, '1 Pump Road, Pune'],
    ]);
    await form.getByRole('button', { name: 'Request demo' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(form.getByLabel('Company name')).toHaveValue('');

    const mail = await findMail((m) => m.replyToAddress === email);
    expectCompanyHeaders(mail, email);
    expect(mail.subject).toBe(`Aquaflow website: Demo request from Ravi ${id}`);
    expect(mail.text).toContain(`Company: City Water Board ${id}`);
    expect(mail.text).toContain('Company address: 1 Pump Road, Pune');
    expect(mail.attachments).toEqual([]);
  });
});

test.describe('job application', () => {
  const position = careers.openings[1]!.title;

  test('invalid: a wrong resume type is refused before upload; a disguised PDF is refused by the API', async ({ page }) => {
    const id = unique();
    const { form, posts } = await openForm(page, 'careers');
    const resume = form.getByLabel(/Resume/);
    await resume.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await expect(resume).toHaveAccessibleDescription(/Error: The resume must be a PDF, DOC or DOCX file/);
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expectErrorSummary(form, [
      'Name is required',
      'Email is required',
      'Department is required',
      'A phone number is required',
      'Position is required',
      'The resume must be a PDF, DOC or DOCX file',
    ]);
    expect(posts).toHaveLength(0);

    // Everything valid in the browser, but the '.pdf' is text: the server checks the bytes.
    await fill(form, [
      ['First name', `Meera ${id}`],
      ['Email address', `careers-bad-${id}@example.org`],
      ['Department', 'Software'],
      ['Phone number', '020 1234 5678'],
    ]);
    await form.getByLabel('Position').selectOption(position);
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a pdf') });
    await expect(resume).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(resume).toHaveAccessibleDescription(/Error: The resume must be a PDF, DOC or DOCX file/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a different resume file' }).first()).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(form.getByLabel('Department')).toHaveValue('Software');
    await expect(form.getByLabel('Position')).toHaveValue(position);
  });

  test('valid: multipart with the resume, and the mail has it attached', async ({ page }) => {
    const id = unique();
    const email = `careers-${id}@example.org`;
    const pdf = samplePdf(id);
    const { form, posts } = await openForm(page, 'careers');
    // 'Apply Now' on an opening leads to the form.
    await page.getByRole('link', { name: `Apply now for ${position}` }).click();
    await expect(form.getByLabel('First name')).toBeInViewport();
    await fill(form, [
      ['First name', `Meera ${id}`],
      [/Last name/, 'Iyer'],
      ['Email address', email],
      ['Department', 'Embedded software'],
      ['Phone number', '020 1234 5678'],
      [/Message/, 'Available from next month.'],
    ]);
    await form.getByLabel('Position').selectOption(position);
    await form.getByLabel(/Resume/).setInputFiles({ name: `resume-${id}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Submit application' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your application!' })).toBeVisible();
    await expect(form.getByLabel('Department')).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const mail = await findMail((m) => m.replyToAddress === email);
    expectCompanyHeaders(mail, email);
    expect(mail.subject).toBe(`Aquaflow website: Job application from Meera ${id} Iyer`);
    expect(mail.text).toContain('Department: Embedded software');
    expect(mail.text).toContain(`Position: ${position}`);
    expect(mail.text).toContain('Message: Available from next month.');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe(`resume-${id}.pdf`);
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });
});
