/**
 * Sending a form to the mail API (the interface in contracts/src/api.ts) and turning every way it can
 * fail into something the visitor can act on. Used by the engine only, so it loads lazily.
 */
import { brand } from '@site/contracts/brand';
import {
  type FormName,
  type FormResponse,
  IDEMPOTENCY_KEY_HEADER,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  apiPaths,
} from '@site/contracts/api';
import { currentFieldName } from '@site/contracts/forms/descriptor';
import { formDescriptors } from '@site/contracts/forms/forms';
import { failureMessages } from '@site/contracts/forms/messages';
import { RESUME_KINDS_TEXT, RESUME_MAX_LABEL } from '@site/contracts/forms/resume';

export type SubmitFailureKind = 'network' | 'invalid' | 'rate-limited' | 'file' | 'server';

/** A submission that did not succeed, with what the form needs to show for it. */
export class SubmitError extends Error {
  constructor(
    readonly kind: SubmitFailureKind,
    message: string,
    readonly status: number | null,
    /** Field name -> message, from a 400 (or the file field of a 413/415). */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /** Seconds to wait, from a 429's Retry-After. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

/**
 * One Idempotency-Key per form fill. crypto.randomUUID only exists in secure contexts; a site
 * reached over plain http on a private network gets the same v4 UUID from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function waitPhrase(seconds: number | null): string {
  if (seconds === null) return 'a few minutes';
  if (seconds < 60) return seconds <= 1 ? 'a moment' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Messages that say what to do, with the e-mail address as the way round any failure. */
export function failureText(
  kind: SubmitFailureKind,
  noun: string,
  options: { retryAfterSeconds?: number | null; serverMessage?: string } = {},
): string {
  const mail = `e-mail us at ${brand.email}.`;
  switch (kind) {
    case 'network':
      return `We could not send your ${noun}. Please check your connection and try again, or ${mail}`;
    case 'rate-limited':
      return `We have received several submissions from your network in a short time. Please wait ${waitPhrase(options.retryAfterSeconds ?? null)} and try again, or ${mail}`;
    case 'invalid':
      return failureMessages.invalid;
    case 'file':
      return `Please choose a different resume file (${RESUME_KINDS_TEXT}, up to ${RESUME_MAX_LABEL}) and try again.`;
    case 'server':
      // The API's own messages already say what to do (reload, wait, shorten); add the way round.
      return options.serverMessage
        ? `${options.serverMessage} If it keeps happening, ${mail}`
        : `We could not send your ${noun}. Please try again in a few minutes, or ${mail}`;
  }
}

async function readAnswer(response: Response): Promise<Partial<FormResponse> | null> {
  // nginx answers its own 429 and 502 with HTML; only the API's answers are JSON.
  if (!response.headers.get('Content-Type')?.includes('json')) return null;
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Partial<FormResponse>) : null;
  } catch {
    return null;
  }
}

/** Errors named by a field's former name (an old spelling) are placed under the field. */
function normaliseFieldErrors(form: FormName, errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (errors === null || typeof errors !== 'object') return out;
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message !== 'string') continue;
    out[currentFieldName(formDescriptors[form], field)] = message;
  }
  return out;
}

/** POSTs one submission: JSON, or FormData for the careers form (the browser sets the boundary). */
export async function postForm(
  form: FormName,
  body: Record<string, unknown> | FormData,
  idempotencyKey: string,
  noun: string,
): Promise<FormResponse> {
  const headers: Record<string, string> = {
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    Accept: 'application/json',
  };
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiPaths[form], {
      method: 'POST',
      headers,
      body: body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new SubmitError('network', failureText('network', noun), null);
  }
  const answer = await readAnswer(response);
  if (response.ok && answer?.sent === true) return { sent: true, message: answer.message ?? '' };

  const status = response.status;
  const fieldErrors = normaliseFieldErrors(form, answer?.errors);
  if (status === 429) {
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    throw new SubmitError('rate-limited', failureText('rate-limited', noun, { retryAfterSeconds: retryAfter }), status, {}, retryAfter);
  }
  if ((status === 413 || status === 415) && fieldErrors.file) {
    throw new SubmitError('file', failureText('file', noun), status, { file: fieldErrors.file });
  }
  if (status === 400 && Object.keys(fieldErrors).length > 0) {
    throw new SubmitError('invalid', failureText('invalid', noun), status, fieldErrors);
  }
  // 403, 413, 415, 422, 5xx, a proxy's error page, or a 200 that did not say sent.
  throw new SubmitError('server', failureText('server', noun, { serverMessage: answer?.message || undefined }), status);
}
