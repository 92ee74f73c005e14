/**
 * Field rules shared by the four form schemas. Each rule lives here once so the browser and
 * the mail API give the same message for the same mistake (how a form field travels from
 * here to the mail: docs/architecture.md).
 */
import { string } from 'yup';

/** The company's minimum lengths for names, phone numbers and departments. */
export const NAME_MIN = 4;
export const PHONE_MIN_DIGITS = 10;
export const DEPARTMENT_MIN = 3;
export const DEPARTMENT_MAX = 40;

/**
 * Upper bounds chosen here, not by the company. They keep a single submission to a sane size (the API's
 * JSON body limit is derived from them) and are generous for any real visitor.
 */
export const SHORT_TEXT_MAX = 100;
export const EMAIL_MAX = 254; // RFC 5321 path limit
export const PHONE_MAX = 30;
export const LONG_TEXT_MAX = 5000;

export const messages = {
  nameRequired: 'Name is required',
  nameMin: `Name must be at least ${NAME_MIN} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'A phone number is required',
  phoneMinDigits: `Phone number must have at least ${PHONE_MIN_DIGITS} digits`,
  phoneCharacters: 'Phone number may contain only digits, spaces, +, - and parentheses',
  companyRequired: 'Company name is required',
  departmentRequired: 'Department is required',
  departmentMin: `Department must be at least ${DEPARTMENT_MIN} characters`,
  departmentMax: `Department must not exceed ${DEPARTMENT_MAX} characters`,
  positionRequired: 'Position is required',
} as const;

/** CR, LF and NUL let a value break out of a mail header (header injection). */
const HEADER_BREAKERS = /[\r\n\0]/;
/** NUL is never legitimate text, even in a multi-line field. */
const NUL = /\0/;

export function tooLong(label: string, max: number): string {
  return `${label} must not exceed ${max} characters`;
}

/**
 * A one-line text field. Such values may end up in a mail header (subject, Reply-To display
 * name), so line breaks and NUL are refused here, before anything is stored.
 */
export function singleLine(label: string, max = SHORT_TEXT_MAX) {
  return string()
    .trim()
    .max(max, tooLong(label, max))
    .test('single-line', `${label} must be on one line`, (v) => v == null || !HEADER_BREAKERS.test(v));
}

/** A free-text field (the visitor's message): line breaks allowed, NUL refused. */
export function multiLine(label: string, max = LONG_TEXT_MAX) {
  return string()
    .trim()
    .max(max, tooLong(label, max))
    .test('no-nul', `${label} contains an invalid character`, (v) => v == null || !NUL.test(v));
}

/** Optional one-line field: absent or null becomes '' so the inferred type is a plain string. */
export function optionalLine(label: string, max = SHORT_TEXT_MAX) {
  return singleLine(label, max).default('').transform((v: unknown) => (v == null ? '' : v));
}

export function optionalText(label: string, max = LONG_TEXT_MAX) {
  return multiLine(label, max).default('').transform((v: unknown) => (v == null ? '' : v));
}

export function firstName() {
  return singleLine('Name').required(messages.nameRequired).min(NAME_MIN, messages.nameMin);
}

/**
 * yup's email rule follows the HTML input, which accepts 'a@b'. The address becomes the
 * Reply-To of a real mail, so the domain must also have a dot (a reachable, public domain).
 */
export function email() {
  return singleLine('Email', EMAIL_MAX)
    .required(messages.emailRequired)
    .email(messages.emailInvalid)
    .test('public-domain', messages.emailInvalid, (v) => v == null || v === '' || /@[^@]+\.[^@.]+$/.test(v));
}

/** Counts digits only, so '+91 (20) 1234-5678' counts 12. */
export function countDigits(value: string): number {
  let n = 0;
  for (const ch of value) if (ch >= '0' && ch <= '9') n += 1;
  return n;
}

const PHONE_CHARACTERS = /^[0-9+\-() ]*$/;

/**
 * The old site typed the phone as a number; we keep it a string so '+', spaces and leading
 * zeros survive. A number sent by an old client is cast to its string form by yup.
 */
export function phone() {
  return singleLine('Phone number', PHONE_MAX)
    .required(messages.phoneRequired)
    .matches(PHONE_CHARACTERS, { message: messages.phoneCharacters, excludeEmptyString: true })
    .test('phone-digits', messages.phoneMinDigits, (v) => v == null || v === '' || countDigits(v) >= PHONE_MIN_DIGITS);
}
