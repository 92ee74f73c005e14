/**
 * Request size limits derived from the forms' field bounds (the descriptors in contracts): a
 * submission with every field at its longest, written in the widest UTF-8 (4 bytes a
 * character), fits with room to spare, and nothing much larger is read.
 */
import { type FormDescriptor, isTextField } from '@site/contracts/forms/descriptor';
import { formDescriptors } from '@site/contracts/forms/forms';

const UTF8_MAX_BYTES = 4;
/** Field names, quotes and separators of a JSON body, and the honeypot. */
const JSON_OVERHEAD_BYTES = 1024;

const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(n));

/** The text fields' upper bounds (in characters) of every form. */
const forms: readonly FormDescriptor[] = Object.values(formDescriptors);
const boundsOf = forms.map((form) => form.fields.filter(isTextField).map((field) => field.max.value));

/** The default JSON body limit (JSON_LIMIT_BYTES): the largest form at its fullest. */
export const DEFAULT_JSON_LIMIT_BYTES = nextPowerOfTwo(
  Math.max(...boundsOf.map((bounds) => bounds.reduce((sum, max) => sum + max * UTF8_MAX_BYTES, 0))) + JSON_OVERHEAD_BYTES,
);

/** The limit of one multipart text field (careers): the longest field at its fullest. */
export const MULTIPART_FIELD_BYTES = nextPowerOfTwo(Math.max(...boundsOf.flat()) * UTF8_MAX_BYTES);
