/** Contact enquiry (contact page): the fields and their rules, shared by the browser and the mail API. */
import { object, type InferType } from 'yup';
import { email, firstName, optionalLine, optionalText, phone } from './fields.ts';

export const contactSchema = object({
  name: firstName(),
  lname: optionalLine('Last name'),
  email: email(),
  phone: phone(),
  message: optionalText('Message'),
});

export type ContactValues = InferType<typeof contactSchema>;

/** Order of the fields on the page; the browser's error summary lists errors in this order. */
export const contactFieldOrder = ['name', 'lname', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactValues)[];

export const contactEmptyValues: ContactValues = { name: '', lname: '', email: '', phone: '', message: '' };
