/**
 * What each form asks for ("what details does the demo request form ask for?"), read from the
 * same form descriptors that draw the forms and check them: a new field is answered the day it
 * is added.
 */
import type { FormName } from '@site/contracts/api';
import type { ChatSource } from '@site/contracts/chat';
import type { FieldDescriptor } from '@site/contracts/forms/descriptor';
import { formDescriptors } from '@site/contracts/forms/forms';
import type { Answer } from '../types.ts';
import { CAREERS_PAGE, CONTACT_PAGE, DEMO_PAGE } from '../replies.ts';
import { normalise } from '../understand.ts';
import { factAnswer } from './answer.ts';

interface FormPlace {
  form: FormName;
  /** How visitors name the form. */
  named: RegExp;
  /** What the answer calls it. */
  called: string;
  /** The page it is on; none for the footer's, which is on every page. */
  page?: ChatSource;
}

// First match wins: "the job application form on the careers page" is the careers form.
const PLACES: readonly FormPlace[] = [
  {
    form: 'careers',
    named: /\b(job|jobs|application|apply|applying|careers?|resume|cv)\b/,
    called: 'job application form',
    page: CAREERS_PAGE,
  },
  { form: 'demo', named: /\bdemo\b/, called: 'demo request form', page: DEMO_PAGE },
  { form: 'footer', named: /\b(footer|newsletter|subscribe)\b/, called: 'footer form' },
  { form: 'contact', named: /\b(contact|enquiry|inquiry)\b/, called: 'enquiry form', page: CONTACT_PAGE },
];

const ASKS_FIELDS =
  /\bform\b.*\b(ask|asks|asking|need|needs|needed|fields?|details|information|info|fill|filling|require|required|requires|mandatory|compulsory)\b|\b(what|which) (details|information|info|fields|data)\b.*\bform\b|\b(fields?|details) (in|on|of) the \w+( \w+)? form\b|\b(what|which)\b.*\b(fill|fill in|fill out|enter|give|provide)\b.*\bform\b|\b(mandatory|compulsory|optional)\b.*\bform\b/;

const isRequired = (field: FieldDescriptor): boolean => field.input !== 'file' && field.required !== undefined;

export function answerAboutForms(query: string): Answer | null {
  const q = normalise(query);
  if (!ASKS_FIELDS.test(q)) return null;
  const place = PLACES.find((p) => p.named.test(q));
  if (!place) return null;
  const all: readonly FieldDescriptor[] = formDescriptors[place.form].fields;
  const fields = all.filter((f) => !f.hidden);
  const lines = fields.map((f) => `- ${f.label}${isRequired(f) ? '' : ' (optional)'}`);
  const { page } = place;
  return factAnswer(
    [`The ${place.called} asks for:`, ...lines],
    page ? `The form is on the ${page.title} page: ${page.url}` : 'It is at the foot of every page.',
    page ? [page] : [],
  );
}
