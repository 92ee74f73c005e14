/** POST /api/contact, /api/demo, /api/footer: JSON bodies. */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { AnyObjectSchema } from 'yup';
import type { FormName } from '@site/contracts/api';
import { validateForm } from '@site/contracts/forms/errors';
import { formDescriptors } from '@site/contracts/forms/forms';
import { failureMessages } from '@site/contracts/forms/messages';
import { valuesSchema } from '@site/contracts/forms/schema';
import { fail } from './respond.ts';
import type { Services } from './services.ts';
import { badKey, isSpam, readIdempotencyKey, store } from './submit.ts';

const jsonForms = {
  contact: valuesSchema(formDescriptors.contact),
  demo: valuesSchema(formDescriptors.demo),
  footer: valuesSchema(formDescriptors.footer),
} satisfies Partial<Record<FormName, AnyObjectSchema>>;

/** express.json() lets other content types through with no body; refuse them plainly. */
function requireJson(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('application/json')) {
    fail(res, 415, 'Send this form as application/json.');
    return;
  }
  next();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonFormRoutes(services: Services, limitFor: (form: FormName) => express.RequestHandler): Router {
  const router = Router();
  const parseJson = express.json({ limit: services.settings.jsonLimitBytes, strict: true });
  for (const [form, schema] of Object.entries(jsonForms) as [keyof typeof jsonForms, AnyObjectSchema][]) {
    router.post(`/${form}`, limitFor(form), requireJson, parseJson, async (req: Request, res: Response) => {
      const key = readIdempotencyKey(req);
      if (!key.ok) return badKey(res);
      const body: unknown = req.body;
      if (!isRecord(body)) return fail(res, 400, 'Send the form fields as a JSON object.');
      if (isSpam(body)) {
        await store(services, req, res, { form, key: key.key, payload: body, spam: true });
        return;
      }
      const result = await validateForm(schema, body);
      if (!result.ok) return fail(res, 400, failureMessages.invalid, result.errors);
      await store(services, req, res, { form, key: key.key, payload: result.value as Record<string, unknown>, spam: false });
    });
  }
  return router;
}
