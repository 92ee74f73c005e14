/**
 * Wording that marks text as unfinished. No text a visitor can read carries it: the knowledge
 * files, the content modules, the route table and the assistant's answers are all checked
 * against this one list.
 */
export const UNFINISHED_WORDING: readonly { name: string; pattern: RegExp }[] = [
  { name: 'placeholder', pattern: /placeholder/i },
  { name: 'to be confirmed', pattern: /to be confirmed/i },
  { name: 'TBD', pattern: /\bTBD\b/ },
  { name: 'lorem', pattern: /\blorem\b/i },
  { name: 'staff to confirm', pattern: /staff to confirm/i },
];

/** Names of the unfinished wordings found in a text ([] when it has none). */
export function unfinishedWording(text: string): string[] {
  return UNFINISHED_WORDING.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}
