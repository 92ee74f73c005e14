/** Footer e-mail enquiry: one e-mail field (its error shows once the field is touched). */
import { object, type InferType } from 'yup';
import { email } from './fields.ts';

export const footerSchema = object({
  email: email(),
});

export type FooterValues = InferType<typeof footerSchema>;

export const footerFieldOrder = ['email'] as const satisfies readonly (keyof FooterValues)[];

export const footerEmptyValues: FooterValues = { email: '' };
