/** Job application (careers page): the fields and their rules, shared by the browser and the mail API. */
import { object, type InferType } from 'yup';
import {
  DEPARTMENT_MAX,
  DEPARTMENT_MIN,
  email,
  firstName,
  messages,
  optionalLine,
  optionalText,
  phone,
  singleLine,
} from './fields.ts';
import { resumeFileSchema } from './resume-schema.ts';

/**
 * The old form sent the department as `dapartment`. The wire name is now `department`; an old
 * client's `dapartment` is moved across before validation, so errors always name `department`.
 */
export function normaliseCareersInput(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  if (record.department == null && record.dapartment != null) {
    const { dapartment, ...rest } = record;
    return { ...rest, department: dapartment };
  }
  return input;
}

const careersFields = {
  name: firstName(),
  lname: optionalLine('Last name'),
  email: email(),
  department: singleLine('Department')
    .required(messages.departmentRequired)
    .min(DEPARTMENT_MIN, messages.departmentMin)
    .max(DEPARTMENT_MAX, messages.departmentMax),
  phone: phone(),
  position: singleLine('Position').required(messages.positionRequired),
  message: optionalText('Message'),
};

/** The text fields, as the API validates them (the resume is checked by content there). */
export const careersSchema = object(careersFields).transform((value: unknown) => normaliseCareersInput(value));

export type CareersValues = InferType<typeof careersSchema>;

/** The browser's schema: the text fields plus the chosen resume (size and extension). */
export const careersFormSchema = object({ ...careersFields, file: resumeFileSchema }).transform((value: unknown) =>
  normaliseCareersInput(value),
);

export type CareersFormValues = InferType<typeof careersFormSchema>;

export const careersFieldOrder = [
  'name',
  'lname',
  'email',
  'department',
  'phone',
  'position',
  'message',
  'file',
] as const satisfies readonly (keyof CareersFormValues)[];

export const careersEmptyValues: CareersValues = {
  name: '',
  lname: '',
  email: '',
  department: '',
  phone: '',
  position: '',
  message: '',
};

export const careersFormEmptyValues: CareersFormValues = { ...careersEmptyValues, file: undefined };
