/**
 * Sentence-level evidence: every sentence and list item of a page, so a pointed question ("to
 * what grade should impellers be balanced?") can be answered by the one sentence that holds its
 * words when the section chosen for the kind of question does not. Each word of the question
 * (with its synonyms) is one concept, weighted by how rare it is among the knowledge base's
 * sentences: the sentence holding the rare words of the question answers it.
 */
import { siteFacts } from '@site/contracts/site-facts';
import type { Library, Page, Section } from '../retrieve/library.ts';
import { synonymsOf } from '../retrieve/expansion.ts';
import { isAspectWord, queryTerms } from '../retrieve/query.ts';
import { normalise } from '../retrieve/aspect.ts';
import { remembered } from '../remember.ts';
import { blocksOf, countWords, sentencesIn } from './blocks.ts';
import { escapeRegExp, stem, words } from './text.ts';

export interface IndexedSentence {
  text: string;
  page: Page;
  /** The heading of its section. */
  heading: string;
  /** An item of a list ("Rising bearing temperature..."), often no sentence without its list. */
  item: boolean;
  /** Stems of the sentence and of its section's heading (which names what it is about). */
  stems: ReadonlySet<string>;
  words: number;
}

export interface SentenceMatch {
  sentence: IndexedSentence;
  /** Concepts of the question the sentence holds. */
  found: number;
  /** Concepts of the question the knowledge base uses at all. */
  known: number;
  /** Share of the question's weight (its rare words count most) the sentence holds, 0..1. */
  share: number;
}

export interface FindOptions {
  within?: (s: IndexedSentence) => boolean;
  /** Concepts the answer lacks so far: a sentence must hold one, and they count twice. */
  missing?: (stems: readonly string[]) => boolean;
  bonus?: (s: IndexedSentence) => number;
  /** Only sentences that hold every concept of the question. */
  whole?: boolean;
}

/** The stems of a question's words and of their synonyms. */
export const askedStems = (terms: readonly string[]): ReadonlySet<string> => new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]).map(stem));

/** How many of the asked stems a text's (or a section's) distinct stems hold: the smaller set is walked. */
export function heldIn(asked: ReadonlySet<string>, distinct: ReadonlySet<string>): number {
  const [few, many] = asked.size <= distinct.size ? [asked, distinct] : [distinct, asked];
  let n = 0;
  for (const w of few) if (many.has(w)) n++;
  return n;
}

/** Sentences longer than this read as a paragraph, not as an answer. */
const MAX_SENTENCE_WORDS = 60;
const REFERENCES = /^(sources|references|sources and standards|further reading)\b/i;

/** The clauses of a long sentence, split at commas and semicolons outside brackets, each read as a sentence. */
export function clausesOf(sentence: string): string[] {
  const clauses: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if ((c === ',' || c === ';') && depth === 0 && sentence[i + 1] === ' ') {
      clauses.push(sentence.slice(start, i));
      start = i + 2;
    }
  }
  clauses.push(sentence.slice(start));
  return (
    clauses
      .map((c) =>
        c
          .trim()
          .replace(/^(and|or|but|while|where|which) /i, '')
          .replace(/[.:]$/, ''),
      )
      .filter((c) => c !== '')
      // A symbol keeps its case: "h_fs the friction losses" is not "H_fs".
      .map((c) => `${/^\p{Ll}+\b/u.test(c) ? c[0]!.toUpperCase() : c[0]}${c.slice(1)}.`)
  );
}

/** A sentence by its opening: the text after any article or list dash, and its first three stems. */
interface SentenceEntry {
  sentence: IndexedSentence;
  opening: string;
  head: string[];
}

export class SentenceIndex {
  readonly sentences: IndexedSentence[] = [];
  private readonly df = new Map<string, number>();
  /** Sentences counted in `df`, long ones included. */
  private counted = 0;

