/**
 * Turns a stored submission into the mails to send: the notification to the company inbox
 * and the optional acknowledgement to the visitor. Pure: same submission, same mail, which
 * is what makes a redelivery after a crash recognisable (same Message-ID, same Date).
 */
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { brand } from '@site/contracts/brand';
import { type FormDescriptor, isTextField } from '@site/contracts/forms/descriptor';
import { formDescriptors } from '@site/contracts/forms/forms';
import type { Settings } from '../config.ts';
import type { DeliveryKind, Submission } from '../outbox/types.ts';
import { headerSafe, safeAttachmentName } from './headers.ts';
import type { OutgoingMail } from './transport.ts';

/**
 * The rows of the notification: every text field of the form's descriptor, in the order of the
 * page, with its mail label (the resume goes as an attachment). A field added to a descriptor
 * is therefore mailed without a change here.
 */
export function mailRows(descriptor: FormDescriptor, payload: Readonly<Record<string, unknown>>): [label: string, value: string][] {
  return descriptor.fields.filter(isTextField).map((field) => [field.mailLabel ?? field.label, asText(payload[field.name])]);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

function field(sub: Submission, name: string): string {
  return asText(sub.payload[name]);
}

/** The domain of MAIL_FROM, for Message-IDs that the company's own domain vouches for. */
function senderDomain(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

export function messageId(sub: Submission, kind: DeliveryKind, settings: Settings): string {
  return `<${sub.id}.${kind}@${senderDomain(settings.mailFrom)}>`;
}

function visitorName(sub: Submission): string {
  return [field(sub, 'name'), field(sub, 'lname')].filter((s) => s !== '').join(' ');
}

function notify(sub: Submission, settings: Settings, uploadPath: (name: string) => string): SendMailOptions {
  const form = formDescriptors[sub.form];
  const email = headerSafe(field(sub, 'email'), 'email');
  const name = headerSafe(visitorName(sub), 'name');
  const rows = mailRows(form, sub.payload);
  const body = [
    `${form.mailTitle} from the ${brand.product} website`,
    '',
    ...rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    `Submission ${sub.id}, received ${new Date(sub.createdAt).toISOString()}`,
    'Reply to this mail to answer the visitor.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(form.mailTitle)} from the ${escapeHtml(brand.product)} website</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    ),
    '</table>',
    `<p>Submission ${escapeHtml(sub.id)}, received ${new Date(sub.createdAt).toISOString()}</p>`,
  ].join('\n');
  const options: SendMailOptions = {
    from: settings.mailFrom,
    to: settings.mailTo,
    // The visitor's address only ever goes in Reply-To: we cannot send as them (SPF/DMARC),
    // and From must stay an address the company controls.
    replyTo: name === '' ? email : { name, address: email },
    subject: `${brand.product} website: ${form.mailTitle} from ${name || email}`,
    text: body,
    html,
  };
  if (sub.file) {
    options.attachments = [
      {
        filename: safeAttachmentName(sub.file.original, path.extname(sub.file.name)),
        path: uploadPath(sub.file.name),
        contentType: sub.file.mime,
      },
    ];
  }
  return options;
}

/**
 * The acknowledgement repeats nothing the visitor typed: the address is not verified, so
 * anything echoed back would let a stranger send their text to any inbox through us.
 */
function ack(sub: Submission, settings: Settings): SendMailOptions {
  const what = sub.form === 'careers' ? 'application' : 'enquiry';
  const text = [
    'Hello,',
    '',
    `Thank you for your ${what} to ${brand.companyName}. We have received it and will reply within ${brand.replyWithin}.`,
    '',
    'If you did not send it, you can ignore this mail.',
    '',
    brand.companyName,
    `Phone: ${brand.phone.display}`,
    `E-mail: ${brand.email}`,
    brand.siteUrl,
  ].join('\n');
  const html = text
    .split('\n\n')
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    from: settings.mailFrom,
    to: headerSafe(field(sub, 'email'), 'email'),
    replyTo: settings.mailTo,
    subject: `We received your ${what} - ${brand.product}`,
    text,
    html,
  };
}

export function composeMail(sub: Submission, kind: DeliveryKind, settings: Settings, uploadPath: (name: string) => string): OutgoingMail {
  const options = kind === 'notify' ? notify(sub, settings, uploadPath) : ack(sub, settings);
  options.messageId = messageId(sub, kind, settings);
  options.date = new Date(sub.createdAt);
  options.headers = { 'X-Submission-Id': sub.id, 'X-Form': sub.form };
  return { key: `${sub.id}.${kind}`, options };
}
