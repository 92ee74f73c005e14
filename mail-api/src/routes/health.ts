/**
 * GET /health (and /api/health through the site's proxy): can we store, and is mail flowing?
 * 503 `error` when the database cannot be read; 503 `degraded` while a submission has waited
 * longer than OUTBOX_ALERT_AFTER_MINUTES for delivery, so a monitor polling this URL alerts
 * the operator long before the outbox gives up on it.
 */
import { Router } from 'express';
import type { UndeliveredStats } from '../outbox/types.ts';
import type { Services } from './services.ts';

export interface Health {
  status: 'ok' | 'degraded' | 'error';
  db: 'ok' | 'error';
  transport: 'smtp' | 'eml';
  outbox?: UndeliveredStats;
  /** Deliveries waiting or being sent. */
  pending?: number;
  dead?: number;
  /** Why the status is not ok, for the operator. */
  message?: string;
}

export function healthRoutes(services: Services, now: () => number = Date.now): Router {
  const router = Router();
  router.get(['/health', '/api/health'], (_req, res) => {
    let body: Health;
    try {
      const counts = services.outbox.counts();
      const outbox = services.outbox.undelivered(now());
      const alertAfterSeconds = Math.round(services.settings.worker.alertAfterMs / 1000);
      const late = outbox.undelivered > 0 && outbox.oldestAgeSeconds > alertAfterSeconds;
      body = {
        status: late ? 'degraded' : 'ok',
        db: 'ok',
        transport: services.transport.kind,
        outbox,
        pending: counts.pending + counts.sending,
        dead: counts.dead,
        ...(late
          ? {
              message: `${outbox.undelivered} submission(s) not delivered, the oldest for ${Math.round(outbox.oldestAgeSeconds / 60)} min: see \`npm run outbox -- list\` and the log's "hint"`,
            }
          : {}),
      };
    } catch (error) {
      services.logger.error({ err: error }, 'health: database check failed');
      body = { status: 'error', db: 'error', transport: services.transport.kind };
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(body.status === 'ok' ? 200 : 503).json(body);
  });
  return router;
}
