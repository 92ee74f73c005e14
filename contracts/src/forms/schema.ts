/**
 * The yup schema of a form, derived from its descriptor (descriptor.ts): what both the browser
 * (through react-hook-form's resolver, loaded after hydration) and the mail API validate with,
 * so the same mistake gets the same message on both sides.
 */
import { type AnyObject, type Flags, type ObjectSchema, type StringSchema, mixed, object, string } from 'yup';
import type { FieldDescriptor, FormDescriptor, FormValues, TextFieldDescriptor, TextValues } from './descriptor.ts';
import { isTextField, normaliseInput } from './descriptor.ts';
import { type ResumeFileLike, type ResumeInput, checkResumeFile } from './resume.ts';

/** CR, LF and NUL let a value break out of a mail header (header injection). */
const HEADER_BREAKERS = /[\r\n\0]/;
/** NUL is never legitimate text, even in a multi-line field. */
const NUL = /\0/;
/** yup's email rule follows the HTML input, which accepts 'a@b': the domain must have a dot too. */
const PUBLIC_DOMAIN = /@[^@]+\.[^@.]+$/;
const PHONE_CHARACTERS = /^[0-9+\-() ]*$/;

/** Counts digits only, so '+91 (20) 1234-5678' counts 12. */
export function countDigits(value: string): number {
  let n = 0;
  for (const ch of value) if (ch >= '0' && ch <= '9') n += 1;
  return n;
}

/**
 * One text field's rule. The order of the checks is the order of the messages: the first that
 * fails is the one shown under the field.
 */
export function textRule(field: TextFieldDescriptor) {
  const refused = field.input === 'textarea' ? NUL : HEADER_BREAKERS;
  let rule: StringSchema<string | undefined, AnyObject, unknown, Flags> = string()
    .trim()
    .max(field.max.value, field.max.message)
    .test('characters', field.badCharacter, (v) => v == null || !refused.test(v));
  // An optional field that is absent or null becomes '', so its value is a plain string.
  rule = field.required ? rule.required(field.required) : rule.default('').transform((v: unknown) => (v == null ? '' : v));
  if (field.min) rule = rule.min(field.min.value, field.min.message);
  const format = field.format;
  if (format?.kind === 'email') {
    rule = rule.email(format.message).test('public-domain', format.message, (v) => v == null || v === '' || PUBLIC_DOMAIN.test(v));
  } else if (format?.kind === 'phone') {
    rule = rule
      .matches(PHONE_CHARACTERS, { message: format.characters, excludeEmptyString: true })
      .test('phone-digits', format.minDigits.message, (v) => v == null || v === '' || countDigits(v) >= format.minDigits.value);
  }
  return rule;
}

function firstFile(input: ResumeInput): ResumeFileLike | undefined {
  if (input == null) return undefined;
  if ('name' in input && typeof input.name === 'string') return input as ResumeFileLike;
  return (input as ArrayLike<ResumeFileLike>)[0];
}

/** The resume, checked in the browser before upload (size, extension); an empty input passes. */
const resumeRule = mixed<ResumeFileLike | ArrayLike<ResumeFileLike>>()
  .nullable()
  .optional()
  .test('resume', function (input) {
    const file = firstFile(input);
    const problem = file ? checkResumeFile(file) : undefined;
    return problem ? this.createError({ message: problem }) : true;
  });

function schemaOf(descriptor: FormDescriptor, fields: readonly FieldDescriptor[]) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, isTextField(field) ? textRule(field) : resumeRule]));
  return object(shape).transform((value: unknown) => normaliseInput(descriptor, value));
}

/**
 * What the API validates: the text fields (a file is checked by its content there). The cast
 * names the values type the descriptor promises; yup builds exactly that shape above.
 */
export function valuesSchema<D extends FormDescriptor>(descriptor: D): ObjectSchema<TextValues<D>> {
  return schemaOf(descriptor, descriptor.fields.filter(isTextField)) as unknown as ObjectSchema<TextValues<D>>;
}

/** What the browser validates: the text fields and the chosen files. */
export function formSchema<D extends FormDescriptor>(descriptor: D): ObjectSchema<FormValues<D>> {
  return schemaOf(descriptor, descriptor.fields) as unknown as ObjectSchema<FormValues<D>>;
}
