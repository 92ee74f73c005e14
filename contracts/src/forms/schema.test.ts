import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { emailField, firstNameField, messages, phoneField } from './fields.ts';
import { validateForm } from './errors.ts';
import { countDigits, textRule } from './schema.ts';

const firstName = () => textRule(firstNameField);
const email = () => textRule(emailField);
const phone = () => textRule(phoneField);

const check = async (field: ReturnType<typeof textRule>, value: unknown) => {
  const r = await validateForm(object({ f: field }), { f: value });
  return r.ok ? undefined : r.errors.f;
};

describe('name', () => {
  it('is required', async () => {
    expect(await check(firstName(), '')).toBe(messages.nameRequired);
    expect(await check(firstName(), undefined)).toBe(messages.nameRequired);
    expect(await check(firstName(), '   ')).toBe(messages.nameRequired);
  });
  it('needs at least 4 characters, counted after trimming', async () => {
    expect(messages.nameMin).toBe('Name must be at least 4 characters');
    expect(await check(firstName(), 'Ann')).toBe(messages.nameMin);
    expect(await check(firstName(), '  Ann  ')).toBe(messages.nameMin);
    expect(await check(firstName(), 'Anna')).toBeUndefined();
  });
  it('accepts unicode names', async () => {
    expect(await check(firstName(), 'Zoë Ørsted-Łukasz')).toBeUndefined();
    expect(await check(firstName(), 'श्रीनिवास')).toBeUndefined();
  });
  it('refuses line breaks and NUL (header injection)', async () => {
    expect(await check(firstName(), 'Anna\r\nBcc: x@example.com')).toBe('Name must be on one line');
    expect(await check(firstName(), 'Anna\nB')).toBe('Name must be on one line');
    expect(await check(firstName(), 'Anna\0B')).toBe('Name must be on one line');
  });
  it('has an upper bound', async () => {
    expect(await check(firstName(), 'a'.repeat(101))).toBe('Name must not exceed 100 characters');
  });
});

describe('email', () => {
  it('is required', async () => {
    expect(await check(email(), '')).toBe('Email is required');
  });
  it('must be a valid address', async () => {
    expect(await check(email(), 'not-an-address')).toBe('Email is invalid');
    expect(await check(email(), 'a@b')).toBe('Email is invalid');
    expect(await check(email(), 'anna@example.com')).toBeUndefined();
  });
  it('refuses a header injection attempt', async () => {
    expect(await check(email(), 'anna@example.com\r\nBcc: victim@example.com')).toBeDefined();
  });
});

describe('phone', () => {
  it('is required', async () => {
    expect(await check(phone(), '')).toBe('A phone number is required');
  });
  it('needs at least 10 digits, ignoring + spaces dashes and parentheses', async () => {
    expect(messages.phoneMinDigits).toBe('Phone number must have at least 10 digits');
    expect(await check(phone(), '123456789')).toBe(messages.phoneMinDigits);
    expect(await check(phone(), '+1 (23) 456-78')).toBe(messages.phoneMinDigits);
    expect(await check(phone(), '1234567890')).toBeUndefined();
    expect(await check(phone(), '+91 (20) 1234-5678')).toBeUndefined();
  });
  it('refuses letters and other characters', async () => {
    expect(await check(phone(), '12345abcde67890')).toBe(messages.phoneCharacters);
    expect(await check(phone(), '1234567890; drop')).toBe(messages.phoneCharacters);
  });
  it('accepts a number from an old client that typed the field as a number', async () => {
    const r = await validateForm(object({ f: phone() }), { f: 9876543210 });
    expect(r).toEqual({ ok: true, value: { f: '9876543210' } });
  });
  it('countDigits counts only digits', () => {
    expect(countDigits('+44 (0) 20-7946 0958')).toBe(13);
  });
});
