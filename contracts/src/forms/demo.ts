/** Demo request (request-demo page), shared by the browser and the mail API. */
import { defineForm } from './descriptor.ts';
import { SHORT_TEXT_MAX, emailField, firstNameField, lastNameField, messages, oneLine, phoneField, upTo } from './fields.ts';

/** A company address may be long; the other one-line fields stop at SHORT_TEXT_MAX. */
const ADDRESS_MAX = 300;

export const demoForm = defineForm({
  form: 'demo',
  mailTitle: 'Demo request',
  fields: [
    firstNameField,
    lastNameField,
    emailField,
    {
      name: 'company',
      label: 'Company name',
      mailLabel: 'Company',
      input: 'text',
      autoComplete: 'organization',
      required: messages.companyRequired,
      max: upTo('Company name', SHORT_TEXT_MAX),
      badCharacter: oneLine('Company name'),
    },
    phoneField,
    {
      name: 'address',
      label: 'Company address',
      input: 'text',
      autoComplete: 'street-address',
      max: upTo('Company address', ADDRESS_MAX),
      badCharacter: oneLine('Company address'),
    },
    {
      // Sent by the old form but never shown as an input; kept for old clients.
      name: 'companyname',
      label: 'Company name',
      mailLabel: 'Company name (old form field)',
      input: 'text',
      hidden: true,
      max: upTo('Company name', SHORT_TEXT_MAX),
      badCharacter: oneLine('Company name'),
    },
  ],
});
