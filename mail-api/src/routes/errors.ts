/**
 * The last handlers: unknown paths, and errors thrown on the way (body parsing mostly).
 * Bad input always gets a 4xx with a message; only a fault of ours is a 500.
 */
import type { NextFunction, Request, Response } from 'express';
import { failureMessages } from '@site/contracts/forms/messages';
import { fail } from './respond.ts';

interface HttpishError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

export function notFound(_req: Request, res: Response): void {
  fail(res, 404, 'Not found.');
}

export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const e: HttpishError = typeof error === 'object' && error !== null ? (error as HttpishError) : {};
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (res.headersSent) return;
  switch (e.type) {
    case 'entity.parse.failed':
      return fail(res, 400, 'The form data is not valid JSON.');
    case 'entity.too.large':
      return fail(res, 413, failureMessages.tooLarge);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return fail(res, 415, failureMessages.unsupported);
  }
  if (status >= 400 && status < 500) return fail(res, status, failureMessages.unsupported);
  req.log.error({ err: error }, 'unexpected error');
  fail(res, 500, failureMessages.unavailable);
}
