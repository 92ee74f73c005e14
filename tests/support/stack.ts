/** Where the end-to-end tests find the site, and how Playwright starts it. */
import path from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const root = path.resolve(import.meta.dirname, '..', '..');

export const stackCommand = `node --import tsx ${path.join(root, 'scripts', 'start.ts')}`;
process.env.PORT = String(PORT);
process.env.MAIL_API_PORT ??= String(PORT + 1);
process.env.CHAT_PORT ??= String(PORT + 2);
