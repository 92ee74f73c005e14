/** Demo request (request-demo page): the fields and their rules, shared by the browser and the mail API. */
import { object, type InferType } from 'yup';
import { email, firstName, messages, optionalLine, phone, singleLine } from './fields.ts';

export const demoSchema = object({
  name: firstName(),
  lname: optionalLine('Last name'),
  email: email(),
  company: singleLine('Company name').required(messages.companyRequired),
  phone: phone(),
  /** Sent by the old form but never shown as an input; kept for old clients. */
  companyname: optionalLine('Company name'),
  address: optionalLine('Company address', 300),
});

export type DemoValues = InferType<typeof demoSchema>;

export const demoFieldOrder = ['name', 'lname', 'email', 'company', 'phone', 'address', 'companyname'] as const satisfies readonly (keyof DemoValues)[];

export const demoEmptyValues: DemoValues = {
  name: '',
  lname: '',
  email: '',
  company: '',
  phone: '',
  companyname: '',
  address: '',
};
