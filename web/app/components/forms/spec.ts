/**
 * What each of the four forms shows: its fields, labels, autocomplete tokens and buttons. The
 * pre-rendered markup and the interactive form are both drawn from these descriptions by one
 * component (FormView), so there are no four copies of the same form.
 *
 * This module is part of every page's first-load bundle. It must not import anything that
 * pulls in yup (the contracts' schema modules do; resume.ts and messages.ts do not): the
 * schemas are loaded with the rest of the form libraries, after hydration (see engine.tsx).
 */
import type { FormName } from '@site/contracts/api';
import { apiPaths } from '@site/contracts/api';
import { HANDOFF_MESSAGE_PARAM } from '@site/contracts/chat';
import { successMessages } from '@site/contracts/forms/messages';
import { RESUME_ACCEPT, RESUME_MAX_LABEL } from '@site/contracts/forms/resume';


export type FieldControl = 'input' | 'textarea' | 'select' | 'file';

export interface FieldSpec {
  /** The wire name, which is also the name react-hook-form and the schema use. */
  readonly name: string;
  readonly label: string;
  readonly control: FieldControl;
  readonly type?: 'text' | 'email' | 'tel';
  /** WCAG 1.3.5: personal data fields say what they hold so browsers can fill them. */
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel';
  /** GOV.UK style: required fields are the norm, optional ones say '(optional)' in the label. */
  readonly optional?: boolean;
  readonly hint?: string;
  readonly spellCheck?: boolean;
  readonly rows?: number;
  /** For a select: the choices after the empty 'Choose...' option. */
  readonly options?: readonly string[];
  readonly placeholderOption?: string;
  /** For a file input: the `accept` attribute. */
  readonly accept?: string;
  /** Half-width fields sit side by side from the md breakpoint up. */
  readonly half?: boolean;
}

export interface FormSpec {
  readonly kind: FormName;
  /** The form element's id (also the prefix of its field ids, which must be unique per page). */
  readonly id: string;
  readonly action: string;
  readonly multipart: boolean;
  readonly fields: readonly FieldSpec[];
  readonly submitLabel: string;
  readonly pendingLabel: string;
  /** What the visitor is sending, for messages: 'We could not send your enquiry.' */
  readonly noun: string;
  readonly successMessage: string;
  /**
   * The footer form is compact: no error summary, its one field validates once touched
   * and focus goes to the field itself.
   */
  readonly compact: boolean;
  /** Fields filled from the page address on arrival: query parameter -> field name. */
  readonly prefill?: Readonly<Record<string, string>>;
}

const firstName: FieldSpec = { name: 'name', label: 'First name', control: 'input', type: 'text', autoComplete: 'given-name', spellCheck: false, half: true };
const lastName: FieldSpec = { name: 'lname', label: 'Last name', control: 'input', type: 'text', autoComplete: 'family-name', spellCheck: false, optional: true, half: true };
const email: FieldSpec = { name: 'email', label: 'Email address', control: 'input', type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false };
const phone: FieldSpec = {
  name: 'phone',
  label: 'Phone number',
  control: 'input',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  hint: 'At least 10 digits, for example +91 20 1234 5678',
};
const message: FieldSpec = { name: 'message', label: 'Message', control: 'textarea', optional: true, rows: 5 };

function formSpec(kind: FormName, id: string, rest: Omit<FormSpec, 'kind' | 'id' | 'action' | 'multipart' | 'successMessage' | 'pendingLabel' | 'compact' | 'prefill'> & Partial<Pick<FormSpec, 'compact' | 'prefill'>>): FormSpec {
  return {
    kind,
    id,
    action: apiPaths[kind],
    multipart: kind === 'careers',
    successMessage: successMessages[kind],
    pendingLabel: 'Sending…',
    compact: false,
    ...rest,
  };
}

export const contactSpec = formSpec('contact', 'contact-form', {
  fields: [firstName, lastName, email, phone, message],
  submitLabel: 'Send enquiry',
  noun: 'enquiry',
  // The chat's "Ask our team" opens /contact-us?message=<the visitor's question>.
  prefill: { [HANDOFF_MESSAGE_PARAM]: 'message' },
});

export const demoSpec = formSpec('demo', 'demo-form', {
  fields: [
    firstName,
    lastName,
    email,
    { name: 'company', label: 'Company name', control: 'input', type: 'text', autoComplete: 'organization' },
    phone,
    { name: 'address', label: 'Company address', control: 'input', type: 'text', autoComplete: 'street-address', optional: true },
  ],
  submitLabel: 'Request demo',
  noun: 'demo request',
});

export const footerSpec = formSpec('footer', 'footer-form', {
  fields: [{ ...email, label: 'Your email address' }],
  submitLabel: 'Send',
  noun: 'enquiry',
  compact: true,
});

/** Offered when no opening fits: the careers page invites such applications. */
export const OPEN_APPLICATION = 'Open application (no specific opening)';
export const APPLICATION_FORM_ID = 'application-form';

/** The job application; the position is a choice of the current openings, or free text without any. */
export function careersSpec(positions: readonly string[], id: string = APPLICATION_FORM_ID): FormSpec {
  const position: FieldSpec =
    positions.length > 0
      ? { name: 'position', label: 'Position', control: 'select', options: [...positions, OPEN_APPLICATION], placeholderOption: 'Choose a position' }
      : { name: 'position', label: 'Position', control: 'input', type: 'text', autoComplete: 'off' };
  return formSpec('careers', id, {
    fields: [
      firstName,
      lastName,
      email,
      { name: 'department', label: 'Department', control: 'input', type: 'text', hint: 'Your field of work, for example Software, Hardware or Electrical' },
      phone,
      position,
      { ...message, hint: 'Anything you would like us to know' },
      { name: 'file', label: 'Resume', control: 'file', optional: true, accept: RESUME_ACCEPT, hint: `PDF, DOC or DOCX, up to ${RESUME_MAX_LABEL}` },
    ],
    submitLabel: 'Submit application',
    noun: 'application',
  });
}

/** The id of a field's input: unique per page because the footer form is on every page. */
export function fieldId(spec: FormSpec, name: string): string {
  return `${spec.id}-${name}`;
}
