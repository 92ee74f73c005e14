/**
 * Quoting knowledge as a visitor wants it, without a model: the sentence that answers first, a
 * list whole up to a cap, under about 120 words, and the page link last. Also the middle tier:
 * when retrieval is unsure, the closest pages with a line each.
 */
import type { ChatSource } from '@site/contracts/chat';
import type { Retrieval, RetrievedPassage } from '../retrieve/retriever.ts';
import type { Library, Page, Section } from '../retrieve/library.ts';
import { synonymsOf } from '../retrieve/expansion.ts';
import {
  aspectOf,
  asksCalculation,
  asksFormula,
  normalise,
  weighsOneWayAgainstAnother,
  withoutCalculationWords,
} from '../retrieve/aspect.ts';
import {
  ASKS_ABOUT_TRAINING,
  ASPECT_HEADINGS,
  PREVENTION_HEADING,
  REFERENCE_HEADING,
  TRAINING_PAGE,
  CAREERS_TITLE,
  ASKS_ABOUT_WORK,
  comparedThings,
  contentStems,
  type KnowledgeChoice,
} from './choose-section.ts';
import { blocksOf, countWords, sentencesIn } from './blocks.ts';
import { ASKS_OF_OUR_PRODUCT, describesTrouble, messageParts } from './understand.ts';
import {
  askedStems,
  asksWhichWay,
  FORMULA,
  GIVES_REASON,
  heldIn,
  SPECIFIC_SHARE,
  introducesWhatFollows,
  namedTogetherIn,
  paragraphSentences,
  passageSentences,
  type IndexedSentence,
  type ReadSentence,
  sectionStems,
  sentenceIndexOf,
  sentenceOn,
  type InPassing,
  type PageSentence,
} from './sentences.ts';
import { stem, truncateWords, words } from './text.ts';
import type { Answer } from './types.ts';
import { handoff } from './replies.ts';
import { brand } from '@site/contracts/brand';

/** Words of the answer before the page link. */
export const ANSWER_WORD_BUDGET = 108;
/** List items quoted before "and N more on the page". */
export const MAX_LIST_ITEMS = 10;
const MAX_ITEM_WORDS = 24;

/** How many of the question's words (a word and its synonyms counting once each) a text holds. */
function wordsOfQuestionIn(terms: string[]): (text: string) => number {
  const asked = askedStems(terms);
  return (text) => heldIn(asked, new Set(words(text).map(stem)));
}

/** "This page answers who owns that data ...", "This page covers its symptoms ...": what a page covers, said of it. */
const PAGE_COVERS = /^this (page|chapter) (answers|covers|describes|explains|lists|summari[sz]es|sets out|gives)\b/i;

/** A sentence that names what a page covers, in indirect questions, rather than saying anything. */
export const LISTS_CONTENTS = /^((why|how|what|when|where|which) [^?:]*|(definitions|an overview( chapter)?) of [^?:]*)\.$/i;

/** Sentences of a paragraph section: the lead, then those sharing most words with the question. */
function pickSentences(text: string, terms: string[], budget: number, wants: Wanted): string[] {
  const sentences = paragraphSentences(text);
  if (sentences.length === 0) return [];
  const asked = askedStems(terms);
  const holds = (s: ReadSentence) => heldIn(asked, s.distinct);
  // "How deep ...?", "what grade ...?": a sentence with a figure answers it; "how is NPSHa
  // calculated?" the formula, then the worked example's figures.
  const score = (s: ReadSentence) => holds(s) + (wants.figures && s.figure ? 1.5 : 0) + (wants.formula && s.formula ? 3 : 0);
  // A page summary that lists what the page covers ("Why many pumps run..., how to fix it.") says
  // nothing itself: the sentence after it leads.
  const first = sentences.length > 1 && LISTS_CONTENTS.test(sentences[0]!.text) ? 1 : 0;
  // "This page answers who owns that data, where it is hosted ...": what the page covers says none of it.
  const aboutThePage = (s: ReadSentence) => PAGE_COVERS.test(s.text);
  const chosen = new Set<number>([first]);
  let used = sentences[first]!.words;
  const order = sentences
    .map((s, i) => ({ i, score: score(s) }))
    .filter((x) => x.i > first && !aboutThePage(sentences[x.i]!))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  // A sentence that says again what a chosen one says (a page's summary, then its first line) is left out.
  const said = new Set(sentences[first]!.stems);
  const repeats = (s: ReadSentence) => {
    const own = s.stems;
    return own.length > 0 && own.filter((w) => said.has(w)).length / own.length >= 0.8;
  };
  // "In the first, ... In the second, ...": the cases a paragraph counts go in together or not at
  // all, since one without the other says there is only one (dead-heading, not loss of prime).
  const counted = sentences.flatMap((s, i) => (COUNTED_CASE.test(s.text) ? [i] : []));
  // Too long whole, the cases are told by their first clauses ("In the first, called dead-heading,
  // the pump ... runs against a closed discharge valve.").
  const shortened = new Map<number, string>();
  const wordsOf = (group: number[], short: boolean) =>
    group.reduce((sum, j) => sum + (short ? countWords(firstClause(sentences[j]!.text)) : sentences[j]!.words), 0);
  for (const { i } of order) {
    if (chosen.has(i)) continue;
    const group = counted.length > 1 && counted.includes(i) ? counted.filter((j) => !chosen.has(j)) : [i];
    const short = group.length > 1 && used + wordsOf(group, false) > budget;
    const words = wordsOf(group, short);
    if (used + words > budget || (group.length === 1 && repeats(sentences[i]!))) continue;
    for (const j of group) {
      chosen.add(j);
      if (short) shortened.set(j, firstClause(sentences[j]!.text));
      for (const w of sentences[j]!.stems) said.add(w);
    }
    used += words;
  }
  const inOrder = [...chosen].sort((a, b) => a - b);
  // "how long is our data kept?": a lead that holds none of the question's own words ("Web camera
  // footage is stored ...") follows a sentence that holds them all ("... station data is kept ...").
  const best = inOrder.reduce((b, i) => (holds(sentences[i]!) > holds(sentences[b]!) ? i : b), first);
  const own = new Set(terms.map(stem));
  const all =
    holds(sentences[best]!) >= Math.max(2, terms.length) &&
    holds(sentences[first]!) < holds(sentences[best]!) &&
    heldIn(own, sentences[first]!.distinct) === 0;
  const ordered = all ? [best, ...inOrder.filter((i) => i !== best)] : inOrder;
  return ordered.map((i) => shortened.get(i) ?? sentences[i]!.text);
}

/**
 * A sentence of the cases a paragraph counts: the count ("There are two distinct situations."),
 * one case ("In the first, ..."), or what holds in all ("In both situations ...").
 */
const COUNTED_CASE =
  /^((in the |the )?(first|second|third|fourth)\b(?! (time|step|stage|hours?|days?|weeks?|months?|years?|sign)\b)|there are (two|three|four) (distinct |different |main )?(situations|cases|kinds|types|forms|ways)\b|in (both|either|each|all) (of these |these |the )?(situations|cases)\b)/i;

/** A sentence up to its first semicolon, closed with a full stop. */
const firstClause = (text: string): string => text.replace(/\s*;[\s\S]*$/, '.');

