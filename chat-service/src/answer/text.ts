/** Small text helpers shared by the answer builders. */
import { remembered } from '../remember.ts';

/** Markdown to plain text for a chat bubble: no emphasis marks, link targets or list markers. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\|?\s*:?-{3,}.*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Text to match literally inside a regular expression ("NPSH3", "r&d"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cuts text at a word boundary, adding an ellipsis when something was cut. */
export function truncateWords(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

/**
 * A crude English stemmer, enough to match "leaking" with "leak", "bearings" with "bearing" and
 * "features" with "feature" when matching words (the index itself uses FTS5's Porter stemmer).
 */
export const stem = remembered(50_000, (word: string): string => stemAfresh(word));

/** Irregular forms visitors write of the verbs the knowledge base uses ("the packing is burnt", "it burns the packing"). */
const IRREGULAR: Record<string, string> = {
  burnt: 'burn',
  worn: 'wear',
  wore: 'wear',
  bent: 'bend',
  broke: 'break',
  broken: 'break',
  shook: 'shake',
  shaken: 'shake',
  ran: 'run',
  blew: 'blow',
  blown: 'blow',
  fell: 'fall',
  fallen: 'fall',
  froze: 'freeze',
  frozen: 'freeze',
  torn: 'tear',
  stuck: 'stick',
  seen: 'see',
  grew: 'grow',
  grown: 'grow',
  risen: 'rise',
  drawn: 'draw',
  drew: 'draw',
  kept: 'keep',
  lost: 'lose',
  fed: 'feed',
};

function stemAfresh(word: string): string {
  const lower = word.toLowerCase();
  let w = lower;
  const irregular = IRREGULAR[w];
  if (irregular) return stemAfresh(irregular);
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 'ly', 's']) {
    if (!w.endsWith(suffix) || w.length - suffix.length < (suffix.startsWith('ment') ? 4 : 3)) continue;
    // "loss", "analysis", "status" are not plurals.
    if (suffix === 's' && /(ss|is|us)$/.test(w)) break;
    w = w.slice(0, -suffix.length) + (suffix === 'ies' || suffix === 'ied' ? 'y' : '');
    break;
  }
  const bare = w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
  // A verb in -ate says what its noun in -ation does: "cavitating" and "cavitation", "operate" and "operation".
  // Not "liquidated" (damages), which is no verb of "liquid".
  return bare !== lower && bare.endsWith('at') && bare.length >= 6 && !bare.startsWith('liquid') ? bare.slice(0, -2) : bare;
}

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    // "on its own", "their own premises": no word about who owns something.
    .replace(/\b(its|their|his|her|your|our|my) own\b/g, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
