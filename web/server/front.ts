/**
 * The small Node front used by `npm start` where nginx is not installed: serves the
 * pre-rendered build with the same rules as nginx (canonical redirects, 404 page with status
 * 404, gzip, caching) and proxies /api/ to the mail API and /chat to the chat service.
 * Like nginx, it serves the live pages folder ahead of the build (see nginx-snippets.ts).
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { LIVE_ACTIVE_MARKER } from '../scripts/nginx-snippets';
import { resolvePath } from './routing';
import { securityHeaders } from './security-headers';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from './speculation-rules';

export interface FrontOptions {
  clientDir: string;
  /** Pages the live renderer re-rendered after knowledge edits (absent: the build alone). */
  liveDir?: string;
  mailApiUrl?: string;
  chatUrl?: string;
}

const HTML_CACHE = 'no-cache';
/** Like nginx's client_max_body_size: the 5 MB resume plus room for the other fields. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

type Area = 'api' | 'chat';

/**
 * What the front itself answers when it cannot pass a request on, in the shape the form
 * ({sent:false,message}) or the chat widget ({error}) reads; the same texts as nginx's.
 */
export const frontErrors: Record<Area, Record<413 | 502 | 503 | 504, string>> = {
  api: {
    413: 'What you sent is too large. Please shorten it and try again.',
    502: 'We could not save your submission: the service is restarting. Please try again in a minute or contact us by phone or e-mail.',
    503: 'We could not save your submission: the service is unavailable. Please try again in a few minutes or contact us by phone or e-mail.',
    504: 'We could not save your submission: the service did not answer in time. Please try again in a few minutes or contact us by phone or e-mail.',
  },
  chat: {
    413: 'The question is too long. Please shorten it and try again.',
    502: 'The assistant is restarting. Please try again in a minute.',
    503: 'The assistant is unavailable. Please try again in a minute.',
    504: 'The assistant took too long to answer. Please try again.',
  },
};

function sendError(res: ServerResponse | Socket, area: Area, status: 413 | 502 | 503 | 504, extra: Record<string, unknown> = {}): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = frontErrors[area][status];
  const body = area === 'api' ? { sent: false, message, ...extra } : { error: message };
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** A proxy failure: the service is down or restarting (502), or did not answer in time (504). */
function proxyError(area: Area) {
  return (error: Error, _req: IncomingMessage, res: ServerResponse | Socket) => {
    const code = (error as NodeJS.ErrnoException).code;
    sendError(res, area, code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' ? 504 : 502);
  };
}
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The same choices as nginx's routes.conf: live folder first; for knowledge paths, once active, the live folder alone. */
function liveFiles(clientDir: string, liveDir: string | undefined) {
  const existing = (file: string) => (fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined);
  const active = () => liveDir !== undefined && fs.existsSync(path.join(liveDir, LIVE_ACTIVE_MARKER));
  return {
    liveFirst: (rel: string) => (liveDir ? existing(path.join(liveDir, rel)) : undefined) ?? existing(path.join(clientDir, rel)),
    knowledge: (rel: string) => existing(path.join(active() ? liveDir! : clientDir, rel)),
  };
}

export function createFront({ clientDir, liveDir, mailApiUrl, chatUrl }: FrontOptions): Express {
  if (!fs.existsSync(path.join(clientDir, '404.html'))) throw new Error(`No build in ${clientDir}: run \`npm run build\` first`);
  const files = liveFiles(clientDir, liveDir);
  const notFoundHtml = () => files.liveFirst('404.html')!;
  const speculationRulesFile = path.join(clientDir, SPECULATION_RULES_PATH.slice(1));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    next();
  });

  const unavailable = (area: Area) => (_req: unknown, res: Response) => sendError(res, area, 503);
  // Bodies over the limit are refused before they reach a service, as nginx does.
  const limitBody = (area: Area) => (req: IncomingMessage, res: Response, next: () => void) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length <= MAX_BODY_BYTES) return next();
    // Read the body before answering, so the client, still sending, gets the answer instead of
    // a broken pipe; give up on bodies far beyond any form's.
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > 8 * MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => {
      res.setHeader('Connection', 'close');
      sendError(res, area, 413, req.url?.startsWith('/careers') ? { errors: { file: 'The resume must be 5 MB or smaller' } } : {});
    });
  };
  // Proxies first and without body parsing, so uploads stream straight through.
  app.use(
    '/api',
    limitBody('api'),
    mailApiUrl
      ? createProxyMiddleware({
          target: mailApiUrl,
          changeOrigin: false,
          pathRewrite: (p) => `/api${p}`,
          proxyTimeout: 30_000,
          on: { error: proxyError('api') },
        })
      : unavailable('api'),
  );
  app.use(
    '/chat',
    limitBody('chat'),
    chatUrl
      ? createProxyMiddleware({
          target: chatUrl,
          changeOrigin: false,
          pathRewrite: (p) => (p === '/health' ? '/health' : `/chat${p === '/' ? '' : p}`),
          proxyTimeout: 120_000,
          on: { error: proxyError('chat') },
        })
      : unavailable('chat'),
  );

  app.use(compression());
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const resolution = resolvePath(req.path);
    const query = req.originalUrl.slice(req.path.length);
    if (resolution.kind === 'redirect') return res.redirect(301, resolution.location + query);
    const file =
      resolution.kind === 'page'
        ? files.liveFirst(resolution.file)
        : resolution.kind === 'knowledge' || resolution.kind === 'knowledge-variant'
          ? files.knowledge(resolution.file)
          : undefined;
    if (resolution.kind === 'knowledge-variant' && file) return res.redirect(301, resolution.location + query);
    if (resolution.kind === 'page' || resolution.kind === 'knowledge') {
      if (!file) return next();
      res.setHeader('Cache-Control', HTML_CACHE);
      return res.sendFile(file);
    }
    if (path.posix.normalize(req.path) === '/sitemap.xml') {
      const sitemap = files.liveFirst('sitemap.xml');
      res.setHeader('Cache-Control', HTML_CACHE);
      if (!sitemap) return res.status(404).sendFile(notFoundHtml());
      return res.sendFile(sitemap);
    }
    next();
  });
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? ASSET_CACHE : HTML_CACHE);
        // Browsers use speculation rules only when they come with their own media type.
        if (file === speculationRulesFile) res.setHeader('Content-Type', SPECULATION_RULES_TYPE);
      },
    }),
  );
  app.use((_req, res) => {
    res.status(404).setHeader('Cache-Control', HTML_CACHE);
    res.sendFile(notFoundHtml());
  });
  return app;
}
