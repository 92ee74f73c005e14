/**
 * Form fixtures the tests of every package share: a valid submission of each form, and the
 * contact form with one more field written only in its descriptor, which the schemas, the mail
 * and the drawn form must each handle with no change to their code.
 */
import { contactForm } from '../forms/contact.ts';
import { defineForm } from '../forms/descriptor.ts';
import { oneLine, upTo } from '../forms/fields.ts';

/** Values that pass every rule of their form, each field given (the message spans two lines). */
export const validValues = {
  contact: { name: 'Anna', lname: 'Lee', email: 'anna@example.com', phone: '0123456789', message: 'Hello\nthere' },
  demo: {
    name: 'Anna',
    lname: 'Lee',
    email: 'anna@example.com',
    company: 'Water Board',
    phone: '0123456789',
    companyname: '',
    address: '1 Main St',
  },
  careers: {
    name: 'Anna',
    lname: 'Lee',
    email: 'anna@example.com',
    department: 'Engineering',
    phone: '0123456789',
    position: 'UI Programmer',
    message: 'Hello',
  },
};

/** The contact form with a required 'City' field (mailed as 'Town'), written only here. */
export const contactWithCity = defineForm({
  ...contactForm,
  fields: [
    ...contactForm.fields,
    {
      name: 'city',
      label: 'City',
      mailLabel: 'Town',
      hint: 'Where your stations are',
      input: 'text',
      required: 'City is required',
      max: upTo('City', 40),
      badCharacter: oneLine('City'),
    },
  ],
});
