/**
 * Knowledge answers without a model: choose the section that fits the kind of question (the
 * Causes of the page the question is about for "why ...", the section named by the term for
 * "what is ..."), then quote it as a visitor wants it: the sentence that answers first, a list
 * whole up to a cap, under about 120 words, and the page link last. Also the middle tier: when
 * retrieval is unsure, the closest pages with a line each.
 */
import type { ChatSource } from '@site/contracts/chat';
import type { Retrieval, RetrievedPassage } from '../retrieve/retriever.ts';
import type { Library, Page, Section } from '../retrieve/library.ts';
import { stems } from './facts/match.ts';
import { plainText, stem, truncateWords, words } from './text.ts';
import type { Answer } from './types.ts';
import { ASPECT_WORDS, type Aspect } from './understand.ts';
import { queryTerms as queryWords } from '../retrieve/query.ts';
import { synonymsOf } from '../retrieve/expansion.ts';

/** Words of the answer before the page link. */
export const ANSWER_WORD_BUDGET = 108;
/** List items quoted before "and N more on the page". */
export const MAX_LIST_ITEMS = 10;
const MAX_ITEM_WORDS = 24;

export const ASPECT_HEADINGS: Record<Aspect, RegExp> = {
  definition: /^(what (it|they) (is|are)|what is|definition|overview)\b/i,
  symptoms: /\b(symptoms?|signs?|warning signs?)\b/i,
  causes: /\b(causes?|why)\b/i,
  detection: /\b(detects?|detection|how .* (finds?|spots?|measures?|monitors?))\b/i,
  remedies: /\b(remed(y|ies)|fix(ing)?|prevent(ion|ing)?|solutions?|what to do|how to (fix|avoid|prevent|reduce))\b/i,
};

/** Sections that list references: quoted only when the question asks about standards. */
const REFERENCE_HEADING = /^(sources|references|sources and standards|further reading)\b/i;

const headingStopWords = new Set([...ASPECT_WORDS, 'its', 'they', 'them', 'their', 'this', 'these']);
const stemsOf = new Map<string, string[]>();
/** Content words of a heading, title or term, stemmed; remembered, as the same few recur. */
const contentStems = (text: string): string[] => {
  let found = stemsOf.get(text);
  if (!found) {
    if (stemsOf.size > 20_000) stemsOf.clear();
    found = stems(text).filter((w) => !headingStopWords.has(w));
    stemsOf.set(text, found);
  }
  return found;
};

export interface KnowledgeChoice {
  /** The sections the answer quotes (one, or several short ones for a term with variants). */
  sections: Section[];
  /** The page the answer is about. */
  page: Page;
}

/** The section of `page` that answers this aspect, if it has one. */
export function aspectSection(page: Page, aspect: Aspect): Section | undefined {
  return page.sections.find((s) => s.heading !== '' && ASPECT_HEADINGS[aspect].test(s.heading));
}

/**
 * "What is X": the section whose heading names X with the fewest other words, or the
 * definition section of the page titled X. Several equally close headings ("NPSH available",
 * "NPSH required", "NPSH margin" for "what is NPSH") are answered together.
 */
function definitionSections(library: Library, subject: string[]): KnowledgeChoice | null {
  if (subject.length === 0) return null;
  const asked = new Set(subject);
  let best: { extra: number; viaTitle: boolean; sections: Section[]; page: Page } | null = null;
  const consider = (extra: number, viaTitle: boolean, section: Section, page: Page) => {
    const better =
      !best || extra < best.extra || (extra === best.extra && viaTitle && !best.viaTitle);
    if (better) best = { extra, viaTitle, sections: [section], page };
    else if (best && extra === best.extra && viaTitle === best.viaTitle && !viaTitle && best.page === page) best.sections.push(section);
  };
  for (const page of library.pages) {
    const title = contentStems(page.title);
    if (subject.every((w) => title.includes(w))) {
      const section = aspectSection(page, 'definition') ?? page.sections[0];
      if (section) consider(title.filter((w) => !asked.has(w)).length, true, section, page);
    }
    for (const section of page.sections) {
      if (section.heading === '' || REFERENCE_HEADING.test(section.heading)) continue;
      const heading = contentStems(section.heading);
      if (!subject.every((w) => heading.includes(w))) continue;
      consider(heading.filter((w) => !asked.has(w)).length, false, section, page);
    }
  }
  const found = best as { extra: number; sections: Section[]; page: Page } | null;
  if (!found || found.extra > 3) return null;
  return { sections: found.sections.slice(0, 3), page: found.page };
}

