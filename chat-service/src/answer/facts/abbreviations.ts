/**
 * What an abbreviation stands for ("VFD full form?", "what does BEP stand for?"), read from the
 * knowledge pages where they spell it out, "fit a variable frequency drive (VFD)": an edit to a
 * page changes the answer, and an abbreviation no page spells out gets no guess.
 */
import type { Page } from '../../retrieve/library.ts';
import { sentencesIn } from '../blocks.ts';
import { escapeRegExp, truncateWords } from '../text.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { readMoreLine } from '../quote.ts';
import { factAnswer } from './answer.ts';

const ASKS_EXPANSION = /\b(full form|stands? for|abbreviation|acronym|short for|expansion of)\b/;
/** "IIoT meaning?", "what does BEP mean": a short question that asks what the letters mean. */
const ASKS_MEANING = /\b(meaning|mean|means)\b/;
const SPELLED_OUT = /((?:[\p{L}-]+\s+){1,7})\((\p{Lu}[\p{L}\d]{1,7})\)/gu;

interface Expansion {
  abbreviation: string;
  words: string;
  sentence: string;
  page: Page;
}

/**
 * Whether the initials of `words` (a hyphenated word counting as one or as its parts) spell
 * `letters`, leaving out at most `skips` words after the first: "integrated pumping-station
 * performance management solution (IPMS)" has no letter for "performance".
 */
function spells(words: readonly string[], letters: string, skips: number, first = true): boolean {
  if (words.length === 0) return letters === '';
  const [word, ...rest] = words;
  const parts = word!.split('-').filter(Boolean);
  const whole = parts[0]![0]!.toLowerCase();
  const split = parts.map((p) => p[0]!.toLowerCase()).join('');
  return (
    (letters.startsWith(whole) && spells(rest, letters.slice(1), skips, false)) ||
    (parts.length > 1 && letters.startsWith(split) && spells(rest, letters.slice(split.length), skips, false)) ||
    (!first && skips > 0 && rest.length > 0 && spells(rest, letters, skips - 1, false))
  );
}

/** The trailing words before "(ABBR)" that spell it, every letter in turn if any do, or null. */
function expansionBefore(before: string, abbreviation: string): string | null {
  const words = before.trim().split(/\s+/);
  const letters = abbreviation.toLowerCase();
  for (const skips of [0, 1]) {
    for (let n = 1; n <= words.length; n++) {
      const tail = words.slice(-n);
      if (spells(tail, letters, skips)) return tail.join(' ');
    }
  }
  return null;
}

/** How well a sentence serves as the answer: one that defines the term ("The best efficiency point (BEP) is"), then brevity. */
const definitionFirst = ({ sentence, words, abbreviation }: Expansion): number =>
  (sentence
    .toLowerCase()
    .replace(/^(the|a|an) /, '')
    .startsWith(words)
    ? 1000
    : 0) +
  (sentence.includes(`(${abbreviation}) is `) ? 500 : 0) -
  sentence.length;

const glossaries = new WeakMap<readonly Page[], Map<string, Expansion>>();

function glossaryOf(pages: readonly Page[]): Map<string, Expansion> {
  let glossary = glossaries.get(pages);
  if (glossary) return glossary;
  glossary = new Map();
  for (const page of pages) {
    for (const section of page.sections) {
      for (const sentence of sentencesIn(section.body)) {
        for (const [, before, abbreviation] of sentence.matchAll(SPELLED_OUT)) {
          const words = expansionBefore(before!, abbreviation!);
          if (!words) continue;
          const key = abbreviation!.toLowerCase();
          const known = glossary.get(key);
          const found = { abbreviation: abbreviation!, words: words.toLowerCase(), sentence, page };
          // The sentence that opens with the spelled-out words defines them; else the shortest.
          if (!known || definitionFirst(found) > definitionFirst(known)) glossary.set(key, found);
        }
      }
    }
  }
  glossaries.set(pages, glossary);
  return glossary;
}

export function answerAboutAbbreviations(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS_EXPANSION.test(q) && !(ASKS_MEANING.test(q) && q.split(/\s+/).length <= 4)) return null;
  const glossary = glossaryOf(pages);
  const found = q
    .split(/[^\p{L}\d]+/u)
    .map((w) => glossary.get(w))
    .find((e) => e !== undefined);
  return found ? expansionAnswer(found) : null;
}

/**
 * What an abbreviation a page spells out only in passing stands for ("what is MIC?": a list item
 * names "microbiologically influenced corrosion (MIC)"), or null when no page spells it out.
 */
export function answerAboutAbbreviation(word: string, pages: readonly Page[]): Answer | null {
  const found = glossaryOf(pages).get(word.toLowerCase());
  // "The best efficiency point (BEP) is ...": a term defined in so many words, which its page answers.
  return found && !DEFINED.test(found.sentence.slice(found.sentence.indexOf(`(${found.abbreviation})`))) ? expansionAnswer(found) : null;
}

/** "(BEP) is", "(NPSH) means": the spelled-out words open a sentence that defines them. */
const DEFINED = /^\(\S+\) (is|are|means|refers to)\b/;

function expansionAnswer({ abbreviation, words, sentence, page }: Expansion): Answer {
  // A list read as one sentence: the item that spells it out.
  const line = sentence.split('\n').find((l) => l.includes(`(${abbreviation})`));
  if (line && line !== sentence) sentence = line.replace(/^\s*[-*]\s*/, '');
  const source = { title: page.title, url: page.url };
  return factAnswer([`${abbreviation} stands for ${words}.`, truncateWords(sentence, 400)], readMoreLine(source), [source]);
}

/** "..., so it is also written NPSH3": a sentence that gives a term another name. */
const ALSO_NAMED = (term: string): RegExp =>
  new RegExp(
    String.raw`\b(?:also (?:written|called|known as|termed|referred to as)|is written|is called|is known as) ${escapeRegExp(term)}\b`,
    'i',
  );
/** A sentence that leans on the one before it for its subject ("It is determined by test ..."). */
const LEANS_BACK = /^(it|this|they|these|that)\b/i;

/**
 * What a name a page gives only in passing refers to ("what is NPSH3?": "It is determined by test
 * ... as the NPSH at which the pump's total head has fallen by 3%, so it is also written NPSH3"),
 * with the sentence before it when that one holds its subject; null when no page names it so.
 */
export function answerAboutAlias(word: string, pages: readonly Page[]): Answer | null {
  const named = ALSO_NAMED(word);
  for (const page of pages) {
    for (const section of page.sections) {
      const sentences = sentencesIn(section.body);
      const at = sentences.findIndex((s) => named.test(s));
      if (at < 0) continue;
      // And the sentence after it, if that one says more of the term by name.
      const next = sentences[at + 1];
      const lines = [
        ...(at > 0 && LEANS_BACK.test(sentences[at]!) ? [sentences[at - 1]!] : []),
        sentences[at]!,
        ...(next && new RegExp(String.raw`\b${escapeRegExp(word)}\b`, 'i').test(next) ? [next] : []),
      ];
      const source = { title: page.title, url: page.url };
      return factAnswer(
        lines.map((l) => truncateWords(l, 400)),
        readMoreLine(source),
        [source],
      );
    }
  }
  return null;
}
