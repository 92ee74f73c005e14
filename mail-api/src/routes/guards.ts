/**
 * Who may post a form. A browser always sends Origin with a POST, so a missing or foreign
 * Origin means another site's page or a script: refused. X-Requested-With cannot be set by a
 * plain HTML form, and setting it from another origin's script needs a CORS preflight that we
 * only grant to allowed origins, so multipart (a CORS "simple" request) is covered too.
 */
import type { NextFunction, Request, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@site/contracts/api';
import { failureMessages } from '@site/contracts/forms/messages';
import { fail } from './respond.ts';

const ALLOWED_HEADERS = ['Content-Type', REQUESTED_WITH_HEADER, IDEMPOTENCY_KEY_HEADER].join(', ');

function originOf(req: Request): string | undefined {
  const origin = req.get('origin');
  if (!origin || origin === 'null') return undefined;
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * CORS for allowed origins only, for a page served from another port in development. In
 * production the site and the API share an origin through the proxy and this stays unused.
 */
export function cors(allowed: ReadonlySet<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = originOf(req);
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'POST');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}

export function requireSameSite(allowed: ReadonlySet<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = originOf(req);
    if (!origin || !allowed.has(origin)) {
      fail(res, 403, failureMessages.forbidden);
      return;
    }
    if (req.get(REQUESTED_WITH_HEADER) !== REQUESTED_WITH_VALUE) {
      fail(res, 403, failureMessages.forbidden);
      return;
    }
    next();
  };
}