/** The subject of a definition question: its content words, stemmed. */
export function subjectOf(terms: string[]): string[] {
  return [...new Set(terms.filter((t) => !ASPECT_WORDS.has(t)).flatMap((t) => contentStems(t)))];
}

/** Words that name no particular section: every page is about pumps and iPUMPNET. */
const UNSPECIFIC = new Set(['pump', 'ipumpnet', 'aquaflow', 'station', 'system', 'water']);

/** The question's topic words and their knowledge-base synonyms, stemmed. */
export const topicOf = (terms: string[]): string[] =>
  subjectOf(terms.flatMap((t) => [t, ...synonymsOf(t)])).filter((w) => !UNSPECIFIC.has(w));

/** "difference between A and B", "A vs B": the two things compared. */
export function comparedThings(query: string): [string, string] | null {
  const q = query.toLowerCase().replace(/[?!.]+$/, '');
  const m =
    q.match(/\b(?:difference|differences|differ|compare|comparison)\b(?: between| of)? (.+?) (?:and|vs\.?|versus|from|with) (.+)$/) ??
    q.match(/^(?:what is |what's )?(.+?) (?:vs\.?|versus) (.+)$/);
  return m ? [m[1]!, m[2]!] : null;
}

/**
 * The sections to answer from. A section whose own heading names the question's topic wins
 * ("throttling" -> "Throttling and oversizing"). For an aspect, the page the question names
 * (by its title) first, then the best-ranked pages that have that aspect. Otherwise the best
 * passage's whole section.
 */
/**
 * The aspect section of the page the question names by its title ("how does iPUMPNET detect
 * corrosion" -> Corrosion > How iPUMPNET detects it), pages naming most of its words first.
 */
export function titledAspect(
  library: Library,
  topic: string[],
  aspect: Exclude<Aspect, 'definition'>,
  rankOf: (page: Page) => number = () => 0,
): KnowledgeChoice | null {
  const titled = library.pages
    .map((page) => ({ page, named: contentStems(page.title).filter((w) => topic.includes(w)).length }))
    .filter((t) => t.named > 0 && aspectSection(t.page, aspect))
    .sort((a, b) => b.named - a.named || rankOf(a.page) - rankOf(b.page));
  const best = titled[0];
  return best ? { sections: [aspectSection(best.page, aspect)!], page: best.page } : null;
}

const TRAINING_PAGE = /\b(academy|training)\b/i;
const ASKS_ABOUT_TRAINING = /\b(academy|course|courses|training|train|trained|trainer|trainings|teach|taught|learn|learning|class|classes|workshop|batch|enrol\w*|enroll\w*|certificate|syllabus|curriculum|lessons?)\b/i;

export function chooseSections(query: string, retrieval: Retrieval, library: Library, aspect: Aspect | null): KnowledgeChoice | null {
  const compared = comparedThings(query);
  if (compared) {
    const [a, b] = compared.map((part) => definitionSections(library, topicOf(queryWords(part))));
    if (a && b && a.sections[0] !== b.sections[0]) return { sections: [a.sections[0]!, b.sections[0]!], page: a.page };
  }
  if (aspect === 'definition') {
    const named = definitionSections(library, subjectOf(retrieval.terms));
    if (named && (ASKS_ABOUT_TRAINING.test(query) || !TRAINING_PAGE.test(named.page.title))) return named;
  }
  const topic = topicOf(retrieval.terms);
  const rankOf = (page: Page): number => {
    const at = retrieval.ranked.findIndex((p) => p.file === page.file);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  // The academy's course outlines name every topic of the knowledge base; they answer questions
  // about training, not the topics themselves.
  if (!ASKS_ABOUT_TRAINING.test(query)) {
    const notTraining = (p: RetrievedPassage) => !TRAINING_PAGE.test(p.title);
    retrieval = { ...retrieval, passages: retrieval.passages.filter(notTraining), ranked: retrieval.ranked.filter(notTraining) };
    if (retrieval.passages.length === 0 && retrieval.ranked.length === 0) return null;
  }
  const top = retrieval.passages[0] ?? retrieval.ranked[0];
  const asksStandards = retrieval.terms.some((t) => /^(standards?|sources?|references?|iso|ansi|hi|api)$/.test(t));
  const candidates = [...retrieval.passages, ...retrieval.ranked.slice(0, 6)];
  if (aspect === 'symptoms' || aspect === 'causes') {
    // A described trouble ("a crackling noise at the inlet") is about the failure page it names.
    const named = titledAspect(library, topic, aspect, rankOf);
    if (named) return named;
  }
  const pageTitles = library.pages.map((p) => contentStems(p.title).join(' '));
  for (const p of retrieval.ranked.slice(0, 3)) {
    const section = library.sectionOf(p.id);
    const page = library.page(p.file);
    if (!section || !page || section.heading === '' || REFERENCE_HEADING.test(section.heading)) continue;
    if (Object.values(ASPECT_HEADINGS).some((h) => h.test(section.heading))) continue;
    const heading = contentStems(section.heading);
    // An overview's section named like a page of its own ("Imbalanced or damaged shaft"): the page answers.
    if (pageTitles.includes(heading.join(' ')) && contentStems(page.title).join(' ') !== heading.join(' ')) continue;
    if (heading.some((w) => topic.includes(w))) return { sections: [section], page };
  }
  if (aspect && aspect !== 'definition') {
    const named = titledAspect(library, topic, aspect, rankOf);
    if (named) return named;
    for (const p of candidates) {
      const page = library.page(p.file);
      const section = page && aspectSection(page, aspect);
      if (page && section) return { sections: [section], page };
      // Only the pages the question is most about: a later page's Causes answer another question.
      if (p.coverage < (retrieval.passages[0]?.coverage ?? 0) * 0.8) break;
    }
  }
  const quotable = candidates.filter((p) => asksStandards || !REFERENCE_HEADING.test(p.heading));
  // The page the question names by its title, if it is among the good candidates.
  const best = quotable[0]?.coverage ?? 0;
  const titled = quotable.find((p) => p.coverage >= best * 0.5 && contentStems(p.title).some((w) => topic.includes(w)));
  const usable = titled ?? quotable[0] ?? top;
  if (!usable) return null;
  const page = library.page(usable.file);
  const section = library.sectionOf(usable.id);
  if (!page || !section) return null;

  if (aspect === 'definition' && section.heading !== '' && !ASPECT_HEADINGS.definition.test(section.heading)) {
    // "What is iPUMPNET" landing on a list of its sensors: the page's own definition reads better.
    const definition = aspectSection(page, 'definition');
    if (definition && contentStems(page.title).some((w) => subjectOf(retrieval.terms).includes(w))) return { sections: [definition], page };
  }
  return { sections: [section], page };
}

interface Block {
  kind: 'text' | 'item';
  text: string;
}

/** A section body as paragraphs and list items, in plain text. */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  const marker = /^\s*(?:[-*+]|\d+[.)])\s+/;
  for (const paragraph of body.split(/\n\s*\n/)) {
    let current: Block | null = null;
    for (const line of paragraph.split('\n')) {
      if (/^#+\s/.test(line) || line.trim() === '') continue;
      const isItem = marker.test(line);
      const text = plainText(line);
      if (text === '') continue;
      // A wrapped line continues the paragraph or list item above it.
      if (!isItem && current) current.text = `${current.text} ${text}`;
      else blocks.push((current = { kind: isItem ? 'item' : 'text', text }));
    }
  }
  return blocks;
}

const sentencesIn = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Sentences of a paragraph section: the lead, then those sharing most words with the question. */
function pickSentences(text: string, terms: string[], budget: number, wantsFigures: boolean): string[] {
  const sentences = sentencesIn(text);
  if (sentences.length === 0) return [];
  const asked = new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]).map(stem));
  // "How deep ...?", "what grade ...?": a sentence with a figure answers it.
  const score = (s: string) => new Set(words(s).map(stem).filter((w) => asked.has(w))).size + (wantsFigures && /\d/.test(s) ? 1.5 : 0);
  const chosen = new Set<number>([0]);
  let used = countWords(sentences[0]!);
  const order = sentences.map((s, i) => ({ i, score: score(s) })).filter((x) => x.i > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  for (const { i } of order) {
    const n = countWords(sentences[i]!);
    if (used + n > budget) continue;
    chosen.add(i);
    used += n;
  }
  return [...chosen].sort((a, b) => a - b).map((i) => sentences[i]!);
}

