/**
 * Settings, read once from the environment (the names the deployment and docs/architecture.md
 * use; README.md's Configuration table lists them) into a typed object.
 * Everything else receives these Settings, so tests build them directly instead of touching
 * process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SUBMISSION_RETENTION_DAYS } from '@site/contracts/api';
import { brand } from '@site/contracts/brand';
import { DEFAULT_JSON_LIMIT_BYTES } from './body-limits.ts';

export interface RateLimitSettings {
  /** Window for both limits, in milliseconds. */
  windowMs: number;
  /** Submissions one IP address may make to one form per window. */
  perFormPerIp: number;
  /** Submissions one IP address may make to all forms together per window. */
  perIp: number;
}

export interface WorkerSettings {
  /** Turned off only by tools that must not deliver (the CLI). */
  enabled: boolean;
  /**
   * How long a delivery keeps being retried, from the moment it was queued (or queued again by
   * `npm run outbox -- retry`), before it is `dead`.
   */
  maxAgeMs: number;
  /** Health answers 503 `degraded` while an undelivered submission is older than this. */
  alertAfterMs: number;
  /** First retry delay; doubled per attempt, capped, with jitter. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a claimed delivery stays ours; longer than one SMTP send can take. */
  leaseMs: number;
  /** How often the worker looks for due deliveries when nothing wakes it. */
  pollMs: number;
  /** Deliveries sent at the same time (and pooled SMTP connections). */
  concurrency: number;
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export interface Settings {
  host: string;
  port: number;
  dataDir: string;
  /** Unset: mail is written as .eml files to DATA_DIR/outbox-eml. */
  smtpUrl: string | undefined;
  smtpTimeouts: SmtpTimeouts;
  mailTo: string;
  mailFrom: string;
  /** Send the visitor an acknowledgement mail. */
  mailAck: boolean;
  /** Exact origins (scheme://host[:port]) allowed to POST forms. */
  allowedOrigins: string[];
  /** Value for Express's `trust proxy`: whose X-Forwarded-For to believe for the client IP. */
  trustProxy: string;
  jsonLimitBytes: number;
  rateLimit: RateLimitSettings;
  worker: WorkerSettings;
  /** Delivered and spam submissions older than this are deleted with their files; 0 = keep. */
  retentionDays: number;
  logLevel: string;
}

/** <repo root>/data: this file is mail-api/src/config.ts. */
export const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

type Env = Record<string, string | undefined>;

export class SettingsError extends Error {}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new SettingsError(`${name} must be an integer >= ${min}, got '${raw}'`);
  return value;
}

/** A positive decimal number (hours may be fractional: 0.5 is half an hour). */
function decimal(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new SettingsError(`${name} must be a number > 0, got '${raw}'`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new SettingsError(`${name} must be on or off, got '${raw}'`);
}

function origins(raw: string | undefined, fallback: string[]): string[] {
  const entries = raw === undefined || raw.trim() === '' ? fallback : raw.split(',');
  return entries
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0)
    .map((o) => {
      // Compare origins the way a browser serialises them: scheme://host[:port], lower case.
      try {
        return new URL(o).origin;
      } catch {
        throw new SettingsError(`ALLOWED_ORIGINS entry '${o}' is not an origin like https://www.example.com`);
      }
    });
}

export function loadSettings(env: Env = process.env): Settings {
  const sitePort = int(env, 'PORT', 8080, 1);
  const product = brand.product;
  return {
    host: env.MAIL_API_HOST?.trim() || '127.0.0.1',
    port: int(env, 'MAIL_API_PORT', 3001),
    dataDir: path.resolve(env.DATA_DIR?.trim() || defaultDataDir),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    smtpTimeouts: {
      connectionMs: int(env, 'SMTP_CONNECTION_TIMEOUT_MS', 10_000, 1),
      greetingMs: int(env, 'SMTP_GREETING_TIMEOUT_MS', 10_000, 1),
      socketMs: int(env, 'SMTP_SOCKET_TIMEOUT_MS', 30_000, 1),
    },
    mailTo: env.MAIL_TO?.trim() || brand.email,
    mailFrom: env.MAIL_FROM?.trim() || `"${product} website" <${brand.email}>`,
    mailAck: bool(env, 'MAIL_ACK', false),
    // Normalised like configured entries: on port 80 a browser sends http://localhost, not :80.
    allowedOrigins: origins(env.ALLOWED_ORIGINS, [
      `http://localhost:${sitePort}`,
      `http://127.0.0.1:${sitePort}`,
      new URL(brand.siteUrl).origin,
    ]),
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback, linklocal, uniquelocal',
    jsonLimitBytes: int(env, 'JSON_LIMIT_BYTES', DEFAULT_JSON_LIMIT_BYTES, 1024),
    rateLimit: {
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 10 * 60_000, 1),
      perFormPerIp: int(env, 'RATE_LIMIT_PER_FORM', 5, 1),
      perIp: int(env, 'RATE_LIMIT_PER_IP', 20, 1),
    },
    worker: {
      enabled: bool(env, 'OUTBOX_WORKER', true),
      maxAgeMs: Math.round(decimal(env, 'OUTBOX_MAX_AGE_HOURS', 120) * 3_600_000),
      alertAfterMs: Math.round(decimal(env, 'OUTBOX_ALERT_AFTER_MINUTES', 60) * 60_000),
      backoffBaseMs: int(env, 'OUTBOX_BACKOFF_BASE_MS', 30_000, 1),
      backoffMaxMs: int(env, 'OUTBOX_BACKOFF_MAX_MS', 60 * 60_000, 1),
      leaseMs: int(env, 'OUTBOX_LEASE_MS', 120_000, 100),
      pollMs: int(env, 'OUTBOX_POLL_MS', 1_000, 10),
      concurrency: int(env, 'OUTBOX_CONCURRENCY', 2, 1),
    },
    retentionDays: int(env, 'SUBMISSION_RETENTION_DAYS', DEFAULT_SUBMISSION_RETENTION_DAYS),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