/** Questions that ask for a quantity. */
export const ASKS_FIGURE =
  /\b(how (much|many|far|deep|long|big|high|low|often|fast|close)|what (\w+ )?(size|value|grade|quality|tolerance|percentage|percent|number|ratio|margin|speed|velocity|distance|clearance|pressure|temperature|temp)|minimum|maximum|at least|at most|limit|calculate|formula|in (metres?|meters?|m of water|metre of water|mwc|bar|kpa|psi|mm|kw|hp|rpm|degrees?|m3\/h|m³\/h|lps|mld))\b/i;

/** What a question asks a quote to hold besides its words. */
interface Wanted {
  figures: boolean;
  formula: boolean;
  /** What to do, from a section of good practice: its list, not why it matters. */
  practice?: boolean;
}

/**
 * A list item as quoted: cut at the cap, unless a later sentence holds more of the question's
 * words than its first ("Low supply voltage changes an induction motor's speed only slightly..."
 * after the supply frequency, for a question about low voltage): then up to twice the cap, so
 * the sentence that answers is read with the one it follows; so too the one item of the list that
 * holds most of the question.
 */
function itemQuoted(text: string, holds: (text: string) => number, answering: boolean): string {
  const cap = MAX_ITEM_WORDS * 7;
  if (text.length <= cap) return text;
  if (answering) return truncateWords(text, cap * 2);
  const [first, ...later] = sentencesIn(text);
  const answersLater = first !== undefined && later.some((s) => holds(s) > holds(first));
  return truncateWords(text, answersLater ? cap * 2 : cap);
}