  constructor(library: Library) {
    for (const page of library.pages) {
      for (const section of page.sections) {
        if (REFERENCES.test(section.heading)) continue;
        const headingStems = words(section.heading).map(stem);
        for (const block of blocksOf(section.body)) {
          for (const text of block.kind === 'item' ? [block.text] : sentencesIn(block.text)) {
            const n = countWords(text);
            if (n < 4) continue;
            const stems = new Set([...words(text).map(stem), ...headingStems]);
            // A long sentence counts towards how rare its words are, but is never picked.
            for (const s of stems) this.df.set(s, (this.df.get(s) ?? 0) + 1);
            this.counted++;
            // "The academy's courses follow the knowledge base:" says nothing without the list it opens.
            if (introducesWhatFollows(text)) continue;
            if (n <= MAX_SENTENCE_WORDS)
              this.sentences.push({ text, page, heading: section.heading, item: block.kind === 'item', stems, words: n });
            // A long one is picked by its clauses: "Pvap the vapour pressure at the pumping temperature (about 0.24 m at 20 °C)".
            else
              for (const clause of clausesOf(text)) {
                const m = countWords(clause);
                if (m >= 6 && m <= MAX_SENTENCE_WORDS)
                  this.sentences.push({
                    text: clause,
                    page,
                    heading: section.heading,
                    item: block.kind === 'item',
                    stems: new Set([...words(clause).map(stem), ...headingStems]),
                    words: m,
                  });
              }
          }
        }
      }
    }
  }

  /** Each word of the question the knowledge base uses, with its synonyms, weighted by rarity. */
  private conceptsOf(terms: readonly string[]): { stems: string[]; df: number; weight: number }[] {
    const n = this.counted;
    return [...new Set(terms.filter((t) => !isAspectWord(t)))]
      .map((t) => [...new Set([t, ...synonymsOf(t)].map(stem))])
      .map((stems) => {
        const df = Math.max(0, ...stems.map((s) => this.df.get(s) ?? 0));
        return { stems, df, weight: Math.log((n - df + 0.5) / (df + 0.5) + 1) };
      })
      .filter((c) => c.df > 0);
  }

  /** Share of the knowledge base's sentences that use a stem. */
  share(stem: string): number {
    return this.counted === 0 ? 0 : (this.df.get(stem) ?? 0) / this.counted;
  }

  private openings: Map<string, SentenceEntry[]> | null = null;
  private pages: Map<Page, IndexedSentence[]> | null = null;

  /** The sentences of one page, in index order (read once). */
  onPage(page: Page): readonly IndexedSentence[] {
    if (!this.pages) {
      this.pages = new Map();
      for (const sentence of this.sentences) {
        const list = this.pages.get(sentence.page) ?? [];
        list.push(sentence);
        this.pages.set(sentence.page, list);
      }
    }
    return this.pages.get(page) ?? [];
  }

  /** The sentences whose first word (after "the", "a" or a list dash) has this stem, read once. */
  opening(first: string): readonly SentenceEntry[] {
    if (!this.openings) {
      this.openings = new Map();
      for (const sentence of this.sentences) {
        const opening = sentence.text.replace(/^(-\s*)?(the|a|an)\s+/i, '').replace(/^-\s*/, '');
        const head = words(opening).slice(0, 3).map(stem);
        if (head[0] === undefined) continue;
        const list = this.openings.get(head[0]) ?? [];
        list.push({ sentence, opening, head });
        this.openings.set(head[0], list);
      }
    }
    return this.openings.get(first) ?? [];
  }

  /** How much of the question's weight a text holds (any text, however long): its rare words count most. */
  held(terms: readonly string[], text: string): number {
    const present = new Set(words(text).map(stem));
    return this.conceptsOf(terms)
      .filter((c) => c.stems.some((s) => present.has(s)))
      .reduce((sum, c) => sum + c.weight, 0);
  }

  /** The sentence holding most of the question's weight, or null when none holds any; `among` narrows the search. */
  best(terms: readonly string[], options: FindOptions = {}, among: readonly IndexedSentence[] = this.sentences): SentenceMatch | null {
    const concepts = this.conceptsOf(terms);
    const total = concepts.reduce((sum, c) => sum + c.weight, 0);
    if (total === 0) return null;
    let best: (SentenceMatch & { score: number }) | null = null;
    for (const sentence of among) {
      if (options.within && !options.within(sentence)) continue;
      let held = 0;
      let found = 0;
      let fills = 0;
      for (const c of concepts) {
        if (!c.stems.some((s) => sentence.stems.has(s))) continue;
        held += c.weight;
        found++;
        if (options.missing?.(c.stems)) fills += c.weight;
      }
      if (found === 0 || (options.missing && fills === 0) || (options.whole && found < concepts.length)) continue;
      const score = (held + fills) / total + (options.bonus?.(sentence) ?? 0);
      if (!best || score > best.score || (score === best.score && sentence.words < best.sentence.words)) {
        best = { sentence, found, known: concepts.length, share: held / total, score };
      }
    }
    return best && { sentence: best.sentence, found: best.found, known: best.known, share: best.share };
  }
}

