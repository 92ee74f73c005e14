/** Rows of the outbox, as the rest of the service sees them. */
import type { FormName } from '@site/contracts/api';

export type DeliveryKind = 'notify' | 'ack';
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'dead';
/** A submission's state as the CLI shows it, derived from its deliveries. */
export type SubmissionState = 'spam' | 'pending' | 'sent' | 'dead';

export interface StoredFile {
  /** Random name under DATA_DIR/uploads; never derived from the visitor's input. */
  name: string;
  original: string;
  mime: string;
  size: number;
}

export interface NewSubmission {
  form: FormName;
  idempotencyKey: string | undefined;
  /** Validated, normalised field values (raw fields when spam). */
  payload: Record<string, unknown>;
  spam: boolean;
  file?: StoredFile | undefined;
  /** Which mails to send; empty for spam. */
  deliveries: DeliveryKind[];
}

export type InsertOutcome =
  | { kind: 'created'; id: string }
  /** Same key, same content: the earlier submission stands and is answered the same. */
  | { kind: 'duplicate'; id: string }
  /** Same key, different content. */
  | { kind: 'conflict'; id: string };

export interface Submission {
  id: string;
  form: FormName;
  payload: Record<string, unknown>;
  spam: boolean;
  file: StoredFile | undefined;
  createdAt: number;
}

export interface Delivery {
  id: number;
  submissionId: string;
  kind: DeliveryKind;
  status: DeliveryStatus;
  attempts: number;
  /** When it was queued (or queued again by an operator); its lifetime counts from here. */
  queuedAt: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lastError: string | null;
  sentAt: number | null;
}

export interface SubmissionSummary {
  id: string;
  form: FormName;
  state: SubmissionState;
  createdAt: number;
  deliveries: Delivery[];
}

/** What the health check reports about mail not yet delivered (pending, being sent, or dead). */
export interface UndeliveredStats {
  /** Submissions with at least one delivery not sent. */
  undelivered: number;
  /** Age of the oldest of them, in whole seconds; 0 when there is none. */
  oldestAgeSeconds: number;
}
