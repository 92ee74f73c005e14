import { describe, expect, it } from 'vitest';
import { testSettings } from '../../test/helpers.ts';
import type { Submission } from '../outbox/types.ts';
import { formDescriptors } from '@site/contracts/forms/forms';
import { contactWithCity } from '@site/contracts/test-support/forms';
import { composeMail, escapeHtml, mailRows } from './compose.ts';
import { classify } from './errors.ts';
import { HeaderInjectionError, headerSafe, safeAttachmentName } from './headers.ts';

const submission = (payload: Record<string, unknown>): Submission => ({
  id: '11111111-2222-3333-4444-555555555555',
  form: 'contact',
  payload,
  spam: false,
  file: undefined,
  createdAt: Date.UTC(2025, 0, 2, 3, 4, 5),
});

describe('classify', () => {
  it('retries 4xx and connection trouble; 5xx and SMTP configuration errors are permanent', () => {
    expect(classify({ responseCode: 451, response: '451 try later' })).toMatchObject({ retry: true });
    expect(classify({ code: 'ECONNECTION', message: 'closed' })).toMatchObject({ retry: true });
    expect(classify({ code: 'ETIMEDOUT' }).retry).toBe(true);
    expect(classify({ responseCode: 550, response: '550 no such user' })).toMatchObject({ retry: false, reason: '550 no such user' });
    expect(classify({ responseCode: 535, code: 'EAUTH' }).hint).toContain('SMTP_URL');
    expect(classify({ code: 'EAUTH' })).toMatchObject({ retry: false });
    expect(classify(new HeaderInjectionError('bad'))).toMatchObject({ retry: false });
    expect(classify(new Error('odd'))).toMatchObject({ retry: true });
  });
});

describe('headers', () => {
  it('refuses CR, LF and NUL', () => {
    expect(headerSafe('Anna', 'name')).toBe('Anna');
    for (const bad of ['a\rb', 'a\nb', 'a\0b']) expect(() => headerSafe(bad, 'name')).toThrow(HeaderInjectionError);
  });
  it('compose refuses a stored value that would break a header', () => {
    const settings = testSettings();
    expect(() =>
      composeMail(submission({ name: 'Anna\r\nBcc: x@example.com', email: 'a@example.com' }), 'notify', settings, (n) => n),
    ).toThrow(HeaderInjectionError);
  });
  it('keeps a readable attachment name without paths or control characters', () => {
    expect(safeAttachmentName('../../etc/passwd.pdf', '.pdf')).toBe('passwd.pdf');
    expect(safeAttachmentName('C:\\Users\\me\\CV "final".docx', '.docx')).toBe('CV final.docx');
    expect(safeAttachmentName('Lebenslauf Müller.pdf', '.pdf')).toBe('Lebenslauf Müller.pdf');
    expect(safeAttachmentName('.hidden', '.pdf')).toBe('resume.pdf');
    expect(safeAttachmentName('a\r\nb.pdf', '.pdf')).toBe('ab.pdf');
  });
});

describe('composeMail', () => {
  it('puts the visitor in Reply-To, never From, with a Message-ID from the submission id', () => {
    const settings = testSettings({ env: { MAIL_FROM: '"Site" <web@company.example>', MAIL_TO: 'inbox@company.example' } });
    const mail = composeMail(
      submission({ name: 'Anna', lname: '', email: 'anna@example.com', phone: '0123456789', message: '<b>hi</b>' }),
      'notify',
      settings,
      (n) => n,
    );
    expect(mail.options.from).toBe('"Site" <web@company.example>');
    expect(mail.options.replyTo).toEqual({ name: 'Anna', address: 'anna@example.com' });
    expect(mail.options.messageId).toBe('<11111111-2222-3333-4444-555555555555.notify@company.example>');
    expect(mail.options.date).toEqual(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)));
    expect(mail.options.html).toContain('&#60;b&#62;hi&#60;/b&#62;');
    expect(mail.key).toBe('11111111-2222-3333-4444-555555555555.notify');
  });
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});

describe('mailRows', () => {
  it("lists the descriptor's text fields with their mail labels, in the order of the page", () => {
    const rows = mailRows(formDescriptors.careers, { name: 'Anna', phone: '0123456789', file: 'ignored' });
    expect(rows.map(([label]) => label)).toEqual(['First name', 'Last name', 'Email', 'Department', 'Phone', 'Position', 'Message']);
    expect(rows[4]).toEqual(['Phone', '0123456789']);
  });
  it('mails a field added to a descriptor, with no change to the mail code', () => {
    expect(mailRows(contactWithCity, { city: 'Pune' }).at(-1)).toEqual(['Town', 'Pune']);
  });
});
