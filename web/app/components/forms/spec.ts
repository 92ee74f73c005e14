/**
 * How each of the four forms appears on the page: its id, action, buttons and the fields of its
 * descriptor (contracts/src/forms/, which holds every field's label, input kind, rules and help
 * text). The pre-rendered markup and the interactive form are both drawn from these by one
 * component (FormView), so there are no four copies of the same form.
 *
 * This module is part of every page's first-load bundle. It must not import anything that
 * pulls in yup (the contracts' schema.ts and errors.ts do; the descriptors do not): the schemas
 * are loaded with the rest of the form libraries, after hydration (see engine.tsx).
 */
import { type FormName, MULTIPART_FORMS, apiPaths } from '@site/contracts/api';
import { HANDOFF_MESSAGE_PARAM } from '@site/contracts/chat';
import { careersForm } from '@site/contracts/forms/careers';
import { contactForm } from '@site/contracts/forms/contact';
import { demoForm } from '@site/contracts/forms/demo';
import type { FieldDescriptor, FormDescriptor } from '@site/contracts/forms/descriptor';
import { footerForm } from '@site/contracts/forms/footer';
import { successMessages } from '@site/contracts/forms/messages';

/** A field as the page shows it: its descriptor, and for a text field offered as a choice, the choices. */
export type ViewField = FieldDescriptor & {
  readonly choices?: { readonly options: readonly string[]; readonly placeholder: string };
};

export interface FormSpec {
  readonly kind: FormName;
  /** What the engine validates with (its schema and empty values are derived from it). */
  readonly descriptor: FormDescriptor;
  /** The form element's id (also the prefix of its field ids, which must be unique per page). */
  readonly id: string;
  readonly action: string;
  readonly multipart: boolean;
  /** The descriptor's fields that are inputs on the page, in its order. */
  readonly fields: readonly ViewField[];
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

interface PageOptions {
  readonly submitLabel: string;
  readonly noun: string;
  readonly compact?: boolean;
  readonly prefill?: Readonly<Record<string, string>>;
  /** Changes a field's appearance on this page (the careers position becomes a choice). */
  readonly view?: (field: FieldDescriptor) => ViewField;
}

export function formSpec(descriptor: FormDescriptor, id: string, { view = (field) => field, ...page }: PageOptions): FormSpec {
  const kind = descriptor.form;
  return {
    kind,
    descriptor,
    id,
    action: apiPaths[kind],
    multipart: MULTIPART_FORMS.includes(kind),
    fields: descriptor.fields.filter((field) => !field.hidden).map(view),
    successMessage: successMessages[kind],
    pendingLabel: 'Sending…',
    compact: false,
    ...page,
  };
}

export const contactSpec = formSpec(contactForm, 'contact-form', {
  submitLabel: 'Send enquiry',
  noun: 'enquiry',
  // The chat's "Ask our team" opens /contact-us?message=<the visitor's question>.
  prefill: { [HANDOFF_MESSAGE_PARAM]: 'message' },
});

export const demoSpec = formSpec(demoForm, 'demo-form', { submitLabel: 'Request demo', noun: 'demo request' });

export const footerSpec = formSpec(footerForm, 'footer-form', { submitLabel: 'Send', noun: 'enquiry', compact: true });

/** Offered when no opening fits: the careers page invites such applications. */
export const OPEN_APPLICATION = 'Open application (no specific opening)';
/** The careers form's id: the target of the openings' 'Apply Now' links. */
export const APPLICATION_FORM_ID = 'application-form';

/** The job application; the position is a choice of the current openings, or free text without any. */
export function careersSpec(positions: readonly string[], id: string = APPLICATION_FORM_ID): FormSpec {
  const choices = { options: [...positions, OPEN_APPLICATION], placeholder: 'Choose a position' };
  return formSpec(careersForm, id, {
    submitLabel: 'Submit application',
    noun: 'application',
    view: (field) => (field.name === 'position' && positions.length > 0 ? { ...field, autoComplete: undefined, choices } : field),
  });
}

/** The id of a field's input: unique per page because the footer form is on every page. */
export function fieldId(spec: FormSpec, name: string): string {
  return `${spec.id}-${name}`;
}
