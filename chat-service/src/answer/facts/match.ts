/** Matching a visitor's words against short labels (feature rows, sensor names, opening titles). */
import { remembered } from '../../remember.ts';
import { stem } from '../text.ts';
import { tokens } from '../understand.ts';

const FILLER = new Set('a an and the of for with by at in on to each across from its per one all any'.split(' '));
/** Words so common in labels and questions that they never identify a label alone. */
export const GENERIC = new Set(['pump', 'station', 'model', 'featur', 'system', 'report', 'ipumpnet', 'monitor', 'data', 'number', 'each']);

export const stems = (text: string): string[] =>
  tokens(text)
    .filter((w) => !FILLER.has(w))
    .map(stem);

/** A label's distinct stems: labels are few and fixed, and matched against every question (never change the list). */
export const labelStems = remembered(5_000, (label: string): readonly string[] => [...new Set(stems(label))]);

export interface LabelMatch<T> {
  item: T;
  /** Share of the label's words found in the question, 0..1. */
  score: number;
  /** How many of the label's words the question has. */
  found: number;
}

/**
 * Labels whose words the question contains: every label with at least half its words present,
 * one of them not generic; best first.
 */
export function matchLabels<T>(
  query: string,
  items: readonly T[],
  label: (item: T) => string,
  minScore = 0.5,
  generic: ReadonlySet<string> = GENERIC,
): LabelMatch<T>[] {
  const asked = new Set(stems(query));
  const matches: LabelMatch<T>[] = [];
  for (const item of items) {
    const words = labelStems(label(item));
    if (words.length === 0) continue;
    const found = words.filter((w) => asked.has(w));
    if (!found.some((w) => !generic.has(w))) continue;
    const score = found.length / words.length;
    if (score >= minScore) matches.push({ item, score, found: found.length });
  }
  // More of the question's words first ("jr automation engineer" is the automation opening, not
  // the shorter "Jr Embedded Engineer"), then the closer label.
  return matches.sort((a, b) => b.found - a.found || b.score - a.score);
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A label inside a sentence: "GIS visualisation" keeps its capitals, "Mobile app" does not. */
export const inSentence = (label: string): string => (/^\p{Lu}{2,}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** A feature that is one thing of its kind ("the mobile app", "the digital twin"), not a quantity measured ("vibration"). */
const ONE_OF_A_KIND = /^(comparison|count|record)\b|\b(report|app|twin|cloud)$/i;

/** A feature's name as the object of "has": "has the mobile app", "has vibration". */
export const hasWhat = (label: string): string => `${ONE_OF_A_KIND.test(label) ? 'the ' : ''}${inSentence(label)}`;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
/** "the second one", "the last": a place in a list the earlier answer gave. */
export const ORDINAL = /\b(first|second|third|fourth|fifth|last)\b/;

/** The item of `list` at the place an ordinal word names ("second", "last"). */
export const atPlace = <T>(list: readonly T[], word: string): T | undefined =>
  word === 'last' ? list.at(-1) : list[ORDINALS.indexOf(word)];
