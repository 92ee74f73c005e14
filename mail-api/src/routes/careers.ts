/**
 * POST /api/careers: multipart/form-data with the text fields and an optional resume in the
 * field `file`. The file is held in memory (at most 5 MB, and the route is rate limited),
 * checked by content, then written under a random name before the submission is committed.
 */
import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer, { MulterError } from 'multer';
import type { FormName } from '@site/contracts/api';
import { careersForm } from '@site/contracts/forms/careers';
import { validateForm } from '@site/contracts/forms/errors';
import { failureMessages } from '@site/contracts/forms/messages';
import { RESUME_FIELD, RESUME_MAX_BYTES, resumeMessages } from '@site/contracts/forms/resume';
import { valuesSchema } from '@site/contracts/forms/schema';
import { MULTIPART_FIELD_BYTES } from '../body-limits.ts';
import { sniffResume } from '../uploads/sniff.ts';
import { fail } from './respond.ts';
import type { Services } from './services.ts';
import { badKey, isSpam, readIdempotencyKey, store } from './submit.ts';

/** The text fields; the resume is checked by its content below. */
const careersSchema = valuesSchema(careersForm);

const upload = multer({
  storage: multer.memoryStorage(),
  // Browsers send a file name as raw UTF-8; busboy's default (latin1) would turn 'Müller' into 'MÃ¼ller'.
  defParamCharset: 'utf8',
  limits: {
    fileSize: RESUME_MAX_BYTES,
    files: 1,
    fields: 20,
    fieldNameSize: 100,
    // The longest field at its fullest, in a 4-byte script.
    fieldSize: MULTIPART_FIELD_BYTES,
    parts: 24,
  },
}).single(RESUME_FIELD);

/** multer's errors, each turned into an answer the visitor can act on. */
function answerUploadError(res: Response, error: unknown): void {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return fail(res, 413, resumeMessages.tooLarge, { [RESUME_FIELD]: resumeMessages.tooLarge });
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return fail(res, 400, `Attach at most one resume, in the field '${RESUME_FIELD}'.`);
      default:
        // Too many fields or parts, or a field too long: more than the form can hold.
        return fail(res, 413, failureMessages.tooLarge);
    }
  }
  // busboy's parse errors (bad boundary, truncated body): the request is malformed.
  fail(res, 400, 'The form data could not be read. Please try again.');
}

function parseMultipart(req: Request, res: Response): Promise<boolean> {
  return new Promise((resolve) => {
    upload(req, res, (error: unknown) => {
      if (error) {
        answerUploadError(res, error);
        resolve(false);
      } else resolve(true);
    });
  });
}

export function careersRoutes(services: Services, limitFor: (form: FormName) => RequestHandler): Router {
  const router = Router();
  const form = 'careers' as const;
  router.post(`/${form}`, limitFor(form), async (req: Request, res: Response) => {
    if (!req.is('multipart/form-data')) return fail(res, 415, 'Send the job application as multipart/form-data.');
    const key = readIdempotencyKey(req);
    if (!key.ok) return badKey(res);
    if (!(await parseMultipart(req, res))) return;

    // multer builds the body with a null prototype; copy it into a plain object.
    const fields: Record<string, unknown> = { ...(req.body as Record<string, unknown>) };
    if (isSpam(fields)) {
      await store(services, req, res, { form, key: key.key, payload: fields, spam: true });
      return;
    }

    const result = await validateForm(careersSchema, fields);
    const file = req.file;
    let fileError: string | undefined;
    let kind: Awaited<ReturnType<typeof sniffResume>>;
    if (file) {
      if (file.size === 0) fileError = resumeMessages.empty;
      else {
        kind = await sniffResume(file.buffer, file.originalname);
        if (!kind) fileError = resumeMessages.wrongType;
      }
    }
    if (!result.ok) {
      const errors = fileError ? { ...result.errors, [RESUME_FIELD]: fileError } : result.errors;
      return fail(res, 400, failureMessages.invalid, errors);
    }
    if (fileError) {
      return fail(res, fileError === resumeMessages.wrongType ? 415 : 400, fileError, { [RESUME_FIELD]: fileError });
    }

    let saved: string | undefined;
    try {
      if (file && kind) saved = await services.uploads.save(file.buffer, kind.extension);
    } catch (error) {
      req.log.error({ err: error }, 'could not store an uploaded resume');
      return fail(res, 503, failureMessages.unavailable);
    }
    const outcome = await store(services, req, res, {
      form,
      key: key.key,
      payload: result.value as Record<string, unknown>,
      spam: false,
      ...(file && kind && saved
        ? {
            file: { name: saved, original: file.originalname, mime: kind.mime, size: file.size },
            fileDigest: createHash('sha256').update(file.buffer).digest('hex'),
          }
        : {}),
    });
    // A repeat (or a failed commit) keeps nothing of this request on disk.
    if (saved && outcome?.kind !== 'created') services.uploads.remove(saved);
  });
  return router;
}