const indexes = new WeakMap<Library, SentenceIndex>();

/** The sentence index of a library (built once: a library is rebuilt after every index change). */
export function sentenceIndexOf(library: Library): SentenceIndex {
  let index = indexes.get(library);
  if (!index) {
    index = new SentenceIndex(library);
    indexes.set(library, index);
  }
  return index;
}

const sectionStemSets = new WeakMap<Section, ReadonlySet<string>>();

/** The stems of a section's heading and body (a library's sections never change: read once each). */
export function sectionStems(section: Section): ReadonlySet<string> {
  let set = sectionStemSets.get(section);
  if (!set) {
    set = new Set(words(`${section.heading} ${section.body}`).map(stem));
    sectionStemSets.set(section, set);
  }
  return set;
}

/** "TDH = ...", "NPSHa ≈ 10.3 − 3 ...": a formula or a worked example. */
export const FORMULA = /\s[=≈]\s/;

/** A sentence as quoting reads it: its words stemmed in order, their set, its length, whether it holds a figure or a formula. */
export interface ReadSentence {
  text: string;
  stems: readonly string[];
  distinct: ReadonlySet<string>;
  words: number;
  figure: boolean;
  /** "NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg": how the quantity is calculated. */
  formula: boolean;
}

const readSentence = (text: string): ReadSentence => {
  const stems = words(text).map(stem);
  return { text, stems, distinct: new Set(stems), words: countWords(text), figure: /\d/.test(text), formula: FORMULA.test(text) };
};

/** The sentences and list items of a passage body, each read once (callers never change them). */
export const passageSentences = remembered(2_000, (body: string): readonly ReadSentence[] =>
  blocksOf(body)
    .flatMap((b) => (b.kind === 'item' ? [b.text] : sentencesIn(b.text)))
    .map(readSentence),
);

/** The sentences of a paragraph, each read once: sections are quoted again and again. */
/** "Full page: Pump operating without discharge.": a pointer to another page, which an answer's own link replaces. */
const POINTS_ELSEWHERE = /^(full page|see also|read more|more on)\b[^.]{0,80}:/i;

export const paragraphSentences = remembered(2_000, (text: string): readonly ReadSentence[] =>
  sentencesIn(text)
    .filter((s) => !POINTS_ELSEWHERE.test(s))
    .map(readSentence),
);

/** A sentence of one page, as an answer quotes it: its text and the page it links to. */
export interface PageSentence {
  text: string;
  passage: { url: string; title: string };
  /** The heading of its section, when known. */
  heading?: string;
  /** An item of a list. */
  item?: boolean;
}

/** Enough of the question to answer it: at least two of its words, and half of those the knowledge base uses. */
const holdsHalf = (m: SentenceMatch): boolean => m.found >= 2 && (m.found >= Math.ceil(m.known / 2) || m.share >= 0.4);

/** The sentence of `page` that holds most of the question's words, when it holds `enough` of them. */
export function sentenceOn(
  library: Library,
  page: Page,
  terms: readonly string[],
  { enough = holdsHalf, ...options }: FindOptions & { enough?: (m: SentenceMatch) => boolean } = {},
): PageSentence | null {
  const index = sentenceIndexOf(library);
  const best = index.best(terms, options, index.onPage(page));
  return best && enough(best) ? pageSentenceOf(best.sentence) : null;
}

/** An indexed sentence as an answer quotes it, with the page it is on. */
const pageSentenceOf = ({ text, page, heading, item }: IndexedSentence): PageSentence => ({
  text,
  passage: { url: page.url, title: page.title },
  heading,
  item,
});

