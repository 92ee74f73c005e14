/**
 * Rate limits: per IP address across all forms, and per IP address per form, both answered
 * with 429 and Retry-After. IPv6 addresses are grouped by /56, as one household or server
 * usually owns such a block.
 */
import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { FormName } from '@site/contracts/api';
import { failureMessages } from '@site/contracts/forms/messages';
import type { RateLimitSettings } from '../config.ts';
import { fail } from './respond.ts';

function clientKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? 'unknown');
}

function tooMany(_req: Request, res: Response): void {
  fail(res, 429, failureMessages.rateLimited);
}

export function createLimits(settings: RateLimitSettings) {
  const perIp = rateLimit({
    windowMs: settings.windowMs,
    limit: settings.perIp,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: clientKey,
    handler: tooMany,
  });
  // One limiter (and so one counter store) per form.
  const perForm = (_form: FormName) =>
    rateLimit({
      windowMs: settings.windowMs,
      limit: settings.perFormPerIp,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: clientKey,
      handler: tooMany,
    });
  return { perIp, perForm };
}
