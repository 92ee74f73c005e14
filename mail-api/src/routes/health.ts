/** GET /health (and /api/health through the site's proxy): can we store, and is mail flowing? */
import { Router } from 'express';
import type { Services } from './services.ts';

export interface Health {
  status: 'ok' | 'error';
  db: 'ok' | 'error';
  transport: 'smtp' | 'eml';
  pending?: number;
  dead?: number;
}

export function healthRoutes(services: Services): Router {
  const router = Router();
  router.get(['/health', '/api/health'], (_req, res) => {
    let body: Health;
    try {
      const counts = services.outbox.counts();
      body = {
        status: 'ok',
        db: 'ok',
        transport: services.transport.kind,
        pending: counts.pending + counts.sending,
        dead: counts.dead,
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
