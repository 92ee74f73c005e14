/**
 * Visitors' misspellings of the knowledge base's own words ("cavitaion", "efficency",
 * "calcualte"), put right before any rule or search reads the question. A word is only changed
 * when it is no English word, is long enough for a slip to be told from another word, and lies
 * one slip (two for long words) from exactly the knowledge base's word it is closest to: a word
 * the pages never use and English knows ("movie", "cricket") stays as the visitor wrote it, so
 * an off-topic question stays off-topic, and Hinglish words stay as they are unless they sit one
 * slip from a word of the pages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { remembered } from '../remember.ts';
import { spelledOut } from './aspect.ts';
import type { Library } from './library.ts';

/** "pump ka efficiency kaise ...": "pump efficiency", the Hinglish "of" dropped. */
const OF_BEFORE_HOW = /\b([\p{L}\d-]+) (?:ka|ki|ke) ([\p{L}\d-]+) (?=(?:kaise|kaisey|kese) )/giu;

/**
 * Hinglish "efficiency kaise nikale?", "head kaise calculate karein?": how to calculate it, the
 * thing (the words before) put after, as English asks it.
 */
const HOW_TO_CALCULATE_HINGLISH =
  /((?:\b[\p{L}\d-]+ ){0,2})\b(?:kaise|kaisey|kese) (?:nikal\w*|nikaal\w*|calculate(?: (?:kare|karein|karen|karte|karu|karun|kiya|hota|hoti)\w*)?|calc\w*)\b/giu;

/** A calculation asked in Hinglish, in the words and order English asks it: "sir pump ka efficiency kaise nikale?" -> "sir how to calculate pump efficiency?". */
export const calculationInEnglish = (text: string): string =>
  text.replace(OF_BEFORE_HOW, '$1 $2 ').replace(HOW_TO_CALCULATE_HINGLISH, (_, thing: string) => `how to calculate ${thing.trim()}`);

/**
 * Hinglish words visitors write, which English does not know and which one slip would turn into a
 * word of the pages ("kaise" into "raise"): read as written.
 */
export const HINGLISH = new Set(
  `kaise kaisa kaisi jaise jaisa jaisi waise kitne kitna kitni chahiye chaahiye chahie karna karni karne karein kariye
  karenge karunga karoge karoon bataiye batana batao bataye samjhao samajh samjha samjhe samjhi samjhaiye rahega rahegi
  hogaya hogayi sakta sakte sakti sakenge bahut zyada jyada thoda thodi accha achha acha theek paani garam thanda thandi
  awaaz kankar kankad ghoom ghoomta ghumta chalta chalti lagta lagti lagte matlab sabse pehle isliye kyunki lekin abhi
  kabhi wajah dikkat pareshani samasya kaaran bhejo bhejiye dijiye dikhao chahte chahta chahti milega milegi hamein
  humein humko hamko aapka aapki aapke tumhara iska iski uska uski kaunsa kaunsi konsa konsi kahan mahina mahine ghante
  waala waali purana purani bilkul zaroor jaroor shukriya dhanyavaad dhanyawad namaste namaskar haalchaal badhiya
  karega karegi karenge wale wala wali gaon gaav tapak tapakna tapakta dhuan dhuaan bataen bataein kijiye chaliye dekhiye suniye boliye likhiye padhai naukri tankhwah`.split(
    /\s+/,
  ),
);

/** Names of products and services visitors write in lower case, which English lists leave out ("iphone" is no slip of "phone"). */
const NAMES = new Set(
  `iphone iphones ipad ipads android androids whatsapp linkedin youtube google gmail outlook hotmail telegram
  instagram facebook twitter chatgpt openai siemens schneider grundfos kirloskar wilo mitsubishi honeywell
  rockwell allen bradley modbus profibus profinet bacnet zigbee lorawan sigfox`.split(/\s+/),
);

/** Shorter words are left alone: one slip turns them into too many other words. */
const MIN_LENGTH = 5;
/** From this length two slips still point at one word ("efficeincy"). */
const TWO_SLIPS_FROM = 8;

/**
 * English words long enough to be mended, sorted and joined into one string with their offsets
 * beside it: about 3 MB that the garbage collector sees as two objects, where a set of 270,000
 * strings made its pauses longer under load (the chat benchmark's slowest answers).
 */
class WordList {
  private readonly text: string;
  private readonly starts: Int32Array;

