/**
 * What a form is, as data: its fields in the order of the page, each with its label, input
 * kind, bounds and messages, help text and mail label. Free of yup, so the first-load code of
 * every page can draw a form from it; the yup schema (schema.ts), the empty values, the form
 * view in the browser and the rows of the notification mail are all derived from it, so a new
 * field is written once, in its form's descriptor.
 */
import type { FormName } from '../api.ts';
import type { ResumeInput } from './resume.ts';

/** A limit and the message shown when a value breaks it. */
export interface Bound {
  readonly value: number;
  readonly message: string;
}

/** Extra checks beyond length: a reachable e-mail address, or a phone number. */
export type TextFormat =
  { readonly kind: 'email'; readonly message: string } | { readonly kind: 'phone'; readonly characters: string; readonly minDigits: Bound };

interface FieldCommon<N extends string> {
  /** The wire name: the key of the form's values, in the browser, the API and the outbox. */
  readonly name: N;
  /** The label on the page. */
  readonly label: string;
  /** The label in the notification mail, where it differs from the page's. */
  readonly mailLabel?: string;
  /** Help text under the label. */
  readonly hint?: string;
  /** WCAG 1.3.5: personal data fields say what they hold so browsers can fill them. */
  readonly autoComplete?: string;
  readonly spellCheck?: boolean;
  /** Half-width fields sit side by side from the md breakpoint up. */
  readonly half?: boolean;
  /** Accepted from old clients and mailed, but never an input on the page. */
  readonly hidden?: boolean;
  /** The name an old client sent this field under; moved across before validation. */
  readonly formerName?: string;
}

/**
 * A text field. A `textarea` may span lines; every other input is one line, because such
 * values may end up in a mail header (subject, Reply-To display name).
 */
export interface TextFieldDescriptor<N extends string = string> extends FieldCommon<N> {
  readonly input: 'text' | 'email' | 'tel' | 'textarea';
  /** The message when the field is empty; absent for an optional field. */
  readonly required?: string;
  readonly min?: Bound;
  readonly max: Bound;
  /** The message for a character the field refuses: a line break in a one-line field, NUL in any. */
  readonly badCharacter: string;
  readonly format?: TextFormat;
}

/** A file input (the resume); its limits and messages are in resume.ts. Always optional. */
export interface FileFieldDescriptor<N extends string = string> extends FieldCommon<N> {
  readonly input: 'file';
  /** The file input's `accept` attribute. */
  readonly accept: string;
}

export type FieldDescriptor<N extends string = string> = TextFieldDescriptor<N> | FileFieldDescriptor<N>;

export interface FormDescriptor<F extends readonly FieldDescriptor[] = readonly FieldDescriptor[]> {
  readonly form: FormName;
  /** What the form is called in the notification mail's subject and first line. */
  readonly mailTitle: string;
  /** In the order of the page (hidden fields last). */
  readonly fields: F;
}

type FieldOf<D extends FormDescriptor> = D['fields'][number];

/** The values the API validates and stores: every text field, as a string. */
export type TextValues<D extends FormDescriptor> = {
  [F in FieldOf<D> as F extends FileFieldDescriptor ? never : F['name']]: string;
};

/** The values the browser's form holds: the text fields and the chosen files. */
export type FormValues<D extends FormDescriptor> = TextValues<D> & {
  [F in FieldOf<D> as F extends FileFieldDescriptor ? F['name'] : never]: ResumeInput;
};

/** Keeps the field names as literal types, so the values types above know them. */
export function defineForm<const F extends readonly FieldDescriptor[]>(descriptor: FormDescriptor<F>): FormDescriptor<F> {
  return descriptor;
}

export function isTextField(field: FieldDescriptor): field is TextFieldDescriptor {
  return field.input !== 'file';
}

/** The empty form: '' for each text field, no file chosen. */
export function emptyValues<D extends FormDescriptor>(descriptor: D): FormValues<D> {
  const values: Record<string, string | undefined> = {};
  for (const field of descriptor.fields) values[field.name] = isTextField(field) ? '' : undefined;
  return values as FormValues<D>;
}

/** Moves a field sent under its former name to its name, unless both were sent. */
export function normaliseInput(descriptor: FormDescriptor, input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  let record = input as Record<string, unknown>;
  for (const { name, formerName } of descriptor.fields) {
    if (formerName === undefined || record[name] != null || record[formerName] == null) continue;
    const { [formerName]: value, ...rest } = record;
    record = { ...rest, [name]: value };
  }
  return record;
}

/** A field name as the current form knows it (an old client's name mapped to the new one). */
export function currentFieldName(descriptor: FormDescriptor, name: string): string {
  return descriptor.fields.find((field) => field.formerName === name)?.name ?? name;
}
