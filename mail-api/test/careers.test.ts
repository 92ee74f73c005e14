/** POST /api/careers: multipart, resume checked by content and extension, stored under a random name. */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@site/contracts/forms/resume';
import { successMessages } from '@site/contracts/forms/messages';
import { validValues } from '@site/contracts/test-support/forms';
import { createApp, type MailApi } from '../src/server.ts';
import { FORM_HEADERS, samples, testSettings } from './helpers.ts';

const fields = validValues.careers;

let api: MailApi;
afterEach(async () => {
  await api?.close();
});

function apply(file?: { bytes: Buffer; name: string }, extra: Record<string, string> = {}, headers: Record<string, string> = FORM_HEADERS) {
  api ??= createApp(testSettings());
  let req = request(api.app).post('/api/careers').set(headers);
  for (const [k, v] of Object.entries({ ...fields, ...extra })) req = req.field(k, v);
  if (file) req = req.attach('file', file.bytes, file.name);
  return req;
}

function fresh() {
  api = createApp(testSettings());
}

const uploadsOf = () => fs.readdirSync(path.join(api.services.settings.dataDir, 'uploads'));

describe('POST /api/careers', () => {
  it.each([
    ['cv.pdf', samples.pdf(), 'application/pdf'],
    ['CV.DOC', samples.doc(), 'application/msword'],
    ['cv.docx', samples.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts a real %s and stores it under a random name', async (name, bytes, mime) => {
    fresh();
    const res = await apply({ bytes, name }).expect(200);
    expect(res.body).toEqual({ sent: true, message: successMessages.careers });
    const stored = uploadsOf();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.(pdf|doc|docx)$/);
    expect(fs.readFileSync(path.join(api.services.settings.dataDir, 'uploads', stored[0]!))).toEqual(bytes);
    const sub = api.services.outbox.getSubmission(api.services.outbox.list(1)[0]!.id)!;
    expect(sub.file).toMatchObject({ original: name, mime, size: bytes.length });
  });

  it('accepts an application without a resume (SPEC gives the resume no rule)', async () => {
    fresh();
    await apply().expect(200);
    expect(uploadsOf()).toEqual([]);
  });

  it('accepts the legacy field name dapartment', async () => {
    fresh();
    const { department, ...rest } = fields;
    let req = request(api.app).post('/api/careers').set(FORM_HEADERS);
    for (const [k, v] of Object.entries({ ...rest, dapartment: department })) req = req.field(k, v);
    await req.expect(200);
    expect(api.services.outbox.getSubmission(api.services.outbox.list(1)[0]!.id)!.payload.department).toBe('Engineering');
  });

  it.each([
    [{ name: 'Bob' }, { name: 'Name must be at least 4 characters' }],
    [{ email: 'x' }, { email: 'Email is invalid' }],
    [{ department: '' }, { department: 'Department is required' }],
    [{ department: 'IT' }, { department: 'Department must be at least 3 characters' }],
    [{ department: 'D'.repeat(41) }, { department: 'Department must not exceed 40 characters' }],
    [{ position: '' }, { position: 'Position is required' }],
    [{ phone: '123' }, { phone: 'Phone number must have at least 10 digits' }],
  ])('answers 400 for %j', async (change, errors) => {
    fresh();
    const res = await apply(undefined, change).expect(400);
    expect(res.body.errors).toEqual(errors);
  });

  it.each([
    ['an executable named .pdf', samples.exe(), 'cv.pdf'],
    ['a zip named .pdf', samples.plainZip(), 'cv.pdf'],
    ['a plain zip named .docx', samples.plainZip(), 'cv.docx'],
    ['an Excel workbook named .doc', samples.xls(), 'cv.doc'],
    ['a real PDF named .docx', samples.pdf(), 'cv.docx'],
    ['a real PDF named .exe', samples.pdf(), 'cv.exe'],
    ['a real PDF with no extension', samples.pdf(), 'cv'],
  ])('answers 415 for %s and keeps nothing', async (_what, bytes, name) => {
    fresh();
    const res = await apply({ bytes, name }).expect(415);
    expect(res.body).toEqual({
      sent: false,
      message: 'The resume must be a PDF, DOC or DOCX file',
      errors: { file: 'The resume must be a PDF, DOC or DOCX file' },
    });
    expect(uploadsOf()).toEqual([]);
    expect(api.services.outbox.countSubmissions()).toBe(0);
  });

  it('reports field errors and the file error together', async () => {
    fresh();
    const res = await apply({ bytes: samples.exe(), name: 'cv.pdf' }, { name: '' }).expect(400);
    expect(res.body.errors).toEqual({ name: 'Name is required', file: 'The resume must be a PDF, DOC or DOCX file' });
  });

  it('answers 413 for a resume over 5 MB', async () => {
    fresh();
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(RESUME_MAX_BYTES)]);
    const res = await apply({ bytes: big, name: 'cv.pdf' }).expect(413);
    expect(res.body).toEqual({
      sent: false,
      message: 'The resume must be 5 MB or smaller',
      errors: { file: 'The resume must be 5 MB or smaller' },
    });
    expect(uploadsOf()).toEqual([]);
  });

  it('accepts a resume of exactly 5 MB', async () => {
    fresh();
    const pdf = samples.pdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES - pdf.length, 0x20)]);
    await apply({ bytes: exact, name: 'cv.pdf' }).expect(200);
  });

  it('answers 400 for an empty file and for a file in another field', async () => {
    fresh();
    expect((await apply({ bytes: Buffer.alloc(0), name: 'cv.pdf' }).expect(400)).body.errors).toEqual({ file: 'The resume file is empty' });
    let req = request(api.app).post('/api/careers').set(FORM_HEADERS);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    await req.attach('resume', samples.pdf(), 'cv.pdf').expect(400);
  });

  it('answers 400 (not 500) to a truncated multipart body', async () => {
    fresh();
    await request(api.app)
      .post('/api/careers')
      .set(FORM_HEADERS)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna')
      .expect(400);
  });

  it('answers 415 to JSON', async () => {
    fresh();
    await request(api.app).post('/api/careers').set(FORM_HEADERS).send(fields).expect(415);
  });

  it('requires the Origin and X-Requested-With headers (multipart is a CORS simple request)', async () => {
    fresh();
    await apply({ bytes: samples.pdf(), name: 'cv.pdf' }, {}, { Origin: FORM_HEADERS.Origin }).expect(403);
    await apply(
      { bytes: samples.pdf(), name: 'cv.pdf' },
      {},
      { 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://evil.example' },
    ).expect(403);
    expect(uploadsOf()).toEqual([]);
  });

  it('never uses the visitor file name as a path', async () => {
    fresh();
    await apply({ bytes: samples.pdf(), name: '../../../../tmp/evil.pdf' }).expect(200);
    expect(uploadsOf()[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(fs.existsSync('/tmp/evil.pdf')).toBe(false);
  });

  it('stores a double submit once and keeps one file', async () => {
    fresh();
    const headers = { ...FORM_HEADERS, 'Idempotency-Key': 'careers-1' };
    await apply({ bytes: samples.pdf(), name: 'cv.pdf' }, {}, headers).expect(200);
    await apply({ bytes: samples.pdf(), name: 'cv.pdf' }, {}, headers).expect(200);
    expect(api.services.outbox.countSubmissions()).toBe(1);
    expect(uploadsOf()).toHaveLength(1);
  });

  it('honeypot: normal success, stored as spam, file not kept', async () => {
    fresh();
    const res = await apply({ bytes: samples.pdf(), name: 'cv.pdf' }, { website: 'bot' }).expect(200);
    expect(res.body.message).toBe(successMessages.careers);
    expect(api.services.outbox.list(1)[0]!.state).toBe('spam');
    expect(uploadsOf()).toEqual([]);
  });
});
