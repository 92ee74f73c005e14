/**
 * A real SMTP server for the end-to-end tests (`smtp-server`, each message parsed with
 * `mailparser`). Playwright starts it as a web server before the site; the mail API delivers
 * to it through SMTP_URL (tests/support/stack.ts), and the tests read what arrived over a tiny
 * loopback HTTP endpoint:
 *
 *   GET /health     200 once both servers listen
 *   GET /messages   every message received so far, parsed (attachments as base64)
 *
 * Run: node --import tsx tests/support/mail-catcher.ts   (ports from stack.ts)
 * The tests import the client half (findMail) only; the servers start when run as a script.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './stack';

export interface CaughtAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  sha256: string;
  contentBase64: string;
}

export interface CaughtMail {
  /** Addresses of the SMTP envelope (what the server was asked to deliver to). */
  envelopeTo: string[];
  envelopeFrom: string | null;
  messageId: string | null;
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  /** The first Reply-To address, without display name. */
  replyToAddress: string | null;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: CaughtAttachment[];
  receivedAt: string;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

/** Starts the SMTP server and the HTTP endpoint; resolves once both listen. */
export async function startMailCatcher(smtpPort: number, httpPort: number) {
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    // A local catcher: no TLS, no authentication, nothing leaves the machine.
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const replyTo = Array.isArray(parsed.replyTo) ? parsed.replyTo[0] : parsed.replyTo;
        const headers: Record<string, string> = {};
        for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
        messages.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          messageId: parsed.messageId ?? null,
          subject: parsed.subject ?? '',
          from: addressText(parsed.from),
          to: addressText(parsed.to),
          replyTo: addressText(parsed.replyTo),
          replyToAddress: replyTo?.value[0]?.address ?? null,
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers,
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? null,
            contentType: a.contentType,
            size: a.size,
            sha256: createHash('sha256').update(a.content).digest('hex'),
            contentBase64: a.content.toString('base64'),
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  const api = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/health') return send(200, { status: 'ok', messages: messages.length });
    if (req.method === 'GET' && req.url === '/messages') return send(200, messages);
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(httpPort, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    close: () => Promise.all([new Promise<void>((r) => smtp.close(() => r())), new Promise<void>((r) => api.close(() => r()))]),
  };
}

/** All messages the catcher has received (the tests filter by their own unique values). */
export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/messages`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for the message that matches (delivery is asynchronous: the API answers once the
 * submission is stored, and its worker sends it a moment later).
 */
export async function findMail(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMail()).filter(match);
    if (found.length > 0) return found[0]!;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const catcher = await startMailCatcher(MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_HTTP_PORT);
  console.log(`mail catcher: SMTP 127.0.0.1:${MAIL_CATCHER_SMTP_PORT}, messages http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/messages`);
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