/** How a sentence that defines its subject goes on after naming it: "Wear rings are", "Resonance, when". */
const DEFINES = /^\s*(,|\(|is\b|are\b|means\b|refers\b|describes\b|happens\b|occurs\b|:)/i;
/** "in standby pumps exposed to vibration", "from stray currents": where a term named first comes from. */
const SAYS_WHERE_FROM = /^\s*(in|from|caused by|due to)\b.{0,60}\b(exposed to|caused by|subjected to|from|due to|when|while)\b/iu;
/** "or pressure surges beyond the rating of joints": a cause item that names the term beside a like one, and no more. */
const NAMED_BESIDE_A_LIKE = /^\s*or\s+[\p{L} -]{1,40}?\b(beyond|above|exceeding)\b/iu;
/** "Wear rings are", "Resonance means": the rest of an opening that says what the term is in so many words. */
const DEFINING_VERB = /^\s*(is|are|means|refers|describes)\b/i;

/**
 * A term found only in passing; whether its sentence says where it comes from rather than what
 * it is; and whether it only names the term as a cause of something else, saying nothing of its own cause.
 */
export type InPassing = PageSentence & { term: string; whereFromOnly: boolean; ownCauseUnsaid: boolean };

const inPassingAnswer = (
  { sentence: s }: SentenceEntry,
  phrase: readonly string[],
  whereFromOnly = false,
  ownCauseUnsaid = false,
): InPassing => ({
  text: s.text.replace(/^-\s*/, ''),
  passage: { url: s.page.url, title: s.page.title },
  heading: s.heading,
  term: phrase.at(-1)!,
  whereFromOnly,
  ownCauseUnsaid,
});

/** A word in more than this share of sentences ("company", "pump") is too common to define in passing. */
const COMMON_SHARE = 0.03;
/** "Vibration: Basic, Lite, Pro and Max": the models a feature comes in, no definition of it. */
const TIERS = new RegExp(`^\\s*:\\s*(all|every|${siteFacts.models.names.join('|')})\\b`, 'i');

/**
 * The sentence that defines a term the knowledge base names only in passing, in no heading
 * ("Wear rings are the close-clearance seals...", "- Resonance, when running speed..."): one
 * that opens with the term and goes on to say what it is. The longest term of the question
 * that one defines wins.
 */
export function definedInPassing(library: Library, terms: readonly string[]): InPassing | null {
  const index = sentenceIndexOf(library);
  // The question's words in order, one or two at a time: "wear rings", "resonance".
  const phrases = [...terms.slice(0, -1).map((t, i) => [t, terms[i + 1]!]), ...terms.map((t) => [t])];
  for (const phrase of phrases) {
    const stems = phrase.map(stem);
    // "what is your company trying to achieve?": a word on every page is defined by none of them.
    if (stems.length === 1 && index.share(stems[0]!) > COMMON_SHARE) continue;
    // "Pump efficiency is hydraulic power..." over "Pump efficiency, station efficiency and...":
    // a verb that says what the term is outranks punctuation that may only go on listing.
    let aside: SentenceEntry | undefined;
    let whereFrom: SentenceEntry | undefined;
    let besideALike: SentenceEntry | undefined;
    for (const entry of index.opening(stems[0]!)) {
      if (!stems.every((w, i) => entry.head[i] === w)) continue;
      // What follows the term's own words.
      // Counted in words, as the stems were: "Sub-optimal performance is" is "sub optimal" and more, not "sub optimal" defined.
      const rest = entry.opening.replace(new RegExp(`^(?:[\\p{L}\\p{N}]+[^\\p{L}\\p{N}]+){${stems.length - 1}}[\\p{L}\\p{N}]+`, 'u'), '');
      if (TIERS.test(rest)) continue;
      // "False brinelling in standby pumps exposed to vibration while stationary": a list item that
      // opens with the term says where it comes from, the most the pages say of it where nothing defines it.
      if (!DEFINES.test(rest)) {
        if (SAYS_WHERE_FROM.test(rest)) whereFrom ??= entry;
        else if (NAMED_BESIDE_A_LIKE.test(rest)) besideALike ??= entry;
        continue;
      }
      if (DEFINING_VERB.test(rest)) return inPassingAnswer(entry, phrase);
      aside ??= entry;
    }
    if (aside) return inPassingAnswer(aside, phrase);
    if (whereFrom) return inPassingAnswer(whereFrom, phrase, true);
    if (besideALike) return inPassingAnswer(besideALike, phrase, true, true);
  }
  return null;
}

/** "does motor current go up or down?": a question which way a quantity moves. */
const WHICH_WAY =
  /\b(?:up or down|down or up|rise or fall|fall or rise|increase or decrease|decrease or increase|higher or lower|lower or higher|increase or drop|drop or rise)\b/;
/** Words that say which way a quantity moves. */
const SAYS_WHICH_WAY =
  /\b(higher|lower|rises?|rising|falls?|falling|increases?|increasing|decreases?|decreasing|drops?|dropping|reduced?)\b/i;

/** "why is the current lower?": why a quantity moved the way the visitor saw; the sentence that says it moves so says why. */
const WHY_THAT_WAY =
  /\bwhy (?:is|are|was|were|does|do|did|has|have) (?:the |our |my |its |this |that )?((?:[\w-]+ ){0,2}[\w-]+) (?:so |much |even |now |still )?(?:lower|higher|low|high|less|more|down|up|drops?|dropp(?:ed|ing)|rises?|rising|falls?|falling|(?:go|goes|going|gone|went) (?:up|down)|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing))(?=\s*(?:[?.!,;]|$|(?:than|when|whenever|if|after|now|at|in|with|during|since|every|all|today|on|and|but|so)\b))/;

