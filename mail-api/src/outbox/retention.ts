/** SUBMISSION_RETENTION_DAYS: delivered and spam submissions older than this go, with their files. */
import type { Outbox } from './store.ts';
import type { UploadStore } from '../uploads/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function purgeOlderThan(outbox: Outbox, uploads: UploadStore, days: number, now: number): number {
  return outbox.purge(now - days * DAY_MS, (name) => uploads.remove(name));
}

/** Runs the purge now and then hourly; returns a stop function. 0 days = keep everything. */
export function scheduleRetention(outbox: Outbox, uploads: UploadStore, days: number, onError: (e: unknown) => void): () => void {
  if (days <= 0) return () => {};
  const run = () => {
    try {
      purgeOlderThan(outbox, uploads, days, Date.now());
    } catch (error) {
      onError(error);
    }
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
