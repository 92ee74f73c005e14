/**
 * What each form asks for ("what details does the demo request form ask for?"), read from the
 * same form descriptors that draw the forms and check them: a new field is answered the day it
 * is added.
 */
import { brand } from '@site/contracts/brand';
import type { FormName } from '@site/contracts/api';
import type { ChatSource } from '@site/contracts/chat';
import { isTextField, type FieldDescriptor, type TextFieldDescriptor } from '@site/contracts/forms/descriptor';
import { formDescriptors } from '@site/contracts/forms/forms';
import { RESUME_MAX_BYTES, RESUME_MAX_LABEL } from '@site/contracts/forms/resume';
import type { Answer } from '../types.ts';
import { CAREERS_PAGE, CONTACT_PAGE, DEMO_PAGE } from '../replies.ts';
import { LEAVES_EMAIL_ONLY, normalise } from '../understand.ts';
import { COMMITS_THE_VISITOR } from '../../retrieve/query.ts';
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

const ABOUT_KEEPING = /\b(keep|kept|store|stored|retain\w*|delete\w*|happens? to|how long|share|shared|sell|sold)\b/;

/** The labels of the fields a form cannot be sent without. */
export function requiredFieldLabels(form: FormName): string[] {
  return shownFields(form)
    .filter(isRequired)
    .map((f) => f.label);
}

/** The fields a visitor sees on a form (not the hidden ones a form carries for its own use). */
function shownFields(form: FormName): FieldDescriptor[] {
  const all: readonly FieldDescriptor[] = formDescriptors[form].fields;
  return all.filter((f) => !f.hidden);
}

const isRequired = (field: FieldDescriptor): boolean => isTextField(field) && field.required !== undefined;

/** "the phone field keeps giving an error", "how many digits?": what a field accepts. */
const ASKS_RULE =
  /\b(errors?|invalid|too (short|long|few|many)|not (valid|accepted|accepting|taking|going through|working)|(won'?t|doesn'?t|does not|will not|isn'?t|is not|can'?t|cannot) (accept|take|submit|go through|work)|reject\w*|format|how many (digits|characters|letters)|minimum|maximum|allowed|rules?|valid|what (do|should|can|shall) (i|we) (write|put|enter|fill|type|mention)|what (to|goes) (write|put|enter|fill|type|in)|what goes (in|into|under))\b/;

/** How visitors name a text field, by its wire name. */
const FIELD_NAMED: Readonly<Record<string, RegExp>> = {
  phone: /\b(phone|mobile|landline|land line|telephone|cell|contact number|number field)\b/,
  company: /\bcompany( name)?\b/,
  name: /(?<!(company|last|sur) )\bname\b/,
  department: /\bdepartment\b/,
  position: /\bposition\b/,
};

/** How an answer says a field may be left empty; a file field always may. */
const OPTIONAL = 'It is optional';

/** What a text field accepts, in the words the form itself shows or says when a value is refused. */
function rulesOf(field: TextFieldDescriptor): string[] {
  const format = field.format?.kind === 'phone' ? field.format : undefined;
  return [
    ...(field.hint ? [field.hint] : field.min ? [field.min.message] : []),
    ...(format ? [format.characters] : []),
    field.required ? 'It is required' : OPTIONAL,
  ].map((rule) => (/[.!?]$/.test(rule) ? rule : `${rule}.`));
}

function answerAboutFieldRules(q: string): Answer | null {
  if (!ASKS_RULE.test(q) || !/\b(form|field|box)\b/.test(q)) return null;
  const name = Object.keys(FIELD_NAMED).find((n) => FIELD_NAMED[n]!.test(q));
  if (!name) return null;
  const having = PLACES.filter((p) => formDescriptors[p.form].fields.some((f) => f.name === name));
  const named = having.find((p) => p.named.test(q));
  // No form named, and every form with the field holds it to the same rules: those rules, for each
  // of them, where the enquiry form is; else the first form that has it.
  const rulesIn = (p: FormPlace): string => {
    const f = formDescriptors[p.form].fields.find((x) => x.name === name);
    return f && isTextField(f) ? rulesOf(f).join(' ') : '';
  };
  const same = !named && having.length > 1 && having.every((p) => rulesIn(p) === rulesIn(having[0]!));
  const place = named ?? (same ? (having.find((p) => p.form === 'contact') ?? having[0]) : having[0]);
  const field = place && formDescriptors[place.form].fields.find((f) => f.name === name);
  if (!place || !field || !isTextField(field)) return null;
  const where = same ? `in each of our forms that asks for it` : `in the ${place.called}`;
  const lines = [`${field.label}, ${where}: ${rulesOf(field).join(' ')}`];
  // "rejects my landline 2456789": the number told has too few digits; the area code makes it whole.
  const minDigits = field.format?.kind === 'phone' ? field.format.minDigits.value : undefined;
  const told = minDigits ? /(?<![\d.])\+?\d[\d\s-]{4,}\d(?!\.?\d)/.exec(q)?.[0] : undefined;
  const digits = told?.replace(/\D/g, '').length ?? 0;
  if (told && minDigits && digits < minDigits)
    lines.push(
      `${told.trim()} has ${digits} digits, fewer than ${minDigits}: check it, and put the country code and area code in front of a landline number, as in the example.`,
    );
  // "my first name is Om and it keeps saying something about name length": a visitor the rule shuts
  // out still reaches us, by e-mail or phone.
  if (field.min && CANNOT_MEET.test(q))
    lines.push(
      `If yours is shorter, e-mail us at ${brand.email} or call ${brand.phone.display} instead: we reply within ${brand.replyWithin}.`,
    );
  return formAnswer(place, lines);
}