  constructor(words: readonly string[]) {
    const sorted = words.filter((w) => w.length >= MIN_LENGTH).sort();
    this.text = sorted.join('\n');
    this.starts = new Int32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((word, i) => {
      this.starts[i] = at;
      at += word.length + 1;
    });
    this.starts[sorted.length] = at;
  }

  has(word: string): boolean {
    let [low, high] = [0, this.starts.length - 2];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = this.compare(word, this.starts[middle]!, this.starts[middle + 1]! - 1);
      if (order === 0) return true;
      if (order < 0) high = middle - 1;
      else low = middle + 1;
    }
    return false;
  }

  /** `word` against the listed word from `start` to `end`, by code unit, as `sort()` ordered them. */
  private compare(word: string, start: number, end: number): number {
    const length = end - start;
    for (let i = 0; i < Math.min(word.length, length); i++) {
      const difference = word.charCodeAt(i) - this.text.charCodeAt(start + i);
      if (difference !== 0) return difference;
    }
    return word.length - length;
  }
}

let english: WordList | null = null;
/** The English word list, read once, when a word the pages do not use is first asked about. */
function englishWords(): WordList {
  if (!english) {
    const file = createRequire(import.meta.url).resolve('an-array-of-english-words');
    english = new WordList(JSON.parse(readFileSync(file, 'utf8')) as string[]);
  }
  return english;
}

/**
 * The optimal string alignment distance between two words (insertions, deletions, substitutions
 * and swaps of neighbouring letters), or `limit + 1` once it is sure to be more than `limit`.
 */
export function slipsBetween(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The knowledge base's words, each with how often the pages use it. */
class Vocabulary {
  readonly counts = new Map<string, number>();
  /** Words by length, so that a misspelling is held only against words of about its length. */
  private readonly byLength = new Map<number, string[]>();

  constructor(library: Library) {
    for (const page of library.pages) {
      const text = [page.title, ...page.sections.flatMap((s) => [s.heading, s.body])].join(' ');
      for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
    }
    for (const word of this.counts.keys()) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  /** Words already looked up, with the word of the pages each is a slip from (a visitor's words recur). */
  readonly meant = remembered(10_000, (word: string): string | null => this.nearest(word));

  /** The one word of the pages `word` is a slip from, or null when none is, or two are equally near. */
  private nearest(word: string): string | null {
    const limit = word.length >= TWO_SLIPS_FROM ? 2 : 1;
    let best: string | null = null;
    let bestSlips = limit + 1;
    let tied = false;
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate.length < MIN_LENGTH) continue;
        const slips = slipsBetween(word, candidate, limit);
        if (slips < bestSlips) {
          [best, bestSlips, tied] = [candidate, slips, false];
        } else if (slips === bestSlips && slips <= limit && candidate !== best) {
          // Two words equally near: the one the pages use far more often, else neither.
          const [mine, theirs] = [this.counts.get(candidate)!, this.counts.get(best!)!];
          if (mine >= theirs * 3) [best, tied] = [candidate, false];
          else if (theirs < mine * 3) tied = true;
        }
      }
    }
    return best && !tied && bestSlips <= limit ? best : null;
  }
}

/**
 * "iPhone", "SCADA", "Grundfos" in mid-sentence: a name as written, capitals inside it, all in
 * capitals, or capitalised where no sentence starts.
 */
function aName(written: string, before: string): boolean {
  if (/\p{Lu}/u.test(written.slice(1))) return true;
  const startsSentence = before.trim() === '' || /[.!?:]\s*$/.test(before);
  return /^\p{Lu}/u.test(written) && !startsSentence;
}

const vocabularies = new WeakMap<Library, Vocabulary>();

/** The question with its misspellings of the knowledge base's words put right. */
export function withSpellingMended(query: string, library: Library): string {
  let vocabulary = vocabularies.get(library);
  if (!vocabulary) {
    vocabulary = new Vocabulary(library);
    vocabularies.set(library, vocabulary);
  }
  const known = vocabulary;
  return query.replace(/\p{L}+/gu, (written, at: number) => {
    const word = written.toLowerCase();
    if (word.length < MIN_LENGTH || known.counts.has(word) || HINGLISH.has(word) || NAMES.has(word) || spelledOut(word) !== word)
      return written;
    if (aName(written, query.slice(0, at)) || englishWords().has(word)) return written;
    return known.meant(word) ?? written;
  });
}