/** One section quoted: lead text, then the list whole up to the cap. */
/** Questions that ask for a quantity. */
export const ASKS_FIGURE = /\b(how (much|many|far|deep|long|big|high|low|often|fast|close)|what (size|value|grade|percentage|percent|number|ratio|margin|speed|velocity|distance|clearance)|minimum|maximum|at least|at most|limit|calculate|formula)\b/i;

function quoteSection(section: Section, terms: string[], budget: number, wantsFigures = false): string[] {
  const blocks = blocksOf(section.body);
  const items = blocks.filter((b) => b.kind === 'item');
  const texts = blocks.filter((b) => b.kind === 'text');
  if (items.length === 0) return pickSentences(texts.map((t) => t.text).join(' '), terms, budget, wantsFigures);
  const lines: string[] = [];
  let used = 0;
  const lead = blocks.find((b) => b.kind === 'text' && blocks.indexOf(b) < blocks.indexOf(items[0]!));
  if (lead) {
    const sentence = truncateWords(sentencesIn(lead.text).slice(0, 2).join(' '), 260);
    lines.push(sentence);
    used += countWords(sentence);
  }
  let shown = 0;
  for (const item of items) {
    if (shown >= MAX_LIST_ITEMS) break;
    const text = truncateWords(item.text, MAX_ITEM_WORDS * 7);
    const words = countWords(text);
    if (used + words > budget && shown > 0) break;
    lines.push(`- ${text}`);
    used += words;
    shown++;
  }
  if (shown < items.length) lines.push(`- …and ${items.length - shown} more on the page`);
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
export function answeringSentence(choice: KnowledgeChoice, retrieval: Retrieval, query: string): { text: string; passage: RetrievedPassage } | null {
  const chosen = new Set(choice.sections.flatMap((s) => words(`${s.heading} ${s.body}`).map(stem)));
  const specific = retrieval.topical.flatMap((t) => [t, ...synonymsOf(t)]).map(stem);
  const missing = [...new Set(specific)].filter((w) => !chosen.has(w));
  if (missing.length === 0) return null;
  const wanted = new Set(specific);
  let best: { text: string; passage: RetrievedPassage; score: number } | null = null;
  for (const passage of retrieval.ranked.slice(0, 4)) {
    if (REFERENCE_HEADING.test(passage.heading)) continue;
    if (TRAINING_PAGE.test(passage.title) && !ASKS_ABOUT_TRAINING.test(query)) continue;
    for (const sentence of sentencesIn(blocksOf(passage.body).map((b) => b.text).join(' '))) {
      const found = new Set(words(sentence).map(stem).filter((w) => wanted.has(w)));
      const fills = missing.filter((w) => found.has(w)).length;
      if (fills === 0 || found.size < 2 || countWords(sentence) > 60) continue;
      const score = fills * 2 + found.size;
      if (!best || score > best.score) best = { text: sentence, passage, score };
    }
  }
  return best ? { text: best.text, passage: best.passage } : null;
}

/** The retrieval-only answer to a knowledge question. */
export function knowledgeAnswer(choice: KnowledgeChoice, terms: string[], query = '', lead?: { text: string; passage: RetrievedPassage } | null): Answer {
  const { sections, page } = choice;
  let lines: string[];
  if (sections.length > 1) {
    // Variants of one term: the lead sentence of each, under its heading.
    lines = sections.map((s) => `- ${s.heading}: ${truncateWords(sentencesIn(blocksOf(s.body)[0]?.text ?? '')[0] ?? '', 240)}`);
  } else {
    const section = sections[0]!;
    // A section named for its subject ("Bell-mouth clearance", "Sump and suction design") says
    // what the quote is about; an aspect heading ("Causes") or a heading the lead repeats does not.
    const heading = section.heading;
    const named = heading !== '' && !Object.values(ASPECT_HEADINGS).some((h) => h.test(heading)) && !REFERENCE_HEADING.test(heading);
    const repeated = section.body.slice(0, 200).toLowerCase().includes(heading.toLowerCase().split(/\s+/)[0]!);
    // A question heading ("Are prices published?") reads as the question its answer follows.
    const prefix = named && !repeated ? (/[?]$/.test(heading) ? `${heading} ` : `${heading}: `) : '';
    lines = quoteSection(section, terms, ANSWER_WORD_BUDGET - countWords(prefix), ASKS_FIGURE.test(query));
    if (prefix && lines[0]) lines[0] = `${prefix}${lines[0]}`;
  }
  const source = { title: page.title, url: page.url };
  const sources = [source];
  if (lead && !lines.some((l) => l.includes(lead.text))) {
    lines = [lead.text, ...lines];
    if (lead.passage.url !== page.url) sources.unshift({ title: lead.passage.title, url: lead.passage.url });
  }
  const links = sources.length > 1 ? `${readMoreLine(sources[0]!)}; and the ${page.title} page: ${page.url}` : readMoreLine(source);
  return { response: withinCap(lines, links), sources, mode: 'extractive', suggestions: [] };
}

/** The most words an answer may have, page link included: lines go from the end until it fits. */
export const MAX_ANSWER_WORDS = 125;

function withinCap(lines: string[], last: string): string {
  const more = '- …and more on the page';
  const kept = [...lines];
  const total = () => countWords([...kept, last].join(' '));
  if (total() <= MAX_ANSWER_WORDS) return [...kept, last].join('\n');
  while (kept.length > 1 && total() + countWords(more) > MAX_ANSWER_WORDS) kept.pop();
  if (!kept.at(-1)?.startsWith('- …')) kept.push(more);
  // One line longer than the whole cap: cut it at a word boundary.
  const over = total() - MAX_ANSWER_WORDS;
  if (over > 0) kept[0] = `${kept[0]!.split(/\s+/).slice(0, -over - 1).join(' ')}…`;
  return [...kept, last].join('\n');
}

/**
 * "Which industries is it used in?", "which failure modes do you cover?": a page whose sections
 * are the things asked for, listed by their headings under the page's first sentence.
 */
export function pageOverview(page: Page): Answer {
  const headings = page.sections
    .map((s) => s.heading)
    .filter((h) => h !== '' && !REFERENCE_HEADING.test(h) && !/\?$/.test(h));
  const lines = [page.summary, ...headings.slice(0, MAX_LIST_ITEMS + 2).map((h) => `- ${h}`)];
  const source = { title: page.title, url: page.url };
  return { response: withinCap(lines, readMoreLine(source)), sources: [source], mode: 'extractive', suggestions: [] };
}

/** The page an overview question names by a plural word of its title ("industries" -> Applications). */
export function overviewPage(query: string, retrieval: Retrieval, library: Library): Page | null {
  if (!/^(which|what|list|name)\b/i.test(query.trim())) return null;
  const plural = retrieval.terms.filter((t) => /[^s]s$/.test(t));
  const named = topicOf(plural);
  if (named.length === 0) return null;
  const page = library.pages
    .filter((p) => contentStems(p.title).some((w) => named.includes(w)))
    .filter((p) => p.sections.filter((s) => s.heading !== '' && !Object.values(ASPECT_HEADINGS).some((h) => h.test(s.heading))).length >= 4)
    .sort((a, b) => contentStems(b.title).filter((w) => named.includes(w)).length - contentStems(a.title).filter((w) => named.includes(w)).length)[0];
  return page ?? null;
}

/** The minimum share of the question a page must cover to be offered among the closest pages. */
export const CLOSEST_MIN_COVERAGE = 0.3;

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

/** The section of a page that shares most of these words, if any shares one. */
export function sectionNaming(page: Page, terms: string[]): Section | undefined {
  const wanted = new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]).map(stem));
  let best: { section: Section; score: number } | undefined;
  for (const section of page.sections) {
    if (REFERENCE_HEADING.test(section.heading)) continue;
    const found = new Set(words(`${section.heading} ${section.body}`).map(stem).filter((w) => wanted.has(w))).size;
    const score = found + (contentStems(section.heading).some((w) => wanted.has(w)) ? 0.5 : 0);
    if (found > 0 && (!best || score > best.score)) best = { section, score };
  }
  return best?.section;
}
