/**
 * The chat service's HTTP layer. `createApp` builds the Express app from its parts (tests use
 * it with supertest); run directly (`npm start -w chat-service`) it starts the whole service
 * on CHAT_PORT.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ChatErrorResponse, ChatHealth } from '@site/contracts/chat';
import { loadSettings, type RateLimitSettings } from './config.ts';
import { chatHandler, type ChatAnswerer } from './http/chat-route.ts';
import { feedbackHandler, suggestionsHandler } from './http/extras-route.ts';
import { liveRoutesIn, withLiveSources } from './http/live-sources.ts';
import type { FeedbackResult } from './feedback/conversation-log.ts';
import { startService } from './service.ts';

export interface AppDeps {
  answerer: ChatAnswerer;
  /** Starter questions for a site path. */
  suggestions: (page: string) => Promise<string[]>;
  /** Records a visitor's rating of an answer. */
  feedback: (answerId: string, helpful: boolean) => FeedbackResult;
  health: () => Promise<ChatHealth>;
  rateLimit: RateLimitSettings;
  logger: Logger;
  /** Log every request (off in tests and benchmarks). */
  requestLogging?: boolean;
}

/** Body-parser errors carry an HTTP status (400 bad JSON, 413 too large, 415 bad charset). */
function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The request body is not valid JSON. Send {"query": "your question"}.',
  413: 'The request body is too large.',
  415: 'Unsupported request encoding; send UTF-8 JSON.',
};

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers are POST responses, never revalidated: hashing each body for an ETag is wasted work.
  app.disable('etag');
  // nginx forwards visitors (on this host, or from its own container under compose): their
  // address comes from X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  if (deps.requestLogging) {
    app.use(
      pinoHttp({
        logger: deps.logger,
        // Method, path, status and time only: headers carry visitors' addresses, and the
        // container health check every 30 s would drown the rest.
        serializers: {
          req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
        autoLogging: { ignore: (req) => req.url === '/health' },
      }),
    );
  }

  app.get('/health', async (_req, res) => {
    res.json(await deps.health());
  });

  const limiter =
    deps.rateLimit.limit > 0
      ? rateLimit({
          windowMs: deps.rateLimit.windowMs,
          limit: deps.rateLimit.limit,
          standardHeaders: 'draft-8',
          legacyHeaders: false,
          handler: (_req, res) => {
            res.status(429).json({
              error: 'Too many questions in a short time. Please wait a minute and try again.',
            } satisfies ChatErrorResponse);
          },
        })
      : (_req: Request, _res: Response, next: NextFunction) => next();

  app.post('/chat', limiter, express.json({ limit: '16kb' }), chatHandler(deps.answerer, deps.logger));
  app.get('/chat/suggestions', suggestionsHandler(deps.suggestions));
  app.post('/chat/feedback', limiter, express.json({ limit: '1kb' }), feedbackHandler(deps.feedback));

  app.use((_req, res) => {
    res.status(404).json({
      error: 'Not found. The chat service answers POST /chat, GET /chat/suggestions, POST /chat/feedback and GET /health.',
    } satisfies ChatErrorResponse);
  });
  // Express recognises an error handler by its four parameters.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = errorStatus(error);
    if (status === 500) deps.logger.error({ err: error }, 'unhandled error');
    res.status(status).json({ error: ERROR_TEXT[status] ?? 'Internal error.' } satisfies ChatErrorResponse);
  });
  return app;
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const service = await startService(settings, logger);
  const app = createApp({
    // Sources are checked against the site's live route list before they are sent.
    answerer: withLiveSources(service.conversation, liveRoutesIn(settings.livePagesDir, logger)),
    suggestions: (page) => service.starters.forPage(page),
    feedback: (answerId, helpful) => service.conversation.feedback(answerId, helpful),
    health: service.health,
    rateLimit: settings.rateLimit,
    logger,
    requestLogging: logger.isLevelEnabled('info'),
  });
  const server = app.listen(settings.port, () => {
    logger.info({ port: settings.port, mode: service.retriever.mode }, `chat service on http://localhost:${settings.port}`);
  });
  const shutdown = () => {
    server.close();
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