/** One section quoted: lead text, then the list whole up to the cap. */
function quoteSection(section: Section, terms: string[], budget: number, wants: Wanted): string[] {
  const blocks = blocksOf(section.body);
  const items = blocks.filter((b) => b.kind === 'item');
  const texts = blocks.filter((b) => b.kind === 'text');
  if (items.length === 0) return pickSentences(texts.map((t) => t.text).join(' '), terms, budget, wants);
  const lines: string[] = [];
  let used = 0;
  const lead = blocks.find((b) => b.kind === 'text' && blocks.indexOf(b) < blocks.indexOf(items[0]!));
  if (lead) {
    const opening = sentencesIn(lead.text).slice(0, 2);
    // "Good practice is:" introduces the list on its own; the reason before it is left to the page.
    const introduction = opening.at(-1) ?? '';
    const said = wants.practice && opening.length > 1 && introduction.endsWith(':') ? [introduction] : opening;
    const sentence = truncateWords(said.join(' '), 260);
    lines.push(sentence);
    used += countWords(sentence);
  }
  const holds = wordsOfQuestionIn(terms);
  // The item that holds most of the question ("make the pipe rise towards the pump ... Avoid high
  // points that trap air" for why it should rise) is the answer: read on past the cap.
  const held = items.map((item) => holds(item.text));
  // Only an item that holds clearly more than any other: two words more than the next.
  const [most = 0, next = 0] = [...held].sort((a, b) => b - a);
  const answering = most >= next + 2 ? held.indexOf(most) : -1;
  const itemTexts = items.map((item, i) => itemQuoted(item.text, holds, i === answering));
  let shown = 0;
  for (const text of itemTexts) {
    if (shown >= MAX_LIST_ITEMS) break;
    // Counted as the line it is quoted as, dash and all, as the cap counts it: else the cap cuts
    // the last items kept, which may be the ones kept for holding the question's words.
    const words = countWords(`- ${text}`);
    if (used + words > budget && shown > 0) break;
    used += words;
    shown++;
  }
  // A list cut short keeps the items that hold the question's own words ("straight pipe before
  // the suction flange"), in the list's order; else its first items.
  // Within the same words as the first items: an item kept for its words may be longer than the one it displaces.
  const kept = new Set<number>();
  let room = budget - (lines.length > 0 ? countWords(lines[0]!) : 0);
  for (const { i } of itemTexts
    .map((text, i) => ({ i, score: shown < itemTexts.length ? holds(text) : 0 }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, shown)) {
    const words = countWords(`- ${itemTexts[i]}`);
    if (words > room && kept.size > 0) continue;
    kept.add(i);
    room -= words;
  }
  for (const [i, text] of itemTexts.entries()) if (kept.has(i)) lines.push(`- ${text}`);
  if (kept.size < items.length) lines.push(`- …and ${items.length - kept.size} more on the page`);
  return lines;
}

export function readMoreLine(source: ChatSource): string {
  return `Read more on the ${source.title} page: ${source.url}`;
}

/**
 * The sentence that answers a pointed question ("does a VFD always save energy?") when the
 * section chosen for its kind does not hold the question's specific words ("VFD") and a
 * retrieved passage does: it goes first, so the answer leads with it.
 */
export function answeringSentence(
  choice: KnowledgeChoice,
  retrieval: Retrieval,
  query: string,
  library: Library,
): { text: string; passage: RetrievedPassage } | null {
  const chosen =
    choice.sections.length === 1 ? sectionStems(choice.sections[0]!) : new Set(choice.sections.flatMap((s) => [...sectionStems(s)]));
  // Each specific word of the question with its synonyms: one concept.
  const concepts = retrieval.topical.map((t) => new Set([t, ...synonymsOf(t)].map(stem)));
  const inChosen = (c: Set<string>) => [...c].some((w) => chosen.has(w));
  if (concepts.every(inChosen)) return null;
  // A sentence that shares one word with the question ("remote") is no answer to it.
  const enough = Math.max(2, Math.ceil(concepts.length / 2));
  // What it adds must be a specific word ("cartridge"), not one said all over ("run", "high").
  const index = sentenceIndexOf(library);
  const specific = new Set(concepts.filter((c) => [...c].some((w) => index.share(w) <= SPECIFIC_SHARE)));
  let best: { text: string; passage: RetrievedPassage; score: number } | null = null;
  for (const passage of retrieval.ranked.slice(0, 4)) {
    if (REFERENCE_HEADING.test(passage.heading)) continue;
    if (TRAINING_PAGE.test(passage.title) && !ASKS_ABOUT_TRAINING.test(query)) continue;
    if (CAREERS_TITLE.test(passage.title) && !ASKS_ABOUT_WORK.test(query)) continue;
    // A list item is a sentence of its own, though it has no full stop.
    for (const { text: sentence, distinct: present, words: length } of passageSentences(passage.body)) {
      const found = concepts.filter((c) => [...c].some((w) => present.has(w)));
      const fills = found.filter((c) => !inChosen(c) && specific.has(c)).length;
      // "This page answers what ... the site must provide": what the page covers answers nothing.
      if (fills === 0 || found.length < enough || length > 60 || introducesWhatFollows(sentence) || SPEAKS_OF_THE_PAGE.test(sentence))
        continue;
      const score = fills * 2 + found.length + (passage.file === choice.page.file ? 1 : 0);
      if (!best || score > best.score) best = { text: sentence, passage, score };
    }
  }
  return best ? { text: best.text, passage: best.passage } : null;
}

/**
 * The sentence of the chosen page that holds the question's specific words the quoted lines
 * leave out ("double", "twice" for "how much efficiency do worn wear rings cost?"), if one holds
 * most of the question.
 */
/** "From these iPUMPNET calculates...": a sentence that leans on the list before it, no lead alone. */
const POINTS_BACK = /^(from these|from this|from them|these|those|such)\b/i;

/** "distinguishes dead-heading (pressure near shut-off head) from loss of prime": a reading that tells causes apart. */
const TELLS_APART = /\b(distinguish\w*|tells? (\w+ ){0,3}apart|points? to)\b/i;

function pageSentence(choice: KnowledgeChoice, terms: string[], quoted: string, library: Library, query: string): PageSentence | null {
  const present = new Set(words(quoted).map(stem));
  // "bearing temperature rising, what should we check?": how the product would have flagged a
  // trouble the visitor tells answers nothing they asked, unless they ask of the product; a reading
  // that tells causes apart ("distinguishes dead-heading from loss of prime") still does.
  const toldNotAskedOfUs = describesTrouble(query) && !ASKS_OF_OUR_PRODUCT.test(normalise(query));
  const productOnly = (s: IndexedSentence) => ASPECT_HEADINGS.detection.test(s.heading) && !TELLS_APART.test(s.text);
  // A sentence that speaks of the page itself ("this page explains the causes") describes the
  // page, not the thing asked about.
  return sentenceOn(library, choice.page, terms, {
    missing: (stems) => !stems.some((s) => present.has(s)),
    within: (s) => !SPEAKS_OF_THE_PAGE.test(s.text) && !POINTS_BACK.test(s.text) && !(toldNotAskedOfUs && productOnly(s)),
  });
}

/**
 * For a question that asks for a quantity ("what balancing grade?", "vapour pressure at 40 °C?"):
 * the sentence of the chosen page that holds a figure and the question's words, when no quoted
 * line with a figure holds as many of them.
 */
function figureSentence(choice: KnowledgeChoice, terms: string[], lines: string[], library: Library): PageSentence | null {
  const withFigure = (text: string) => /\d/.test(text.replace(/\b(ISO|ANSI\/HI|HI|API|IEC|EN|BS)[\s\d.:-]+/g, ''));
  const best = sentenceOn(library, choice.page, terms, { within: (s) => withFigure(s.text) });
  if (!best) return null;
  // Long sentences are not in the index: the quoted lines are read as they are.
  const index = sentenceIndexOf(library);
  const holds = index.held(terms, best.text);
  const quoted = lines.flatMap((l) => sentencesIn(l)).filter(withFigure);
  return quoted.some((text) => index.held(terms, text) >= holds) ? null : best;
}

/** "do we need to re-balance it after the trim?": whether a step is needed, answered by the step the page prescribes. */
const NEEDS_TO = String.raw`(do|does) (i|we|you|one|it|they) (really |still |also |then |now )?(need|have) to (?!(know|buy|pay|sign|register|enrol|apply|do|send|fill|contact|call|book|request|install|keep ready|provide|give|share|arrange|hire|get|bring|engage|prepare)\b)\w+`;
const ASKS_NEEDED_STEP = new RegExp(`\\b${NEEDS_TO}\\b`);

/** A yes-or-no question about what is right ("is 316 stainless ok for seawater?", "good job or not?"). */
export const ASKS_VERDICT = new RegExp(
  String.raw`^(so |but |and |ok |then )*(is|are|was|were|does|do|can|could|should|would|will|shall)\b.*\b(ok|okay|fine|normal|safe|suitable|good|bad|right|wrong|enough|acceptable|allowed|problem|issue|necessary|needed|required|worth|better|correct|always|true|a myth|(supposed|meant|designed|expected) to)\b|\b((good|bad|right|wrong|ok|okay|correct|fine|safe|normal)( \w+)? or not|is (that|this|it) (normal|ok|okay|fine|a problem|an issue|bad|right|too (hot|warm|high|low|much|little|fast|slow|loud|big|small|large|long|short))|should (i|we) (use|tighten|fit|keep|replace|change|switch|worry)|${NEEDS_TO}|(can|could|may) (i|we) use (?!(it|this|that|ipumpnet|the (app|dashboard|system|software|product|platform))\b)\w+.{0,40} (in|for|with) \w+|(ok|okay|fine|safe|alright|a good idea|wise) to (do|tighten|run|use|fit|keep|leave|replace|continue|operate|start|go ahead)|who('?s| is) (right|correct|wrong)|which (of (us|them|the two|these) |one )?is (right|correct))\b|(^|, )(is (this|that|it) )?(normal|acceptable)\s*\?*\s*$|\b(good|bad|right|wrong|correct|ok|okay|fine|safe|normal|best) (\w+ )?(practice|idea|thing|way)?,? right\s*\?+\s*$`,
);

/** "bearing temperature is 85 °C": the quantity a visitor's figure is a reading of, as the question's terms (two at most, in order). */
function quantityTold(query: string, terms: readonly string[]): string[] {
  const named = normalise(query).match(
    /((?:[\p{L}-]+ )?[\p{L}-]+) (?:is|was|reads|reading|shows|of|at) (?:about |around |only |nearly |almost )?\d/u,
  )?.[1];
  const said = named ? words(named).map(stem) : [];
  const asked = terms.filter((t) => said.includes(stem(t)));
  return asked.length === said.length ? asked : [];
}

/**
 * "bearing temperature is 85 °C, is that too hot?": the unit of the visitor's own figure ("°C")
 * says nothing of what is judged; a sentence that only shares it (the motor windings' "155 °C")
 * is no verdict on the bearing. The terms without such units, when two or more are left.
 */
function withoutUnitsTold(terms: string[], query: string): string[] {
  const units = new Set([...normalise(query).matchAll(/\d\s*°?\s*([\p{L}]+)/gu)].map((m) => m[1]!));
  const kept = terms.filter((t) => !units.has(t));
  return kept.length >= 2 ? kept : terms;
}

/** Whether a sentence of the message asks for a verdict ("we pump seawater. is 316 ok?"). */
export const asksVerdict = (query: string): boolean =>
  weighsOneWayAgainstAnother(query) ||
  partsOf(query).some(
    (part) =>
      ASKS_VERDICT.test(part) ||
      ASKS_LEAVE_FOR_A_PURPOSE.test(part) ||
      ASKS_WHAT_A_PRACTICE_DOES.test(part) ||
      weighsOneWayAgainstAnother(part),
  );

/** "if we tighten the gland fully, will the leak stop?": a practice put up for judgement by what it would do. */
const ASKS_WHAT_A_PRACTICE_DOES =
  /^(so |but |and )?if (we|i) (just |simply |fully |completely )?\w+\b.{0,60}\b(will|would)\b (it|that|this|the|they)\b/;

/** "can we just throttle the suction valve to cut the flow?": a way of doing something, put up for judgement. */
const ASKS_LEAVE_FOR_A_PURPOSE =
  /\b(can|could|may|should) (we|i) (just |simply |not just )?(?!(reduce|cut|lower|save|increase|improve|prevent|avoid|stop|fix|get|know|find|see|ask|contact|buy|order|book|request)\b)\w+\b.{0,60}\b(to|so as to|in order to) (reduce|cut|control|lower|hold|limit|increase|raise|save|regulate|adjust|match|get)\b/;

/** The sentences of a message, and a question after a comma ("we pump seawater, is 316 ok?"). */
const partsOf = (query: string): string[] => messageParts(normalise(query));

/**
 * The sentence of the message that weighs one practice against another, if one does; or, for a
 * practice told in one sentence and judged in the next ("...close the suction valve instead of
 * the delivery valve. Any harm in that?"), the sentence that names the two ways.
 */
const weighingPart = (query: string): string | undefined =>
  partsOf(query).find(weighsOneWayAgainstAnother) ??
  (weighsOneWayAgainstAnother(query) ? partsOf(query).find((part) => /\b(instead of|rather than)\b/.test(part)) : undefined);

/** A number that names a standard, a model or a part ("20816", "10816"), not a quantity. */
const NAMES_BY_NUMBER = /^\d{4,}$/;
/** What naming the visitor's standard by its number adds to a verdict sentence's weight: more than a common word or two. */
const CODE_WEIGHT = 10;

/** The side of the pump a text names alone: its suction or its delivery (discharge). */
function sideOf(text: string): 'suction' | 'delivery' | null {
  const suction = /\b(suction|inlet)\b/.test(text);
  const delivery = /\b(delivery|discharge|outlet)\b/.test(text);
  return suction === delivery ? null : suction ? 'suction' : 'delivery';
}

/** "This page answers what is fitted...": a sentence about the page itself, which answers nothing. */
const SPEAKS_OF_THE_PAGE = /\bthis page\b/i;

/** What naming the quantity of the visitor's reading adds to a verdict sentence's weight: more than a rare word. */
const TOLD_WEIGHT = 3;

/** Share of the question's weight a verdict sentence must hold. */
const VERDICT_SHARE = 0.2;

/** Words of a sentence that gives a verdict. */
const VERDICT =
  /\b(not suitable|unsuitable|suitable|avoid|never|always|should|must|recommended|normal|normally|designed to|correct|wrong|do not|don't|acceptable|is fine|too|excessive|(is|are) a sign of)\b/i;

/** Words of a sentence that says what must or must not be done. */
const PRESCRIBES = /\b(never|always|must|should|avoid|do not|don't|not suitable|unsuitable|recommended)\b/i;

/** Words of a sentence that says what is normal, not what to do. */
const NORM = /\b(designed to|meant to|normal|normally|expected to)\b/i;

/**
 * For a yes-or-no question about what is right: the sentence that holds the question's words and
 * gives a verdict ("304 and 316 stainless steels are not suitable"), first; from the chosen page,
 * or from another retrieved page that holds more of the question (the cause is listed on one
 * page, the verdict on over-tightening a gland on another).
 */
function verdictSentence(
  pages: readonly Page[],
  asked: string[],
  library: Library,
  weighing: string | undefined,
  stepAsked = false,
  told: readonly string[] = [],
): PageSentence | null {
  const index = sentenceIndexOf(library);
  // "bearing temperature is 85 °C": a sentence that names the quantity the visitor read judges that reading.
  const namesTold = (text: string): boolean => told.length > 0 && namedTogetherIn([text], told);
  const side = sideOf(asked.join(' '));
  const onOtherSide = (text: string): boolean =>
    side !== null && sideOf(text.toLowerCase()) === (side === 'suction' ? 'delivery' : 'suction');
  const weighed = weighing !== undefined;
  // The practice asked about is named before "instead of" ("half close the suction valve"), not in
  // the one it would replace nor in the visitor's reasons ("the delivery one is hard to reach").
  const [practice = '', alternative = ''] = weighed ? weighing.split(/\b(?:instead of|rather than)\b/) : [];
  const named = weighed ? new Set(words(practice).map(stem)) : null;
  const terms = named ? asked.filter((t) => named.has(stem(t))) : asked;
  // A sentence that also names the way it would replace ("always fully open") judges between the two.
  const other = words(alternative)
    .map(stem)
    .filter((t) => !named?.has(t) && asked.some((a) => stem(a) === t));
  const judgesBoth = (stems: ReadonlySet<string>): number => (other.some((t) => stems.has(t)) ? 0.5 : 0);
  // A standard or part the visitor names by its number ("ISO 20816-7") is judged where that number is.
  const codes = terms.filter((t) => NAMES_BY_NUMBER.test(t)).map(stem);
  const namesCode = (stems: ReadonlySet<string>): boolean => codes.some((c) => stems.has(c));
  // "do we need to re-balance it?": a remedy's step ("Re-balance after any impeller repair, trim or replacement") says so.
  const isStep = (heading: string | undefined): boolean => stepAsked && ASPECT_HEADINGS.remedies.test(heading ?? '');
  let best: { sentence: PageSentence; score: number } | null = null;
  for (const page of pages) {
    const sentence = sentenceOn(library, page, terms, {
      // "can I throttle the suction valve instead?": only a sentence that judges the practice answers it.
      // A remedy's list says what to do in the imperative ("Rotate standby pumps periodically").
      // A verdict on the suction side says nothing of the delivery valve the visitor asked about.
      // A sentence that speaks of the page itself ("This page answers what is fitted...") judges nothing.
      within: (s: IndexedSentence) =>
        !SPEAKS_OF_THE_PAGE.test(s.text) &&
        (!weighed || PRESCRIBES.test(s.text) || ASPECT_HEADINGS.remedies.test(s.heading)) &&
        !onOtherSide(s.text),
      bonus: (s) =>
        (VERDICT.test(s.text) ? 0.5 : 0) +
        (weighed && GIVES_REASON.test(s.text) ? 0.25 : 0) +
        judgesBoth(s.stems) +
        (namesCode(s.stems) ? 1 : 0) +
        (isStep(s.heading) ? 0.5 : 0) +
        (namesTold(s.text) ? 0.5 : 0),
      // The visitor's story around the question ("we're designing an intake; the vendor offered...")
      // dilutes it: two of its words and a quarter of its weight, in a verdict, suffice.
      enough: (m) => m.found >= 2 && m.share >= VERDICT_SHARE,
    });
    if (!sentence) continue;
    // A sentence that says what is normal ("packing is designed to leak a small amount") answers
    // "is it ok that it drips?" before one that says what to do about it.
    // A practice weighed is best judged by a sentence that gives the reason ("because throttling there lowers NPSH available").
    const reason = weighed && GIVES_REASON.test(sentence.text) ? 0.5 : 0;
    const both = judgesBoth(new Set(words(sentence.text).map(stem)));
    const stems = new Set(words(sentence.text).map(stem));
    const score =
      index.held(terms, sentence.text) +
      (VERDICT.test(sentence.text) || isStep(sentence.heading) ? 1 : 0) +
      (NORM.test(sentence.text) ? 0.5 : 0) +
      reason +
      both +
      (namesCode(stems) ? CODE_WEIGHT : 0) +
      (namesTold(sentence.text) ? TOLD_WEIGHT : 0);
    // The chosen page first, unless another holds more of the question.
    if (!best || score > best.score) best = { sentence, score };
  }
  return best?.sentence ?? null;
}

/**
 * For one way of doing a thing weighed against another ("keep the standby pump running instead of
 * rotating duty?"): the section of another page that gives the verdict, which answers the question
 * better than the section the visitor's words found ("What happens when the network is down").
 */
export function sectionJudgingPractice(choice: KnowledgeChoice, terms: string[], query: string, library: Library): KnowledgeChoice | null {
  const weighing = weighingPart(query);
  if (!weighing || choice.sections.length !== 1) return null;
  const verdict = verdictSentence(library.pages, terms, library, weighing);
  if (!verdict || (verdict.passage.url === choice.page.url && verdict.passage.title === choice.page.title)) return null;
  const page = library.pages.find((p) => p.url === verdict.passage.url && p.title === verdict.passage.title);
  const section = page?.sections.find((s) => s.heading === verdict.heading);
  return page && section ? { page, sections: [section] } : null;
}

/** Words of a sentence that says what a trouble does to the pump. */
const HARM =
  /\b(damag\w*|destroy\w*|ruin\w*|wear(s|ing)?|worn|fail(s|ure|ures)?|break(s|ing)?|broken|crack\w*|seiz\w*|burn\w*|boil\w*|overheat\w*|shorten\w*|spreads?|erod\w*|erosion|pitt(ing|ed)|harm\w*|trip(s|ping)?|cavitat\w*)\b/i;
const HARM_ALL = new RegExp(HARM.source, 'gi');
/** The parts of a pump a trouble harms. */
const PARTS =
  /\b(seals?|bearings?|impellers?|wear rings?|couplings?|shafts?|casings?|motors?|windings?|sleeves?|journals?|bushes|glands?|packing|volutes?|diffusers?)\b/gi;

/**
 * For a question about what a trouble does ("how much damage can dry running do?"): the sentence
 * of the chosen page that holds the question's words and says most of the harm ("…destroy its
 * seals and bearings within minutes"), to lead the answer.
 */
export function consequenceOf(page: Page, terms: string[], library: Library): PageSentence | null {
  // What it does, not what to check for it afterwards or how it is caught.
  const within = (s: IndexedSentence) =>
    !ASPECT_HEADINGS.remedies.test(s.heading) &&
    !ASPECT_HEADINGS.detection.test(s.heading) &&
    !introducesWhatFollows(s.text) &&
    HARM.test(s.text);
  // "what happens at high flow right of BEP?": the sentence holding every word of the question
  // says what happens there, before one that names more parts ("Wear rings are the close-clearance seals...").
  // The parts it names are what the visitor needs ("…its seals and bearings"), more than the word "damage".
  const bonus = (s: IndexedSentence) => (s.text.match(HARM_ALL)?.length ?? 0) * 0.25 + (s.text.match(PARTS)?.length ?? 0) * 0.5;
  // Harm beyond the question's own words: "An imbalanced or damaged shaft covers two faults" only names what was asked.
  const asked = askedStems(terms);
  const saysMore = (s: IndexedSentence) => (s.text.match(HARM_ALL) ?? []).some((w) => !asked.has(stem(w.toLowerCase())));
  const whole = sentenceOn(library, page, terms, {
    within: (s) => within(s) && saysMore(s),
    bonus,
    whole: true,
    enough: (m) => m.known >= 2,
  });
  return whole ?? sentenceOn(library, page, terms, { within, bonus, enough: (m) => m.found >= 1 });
}

/** Share of the question's weight a remedy must hold to be said: enough that it is about this trouble. */
const REMEDY_SHARE = 0.15;

/**
 * For a trouble described ("the fan cover is caked with grime and the motor trips"): the remedy
 * of the page that holds most of the visitor's own words, to follow the causes, as an engineer
 * would say what to do about it.
 */
export function remedyFor(page: Page, terms: string[], library: Library, query: string): PageSentence | null {
  // Not the list's own lead ("Remedies for leakage:").
  const isRemedy = (s: IndexedSentence) => ASPECT_HEADINGS.remedies.test(s.heading) && !/:$/.test(s.text);
  const told = sentenceOn(library, page, terms, {
    within: isRemedy,
    // A described trouble is long, in the visitor's words: two of them in one remedy suffice.
    enough: (m) => m.found >= 2 && m.share >= REMEDY_SHARE,
  });
  // What must be done at once ("Stop the pump at once and let it cool") is said whatever words the
  // visitor used; before the remedy their words find ("Open the discharge valve fully") where they tell of heat.
  const urgent = () => sentenceOn(library, page, terms, { within: (s) => isRemedy(s) && URGENT.test(s.text), enough: () => true });
  const first = told && HEAT_TOLD.test(query) ? urgent() : null;
  if (told && first && told.text !== first.text)
    return { ...first, text: `${first.text} Then ${told.text.charAt(0).toLowerCase()}${told.text.slice(1)}` };
  return told ?? urgent() ?? remedyOfCauseTold(page, terms, library, isRemedy);
}

/**
 * The remedy for the cause that fits the visitor's story: "a standby pump sat idle for months,
 * now its bearings are noisy" fits "False brinelling in standby pumps ... while stationary", whose
 * remedy names the same rare words ("Rotate standby pumps periodically to prevent false brinelling").
 */
function remedyOfCauseTold(page: Page, terms: string[], library: Library, isRemedy: (s: IndexedSentence) => boolean): PageSentence | null {
  const cause = sentenceOn(library, page, terms, {
    within: (s) => s.item && ASPECT_HEADINGS.causes.test(s.heading),
    enough: (m) => m.found >= 2,
  });
  if (!cause) return null;
  const index = sentenceIndexOf(library);
  const rare = words(cause.text)
    .map(stem)
    .filter((w) => index.share(w) <= SPECIFIC_SHARE);
  if (rare.length === 0) return null;
  return sentenceOn(library, page, rare, { within: isRemedy, enough: (m) => m.found >= 1 });
}

/** "the casing is getting warm", "very hot", "smoke": heat told, which a remedy that cannot wait answers first. */
const HEAT_TOLD = /\b(warm\w*|hot\w*|heat\w*|overheat\w*|burning|smok\w*|steam\w*|boiling)\b/i;

/** Words of a remedy that cannot wait. */
const URGENT = /\b(at once|immediately|without delay)\b/i;

const ASKS_CURE =
  /\b(cure|cured|cures|fix|fixed|fixes|solve|solved|avoid|avoided|prevent|prevented|remedy|remedies|treat|treated|get rid)\b/i;

/**
 * A term the knowledge base defines only in passing: the sentence that defines it, and its page;
 * asked how it is cured too, the page's remedy that names the term.
 */
export function definitionInPassing(sentence: InPassing, query: string, library: Library): Answer {
  const lines = inPassingLines(sentence, query, library);
  // "what is water hammer and can your system detect it?": no page says the product detects a term
  // it names only in passing, so whether it does is the team's to say.
  if (DETECTION_ASKED.test(normalise(query))) {
    const term = stem(sentence.term);
    const said = sentenceIndexOf(library).sentences.some((s) => ASPECT_HEADINGS.detection.test(s.heading) && s.stems.has(term));
    if (!said)
      return handoff(
        'unpublished',
        [...lines, `Whether ${brand.network} detects it is not published: our team will answer it.`].join(' '),
        sentence.passage,
      );
  }
  return {
    response: [...lines, readMoreLine(sentence.passage)].join('\n'),
    sources: [sentence.passage],
    mode: 'extractive',
    suggestions: [],
  };
}

/**
 * "what causes water hammer?", where the pages name it only as a cause of something else
 * ("Water hammer or pressure surges beyond the rating of joints"): that its own cause is not
 * explained, what the pages do say of it, and the team who can say more.
 */
export function causeNotExplained(sentence: InPassing, asked: string, query: string, library: Library): Answer {
  const lines = inPassingLines(sentence, query, library);
  return handoff(
    'unpublished',
    [`Our pages do not explain what causes ${asked}.`, ...lines, 'Our engineers can tell you more.'].join(' '),
    sentence.passage,
  );
}

/** What the pages say of a term they name only in passing: its sentence and, where it fits, the remedy that names it. */
function inPassingLines(sentence: InPassing, query: string, library: Library): string[] {
  // A term the pages name only among the causes ("False brinelling in standby pumps ...") is said
  // as the cause it is, and answered with what prevents it too: all the rest the pages say of it.
  const asCause = ASPECT_HEADINGS.causes.test(sentence.heading ?? '');
  // "Resonance, when running speed ...": a cause that says what it is reads well alone.
  const lines = [
    asCause && sentence.whereFromOnly
      ? `One cause of ${sentence.passage.title.toLowerCase()}: ${sentence.text.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`
      : sentence.text,
  ];
  if (ASKS_CURE.test(query) || asCause) {
    const index = sentenceIndexOf(library);
    // The term itself, or a rare word of the cause beside it ("surges" of "water hammer or pressure surges").
    const named = [
      stem(sentence.term),
      ...words(sentence.text)
        .map(stem)
        .filter((w) => index.share(w) <= SPECIFIC_SHARE),
    ];
    const remedies = index.sentences.filter((s) => s.page.url === sentence.passage.url && ASPECT_HEADINGS.remedies.test(s.heading));
    const cure = named.map((w) => remedies.find((s) => s.stems.has(w))).find((s) => s !== undefined);
    if (cure) lines.push(`What to do: ${cure.text}`);
  }
  return lines;
}

/** "can your system detect it?": whether the product detects something, asked. */
const DETECTION_ASKED =
  /\b(can|does|do|will|would|could) (it|your system|the system|ipumpnet|you|your ai|the ai)\b.{0,20}\b(detect|catch|spot|pick (it )?up|flag|sense|warn|alert)\w*/;

/** A question whether something is so ("does it send SMS alarms?", "is there a mobile app?", "can it run on our servers?"). */
const ASKS_WHETHER =
  /^(so |and |but |ok )?(does|do|is|are|can|could|will|would|has|have) (it|ipumpnet|the system|your system|this|there|they|you|i|we)\b/;

/**
 * A paragraph quoted for a question whether something is so: the sentence of it that holds most
 * of the question leads, since it is the answer ("...sends time-tagged alarms by email and,
 * where configured, SMS"); the others follow in their order. A list keeps its lead line.
 */
function whetherFirst(lines: string[], held: (text: string) => number): string[] {
  if (lines.some((l) => l.startsWith('- '))) return lines;
  const weights = lines.map(held);
  const at = weights.indexOf(Math.max(...weights));
  return at <= 0 ? lines : [lines[at]!, ...lines.filter((_, i) => i !== at)];
}

/** The sentences of a section's first block: what it says first about its subject. */
const openingSentences = (section: Section): string[] => sentencesIn(blocksOf(section.body)[0]?.text ?? '');

/** "No. The chat assistant's answers...": a text that opens with its verdict. */
const YES_OR_NO = String.raw`(yes|no)\b[.,:!]`;
const OPENS_WITH_VERDICT = new RegExp(`^${YES_OR_NO}`, 'i');
/** The same after the heading a quote may put before it ("Are prices published? No."). */
const HEADED_VERDICT = new RegExp(String.raw`^([^:?\n]{0,80}[:?] )?${YES_OR_NO}`, 'i');

/**
 * A sentence that reads only after the one before it on its page ("The pump then has a flooded
 * suction.", "This page answers...", "It equals...", a formula's legend "Hs the static suction head (+) or
 * lift (−)"): no sentence to close a quote with.
 */
const LEANS_ON_CONTEXT =
  /^(-\s*)?(it|its|they|their|this|these|that|those|such|then|also|here|the \w+ then)\b|^in (the )?(first|second|third|other|latter|former)\b|^(in|on|at|for|with|when|where|if)\b[^,]{0,50}?\b(it|they) (is|are|was|were|has|have|can|does|do)\b|\bthis page\b|\([+−-]\)/i;

/** A section of an overview named as another page is ("Cavitation" in the failure-modes chapter): its sentences are about that page's subject. */
const digestsAnotherPage = (library: Library, page: Page, heading: string): boolean => {
  const named = contentStems(heading).join(' ');
  const owner = pagesByTitle(library).get(named);
  return named !== '' && owner !== undefined && owner !== page;
};

/** Each page by the content words of its title, read once per index. */
const titleIndex = new WeakMap<Library, Map<string, Page>>();
function pagesByTitle(library: Library): Map<string, Page> {
  let index = titleIndex.get(library);
  if (!index) {
    index = new Map(library.pages.map((p) => [contentStems(p.title).join(' '), p]));
    titleIndex.set(library, index);
  }
  return index;
}

/** The retrieval-only answer to a knowledge question. */
export function knowledgeAnswer(
  choice: KnowledgeChoice,
  terms: string[],
  query = '',
  lead?: PageSentence | null,
  library?: Library,
  /** What to do about the cause quoted, said after the quote. */
  remedy?: PageSentence | null,
  /** Other pages the question is about: the verdict it asks for may be on one of them. */
  related: readonly Page[] = [],
): Answer {
  const { sections, page } = choice;
  const formula = asksFormula(query);
  let lines: string[];
  // Two terms compared ("lift vs head - what's the difference") are answered by their own
  // sections: a sentence from elsewhere that holds "difference" says nothing of them.
  if (comparedThings(query)) lead = null;
  // A question asking what to do, answered by a section of good practice ("Avoiding air entrainment").
  const practice = sections.length === 1 && PREVENTION_HEADING.test(sections[0]!.heading) && aspectOf(query) === 'remedies';
  if (sections.length > 1) {
    // Variants of one term, or two terms compared: the lead sentence of each, under its heading;
    // they are the answer whole, so no sentence from elsewhere leads them.
    lead = null;
    lines = sections.map((s) => {
      // A page's opening may start with a paragraph that only lists what the page covers.
      const opening = openingSentences(s).filter((t) => !LISTS_CONTENTS.test(t));
      const sentences =
        opening.length > 0
          ? opening
          : sentencesIn(
              blocksOf(s.body)
                .filter((b) => b.kind === 'text')
                .map((b) => b.text)
                .join(' '),
            ).filter((t) => !LISTS_CONTENTS.test(t));
      // With the sentence that sets it beside another ("TDH equals total static head plus the
      // friction head..."): where the two differ, in its own words.
      const others = sections.filter((o) => o !== s).map((o) => words(o.heading).map(stem));
      const relating = sentences.slice(1).find((text) => {
        const own = new Set(words(text).map(stem));
        return countWords(text) <= 40 && others.some((heading) => heading.every((w) => own.has(w)));
      });
      // A page's opening has no heading: its sentences say what they define.
      return `- ${s.heading ? `${s.heading}: ` : ''}${[sentences[0] ?? '', relating]
        .filter(Boolean)
        .map((t) => truncateWords(t!, 240))
        .join(' ')}`;
    });
  } else {
    const section = sections[0]!;
    // A section named for its subject ("Bell-mouth clearance", "Sump and suction design") says
    // what the quote is about; an aspect heading ("Causes") or a heading the lead repeats does not.
    const heading = section.heading;
    const named = heading !== '' && !Object.values(ASPECT_HEADINGS).some((h) => h.test(heading)) && !REFERENCE_HEADING.test(heading);
    // A body that opens "No." answers its heading's question, and says nothing without it, unless
    // the visitor asked a yes-or-no question of their own.
    const verdict = /[?]$/.test(heading) && OPENS_WITH_VERDICT.test(section.body.trimStart()) && !asksVerdict(query);
    const repeated = !verdict && section.body.slice(0, 200).toLowerCase().includes(heading.toLowerCase().split(/\s+/)[0]!);
    // A question heading ("Are prices published?") reads as the question its answer follows.
    const prefix = named && !repeated ? (/[?]$/.test(heading) ? `${heading} ` : `${heading}: `) : '';
    // The page link, a "…and N more" line and the remedy that closes the answer take their
    // words from the same cap: a list cut to make room keeps the items holding the question's words.
    const closing = remedy ? countWords(`What to do: ${remedy.text}`) : 0;
    const room = Math.min(ANSWER_WORD_BUDGET, MAX_ANSWER_WORDS - countWords(readMoreLine(page)) - 7 - closing);
    lines = quoteSection(section, terms, room - countWords(prefix), { figures: formula || ASKS_FIGURE.test(query), formula, practice });
    if (prefix && lines[0]) lines[0] = `${prefix}${lines[0]}`;
  }
  const source = { title: page.title, url: page.url };
  const sources = [source];
  // Before variants quoted side by side, only where a figure is asked of them ("what margin to
  // keep?"), not how they are calculated: they are the answer whole.
  const figureAsked = ASKS_FIGURE.test(sections.length === 1 ? query : withoutCalculationWords(query));
  if (library && figureAsked) {
    // Asked for a quantity: the page's sentence with the figure leads, unless the lead holds more of the question.
    // Its subject's words: "how to calculate velocity head?" is not led by what is "calculated" of friction.
    const subject = terms.filter((t) => !asksCalculation(t));
    const figure = figureSentence(choice, subject, lines, library);
    const index = sentenceIndexOf(library);
    if (figure && (!lead || index.held(subject, figure.text) > index.held(subject, lead.text))) lead = figure;
  }
  const verdictAsked = !lead && library !== undefined && asksVerdict(query);
  if (verdictAsked) {
    lead = verdictSentence(
      [choice.page, ...related.filter((p) => p !== choice.page)],
      withoutUnitsTold(terms, query),
      library,
      weighingPart(query),
      ASKS_NEEDED_STEP.test(normalise(query)),
      quantityTold(query, terms),
    );
    // The verdict leads, though the quoted list holds it further down.
    if (lead) lines = lines.filter((l) => l !== `- ${lead!.text}`);
  }
  // "does motor current go up or down?": the item that says which way leads its list, as a verdict does.
  if (lead && asksWhichWay(query)) lines = lines.filter((l) => l !== `- ${lead!.text}`);
  // Variants quoted side by side ("NPSHa vs NPSHr") are the answer whole: nothing goes between them.
  // A formula quoted is the answer to "how is it calculated": no sentence goes before it.
  const formulaQuoted = formula && lines.some((l) => FORMULA.test(l));
  const found =
    lead || !library || sections.length > 1 || formulaQuoted ? null : pageSentence(choice, terms, lines.join(' '), library, query);
  // The remedy is said after the quote, as what to do, not inside it.
  const extra = found && found.text !== remedy?.text ? found : null;
  // Where it fits; or in place of a list's last items, which answer the question less than the
  // sentence holding its own words ("is there a coating we can put?").
  const room = ANSWER_WORD_BUDGET - countWords(lines.join(' '));
  const list = lines.some((l) => l.startsWith('- '));
  // Not in place of the good practice a question asking what to do is given ("Avoiding air
  // entrainment"), unless it says what to do itself.
  const displaces = list && !(practice && extra && !PRESCRIBES.test(extra.text));
  // A line cut short inside the very sentence ("...if no opening fits you, send your resume…"):
  // the cut-off part goes, and the sentence follows whole, not said twice.
  const opening = extra?.text.slice(0, 60) ?? '';
  const cutIn = extra ? lines.findIndex((l) => l.endsWith('…') && l.includes(opening)) : -1;
  if (extra && cutIn >= 0) {
    const line = lines[cutIn]!;
    const kept = line.slice(0, line.indexOf(opening)).trim();
    lines = [...lines.slice(0, cutIn), ...(kept ? [kept] : []), extra.text, ...lines.slice(cutIn + 1)];
  } else if (extra && (countWords(extra.text) <= room || displaces) && !lines.some((l) => l.includes(extra.text))) {
    // After the section's first sentence; first when that sentence opens a list ("Cavitation is
    // caused by anything that lowers NPSHa or raises NPSHr:"), whose items must follow it.
    const at = lines[0]?.endsWith(':') && lines[1]?.startsWith('- ') ? 0 : 1;
    lines = [...lines.slice(0, at), extra.text, ...withoutItemCutFrom(lines.slice(at), extra.text)];
    // The items it displaces are the list's last, but not the one holding most of the question's
    // words ("...especially with variable frequency drives" stays for bearings failing on VFD motors).
    const closing = countWords(readMoreLine(page)) + (remedy ? countWords(`What to do: ${remedy.text}`) : 0);
    lines = itemsDroppedToFit(lines, wordsOfQuestionIn(terms), MAX_ANSWER_WORDS - closing);
  }
  // Room left after a short section: the page's sentence that holds most of the question and is
  // not quoted yet closes the quote ("...do we need to stop the pump?" finds "mounted without
  // modifying the pumps" beside the section on who installs), where it fits.
  if (library && sections.length === 1 && !formulaQuoted && !(extra && lines.includes(extra.text))) {
    const said = `${lines.join(' ')} ${lead?.text ?? ''}`.toLowerCase();
    // Nor a sentence that says again, in other words, a line quoted ("X handles it on the customer's
    // behalf" after "X's staff handle the data only on the customer's behalf").
    const lineStems = [...lines, lead?.text ?? ''].map((l) => new Set(words(l).map(stem)));
    const restates = (text: string) => {
      const own = [...new Set(words(text).map(stem))];
      return own.length > 0 && lineStems.some((line) => own.filter((w) => line.has(w)).length / own.length >= 0.8);
    };
    const used = countWords([...lines, lead?.text ?? '', remedy ? `What to do: ${remedy.text}` : '', readMoreLine(page)].join(' '));
    // A sentence of another section is quoted without its heading: it must say enough of the
    // question itself ("The station keeps working." holds "network" only in its heading).
    const ownWords = wordsOfQuestionIn(terms);
    const standsAlone = (s: IndexedSentence) => {
      if (s.item || s.heading === sections[0]!.heading) return true;
      const held = ownWords(s.text);
      return held >= 2 || (held === 1 && countWords(s.text) >= 8);
    };
    // No sentence of the index is shorter than four words.
    const closing =
      used + 4 > MAX_ANSWER_WORDS
        ? null
        : sentenceOn(library, page, terms, {
            // Two of the question's words, however long the question (tried on the tuning sets: a
            // share of its weight as well left out sentences that answered); not from an overview's
            // digest of another page ("Cavitation" beside the answer on pumps that run without discharge).
            enough: (m) => m.found >= 2,
            within: (s) =>
              !digestsAnotherPage(library, page, s.heading) &&
              !LEANS_ON_CONTEXT.test(s.text) &&
              standsAlone(s) &&
              !restates(s.text) &&
              !said.includes(s.text.replace(/^-\s*/, '').slice(0, 60).toLowerCase()),
          });
    // An item of another list ("Rising bearing temperature...") is often no sentence without
    // its list: its heading says what it is.
    const text =
      closing && closing.item && closing.heading && closing.heading !== sections[0]!.heading
        ? `${closing.heading}: ${closing.text}`
        : closing?.text;
    if (closing && text && used + countWords(text) <= MAX_ANSWER_WORDS) lines = [...lines, text];
  }
  if (!lead && library && sections.length === 1 && ASKS_WHETHER.test(normalise(query)))
    lines = whetherFirst(lines, (text) => sentenceIndexOf(library).held(terms, text));
  // A section that opens with its verdict ("No. The chat assistant's answers are not engineering
  // advice") answers a yes-or-no question itself: nothing goes before its "No".
  const verdictFirst = asksVerdict(query) && HEADED_VERDICT.test(lines[0] ?? '');
  // A paragraph cut short holds only the start of the lead: it is there all the same. A list item
  // cut short is not: the lead says it whole.
  const quoted = (text: string) => lines.some((l) => l.includes(text) || (!l.startsWith('- ') && l.includes(text.slice(0, 80))));
  // The verdict asked for leads, though the quote holds it further down ("Is gland packing supposed to drip?").
  if (lead && verdictAsked && !verdictFirst && quoted(lead.text) && !lines[0]!.includes(lead.text)) {
    const verdict = lead.text;
    lines = [verdict, ...lines.map((l) => (l.startsWith('- ') ? l : l.replace(verdict, '').trim())).filter(Boolean)];
  }
  if (lead && !verdictFirst && !quoted(lead.text)) {
    lines = [lead.text, ...withoutItemCutFrom(lines, lead.text)];
    if (lead.passage.url !== page.url) sources.unshift({ title: lead.passage.title, url: lead.passage.url });
  }
  const links = sources.length > 1 ? `${readMoreLine(sources[0]!)}; and the ${page.title} page: ${page.url}` : readMoreLine(source);
  // The remedy closes the quote, and the list gives way to it, not the other way round.
  const close = remedy && !lines.some((l) => l.includes(remedy.text)) ? `What to do: ${remedy.text}\n${links}` : links;
  return { response: withinCap(lines, close), sources, mode: 'extractive', suggestions: [] };
}

/**
 * A quote over `cap` words made to fit by dropping list items from the end, all but the one that
 * holds more of the question's words than any other, and counting them in the "…and N more" line.
 */
function itemsDroppedToFit(lines: readonly string[], holds: (text: string) => number, cap: number): string[] {
  const kept = [...lines];
  const items = () => kept.map((l, i) => ({ l, i })).filter(({ l }) => l.startsWith('- ') && !l.startsWith('- …'));
  const more = () => kept.findIndex((l) => l.startsWith('- …'));
  let dropped = 0;
  const total = () => countWords(kept.join(' ')) + (dropped > 0 && more() < 0 ? countWords(MORE_ON_THE_PAGE) : 0);
  // Only an item that holds clearly more of the question than any other is kept for it; the rest go from the end.
  const [most = 0, next = 0] = items()
    .map(({ l }) => holds(l))
    .sort((a, b) => b - a);
  // Not an item already cut short ("...such as stainless steel in…"), which says only part of it.
  const clearly = most > next ? items().find(({ l }) => holds(l) === most)!.l : undefined;
  const answering = clearly?.endsWith('…') ? undefined : clearly;
  while (total() > cap && items().length > 1) {
    const last = items()
      .filter(({ l }) => l !== answering)
      .at(-1);
    if (!last) break;
    kept.splice(last.i, 1);
    dropped++;
  }
  if (dropped === 0) return kept;
  const at = more();
  const counted = at >= 0 ? Number(/…and (\d+) more/.exec(kept[at]!)?.[1] ?? 0) : 0;
  const line = `- …and ${counted + dropped} more on the page`;
  if (at >= 0) kept[at] = line;
  else kept.splice(items().at(-1)!.i + 1, 0, line);
  return kept;
}

/** The lines without the list item that, cut short, only starts this sentence quoted whole elsewhere. */
const withoutItemCutFrom = (lines: readonly string[], text: string): string[] =>
  lines.filter((l) => !(l.startsWith('- ') && l.endsWith('…') && text.startsWith(l.slice(2, -1).trimEnd())));

/** The most words an answer may have, page link included: lines go from the end until it fits. */
export const MAX_ANSWER_WORDS = 125;

/** The line that says a list was cut short to fit. */
const MORE_WORDS = '…and more on the page';
export const MORE_ON_THE_PAGE = `- ${MORE_WORDS}`;

function withinCap(lines: string[], last: string): string {
  const kept = [...lines];
  // After paragraphs, no list item: the words alone.
  const more = kept.some((l) => l.startsWith('- ')) ? MORE_ON_THE_PAGE : MORE_WORDS;
  // Words counted line by line, once: the lines joined have as many words as they have together.
  const counts = kept.map(countWords);
  const lastWords = countWords(last);
  const total = () => counts.reduce((sum, n) => sum + n, lastWords);
  if (total() <= MAX_ANSWER_WORDS) return [...kept, last].join('\n');
  const moreWords = countWords(more);
  while (kept.length > 1 && total() + moreWords > MAX_ANSWER_WORDS) {
    kept.pop();
    counts.pop();
  }
  // A list's own "…and 3 more on the page", or a marker already there, says it.
  if (!kept.at(-1)?.replace(/^- /, '').startsWith('…')) {
    kept.push(more);
    counts.push(moreWords);
  }
  // One line longer than the whole cap: cut it at a word boundary.
  const over = total() - MAX_ANSWER_WORDS;
  if (over > 0)
    kept[0] = `${kept[0]!
      .split(/\s+/)
      .slice(0, -over - 1)
      .join(' ')}…`;
  return [...kept, last].join('\n');
}

/**
 * "Which industries is it used in?", "which failure modes do you cover?": a page whose sections
 * are the things asked for, listed by their headings under the page's first sentence.
 */
export function pageOverview(page: Page, lead = page.summary): Answer {
  const headings = page.sections.map((s) => s.heading).filter((h) => h !== '' && !REFERENCE_HEADING.test(h) && !/\?$/.test(h));
  const lines = [lead, ...headings.slice(0, MAX_LIST_ITEMS + 2).map((h) => `- ${h}`)];
  const source = { title: page.title, url: page.url };
  return { response: withinCap(lines, readMoreLine(source)), sources: [source], mode: 'extractive', suggestions: [] };
}

/** The minimum share of the question a page must cover to be offered among the closest pages. */
export const CLOSEST_MIN_COVERAGE = 0.35;

/** The middle tier: two or three pages that look closest, a line each, or null when none does. */
export function closestPages(retrieval: Retrieval, library: Library): Answer | null {
  const seen = new Set<string>();
  const pages: Page[] = [];
  for (const p of retrieval.ranked as RetrievedPassage[]) {
    if (p.coverage < CLOSEST_MIN_COVERAGE || seen.has(p.url)) continue;
    seen.add(p.url);
    const page = library.page(p.file);
    if (page) pages.push(page);
    if (pages.length === 3) break;
  }
  if (pages.length === 0) return null;
  return {
    response: [
      "I'm not sure I have an exact answer to that. These pages look closest:",
      ...pages.map((p) => `- ${p.title}: ${truncateWords(p.summary, 160)} (${p.url})`),
      'If they do not help, ask our team on the contact page: /contact-us',
    ].join('\n'),
    sources: pages.map((p) => ({ title: p.title, url: p.url })),
    mode: 'closest',
    suggestions: [],
  };
}
