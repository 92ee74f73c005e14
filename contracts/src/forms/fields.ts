/**
 * The bounds, messages and field descriptions the four forms share. Each lives here once, so
 * the browser and the mail API give the same message for the same mistake (how a form field
 * travels from here to the mail: docs/architecture.md). Free of yup: schema.ts turns these
 * descriptions into rules.
 */
import type { Bound, TextFieldDescriptor } from './descriptor.ts';

/** The company's minimum lengths for names, phone numbers and departments. */
export const NAME_MIN = 4;
export const PHONE_MIN_DIGITS = 10;
export const DEPARTMENT_MIN = 3;
export const DEPARTMENT_MAX = 40;

/**
 * Upper bounds chosen here, not by the company. They keep a single submission to a sane size (the
 * API's body limits are derived from them: mail-api/src/body-limits.ts) and are generous for any
 * real visitor.
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

/** The upper bound of a field that messages call `noun`. */
export function upTo(noun: string, max: number): Bound {
  return { value: max, message: `${noun} must not exceed ${max} characters` };
}

/** The message for a line break (or NUL) in a one-line field. */
export function oneLine(noun: string): string {
  return `${noun} must be on one line`;
}

/** The message for NUL in a multi-line field. */
function invalidCharacter(noun: string): string {
  return `${noun} contains an invalid character`;
}

export const firstNameField = {
  name: 'name',
  label: 'First name',
  input: 'text',
  autoComplete: 'given-name',
  spellCheck: false,
  half: true,
  required: messages.nameRequired,
  min: { value: NAME_MIN, message: messages.nameMin },
  max: upTo('Name', SHORT_TEXT_MAX),
  badCharacter: oneLine('Name'),
} as const satisfies TextFieldDescriptor;

export const lastNameField = {
  name: 'lname',
  label: 'Last name',
  input: 'text',
  autoComplete: 'family-name',
  spellCheck: false,
  half: true,
  max: upTo('Last name', SHORT_TEXT_MAX),
  badCharacter: oneLine('Last name'),
} as const satisfies TextFieldDescriptor;

/**
 * The address becomes the Reply-To of a real mail, so besides the HTML input's rule (which
 * accepts 'a@b') its domain must have a dot: a reachable, public domain.
 */
export const emailField = {
  name: 'email',
  label: 'Email address',
  mailLabel: 'Email',
  input: 'email',
  autoComplete: 'email',
  spellCheck: false,
  required: messages.emailRequired,
  max: upTo('Email', EMAIL_MAX),
  badCharacter: oneLine('Email'),
  format: { kind: 'email', message: messages.emailInvalid },
} as const satisfies TextFieldDescriptor;

/**
 * The old site typed the phone as a number; it is a string so '+', spaces and leading zeros
 * survive (a number sent by an old client is cast to its string form).
 */
export const phoneField = {
  name: 'phone',
  label: 'Phone number',
  mailLabel: 'Phone',
  input: 'tel',
  autoComplete: 'tel',
  hint: `At least ${PHONE_MIN_DIGITS} digits, for example +91 20 1234 5678`,
  required: messages.phoneRequired,
  max: upTo('Phone number', PHONE_MAX),
  badCharacter: oneLine('Phone number'),
  format: {
    kind: 'phone',
    characters: messages.phoneCharacters,
    minDigits: { value: PHONE_MIN_DIGITS, message: messages.phoneMinDigits },
  },
} as const satisfies TextFieldDescriptor;

/** The visitor's free text: line breaks allowed. */
export const messageField = {
  name: 'message',
  label: 'Message',
  input: 'textarea',
  max: upTo('Message', LONG_TEXT_MAX),
  badCharacter: invalidCharacter('Message'),
} as const satisfies TextFieldDescriptor;
