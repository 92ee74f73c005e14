/**
 * The small Node front used by `npm start` where nginx is not installed: serves the
 * pre-rendered build with the same rules as nginx (canonical redirects, 404 page with status
 * 404, gzip, caching) and proxies /api/ to the mail API and /chat to the chat service.
 */
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { resolvePath } from './routing';
import { securityHeaders } from './security-headers';

export interface FrontOptions {
  clientDir: string;
  mailApiUrl?: string;
  chatUrl?: string;
}

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

export function createFront({ clientDir, mailApiUrl, chatUrl }: FrontOptions): Express {
  const notFoundHtml = path.join(clientDir, '404.html');
  if (!fs.existsSync(notFoundHtml)) throw new Error(`No build in ${clientDir}: run \`npm run build\` first`);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    next();
  });

  const unavailable = (service: string) => (_req: unknown, res: Response) =>
    res.status(503).json({ sent: false, response: '', message: `The ${service} is not running.` });
  // Proxies first and without body parsing, so uploads stream straight through.
  app.use('/api', mailApiUrl ? createProxyMiddleware({ target: mailApiUrl, changeOrigin: false, pathRewrite: (p) => `/api${p}`, proxyTimeout: 30_000 }) : unavailable('mail API'));
  app.use('/chat', chatUrl ? createProxyMiddleware({ target: chatUrl, changeOrigin: false, pathRewrite: (p) => (p === '/health' ? '/health' : `/chat${p === '/' ? '' : p}`), proxyTimeout: 120_000 }) : unavailable('chat service'));

  app.use(compression());
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const resolution = resolvePath(req.path);
    if (resolution.kind === 'redirect') {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, resolution.location + query);
    }
    if (resolution.kind === 'page') {
      res.setHeader('Cache-Control', HTML_CACHE);
      return res.sendFile(path.join(clientDir, resolution.file));
    }
    next();
  });
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? ASSET_CACHE : HTML_CACHE);
      },
    }),
  );
  app.use((_req, res) => {
    res.status(404).setHeader('Cache-Control', HTML_CACHE);
    res.sendFile(notFoundHtml);
  });
  return app;
}
