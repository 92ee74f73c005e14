/** Contact enquiry (contact page), shared by the browser and the mail API. */
import { defineForm } from './descriptor.ts';
import { emailField, firstNameField, lastNameField, messageField, phoneField } from './fields.ts';

export const contactForm = defineForm({
  form: 'contact',
  mailTitle: 'Contact enquiry',
  fields: [firstNameField, lastNameField, emailField, phoneField, messageField],
});
