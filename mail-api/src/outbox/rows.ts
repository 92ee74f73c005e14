/** The outbox's rows as SQLite returns them, and as the rest of the service sees them. */
import type { FormName } from '@site/contracts/api';
import type { Delivery, DeliveryKind, DeliveryStatus, Submission, SubmissionState } from './types.ts';

export interface SubmissionRow {
  id: string;
  form: string;
  payload: string;
  spam: number;
  file_name: string | null;
  file_original: string | null;
  file_mime: string | null;
  file_size: number | null;
  created_at: number;
  content_hash: string;
}

export interface DeliveryRow {
  id: number;
  submission_id: string;
  kind: string;
  status: string;
  attempts: number;
  queued_at: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
}

export function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    submissionId: row.submission_id,
    kind: row.kind as DeliveryKind,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    queuedAt: row.queued_at,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    form: row.form as FormName,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: row.spam === 1,
    file:
      row.file_name === null
        ? undefined
        : { name: row.file_name, original: row.file_original ?? '', mime: row.file_mime ?? '', size: row.file_size ?? 0 },
    createdAt: row.created_at,
  };
}

/** A submission's state as the CLI shows it, derived from its deliveries. */
export function stateOf(spam: boolean, deliveries: readonly Delivery[]): SubmissionState {
  if (spam) return 'spam';
  if (deliveries.some((d) => d.status === 'dead')) return 'dead';
  if (deliveries.some((d) => d.status === 'pending' || d.status === 'sending')) return 'pending';
  return 'sent';
}
