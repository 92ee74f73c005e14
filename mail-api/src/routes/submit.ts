/**
 * The last step every form shares: read the idempotency key, store the submission (or find
 * the earlier one), and answer. Success is only answered after the commit.
 */
import type { Request, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER, type FormName } from '@site/contracts/api';
import { HONEYPOT_FIELD } from '@site/contracts/forms/honeypot';
import { failureMessages, successMessages } from '@site/contracts/forms/messages';
import { contentHash } from '../outbox/store.ts';
import type { DeliveryKind, InsertOutcome, StoredFile } from '../outbox/types.ts';
import { fail, reply } from './respond.ts';
import type { Services } from './services.ts';

/** Printable ASCII, as a UUID or any opaque token a client may choose; bounded in size. */
const KEY_FORMAT = /^[\x21-\x7e]{1,128}$/;

export type KeyResult = { ok: true; key: string | undefined } | { ok: false };

export function readIdempotencyKey(req: Request): KeyResult {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return { ok: true, key: undefined };
  return KEY_FORMAT.test(key) ? { ok: true, key } : { ok: false };
}

export function badKey(res: Response): void {
  fail(res, 400, `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 128 printable characters.`);
}

/** A filled honeypot: the visitor is a bot. */
export function isSpam(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value != null && value !== false;
}

export interface Accepted {
  form: FormName;
  key: string | undefined;
  payload: Record<string, unknown>;
  spam: boolean;
  file?: StoredFile;
  /** sha256 of the uploaded bytes, part of what makes two submissions "the same". */
  fileDigest?: string;
}

export async function store(services: Services, req: Request, res: Response, accepted: Accepted): Promise<InsertOutcome | undefined> {
  const deliveries: DeliveryKind[] = accepted.spam ? [] : services.settings.mailAck ? ['notify', 'ack'] : ['notify'];
  let outcome: InsertOutcome;
  try {
    outcome = await services.writer.write(
      {
        form: accepted.form,
        idempotencyKey: accepted.key,
        payload: accepted.payload,
        spam: accepted.spam,
        file: accepted.file,
        deliveries,
      },
      contentHash(accepted.payload, accepted.fileDigest),
    );
  } catch (error) {
    req.log.error({ err: error }, 'could not store a submission');
    fail(res, 503, failureMessages.unavailable);
    return undefined;
  }
  if (outcome.kind === 'conflict') {
    // draft-ietf-httpapi-idempotency-key-header: a key reused with another payload is 422.
    fail(res, 422, failureMessages.keyReused);
  } else {
    if (accepted.spam) req.log.info({ submission: outcome.id }, 'honeypot filled: stored as spam, not delivered');
    reply(res, 200, { sent: true, message: successMessages[accepted.form] });
  }
  return outcome;
}