/** "my name is Om", "keeps saying", "won't accept", "can't change my name": the rule is in the visitor's way. */
const CANNOT_MEET =
  /\b(keeps? (saying|showing|rejecting|refusing|giving)|won'?t (accept|let|take)|does ?n'?t (accept|let|take)|not (accepting|allowing|letting)|can'?t (change|submit|send)|cannot (change|submit|send)|my (first |last )?name is \w{1,3}\b|only (two|2|three|3) (letters|characters))/;

/** "what file formats can I upload my CV in?", "is there a size limit?": what a file field takes. */
const ASKS_FILE_RULE =
  /\b(formats?|file types?|types? of files?|kinds? of files?|size|limit|how (big|large)|mb|megabytes?|kb|kilobytes?|pdf|docx?|word file)\b/;
const NAMES_RESUME = /\b(resume|résumé|cv|biodata)\b/;
/** A file named without saying which, after a question about applying: "what file formats does it take?". */
const NAMES_A_FILE = /\b(files?|uploads?|upload\w*|attach\w*|size limit|formats?)\b/;
const ABOUT_APPLYING = /\b(resume|cv|apply\w*|application|job|jobs|careers?|openings?)\b/;

function answerAboutFileField(q: string, context?: string): Answer | null {
  // "how do I apply? can I send my resume in Word?": how to apply, which the careers page tells with the files it takes.
  if (!ASKS_FILE_RULE.test(q) || /\bhow (do|can|to|should) (i |we )?(apply|send)\b/.test(q)) return null;
  const before = normalise(context ?? '');
  // "is there a size limit?" after "what file formats does it take?", itself after applying: the same file.
  const named =
    NAMES_RESUME.test(q) ||
    (NAMES_A_FILE.test(q) &&
      (ABOUT_APPLYING.test(q) || ABOUT_APPLYING.test(before) || (NAMES_A_FILE.test(before) && ASKS_FILE_RULE.test(before))));
  if (!named) return null;
  const place = PLACES.find((p) => formDescriptors[p.form].fields.some((f) => f.input === 'file'));
  const field = place && formDescriptors[place.form].fields.find((f) => f.input === 'file');
  if (!place || !field?.hint) return null;
  const told = sizeTold(q);
  return formAnswer(place, [...(told ? [told] : []), `${field.label}, in the ${place.called}: ${field.hint}. ${OPTIONAL}.`]);
}

/** "mine is a 7 MB pdf": the size of the visitor's own file, in bytes, and as they said it. */
const FILE_SIZE = /\b(\d+(?:\.\d+)?) ?(mb|megabytes?|kb|kilobytes?)\b/;

/** Whether the file the visitor says they have fits the limit, said first. */
function sizeTold(q: string): string | null {
  const m = q.match(FILE_SIZE);
  if (!m) return null;
  const bytes = Number(m[1]) * (m[2]!.startsWith('k') ? 1024 : 1024 * 1024);
  const size = `${m[1]} ${m[2]!.startsWith('k') ? 'KB' : 'MB'}`;
  return bytes > RESUME_MAX_BYTES
    ? `A ${size} file is over the ${RESUME_MAX_LABEL} limit: make it smaller (fewer or smaller photos, or a compressed PDF) before you attach it.`
    : `A ${size} file is within the ${RESUME_MAX_LABEL} limit.`;
}

/** An answer about one form, closed with where the form is. */
function formAnswer({ page }: FormPlace, lines: string[]): Answer {
  return factAnswer(
    lines,
    page ? `The form is on the ${page.title} page: ${page.url}` : 'It is at the foot of every page.',
    page ? [page] : [],
  );
}

/** The form that asks for an e-mail address and nothing else, if there is one. */
function emailOnlyAnswer(): Answer | null {
  const place = PLACES.find((p) => {
    const fields = shownFields(p.form);
    return fields.length === 1 && fields[0]!.name === 'email';
  });
  const field = place && shownFields(place.form)[0];
  if (!place || !field) return null;
  return factAnswer(
    [
      `The ${place.called} asks only for ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}: leave it there and our team will get back to you.`,
    ],
    `It is at the foot of every page; for a longer message, write to us on the ${CONTACT_PAGE.title} page: ${CONTACT_PAGE.url}`,
    [CONTACT_PAGE],
  );
}

export function answerAboutForms(query: string, context?: string): Answer | null {
  const q = normalise(query);
  const rule = answerAboutFieldRules(q) ?? answerAboutFileField(q, context);
  if (rule) return rule;
  if (LEAVES_EMAIL_ONLY.test(q)) return emailOnlyAnswer();
  if (!ASKS_FIELDS.test(q) || COMMITS_THE_VISITOR.test(q)) return null;
  // "what happens to my details and how long do you keep them?": privacy, which the knowledge base tells.
  // "how do I ask you to delete it?" is the visitor asking, not what the form asks for.
  if (ABOUT_KEEPING.test(q) && !/\b(asks|ask for|fields?|mandatory|compulsory|optional|required)\b/.test(q)) return null;
  const place = PLACES.find((p) => p.named.test(q));
  if (!place) return null;
  const fields = shownFields(place.form);
  return formAnswer(place, [`The ${place.called} asks for:`, ...fields.map((f) => `- ${f.label}${isRequired(f) ? '' : ' (optional)'}`)]);
}
