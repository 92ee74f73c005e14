/**
 * Assembles the service: database, writer, worker, transport and the HTTP app. No port is
 * opened here, so tests drive `app` with supertest and start the worker only when they want
 * delivery.
 */
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Settings } from './config.ts';
import { createLogger, httpLogger } from './log.ts';
import { openDb } from './outbox/db.ts';
import { scheduleRetention } from './outbox/retention.ts';
import { Outbox } from './outbox/store.ts';
import { DeliveryWorker } from './outbox/worker.ts';
import { SubmissionWriter } from './outbox/writer.ts';
import { createTransport, type MailTransport } from './mail/transport.ts';
import { careersRoutes } from './routes/careers.ts';
import { errorHandler, notFound } from './routes/errors.ts';
import { cors, requireSameSite } from './routes/guards.ts';
import { healthRoutes } from './routes/health.ts';
import { jsonFormRoutes } from './routes/json-forms.ts';
import { createLimits } from './routes/limits.ts';
import type { Services } from './routes/services.ts';
import { UploadStore } from './uploads/store.ts';

export interface MailApi {
  app: Express;
  services: Services;
  worker: DeliveryWorker;
  /** Starts delivery and the retention schedule. */
  start(): void;
  /** Stops delivery (waiting for sends in flight) and closes the database. */
  close(): Promise<void>;
}

export interface AppOptions {
  logger?: Logger;
  transport?: MailTransport;
}

export function createApp(settings: Settings, options: AppOptions = {}): MailApi {
  const logger = options.logger ?? createLogger(settings.logLevel);
  const db = openDb(settings.dataDir);
  const outbox = new Outbox(db);
  const uploads = new UploadStore(settings.dataDir);
  const transport = options.transport ?? createTransport(settings);
  // The worker has its own connection with lighter sync; see Durability in outbox/db.ts.
  const workerDb = openDb(settings.dataDir, 'normal');
  const worker = new DeliveryWorker({ outbox: new Outbox(workerDb), transport, uploads, settings, logger });
  const writer = new SubmissionWriter(outbox, Date.now, () => worker.wake());
  const services: Services = { settings, outbox, writer, uploads, transport, logger };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  app.use(httpLogger(logger));
  app.use(helmet());
  app.use(healthRoutes(services));

  const allowed = new Set(settings.allowedOrigins);
  const limits = createLimits(settings.rateLimit);
  const forms = express.Router();
  forms.use(cors(allowed));
  forms.post('/{*path}', requireSameSite(allowed), limits.perIp);
  forms.use(jsonFormRoutes(services, limits.perForm));
  forms.use(careersRoutes(services, limits.perForm));
  app.use('/api', forms);

  app.use(notFound);
  app.use(errorHandler);

  let stopRetention = () => {};
  return {
    app,
    services,
    worker,
    start() {
      worker.start();
      stopRetention = scheduleRetention(outbox, uploads, settings.retentionDays, (error) =>
        logger.error({ err: error }, 'retention: purge failed'),
      );
    },
    async close() {
      stopRetention();
      await worker.stop();
      transport.close();
      workerDb.close();
      db.close();
    },
  };
}