/** "the motor current went UP, not down": a quantity that moved the other way from the one expected. */
const OTHER_WAY_THAN_EXPECTED =
  /\b((?:[\w-]+ ){0,2}[\w-]+) (?:went|goes|go|has gone|is going|rose|fell|was|is|came|read|reads) (?:up|down|higher|lower|high|low),? (?:and )?(?:not|instead of|rather than) (?:down|up|lower|higher|low|high)\b/;

/** Words that say a reading moved down, and up, alone. */
const DOWN = /^(down|lower|low|less|dropp(ed|ing)|drops?|fell|falls?|falling|decreas(e|es|ed|ing)|reduced?)$/;
const UP = /^(up|higher|high|more|rose|rises?|rising|increas(e|es|ed|ing))$/;
/** A word that says which way, alone. */
const isDirection = (w: string): boolean => DOWN.test(w) || UP.test(w);
/** Words that give the reason for what a sentence says. */
export const GIVES_REASON = /\b(because|since|due to|caused by|as a result|owing to)\b/i;

/** Whether a question asks which way a quantity moves. */
export const asksWhichWay = (query: string): boolean => quantityMoving(normalise(query)) !== undefined;

/** The quantity whose way of moving a question asks about ("current"), if it asks. */
function quantityMoving(q: string): string | undefined {
  const why = WHY_THAT_WAY.exec(q);
  if (why) return queryTerms(why[1]!).at(-1);
  const other = OTHER_WAY_THAN_EXPECTED.exec(q);
  if (other) return queryTerms(other[1]!).at(-1);
  const asked = WHICH_WAY.exec(q);
  if (!asked) return undefined;
  // The quantity is named just before the question of which way ("does motor current go"): its last word.
  return queryTerms(q.slice(0, asked.index))
    .filter((w) => !/^(go|goes|going|move|moves|will|would)$/.test(w))
    .at(-1);
}

/**
 * The sentence of the first of `pages` that says which way the quantity a question asks about
 * moves ("motor power and current lower than normal" for "does motor current go up or down?"),
 * else null. For "why is it lower?", a sentence that gives the reason, from another of `pages`
 * where it holds more of the question.
 */
export function whichWaySentence(library: Library, pages: readonly Page[], query: string): PageSentence | null {
  const q = normalise(query);
  const quantity = quantityMoving(q);
  if (!quantity) return null;
  // "why is it lower?" is answered by a sentence that gives the reason, not by one that only says it moves.
  const why = WHY_THAT_WAY.test(q);
  // Of the pages the question found, the one whose sentence holds most of its words: "the current
  // is lower with the discharge valve shut" is said where shut-off is, not where a restriction is.
  const index = sentenceIndexOf(library);
  const options = {
    within: (s: IndexedSentence) => s.stems.has(stem(quantity)) && SAYS_WHICH_WAY.test(s.text) && (!why || GIVES_REASON.test(s.text)),
  };
  const [first, ...others] = pages;
  // Words of the question other than the way it asks about: "rise or fall" is in any sentence that says which way.
  const terms = queryTerms(q).filter((w) => !isDirection(w));
  const onFirst = first ? index.best(terms, options, index.onPage(first)) : null;
  // Only a reason is looked for on the other pages: which way a quantity moves, many pages say.
  const elsewhere = why
    ? index.best(
        terms,
        options,
        others.flatMap((page) => index.onPage(page)),
      )
    : null;
  const best = elsewhere && elsewhere.found > (onFirst?.found ?? 0) ? elsewhere : onFirst;
  return best && best.found >= 2 ? pageSentenceOf(best.sentence) : null;
}

