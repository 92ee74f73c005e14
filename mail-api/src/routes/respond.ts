/** Every answer a form gets has the FormResponse shape of the contract. */
import type { Response } from 'express';
import type { FormResponse } from '@site/contracts/api';

export function reply(res: Response, status: number, body: FormResponse): void {
  res.status(status).json(body);
}

export function fail(res: Response, status: number, message: string, errors?: Record<string, string>): void {
  reply(res, status, errors ? { sent: false, message, errors } : { sent: false, message });
}
