/** Job application (careers page), shared by the browser and the mail API. */
import { defineForm } from './descriptor.ts';
import {
  DEPARTMENT_MAX,
  DEPARTMENT_MIN,
  SHORT_TEXT_MAX,
  emailField,
  firstNameField,
  lastNameField,
  messageField,
  messages,
  oneLine,
  phoneField,
  upTo,
} from './fields.ts';
import { RESUME_ACCEPT, RESUME_FIELD, RESUME_KINDS_TEXT, RESUME_MAX_LABEL } from './resume.ts';

export const careersForm = defineForm({
  form: 'careers',
  mailTitle: 'Job application',
  fields: [
    firstNameField,
    lastNameField,
    emailField,
    {
      name: 'department',
      label: 'Department',
      input: 'text',
      hint: 'Your field of work, for example Software, Hardware or Electrical',
      required: messages.departmentRequired,
      min: { value: DEPARTMENT_MIN, message: messages.departmentMin },
      max: { value: DEPARTMENT_MAX, message: messages.departmentMax },
      badCharacter: oneLine('Department'),
      // The old form misspelt it; errors always name `department`.
      formerName: 'dapartment',
    },
    phoneField,
    {
      // The page offers the current openings as choices when there are any (web forms/spec.ts).
      name: 'position',
      label: 'Position',
      input: 'text',
      autoComplete: 'off',
      required: messages.positionRequired,
      max: upTo('Position', SHORT_TEXT_MAX),
      badCharacter: oneLine('Position'),
    },
    { ...messageField, hint: 'Anything you would like us to know' },
    {
      // Mailed as an attachment, not as a row; the API checks it by content.
      name: RESUME_FIELD,
      label: 'Resume',
      input: 'file',
      accept: RESUME_ACCEPT,
      hint: `${RESUME_KINDS_TEXT}, up to ${RESUME_MAX_LABEL}`,
    },
  ],
});
