/**
 * Where mail goes: a pooled SMTP connection when SMTP_URL is set, otherwise .eml files in
 * DATA_DIR/outbox-eml so the site works with nothing else running.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { Settings } from '../config.ts';

export type TransportKind = 'smtp' | 'eml';

export interface OutgoingMail {
  /** Stable per submission and kind; also the .eml file name. */
  key: string;
  options: SendMailOptions;
}

export interface MailTransport {
  readonly kind: TransportKind;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createTransport(settings: Settings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings, settings.smtpUrl) : emlTransport(path.join(settings.dataDir, 'outbox-eml'));
}

function smtpTransport(settings: Settings, url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    pool: true,
    url,
    maxConnections: settings.worker.concurrency,
    // The outbox does the retrying, with backoff and a record of each attempt; the pool must
    // not quietly resend a message on a new connection behind its back.
    maxRequeues: 0,
    connectionTimeout: settings.smtpTimeouts.connectionMs,
    greetingTimeout: settings.smtpTimeouts.greetingMs,
    socketTimeout: settings.smtpTimeouts.socketMs,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail.options);
    },
    close() {
      transporter.close();
    },
  };
}

export function emlTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'eml',
    async send(mail) {
      ready ??= fs.mkdir(dir, { recursive: true });
      await ready;
      const info = await transporter.sendMail(mail.options);
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('stream transport returned a stream despite buffer: true');
      // Written under a temporary name, flushed, then renamed: a reader never sees half a
      // message, and a redelivery after a crash overwrites the same file instead of adding one.
      const final = path.join(dir, `${mail.key}.eml`);
      const temp = `${final}.tmp`;
      const handle = await fs.open(temp, 'w');
      try {
        await handle.writeFile(message);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, final);
    },
    close() {
      transporter.close();
    },
  };
}
