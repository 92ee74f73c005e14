/**
 * Decides what a failed send means: try again later, or stop and tell the operator.
 * SMTP replies say it themselves (4xx temporary, 5xx permanent); connection trouble is
 * temporary; a broken configuration is permanent until someone fixes it.
 */
export type Verdict = { retry: boolean; reason: string; hint?: string };

interface MailError {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  message?: unknown;
}

const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPROTOCOL',
]);

const CONFIG_HINTS: Record<string, string> = {
  EAUTH: 'SMTP authentication failed: check the user and password in SMTP_URL',
  ENOAUTH: 'SMTP server wants authentication: put user:pass in SMTP_URL',
  ECONFIG: 'invalid SMTP configuration: check SMTP_URL',
  ETLS: 'TLS with the SMTP server failed: check the scheme (smtp:// vs smtps://) and port in SMTP_URL',
  EENVELOPE: 'sender or recipient refused: check MAIL_FROM and MAIL_TO',
  ENOENT: 'the attached resume is missing from DATA_DIR/uploads',
  EHEADER: 'a stored value would break a mail header; the submission was not sent',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function classify(error: unknown): Verdict {
  const e: MailError = typeof error === 'object' && error !== null ? (error as MailError) : {};
  const code = text(e.code);
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const reason = (text(e.response) || text(e.message) || String(error)).slice(0, 500);
  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) return { retry: true, reason };
  if (responseCode !== undefined && responseCode >= 500) {
    const hint =
      responseCode === 535 || responseCode === 530
        ? CONFIG_HINTS.EAUTH
        : code === 'EENVELOPE'
          ? CONFIG_HINTS.EENVELOPE
          : 'the SMTP server refused the message permanently';
    return { retry: false, reason, hint };
  }
  if (code in CONFIG_HINTS) return { retry: false, reason, hint: CONFIG_HINTS[code] };
  if (TRANSIENT_CODES.has(code)) return { retry: true, reason };
  // Unknown trouble: retry, bounded by the delivery's lifetime (OUTBOX_MAX_AGE_HOURS), rather than give up on a visitor.
  return { retry: true, reason };
}