/**
 * "...the discharge pressure is lower too. Pump or pipeline problem?": two suspects to choose
 * between, at the end of the message.
 */
const EITHER_OR =
  /(?:^|[.?!,;:]\s*|\b(?:is (?:it|this|that)|was (?:it|this|that)|could it be|it'?s) )(?:the |a |an |our )?([\w-]+)(?: [\w-]+)? or (?:is (?:it|this|that) |was (?:it|this|that) |it'?s |the |a |an |our )*([\w-]+)(?: [\w-]+)?\s*\?+\s*$/;

/**
 * For a message that tells which way a reading moved and asks which of two things is to blame
 * ("flow is down and the discharge pressure is lower too: pump or pipeline problem?"): the
 * sentence of the first of `pages` that says what a reading moving that way points to
 * ("Discharge pressure higher than normal (system restriction) or lower than normal (pump
 * deterioration)"), else null.
 */
export function eitherOrSentence(library: Library, pages: readonly Page[], query: string): PageSentence | null {
  const q = normalise(query);
  const asked = EITHER_OR.exec(q);
  const [first] = pages;
  if (!asked || !first || /^(not|so|less|more|two|later|never)$/.test(asked[2]!)) return null;
  const told = queryTerms(q.slice(0, asked.index));
  const way = told.some((w) => DOWN.test(w)) ? DOWN : told.some((w) => UP.test(w)) ? UP : null;
  if (!way) return null;
  // Every word of each suspect: "worn pump or blocked pipe?" names the pump in its second word.
  const suspects = queryTerms(asked[0]!.replace(/\bor\b/, ' ')).map(stem);
  const options = {
    within: (s: IndexedSentence) => words(s.text).some((w) => way.test(w.toLowerCase())) && suspects.some((t) => s.stems.has(t)),
  };
  const terms = told.filter((w) => !isDirection(w));
  const index = sentenceIndexOf(library);
  const best = index.best(terms, options, index.onPage(first));
  return best && best.found >= 2 ? pageSentenceOf(best.sentence) : null;
}

const unitsGiven = new WeakMap<Library, Map<string, boolean>>();

/** Whether any page gives a figure in this unit ("7.1 mm/s"), not only names the unit. */
export function givesFigureIn(library: Library, unit: string): boolean {
  let known = unitsGiven.get(library);
  if (!known) unitsGiven.set(library, (known = new Map()));
  const remembered = known.get(unit);
  if (remembered !== undefined) return remembered;
  const figure = new RegExp(String.raw`\d\s?${escapeRegExp(unit).replace(/\\s\?|\s/g, String.raw`\s?`)}(?![\w/])`, 'i');
  const gives = library.pages.some((p) => p.sections.some((s) => figure.test(s.body)));
  known.set(unit, gives);
  return gives;
}

/** A word in at most this share of the knowledge base's sentences is specific: it names a thing ("milky", "cartridge"). */
export const SPECIFIC_SHARE = 0.008;

/** A sentence that ends in a colon opens the list or example after it, and is no answer alone. */
export const introducesWhatFollows = (sentence: string): boolean => /:\s*$/.test(sentence);

/** Whether one of these texts names these words together, at most two words apart, in order. */
export function namedTogetherIn(texts: readonly string[], asked: readonly string[]): boolean {
  const phrase = new RegExp(String.raw`\b${asked.map((w) => escapeRegExp(stem(w))).join(String.raw`\w*(?:\W+\w+){0,2}?\W+`)}`, 'i');
  return texts.some((text) => phrase.test(text));
}

/** Whether any page of the knowledge base names these words together. */
export const namedTogether = (library: Library, asked: readonly string[]): boolean =>
  library.pages.some((p) =>
    namedTogetherIn(
      p.sections.flatMap((s) => [s.heading, s.body]),
      asked,
    ),
  );

/** Whether one sentence of the knowledge base names these words together and this other word too ("IP68" and "enclosure"). */
export const namedTogetherWith = (library: Library, asked: readonly string[], other: string): boolean => {
  const named = new RegExp(String.raw`\b${escapeRegExp(stem(other))}`, 'i');
  return sentenceIndexOf(library).sentences.some(({ text }) => named.test(text) && namedTogetherIn([text], asked));
};
