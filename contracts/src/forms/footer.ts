/** Footer e-mail enquiry: one e-mail field (its error shows once the field is touched). */
import { defineForm } from './descriptor.ts';
import { emailField } from './fields.ts';

export const footerForm = defineForm({
  form: 'footer',
  mailTitle: 'Footer e-mail enquiry',
  fields: [{ ...emailField, label: 'Your email address' }],
});
