import { describe, expect, it } from 'vitest';
import { careersForm } from './careers.ts';
import { contactForm } from './contact.ts';
import { demoForm } from './demo.ts';
import { emptyValues } from './descriptor.ts';
import { validateForm } from './errors.ts';
import { footerForm } from './footer.ts';
import { HONEYPOT_FIELD } from './honeypot.ts';
import { successMessages } from './messages.ts';
import { formSchema, valuesSchema } from './schema.ts';
import { contactWithCity, validValues } from '../test-support/forms.ts';

const contactSchema = valuesSchema(contactForm);
const demoSchema = valuesSchema(demoForm);
const footerSchema = valuesSchema(footerForm);
const careersSchema = valuesSchema(careersForm);
const careersFormSchema = formSchema(careersForm);
const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

const { contact: validContact, demo: validDemo, careers: validCareers } = validValues;

describe('contact form', () => {
  it('accepts a valid enquiry and trims it', async () => {
    const r = await validateForm(contactSchema, { ...validContact, name: '  Anna ' });
    expect(r).toEqual({ ok: true, value: validContact });
  });
  it('reports every failing field with its first message', async () => {
    const r = await validateForm(contactSchema, {});
    expect(r).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Email is required', phone: 'A phone number is required' },
    });
  });
  it('lname and message have no rules beyond size', async () => {
    const r = await validateForm(contactSchema, { ...validContact, lname: undefined, message: undefined });
    expect(r).toEqual({ ok: true, value: { ...validContact, lname: '', message: '' } });
  });
  it('drops unknown fields such as the honeypot', async () => {
    const r = await validateForm(contactSchema, { ...validContact, [HONEYPOT_FIELD]: '', extra: 1 });
    expect(r.ok && Object.keys(r.value).sort()).toEqual(names(contactForm.fields).sort());
  });
  it('message may span lines but not contain NUL', async () => {
    const r = await validateForm(contactSchema, { ...validContact, message: 'a\0b' });
    expect(r).toEqual({ ok: false, errors: { message: 'Message contains an invalid character' } });
  });
  it('empty values fail only on required fields', async () => {
    const r = await validateForm(contactSchema, emptyValues(contactForm));
    expect(r.ok ? [] : Object.keys(r.errors)).toEqual(['name', 'email', 'phone']);
  });
});

describe('demo form', () => {
  it('accepts a valid request', async () => {
    expect(await validateForm(demoSchema, validDemo)).toEqual({ ok: true, value: validDemo });
  });
  it('requires company, with the name, email and phone rules of the contact form', async () => {
    const r = await validateForm(demoSchema, { ...validDemo, company: ' ', name: 'Bo', phone: '12345' });
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 4 characters',
        company: 'Company name is required',
        phone: 'Phone number must have at least 10 digits',
      },
    });
  });
  it('empty values and the schema cover the fields of the descriptor, in its order', () => {
    expect(Object.keys(emptyValues(demoForm))).toEqual(names(demoForm.fields));
    expect(Object.keys(demoSchema.fields).sort()).toEqual(names(demoForm.fields).sort());
  });
});

describe('footer form', () => {
  it('requires a valid email', async () => {
    expect(await validateForm(footerSchema, { email: '' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
    expect(await validateForm(footerSchema, { email: 'x' })).toEqual({ ok: false, errors: { email: 'Email is invalid' } });
    expect(await validateForm(footerSchema, { email: ' a@example.com ' })).toEqual({ ok: true, value: { email: 'a@example.com' } });
  });
  it('has one field, empty at first', () => {
    expect(emptyValues(footerForm)).toEqual({ email: '' });
  });
});

describe('careers form', () => {
  it('accepts a valid application', async () => {
    expect(await validateForm(careersSchema, validCareers)).toEqual({ ok: true, value: validCareers });
  });
  it('requires name, email, department, position and phone', async () => {
    const r = await validateForm(careersSchema, emptyValues(careersForm));
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        department: 'Department is required',
        phone: 'A phone number is required',
        position: 'Position is required',
      },
    });
  });
  it('department is 3 to 40 characters with true messages', async () => {
    const at = async (department: string) => {
      const r = await validateForm(careersSchema, { ...validCareers, department });
      return r.ok ? undefined : r.errors.department;
    };
    expect(await at('IT')).toBe('Department must be at least 3 characters');
    expect(await at('HRM')).toBeUndefined();
    expect(await at('x'.repeat(40))).toBeUndefined();
    expect(await at('x'.repeat(41))).toBe('Department must not exceed 40 characters');
  });
  it('accepts the legacy field name dapartment and reports errors as department', async () => {
    const { department, ...rest } = validCareers;
    expect(await validateForm(careersSchema, { ...rest, dapartment: department })).toEqual({ ok: true, value: validCareers });
    expect(await validateForm(careersSchema, { ...rest, dapartment: 'IT' })).toEqual({
      ok: false,
      errors: { department: 'Department must be at least 3 characters' },
    });
  });
  it('prefers department when both names are sent', async () => {
    const r = await validateForm(careersSchema, { ...validCareers, dapartment: 'Other' });
    expect(r.ok && r.value.department).toBe('Engineering');
  });
  it('the browser schema checks the chosen resume by size and extension', async () => {
    const withFile = (file: unknown) => validateForm(careersFormSchema, { ...validCareers, file });
    expect((await withFile(undefined)).ok).toBe(true);
    expect((await withFile([])).ok).toBe(true);
    expect((await withFile([{ name: 'cv.PDF', size: 1000, type: 'application/pdf' }])).ok).toBe(true);
    expect(await withFile([{ name: 'cv.exe', size: 1000 }])).toEqual({
      ok: false,
      errors: { file: 'The resume must be a PDF, DOC or DOCX file' },
    });
    expect(await withFile({ name: 'cv.docx', size: 5 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      errors: { file: 'The resume must be 5 MB or smaller' },
    });
  });
  it('the browser schema has every field, the API schema all but the resume', () => {
    expect(Object.keys(careersFormSchema.fields).sort()).toEqual(names(careersForm.fields).sort());
    expect(Object.keys(careersSchema.fields).sort()).toEqual(
      names(careersForm.fields)
        .filter((name) => name !== 'file')
        .sort(),
    );
  });
});

describe('success messages', () => {
  it('are spelled correctly and promise a reply within 24 hours', () => {
    expect(successMessages.contact).toBe('Thank you for your enquiry! We will reply within 24 hours.');
    expect(successMessages.careers).toBe('Thank you for your application!');
  });
});

describe('a field added to a descriptor', () => {
  it('is validated by the derived schemas, with its own messages', async () => {
    const schema = valuesSchema(contactWithCity);
    expect(await validateForm(schema, validContact)).toEqual({ ok: false, errors: { city: 'City is required' } });
    expect(await validateForm(schema, { ...validContact, city: 'x'.repeat(41) })).toEqual({
      ok: false,
      errors: { city: 'City must not exceed 40 characters' },
    });
    const r = await validateForm(formSchema(contactWithCity), { ...validContact, city: ' Pune ' });
    expect(r.ok && r.value.city).toBe('Pune');
  });
  it('is empty in the default values', () => {
    expect(emptyValues(contactWithCity).city).toBe('');
  });
});
