/**
 * Delivers what the outbox holds. Claims due deliveries under a lease, sends them, and
 * records the outcome. If the process dies mid-send, the lease runs out and the delivery is
 * claimed again after restart: at-least-once, and the stable Message-ID lets a mail client
 * recognise the rare duplicate.
 */
import type { Logger } from 'pino';
import type { Settings } from '../config.ts';
import { composeMail } from '../mail/compose.ts';
import { classify } from '../mail/errors.ts';
import type { MailTransport } from '../mail/transport.ts';
import { backoffDelay } from './backoff.ts';
import type { Outbox } from './store.ts';
import type { Delivery } from './types.ts';
import type { UploadStore } from '../uploads/store.ts';

export interface WorkerDeps {
  outbox: Outbox;
  transport: MailTransport;
  uploads: UploadStore;
  settings: Settings;
  logger: Logger;
  now?: () => number;
  random?: () => number;
}

export class DeliveryWorker {
  private readonly inFlight = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly deps: WorkerDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.wake();
  }

  /** Look for work now (after a new submission or a finished send) instead of at the next poll. */
  wake(): void {
    if (!this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), 0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Resolves when nothing is being sent (tests and the CLI use it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  private tick(): void {
    if (!this.running || this.ticking) return;
    this.ticking = true;
    try {
      const { outbox, settings } = this.deps;
      const free = settings.worker.concurrency - this.inFlight.size;
      if (free > 0) {
        const expired = outbox.expireAbandoned(this.now(), settings.worker.maxAgeMs);
        if (expired > 0) {
          this.deps.logger.error(
            { count: expired },
            'outbox: deliveries abandoned mid-send past their lifetime are dead; run `npm run outbox -- retry` after fixing the cause',
          );
        }
        const claimed = outbox.claimDue(this.now(), settings.worker.leaseMs, free, this.inFlight.keys());
        for (const delivery of claimed) {
          const work = this.deliver(delivery).finally(() => {
            this.inFlight.delete(delivery.id);
            this.wake();
          });
          this.inFlight.set(delivery.id, work);
        }
      }
    } catch (error) {
      this.deps.logger.error({ err: error }, 'outbox: could not claim deliveries');
    } finally {
      this.ticking = false;
      this.schedule();
    }
  }

  /** Sleep until the earliest due delivery or the poll interval, whichever is sooner. */
  private schedule(): void {
    if (!this.running) return;
    const { pollMs } = this.deps.settings.worker;
    let delay = pollMs;
    if (this.inFlight.size < this.deps.settings.worker.concurrency) {
      try {
        const due = this.deps.outbox.nextDueAt();
        if (due !== undefined) delay = Math.max(0, Math.min(pollMs, due - this.now()));
      } catch {
        // The poll still runs; the next tick logs the database error.
      }
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delay);
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const { outbox, transport, settings, logger } = this.deps;
    const log = logger.child({ submission: delivery.submissionId, delivery: delivery.kind, attempt: delivery.attempts });
    const submission = outbox.getSubmission(delivery.submissionId);
    if (!submission) {
      outbox.markDead(delivery.id, 'submission row is missing', this.now());
      return;
    }
    try {
      await transport.send(composeMail(submission, delivery.kind, settings, (name) => this.deps.uploads.pathOf(name)));
      outbox.markSent(delivery.id, this.now());
      log.info({ transport: transport.kind }, 'outbox: delivered');
    } catch (error) {
      const verdict = classify(error);
      const now = this.now();
      // Temporary trouble is retried until the delivery's lifetime (OUTBOX_MAX_AGE_HOURS) is over,
      // however many attempts that takes; the last attempt is made when the lifetime ends.
      const expiresAt = delivery.queuedAt + settings.worker.maxAgeMs;
      if (verdict.retry && now < expiresAt) {
        const delay = backoffDelay(delivery.attempts, settings.worker.backoffBaseMs, settings.worker.backoffMaxMs, this.random);
        const at = Math.min(now + delay, expiresAt);
        outbox.markRetry(delivery.id, at, verdict.reason, now);
        log.warn({ reason: verdict.reason, retryInMs: at - now }, 'outbox: delivery failed, will retry');
      } else {
        const hours = Math.round(((now - delivery.queuedAt) / 3_600_000) * 10) / 10;
        const why = verdict.retry ? `gave up after ${delivery.attempts} attempts in ${hours} h: ${verdict.reason}` : verdict.reason;
        outbox.markDead(delivery.id, why, now);
        // What the operator must do: fix the cause, then `npm run outbox -- retry`.
        log.error(
          { reason: verdict.reason, hint: verdict.hint ?? 'check the SMTP server and its logs' },
          'outbox: delivery is dead; fix the cause, then run `npm run outbox -- retry`',
        );
      }
    }
  }
}
