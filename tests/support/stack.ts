/** Where the end-to-end tests find the site, and how Playwright starts it. */
import path from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const root = path.resolve(import.meta.dirname, '..', '..');

export const stackCommand = `node --import tsx ${path.join(root, 'scripts', 'start.ts')}`;
/** How long a stack may take to start: its pages (config.webServer), then its services (services-ready.ts). */
export const STACK_START_TIMEOUT_MS = 120_000;
process.env.PORT = String(PORT);
process.env.MAIL_API_PORT ??= String(PORT + 1);
process.env.CHAT_PORT ??= String(PORT + 2);
// The suite runs through real nginx with the production configuration; fail rather than
// quietly fall back to the Node front when nginx is missing.
process.env.FRONT ??= 'nginx';
process.env.DATA_DIR ??= path.join(root, 'data', 'e2e');
process.env.CHAT_RATE_LIMIT ??= '1000';

/**
 * A second stack on the Node front (what `npm start` uses where nginx is not installed), for
 * the specs that prove both fronts follow the same routing rules.
 */
export const NODE_FRONT_PORT = Number(process.env.E2E_NODE_FRONT_PORT ?? PORT + 10);
export const NODE_FRONT_URL = `http://127.0.0.1:${NODE_FRONT_PORT}`;
export const nodeFrontEnv: Record<string, string> = {
  PORT: String(NODE_FRONT_PORT),
  MAIL_API_PORT: String(NODE_FRONT_PORT + 1),
  CHAT_PORT: String(NODE_FRONT_PORT + 2),
  FRONT: 'node',
  DATA_DIR: path.join(root, 'data', 'e2e-node-front'),
};

/**
 * The mail catcher (tests/support/mail-catcher.ts): a real SMTP server the mail API delivers
 * to, and a loopback HTTP endpoint the tests read the parsed messages from.
 */
export const MAIL_CATCHER_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? PORT + 3);
export const MAIL_CATCHER_HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? PORT + 4);
export const mailCatcherCommand = `node --import tsx ${path.join(root, 'tests', 'support', 'mail-catcher.ts')}`;
export const MAIL_TO = 'enquiries@e2e.example.com';
export const MAIL_FROM = '"Site e2e" <website@e2e.example.com>';

// start.ts hands its environment to the mail API: deliver by SMTP to the catcher instead of
// writing .eml files, to a known inbox, and lift the per-IP rate limits (every test browser
// is 127.0.0.1; the limits themselves are covered by the mail API's own tests).
process.env.SMTP_URL ??= `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`;
process.env.MAIL_TO ??= MAIL_TO;
process.env.MAIL_FROM ??= MAIL_FROM;
process.env.RATE_LIMIT_PER_FORM ??= '1000';
process.env.RATE_LIMIT_PER_IP ??= '1000';
// Retry soon if a mail is refused while the catcher starts, rather than after the 30 s default.
process.env.OUTBOX_BACKOFF_BASE_MS ??= '500';
process.env.OUTBOX_BACKOFF_MAX_MS ??= '5000';
