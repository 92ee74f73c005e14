/**
 * Which knowledge section answers a question: the one that fits the kind of question (the
 * Causes of the page the question is about for "why ...", the section or page named by the
 * term for "what is ..."), the one whose heading names the question's subject, or the page a
 * question about "which ..." lists.
 */
import { brand } from '@site/contracts/brand';
import type { Retrieval, RetrievedPassage } from '../retrieve/retriever.ts';
import type { Library, Page, Section } from '../retrieve/library.ts';
import { aspectOf, asksConsequence, definedFirst, normalise, thingThatHelps } from '../retrieve/aspect.ts';
import { synonymsOf } from '../retrieve/expansion.ts';
import { queryTerms as queryWords, withoutManner } from '../retrieve/query.ts';
import { remembered } from '../remember.ts';
import { blocksOf } from './blocks.ts';
import { stems } from './facts/match.ts';
import { stem } from './text.ts';
import { SPECIFIC_SHARE, askedStems, heldIn, sectionStems, sentenceIndexOf } from './sentences.ts';
import { ASPECT_WORDS, LIQUIDATED_DAMAGES, askingParts, describesTrouble, messageParts, type Aspect } from './understand.ts';

export const ASPECT_HEADINGS: Record<Aspect, RegExp> = {
  definition: /^(what (it|they) (is|are)|what is|definition|overview)\b/i,
  symptoms: /\b(symptoms?|signs?|warning signs?)\b/i,
  causes: /\b(causes?|why)\b/i,
  detection: /\b(detects?|detection|how .* (finds?|spots?|measures?|measured|monitors?|monitored|detected))\b/i,
  remedies: /\b(remed(y|ies)|fix(ing)?|prevent(ion|ing)?|solutions?|what to do|how to (fix|avoid|prevent|reduce))\b/i,
};

/** How much better the top passage must cover a described trouble to overrule the page its words name. */
const FAR_BETTER = 1.5;
/** "why is this so bad?", "why is that wrong?": a story's practice judged, its harm asked. */
const ASKS_WHY_SO = /\bwhy (is|was) (this|that|it) (so )?(bad|wrong|dangerous|harmful|a problem|not (ok|okay|allowed|done))\b/;
/** Coverage below this share of the best passage's covers a question far less. */
const FAR_LESS = 0.7;

/** Words of a page title that say nothing about its subject. */
const TITLE_FILLER = new Set(stems(`${brand.product} overview introduction guide`));

const ASPECTS_OTHER_THAN_DEFINITION: Aspect[] = ['symptoms', 'causes', 'detection', 'remedies'];

/** Sections that list references: quoted only when the question asks about standards. */
export const REFERENCE_HEADING = /^(sources|references|sources and standards|further reading)\b/i;

const headingStopWords = new Set([...ASPECT_WORDS, 'its', 'they', 'them', 'their', 'this', 'these', 'work', 'works']);
/** Content words of a heading, title or term, stemmed (the same few recur). */
export const contentStems = remembered(20_000, (text: string): string[] => stems(text).filter((w) => !headingStopWords.has(w)));

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

/** A section headed by what it keeps from happening ("Avoiding air entrainment"): its good practice is the page's remedy. */
export const PREVENTION_HEADING = /^(avoiding|preventing)\b/i;

/**
 * For a question asking what to do, on a page with no remedies section: the section on avoiding
 * the trouble, if the question's words find it ("a vortex near one pump, how to avoid it?"). A
 * heading that names two of the question's words ("Minimum submergence to avoid vortices") is the
 * answer itself and is never passed over for it.
 */
function preventionSection(page: Page, aspect: Aspect, retrieval: Retrieval, bestCoverage: number): Section | undefined {
  if (aspect !== 'remedies') return undefined;
  const section = page.sections.find((s) => PREVENTION_HEADING.test(s.heading));
  const found =
    section && retrieval.ranked.some((p) => p.file === page.file && p.heading === section.heading && p.coverage >= bestCoverage * 0.5);
  return found ? section : undefined;
}

/**
 * "how do I know if my pump is running near its BEP?": on a page with no symptoms of its own (a
 * state, not a failure), the section on how that state is measured tells it.
 */
function measurementSection(page: Page, aspect: Aspect): Section | undefined {
  if (aspect !== 'symptoms') return undefined;
  return page.sections.find((s) => MEASURED_HEADING.test(s.heading));
}
const MEASURED_HEADING = /^how .* (is|are) measured$/i;

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
    const better = !best || extra < best.extra || (extra === best.extra && viaTitle && !best.viaTitle);
    if (better) best = { extra, viaTitle, sections: [section], page };
    else if (best && extra === best.extra && viaTitle === best.viaTitle && !viaTitle && best.page === page) best.sections.push(section);
  };
  for (const page of library.pages) {
    const title = contentStems(page.title);
    if (subject.every((w) => title.includes(w))) {
      const section = aspectSection(page, 'definition') ?? page.sections[0];
      // "Aquaflow iPUMPNET overview" names iPUMPNET and nothing else: the brand and "overview" add nothing.
      if (section) consider(title.filter((w) => !asked.has(w) && !TITLE_FILLER.has(w)).length, true, section, page);
    }
    for (const section of page.sections) {
      if (section.heading === '' || REFERENCE_HEADING.test(section.heading)) continue;
      // "How iPUMPNET detects it" names iPUMPNET but defines nothing.
      if (ASPECTS_OTHER_THAN_DEFINITION.some((a) => ASPECT_HEADINGS[a].test(section.heading))) continue;
      // "NPSHa" names the section "NPSH available" by its initials.
      if (subject.length === 1 && initialsOf(section.heading) === subject[0]) consider(0, false, section, page);
      const heading = contentStems(section.heading);
      if (!subject.every((w) => heading.includes(w))) continue;
      // "static head": "Total static head" says it in so many words, "Static discharge head" does not.
      const apart = heading.join(' ').includes(subject.join(' ')) ? 0 : 0.5;
      consider(heading.filter((w) => !asked.has(w)).length + apart, false, section, page);
    }
  }
  const found = best as { extra: number; viaTitle: boolean; sections: Section[]; page: Page } | null;
  if (!found || found.extra > 3) return null;
  // "What is head?": a word every heading qualifies ("Friction head", "Pressure head") is defined
  // by the page's opening, where it says what it is ("head is energy per unit weight...").
  const opening = found.page.sections[0];
  if (
    subject.length === 1 &&
    found.extra >= 1 &&
    !found.viaTitle &&
    opening &&
    opening.heading === '' &&
    !found.sections.includes(opening) &&
    new RegExp(String.raw`\b${subject[0]}\w* (is|are|means)\b`, 'i').test(opening.body)
  )
    return { sections: [opening], page: found.page };
  return { sections: found.sections.slice(0, 3), page: found.page };
}

/**
 * A message of several sentences whose last question asks what a thing is: that sentence, else
 * null ("what is the academy? do you run courses?" asks more than a definition).
 */
function lastDefinitionAsked(query: string): string | null {
  const q = normalise(query);
  const asking = askingParts(q);
  const last = asking.at(-1);
  return messageParts(q).length > 1 && last && last !== q && aspectOf(last) === 'definition' ? last : null;
}

/** A heading's initials, an abbreviation in it kept whole: "NPSH available" -> "npsha", "Total dynamic head" -> "tdh". */
const initialsOf = remembered(2_000, (heading: string): string =>
  heading
    .split(/[\s-]+/)
    .filter((w) => /^[\p{L}\d]/u.test(w))
    .map((w) => (/^\p{Lu}{2,}$/u.test(w) ? w : w[0]!))
    .join('')
    .toLowerCase(),
);

/** "Can u explain static discharge head in simple words": the definition of the words the knowledge base uses. */
export function definitionOf(library: Library, knownTerms: string[]): KnowledgeChoice | null {
  const named = definitionSections(library, subjectOf(knownTerms));
  return named && !TRAINING_PAGE.test(named.page.title) ? named : null;
}

/** The subject of a definition question: its content words, stemmed. */
export function subjectOf(terms: string[]): string[] {
  return [...new Set(terms.filter((t) => !ASPECT_WORDS.has(t)).flatMap((t) => contentStems(t)))];
}

/** The pages of a retrieval's first `n` passages, in rank order, each once. */
export const pagesFound = (retrieval: Retrieval, library: Library, n: number): Page[] =>
  [...new Set(retrieval.ranked.slice(0, n).map((p) => library.page(p.file)))].filter((p): p is Page => p !== undefined);

/** Words that name no particular section: every page is about pumps and iPUMPNET. */
export const UNSPECIFIC = new Set(['pump', 'ipumpnet', 'aquaflow', 'station', 'system', 'water']);

/** The question's topic words and their knowledge-base synonyms, stemmed. */
export const topicOf = (terms: string[]): string[] =>
  subjectOf(terms.flatMap((t) => [t, ...synonymsOf(t)])).filter((w) => !UNSPECIFIC.has(w));

/** Words the visitor says are as they should be ("same flow", "motor is ok"): not the trouble. */
export function statedFine(query: string): string[] {
  const q = query.toLowerCase();
  return [
    ...[...q.matchAll(/\b(?:same|normal|unchanged|steady|stable) (\w+)/g)].map((m) => m[1]!),
    // "flow and pressure are normal": both.
    ...[
      ...q.matchAll(
        /\b(?:(\w+),? (?:and|&) )?(\w+) (?:is|are|was|were|looks?|seems?|stays?|remains?) (?:the same|normal|fine|ok|okay|unchanged|steady|stable|as before)\b/g,
      ),
    ].flatMap((m) => [m[1], m[2]!].filter((w): w is string => w !== undefined)),
  ];
}

/** "axial flow pumps", "mixed-flow": the kind of pump, whose "flow" is no flow asked about. */
const KIND_OF_PUMP = /\b(?:axial|radial|mixed)[- ]flow\b/g;

/** "flow" where the question says it only in the name of a kind of pump, so it names no "Less flow" page. */
export function kindWordsOnly(query: string): string[] {
  const q = query.toLowerCase();
  // match and replace, not test: a global pattern's test would carry its position to the next question.
  return q.match(KIND_OF_PUMP) && !/\bflow\b/.test(q.replace(KIND_OF_PUMP, ' ')) ? ['flow'] : [];
}

/**
 * Words a question uses only to say where a gauge reads ("the discharge pressure is higher"): they
 * name a reading, not a page ("Pump operating without discharge").
 */
/** Where a reading is taken, or, "the new delivery pipe", where a pipe runs: names no page either. */
const PLACE = 'pressure|gauge|gauges|reading|readings|pipe|pipes|line|lines|flange|piping|pipework';
const A_PLACE = new RegExp(`^(${PLACE})$`);
const BEFORE_A_PLACE = new RegExp(String.raw`\b\w+(?= (?:${PLACE})\b)`, 'g');

export function placesOfReadings(query: string): string[] {
  const q = query.toLowerCase();
  const said = (w: string) => [...q.matchAll(new RegExp(`\\b${w}\\b(?: (\\w+))?`, 'g'))].map((m) => m[1] ?? '');
  return [...new Set(q.match(BEFORE_A_PLACE) ?? [])].filter((w) => said(w).every((next) => A_PLACE.test(next)));
}

/** "What subjects do you cover?", "which courses do you run?": all of them, not one. */
const ASKS_WHICH_ONES =
  /\b(what|which)( all| other| different| kinds? of| types? of)? (\w+ )?(courses|subjects|topics|trainings|programmes|programs|modules)\b/;

/**
 * For a question that asks which courses there are: the section of the page that names the
 * chosen one among its siblings ("What courses does the academy offer?"), not that one course's
 * own section, which the visitor's role ("for maintenance staff") may have found.
 */
export function sectionListingSiblings(choice: KnowledgeChoice, query: string): KnowledgeChoice | null {
  if (choice.sections.length !== 1 || !ASKS_WHICH_ONES.test(normalise(query))) return null;
  const named = (heading: string) => heading.replace(/^[^:]*:\s*/, '').toLowerCase();
  const chosen = choice.sections[0]!;
  const siblings = choice.page.sections.filter((s) => s !== chosen && /:/.test(s.heading)).map((s) => named(s.heading));
  const listing = choice.page.sections.find((s) => {
    const body = s.body.toLowerCase();
    return s !== chosen && body.includes(named(chosen.heading)) && siblings.filter((name) => body.includes(name)).length >= 2;
  });
  return listing ? { sections: [listing], page: choice.page } : null;
}

/** "Mechanical seal wear or failure (see the seal failure page)": a list item that sends the reader on. */
const SEE_THE_PAGE = /\(see the ([^)]+?) page\)/i;

/**
 * "What causes mechanical seal leakage?": the Leakage page's causes name seals and send the
 * reader to the Seal failure page, whose causes answer it. Followed when the item holding that
 * pointer holds a word of the question the chosen page's title does not.
 */
function seeAlso(library: Library, choice: KnowledgeChoice, topic: string[], aspect: Aspect): KnowledgeChoice | null {
  const title = new Set(contentStems(choice.page.title));
  const items = blocksOf(choice.sections[0]?.body ?? '')
    .filter((b) => b.kind === 'item')
    .map((b) => {
      const own = new Set(contentStems(b.text.replace(SEE_THE_PAGE, '')));
      // The page's own subject ("leaking" on the Leakage page) tells no item from another.
      return { pointer: SEE_THE_PAGE.exec(b.text), own, held: topic.filter((w) => own.has(w) && !title.has(w)).length };
    });
  for (const item of items) {
    if (!item.pointer || !topic.some((w) => item.own.has(w) && !title.has(w))) continue;
    // Not when another item holds as much of the question ("pipe strain ... and the seal leaks").
    if (items.some((other) => other !== item && other.held >= item.held)) continue;
    const named = contentStems(item.pointer[1]!).join(' ');
    const page = library.pages.find((p) => contentStems(p.title).join(' ') === named);
    const section = page && aspectSection(page, aspect);
    if (page && section) return { sections: [section], page };
  }
  return null;
}

/** "difference between A and B", "A vs B": the two things compared. */
export function comparedThings(query: string): [string, string] | null {
  // The comparison ends with its sentence: "...and static suction lift? our textbook confuses me".
  const q = withoutManner(query)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+(\s.*)?$/, '')
    // "...and total dynamic head pls explain": asking nicely names neither thing.
    .replace(/(\s+\b(pls|plz|please|kindly|explain|thanks|thank you|thx)\b)+$/, '')
    // "static suction lift vs static suction head - whats the difference": the question said twice.
    .replace(/\s*[-,:–]?\s*(what'?s|whats|what is) the (difference|diff)$/, '')
    // "...and 'seal failure' in your failure modes list": where the visitor saw them names neither.
    .replace(/\s+(in|on|from) (your|the|this|our) ([\w-]+ ){0,3}(list|lists|page|pages|table|site|website|chart|brochure|menu)$/, '');
  const m =
    q.match(/\b(?:difference|differences|differ|compare|comparison)\b(?: between| of)? (.+?) (?:and|vs\.?|versus|from|with) (.+)$/) ??
    q.match(/^(?:what is |what's )?(.+?) (?:vs\.?|versus) (.+)$/) ??
    // "how do NPSHa and NPSHr differ?", "how is static head different from total head?"
    q.match(/^(?:(?:and|so|but|ok) )?how (?:do|does|is|are) (?:the )?(.+?) (?:and|from) (?:the )?(.+?) (?:differ|different|compare)$/) ??
    q.match(/^(?:(?:and|so|but|ok) )?how (?:is|are) (?:the )?(.+?) (?:different|differ\w*) (?:from|to|than) (?:the )?(.+)$/);
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
  const common = titleWordsOfSeveralPages(library);
  const titled = library.pages
    .map((page) => {
      const named = contentStems(page.title).filter((w) => topic.includes(w));
      const own = named.filter((w) => !common.has(w)).length;
      // A shared word ("failure") only tells apart pages that a word of their own names.
      return { page, own, named: own + (named.length - own) / 2 };
    })
    .filter((t) => t.own > 0 && aspectSection(t.page, aspect))
    .sort((a, b) => b.named - a.named || rankOf(a.page) - rankOf(b.page));
  const best = titled[0];
  return best ? { sections: [aspectSection(best.page, aspect)!], page: best.page } : null;
}

/**
 * Title words that only qualify a page's subject ("Less flow", "Excessive vibration"): alone they
 * name no page ("the power drops to half" is no question about less flow). Not "imbalanced":
 * "is it imbalance?" asks about the imbalanced shaft.
 */
const QUALIFYING_TITLE_WORDS: readonly string[] = stems('less excessive various proper major indicative');

/**
 * Title words three or more pages share ("failure" of Seal, Bearing and Lubrication failure), and
 * words that only qualify a title's subject: alone they name no page ("how are pump failures
 * linked?" is about none of the three).
 */
const sharedTitleWords = new WeakMap<Library, ReadonlySet<string>>();
function titleWordsOfSeveralPages(library: Library): ReadonlySet<string> {
  let shared = sharedTitleWords.get(library);
  if (!shared) {
    const pagesNaming = new Map<string, number>();
    for (const page of library.pages) for (const w of new Set(contentStems(page.title))) pagesNaming.set(w, (pagesNaming.get(w) ?? 0) + 1);
    shared = new Set([...[...pagesNaming].filter(([, n]) => n >= 3).map(([w]) => w), ...QUALIFYING_TITLE_WORDS]);
    sharedTitleWords.set(library, shared);
  }
  return shared;
}

/** A title's word for too little or too much, and the words a visitor uses for the other way. */
const OTHER_WAY: readonly [RegExp, string][] = [
  [/\bless (\w+)/i, 'high|higher|more|increased|too much|excess\\w*|large|big|full'],
  [/\bexcessive (\w+)/i, 'low|lower|less|reduced|little|no|normal'],
];

/** Each such title word, with the pattern of its other way, found once per knowledge base. */
const otherWaysOf = new WeakMap<Library, readonly { stems: string[]; said: RegExp }[]>();
function otherWays(library: Library): readonly { stems: string[]; said: RegExp }[] {
  let found = otherWaysOf.get(library);
  if (!found) {
    found = library.pages.flatMap((page) =>
      OTHER_WAY.flatMap(([title, other]) => {
        const word = title.exec(page.title)?.[1]?.toLowerCase();
        return word ? [{ stems: contentStems(word), said: new RegExp(`\\b(${other}) ${word}\\b`) }] : [];
      }),
    );
    otherWaysOf.set(library, found);
  }
  return found;
}

/** Stems of title words the question qualifies the other way ("very high flow" against "Less flow"). */
function titleWordsSaidTheOtherWay(library: Library, query: string): Set<string> {
  const q = query.toLowerCase();
  return new Set(otherWays(library).flatMap(({ stems, said }) => (said.test(q) ? stems : [])));
}

/** Where a page's first passage stands in the retrieval's ranking (unranked pages last). */
export const rankIn =
  (retrieval: Retrieval) =>
  (page: Page): number => {
    const at = retrieval.ranked.findIndex((p) => p.file === page.file);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };

/** The words of a question about consequences that say only that harm is done. */
const HARM_WORDS: ReadonlySet<string> = new Set(stems('damage damaged damages damaging harm harmed harmful affected'));

export const TRAINING_PAGE = /\b(academy|training)\b/i;
export const ASKS_ABOUT_TRAINING =
  /\b(academy|course|courses|training|train|trained|trainer|trainings|teach|taught|learn|learning|class|classes|workshop|batch|enrol\w*|enroll\w*|certificate|syllabus|curriculum|lessons?)\b/i;

export const CAREERS_TITLE = /\bcareers?\b/i;
/** Words of a question about working at the company, which the careers page answers. */
export const ASKS_ABOUT_WORK =
  /\b(jobs?|openings?|vacanc\w*|hiring|hire|hired|recruit\w*|careers?|positions?|posts?|roles?|apply|applying|applied|application|resumes?|cv|culture|salar\w*|pay|intern\w*|freshers?|employ\w*|work|working|join|joining|team|staff|people|qualif\w*|experience|degree|graduat\w*|interview\w*|equal|opportunit\w*|benefits|programmers?|engineers?|developers?|lead|associate|diversity|inclusi\w*|women|disab\w*)\b/i;

/** Pages, by title, that answer only questions of their own kind. */
const PAGES_FOR_THEIR_OWN_QUESTIONS: readonly [RegExp, RegExp][] = [
  [TRAINING_PAGE, ASKS_ABOUT_TRAINING],
  [CAREERS_TITLE, ASKS_ABOUT_WORK],
];

/**
 * The question's topic words that may name a page: not those it says are fine ("flow is
 * normal"), names a place or a kind by ("delivery pipe", "axial flow"), uses only for harm
 * ("damage"), or says the other way from a title ("very high flow").
 */
export function topicAsked(query: string, retrieval: Retrieval, library: Library): string[] {
  // With their synonyms: "delivery" said of a pipe is no "discharge" either.
  const fine = new Set(
    contentStems(
      [...statedFine(query), ...placesOfReadings(query), ...kindWordsOnly(query)].flatMap((w) => [w, ...synonymsOf(w)]).join(' '),
    ),
  );
  // "how much damage can dry running do?": the damage asked about names no page ("Imbalanced or damaged shaft").
  // Nor do "liquidated damages", a contract's penalty, nor "how can a bearing get damaged?", harm to the part it names ("damaged shaft").
  const q = normalise(query);
  const harm =
    asksConsequence(query) || LIQUIDATED_DAMAGES.test(q) || /\b(get|gets|got|getting|be|been|being|was|were|is|are) damaged\b/.test(q)
      ? HARM_WORDS
      : new Set<string>();
  // Nor a word of a page's title the question says the other way ("very high flow" is no "Less flow").
  const opposed = titleWordsSaidTheOtherWay(library, query);
  return topicOf(retrieval.terms).filter((w) => !fine.has(w) && !harm.has(w) && !opposed.has(w));
}

/** "does the sensor measure...", "can it detect...": what the product measures, asked. */
const MEASURING = /\b(measur\w*|detect\w*|sens(e|es|ing)|track\w*|monitor\w*|tell|show)\b/;

export function chooseSections(query: string, retrieval: Retrieval, library: Library, aspect: Aspect | null): KnowledgeChoice | null {
  const compared = comparedThings(query);
  if (compared) {
    const [a, b] = compared.map((part) => definitionSections(library, topicOf(queryWords(part))));
    if (a && b && a.sections[0] !== b.sections[0]) return { sections: [a.sections[0]!, b.sections[0]!], page: a.page };
    // One section explains both ("Static suction head and static suction lift").
    if (a && b && a.sections[0] === b.sections[0]) return { sections: [a.sections[0]!], page: a.page };
  }
  if (aspect === 'definition') {
    // Its own words first; then only those the knowledge base uses ("explain X in simple words").
    // "What is the BEP and why should pumps run near it?": the term defined first names the section.
    const first = definedFirst(query);
    const named =
      (first ? definitionSections(library, subjectOf(queryWords(first))) : null) ??
      // "my team understands hindi only. can you explain cavitation?": the sentence that asks names it.
      definitionSections(library, subjectOf(queryWords(lastDefinitionAsked(query) ?? ''))) ??
      definitionSections(library, subjectOf(retrieval.terms)) ??
      definitionSections(library, subjectOf(retrieval.topical));
    if (named && (ASKS_ABOUT_TRAINING.test(query) || !TRAINING_PAGE.test(named.page.title))) return named;
  }
  const topic = topicAsked(query, retrieval, library);
  const rankOf = rankIn(retrieval);
  // The academy's course outlines name every topic of the knowledge base, and the careers page
  // names the product's software and hardware in passing: they answer questions about training
  // and about work at the company, not the topics themselves.
  for (const [page, asks] of PAGES_FOR_THEIR_OWN_QUESTIONS) {
    if (asks.test(query)) continue;
    const elsewhere = (p: RetrievedPassage) => !page.test(p.title);
    retrieval = { ...retrieval, passages: retrieval.passages.filter(elsewhere), ranked: retrieval.ranked.filter(elsewhere) };
    if (retrieval.passages.length === 0 && retrieval.ranked.length === 0) return null;
  }
  const top = retrieval.passages[0] ?? retrieval.ranked[0];
  const asksStandards = retrieval.terms.some((t) => /^(standards?|sources?|references?|iso|ansi|hi|api)$/.test(t));
  const candidates = [...retrieval.passages, ...retrieval.ranked.slice(0, 6)];
  if (aspect === 'symptoms' || aspect === 'causes') {
    // A described trouble ("a crackling noise at the inlet") is about the failure page it names.
    const named = titledAspect(library, topic, aspect, rankOf);
    // Unless another failure page covers the trouble far better ("milky oil in the bearing
    // housing" names the Bearing failure page, but only Lubrication failure speaks of milky oil).
    const best = retrieval.ranked[0];
    const bestPage = best && library.page(best.file);
    const coverageOf = (page: Page) => Math.max(0, ...retrieval.ranked.filter((p) => p.file === page.file).map((p) => p.coverage));
    // ...and holds a specific word of the question the named page never uses ("milky").
    const saysMore = () => {
      const onNamed = new Set(named!.page.sections.flatMap((sec) => [...sectionStems(sec)]));
      const index = sentenceIndexOf(library);
      return best!.matched.some((t) => !onNamed.has(stem(t)) && index.share(stem(t)) <= SPECIFIC_SHARE);
    };
    const better =
      named &&
      bestPage &&
      bestPage !== named.page &&
      aspectSection(bestPage, aspect) &&
      best.coverage >= coverageOf(named.page) * FAR_BETTER &&
      saysMore()
        ? { sections: [aspectSection(bestPage, aspect)!], page: bestPage }
        : null;
    // "the inlet pipe pours water in front of the pumps, foam and bubbles, and some vibration":
    // a page with no causes section of its own ("Avoiding air entrainment") that tells the story
    // far better than the failure page a symptom names, which the search hardly finds.
    const story =
      named &&
      bestPage &&
      !better &&
      bestPage !== named.page &&
      !aspectSection(bestPage, aspect) &&
      best.heading !== '' &&
      best.coverage >= coverageOf(named.page) * 2 &&
      saysMore()
        ? library.sectionOf(best.id)
        : undefined;
    const chosen = better ?? (story && bestPage ? { sections: [story], page: bestPage } : named);
    if (chosen) return seeAlso(library, chosen, topic, aspect) ?? chosen;
  }
  // "Will a VFD always save power?" is about the VFD: what it helps ("power"), and where ("pipe"), name no section or page to answer it.
  const thing = thingThatHelps(query);
  const about = thing ? contentStems(thing) : topic;
  const pageTitles = library.pages.map((p) => contentStems(p.title).join(' '));
  const bestCoverage = Math.max(0, ...retrieval.ranked.slice(0, 6).map((p) => p.coverage));
  const firstPage = retrieval.ranked[0] && library.page(retrieval.ranked[0].file);
  const firstTitleNamed = firstPage ? contentStems(firstPage.title).filter((w) => about.includes(w) && !UNSPECIFIC.has(w)).length : 0;
  const ownWords = subjectOf(retrieval.terms);
  /** How many of the question's words a candidate's heading names, if the heading answers the question (else null). */
  const headingAnswering = (p: RetrievedPassage): { section: Section; page: Page; named: number } | null => {
    // A heading that names one word of a question the passage hardly covers ("Cookies and
    // server logs" for "can it run on our own servers?") is not the section asked for.
    if (p.coverage < bestCoverage * 0.5) return null;
    const section = library.sectionOf(p.id);
    const page = library.page(p.file);
    if (!section || !page || section.heading === '' || REFERENCE_HEADING.test(section.heading)) return null;
    if (Object.values(ASPECT_HEADINGS).some((h) => h.test(section.heading))) return null;
    const heading = contentStems(section.heading);
    // An overview's section named like a page of its own ("Imbalanced or damaged shaft"): the page answers.
    if (pageTitles.includes(heading.join(' ')) && contentStems(page.title).join(' ') !== heading.join(' ')) return null;
    // A heading the question names answers it; one it only brushes ("Static discharge head" for
    // "zero water at the delivery side") only if its passage covers the question about as well as the best.
    const named = heading.filter((w) => about.includes(w)).length;
    // "how can we reduce power consumption": the best-ranked page's title names more of the question than this heading.
    if (page !== firstPage && named < firstTitleNamed) return null;
    // "does the edge box open any ports to the internet?": "What happens when the network is down"
    // names only a synonym of one word of it, where the page's best section holds far more.
    const outcovered =
      named === 1 &&
      !heading.some((w) => ownWords.includes(w)) &&
      p.coverage < bestCoverage * 0.75 &&
      retrieval.ranked.slice(0, 6).some((q) => q.file === p.file && q.coverage === bestCoverage && q.id !== p.id);
    // "does the conductivity sensor measure how much metal the casing has lost?": "Sensors" names one
    // word of it, where the best passage, how the product detects the trouble, holds almost all of it.
    const best = retrieval.ranked[0];
    const farBehind =
      named === 1 &&
      best !== undefined &&
      best.file !== p.file &&
      ASPECT_HEADINGS.detection.test(best.heading) &&
      MEASURING.test(normalise(query)) &&
      best.coverage >= 0.8 &&
      p.coverage < best.coverage * 0.6;
    const answers =
      !outcovered &&
      !farBehind &&
      (named * 3 >= heading.filter((w) => !UNSPECIFIC.has(w)).length || (named > 0 && p.coverage >= bestCoverage * 0.8));
    return answers ? { section, page, named } : null;
  };
  const leading = retrieval.ranked.slice(0, 3);
  // "trips on overload when the voltage drops, why?": the Causes ranked first answers it, not a
  // heading further down that names one word ("What happens when the network is down").
  // Not what to do: a section of good practice ("Avoiding air entrainment") answers that by its heading.
  const asksAspect = aspect === 'causes' || aspect === 'symptoms' ? ASPECT_HEADINGS[aspect] : null;
  const aspectFirst = asksAspect ? leading.findIndex((p) => asksAspect.test(p.heading)) : -1;
  for (const [i, p] of leading.entries()) {
    const answering = headingAnswering(p);
    if (answering && aspectFirst >= 0 && aspectFirst < i) {
      const page = library.page(leading[aspectFirst]!.file);
      const section = library.sectionOf(leading[aspectFirst]!.id);
      if (page && section) return { sections: [section], page };
    }
    if (answering) {
      const { section, page, named } = answering;
      // "what power and network is needed at each station?": "What the site needs", which covers
      // the whole question, not "What happens when the network is down", ranked a hair above it.
      const fuller = leading.slice(i + 1).find((later) => {
        const other = later.coverage > p.coverage ? headingAnswering(later) : null;
        return other !== null && other.page === page && other.named > named;
      });
      if (fuller) continue;
      // "so what's the better way?" after throttling: the page's remedies, not its section on throttling.
      const asked =
        aspect && aspect !== 'definition'
          ? (aspectSection(page, aspect) ?? (named < 2 ? preventionSection(page, aspect, retrieval, bestCoverage) : undefined))
          : undefined;
      if (asked) return { sections: [asked], page };
      // The section that answers the same question word may be on another file of the same page
      // ("How long the data is kept" beside the technology page's "Hybrid cloud").
      const found = pagesFound(retrieval, library, 3);
      const same = sameQuestionWord(query, section, [page, ...found.filter((f) => f !== page && f.url === page.url)], topic);
      return same ?? { sections: [section], page };
    }
  }
  if (aspect && aspect !== 'definition') {
    const named = titledAspect(library, topic, aspect, rankOf);
    if (named) return named;
    const told = describesTrouble(query);
    for (const p of candidates) {
      // A page ranked high for its aspect heading alone ("Causes"), which covers the story far
      // less than another passage does ("the backwash drain falls into the sump" is air entrainment).
      if (aspect === 'causes' && (told || ASKS_WHY_SO.test(normalise(query))) && p.coverage < bestCoverage * FAR_LESS) continue;
      const page = library.page(p.file);
      const section =
        page &&
        (aspectSection(page, aspect) ?? preventionSection(page, aspect, retrieval, bestCoverage) ?? measurementSection(page, aspect));
      if (page && section) return { sections: [section], page };
      // Only the pages the question is most about: a later page's Causes answer another question.
      if (p.coverage < (retrieval.passages[0]?.coverage ?? 0) * 0.8) break;
    }
  }
  const quotable = definingFirst(
    candidates.filter((p) => asksStandards || !REFERENCE_HEADING.test(p.heading)),
    aspect,
  );
  // The page the question names by its title, if it is among the good candidates: at least 60% as
  // good as the best ("the operating contractor" names no pump operating without discharge where
  // the Commercials section holds the whole question; half as good took it, tried on the tuning sets).
  const best = quotable[0]?.coverage ?? 0;
  const common = titleWordsOfSeveralPages(library);
  const titled = quotable.find((p) => p.coverage >= best * 0.6 && contentStems(p.title).some((w) => about.includes(w) && !common.has(w)));
  const usable = titled ?? quotable[0] ?? top;
  if (!usable) return null;
  const page = library.page(usable.file);
  const section = library.sectionOf(usable.id);
  if (!page || !section) return null;

  if (aspect === 'definition' && section.heading !== '' && !ASPECT_HEADINGS.definition.test(section.heading)) {
    // "What is iPUMPNET" landing on a list of its sensors: the page's own definition reads better.
    const title = contentStems(page.title);
    const subject = subjectOf(retrieval.terms);
    const definition = aspectSection(page, 'definition');
    if (definition && title.some((w) => subject.includes(w))) return { sections: [definition], page };
    // "what is meant by sub optimal operation?": a page titled by the subject says what it is in its opening.
    const opening = page.sections[0]?.heading === '' ? page.sections[0] : undefined;
    if (opening && title.filter((w) => subject.includes(w) && !UNSPECIFIC.has(w)).length >= 2) return { sections: [opening], page };
  }
  return { sections: [section], page };
}

/** The aspects of a trouble the pages list item by item, which name terms without saying what they are. */
const LISTED_ASPECTS: Aspect[] = ['symptoms', 'causes', 'remedies'];

/**
 * "what is wire-to-water efficiency?": a list of symptoms that names it is no definition; a
 * section as good that is not about a trouble's aspect goes first.
 */
function definingFirst(passages: RetrievedPassage[], aspect: Aspect | null): RetrievedPassage[] {
  const aboutAnAspect = (p: RetrievedPassage) => LISTED_ASPECTS.some((a) => ASPECT_HEADINGS[a].test(p.heading));
  const first = passages[0];
  if (aspect !== 'definition' || !first || !aboutAnAspect(first)) return passages;
  const defining = passages.find((p) => p.coverage >= first.coverage && p.heading !== '' && !aboutAnAspect(p));
  return defining ? [defining, ...passages.filter((p) => p !== defining)] : passages;
}

/** "is the data stored in India or on a foreign server?": where, in other words ("kept in the cloud for how long?" is not). */
const ASKS_WHERE =
  /^(?!.*\bhow long\b).*\b(stored|hosted|kept|saved|held|located|based|sitting|lives?)( \w+)? (in|on|at|outside|abroad|overseas)\b(?! real[ -]time)/;

/** The question word a heading written as an answer starts with ("Where the data is hosted"). */
const QUESTION_WORD = /^(where|who|whom|when|why|which|how long|how much|how many|how often|how)\b/;

/**
 * "Where is the data stored?": of the sections of a page that name the topic, the one whose
 * heading answers the same question word ("Where the data is hosted", not "How long the data
 * is kept", though that one says "stored").
 */
function sameQuestionWord(query: string, section: Section, pages: readonly Page[], topic: string[]): KnowledgeChoice | null {
  // The question word that opens the message, or a later sentence of it ("We need 5 years of data.
  // How long do you keep station data?"), whose own words the heading must then name too.
  const parts = messageParts(normalise(query));
  const at = parts.findIndex((part) => QUESTION_WORD.test(part.trim()));
  const word = parts[at]?.trim().match(QUESTION_WORD)?.[1] ?? (ASKS_WHERE.test(normalise(query)) ? 'where' : undefined);
  // "How many years of station data do you keep?" asks how long.
  const asked = word === 'how many' && /^how many (years|months|weeks|days|hours)\b/.test(parts[at]!.trim()) ? 'how long' : word;
  if (!asked || asked === 'how' || section.heading.toLowerCase().startsWith(asked)) return null;
  const partWords = at > 0 ? new Set(contentStems(parts[at]!)) : null;
  for (const page of pages) {
    const same = page.sections.find(
      (s) =>
        s.heading.toLowerCase().match(QUESTION_WORD)?.[1] === asked &&
        contentStems(s.heading).some((w) => topic.includes(w) && (!partWords || partWords.has(w))),
    );
    if (same) return { sections: [same], page };
  }
  return null;
}

/**
 * Sections of one page that share the question's words alike, of the six best: then no section
 * is asked for but the page (four took "do you train operators?" for the academy page whole).
 */
const ALIKE_SECTIONS = 5;

/**
 * "how should a sump be designed? any guidelines": a question every section of one page answers
 * alike (its words are the page's subject, no section's) asks for the page as a whole.
 */
export function pageAskedWhole(retrieval: Retrieval, library: Library): Page | null {
  const top = retrieval.ranked.slice(0, 6);
  const best = Math.max(0, ...top.map((p) => p.coverage));
  const alike = top.filter((p) => p.coverage >= best * 0.97 && !REFERENCE_HEADING.test(p.heading));
  const files = new Set(alike.map((p) => p.file));
  if (files.size !== 1 || new Set(alike.map((p) => p.heading)).size < ALIKE_SECTIONS) return null;
  return library.page(alike[0]!.file) ?? null;
}

/** "how many failure modes...": the words counted, up to the plural that ends them. */
const HOW_MANY = /^how many ((?:[a-z-]+ ){0,2}[a-z-]+[^s\W]s)\b/;

/** The page an overview question names by a plural word of its title ("industries" -> Applications). */
export function overviewPage(query: string, retrieval: Retrieval, library: Library): Page | null {
  // "how many failure modes do you cover?": a count of what a page lists, named by two words of its title.
  const counted = HOW_MANY.exec(normalise(query))?.[1];
  if (counted) {
    const words = contentStems(counted);
    const page = library.pages.find((p) => contentStems(p.title).filter((w) => words.includes(w)).length >= 2);
    if (page && page.sections.filter((s) => s.heading !== '').length >= 4) return page;
  }
  if (!/^(which|what|list|name)\b/i.test(query.trim())) return null;
  const plural = retrieval.terms.filter((t) => /[^s]s$/.test(t));
  const named = topicOf(plural);
  if (named.length === 0) return null;
  const page = library.pages
    .filter((p) => contentStems(p.title).some((w) => named.includes(w)))
    .filter((p) => p.sections.filter((s) => s.heading !== '' && !Object.values(ASPECT_HEADINGS).some((h) => h.test(s.heading))).length >= 4)
    .sort(
      (a, b) =>
        contentStems(b.title).filter((w) => named.includes(w)).length - contentStems(a.title).filter((w) => named.includes(w)).length,
    )[0];
  if (!page) return null;
  // "which country's law applies to your terms?": a section the question names whole ("Which law
  // applies") answers it, not the list of the page's sections.
  const topic = topicOf(retrieval.terms);
  const namedWhole = page.sections.some((sec) => {
    const heading = contentStems(sec.heading).filter((w) => !UNSPECIFIC.has(w) && !QUESTION_WORD.test(w));
    return heading.length >= 2 && heading.every((w) => topic.includes(w));
  });
  return namedWhole ? null : page;
}

/** The words of the company's name ("aquaflow", "pump", "engineering"), its first the one that is only its own. */
const COMPANY_NAME = stems(brand.companyName.replace(/\(.*?\)/g, ''));

/**
 * "Who is Aquaflow?", "about aquaflow": the company's own name and nothing more asks about the
 * company, not about the pages its name also titles ("Aquaflow models", "Aquaflow training
 * academy"). Its page is the one titled by the name and nothing else ("About Aquaflow ...").
 */
export function companyPage(retrieval: Retrieval, library: Library): Page | null {
  const [own] = COMPANY_NAME;
  if (own === undefined || !retrieval.topical.includes(own)) return null;
  if (!retrieval.topical.every((t) => COMPANY_NAME.includes(t) || t === 'company')) return null;
  const name = contentStems(brand.companyName).join(' ');
  return library.pages.find((p) => contentStems(p.title).join(' ') === name) ?? null;
}

/** The section of a page that shares most of these words, if any shares one. */
export function sectionNaming(page: Page, terms: string[]): Section | undefined {
  const wanted = askedStems(terms);
  let best: { section: Section; score: number } | undefined;
  for (const section of page.sections) {
    if (REFERENCE_HEADING.test(section.heading)) continue;
    const found = heldIn(wanted, sectionStems(section));
    const score = found + (contentStems(section.heading).some((w) => wanted.has(w)) ? 0.5 : 0);
    if (found > 0 && (!best || score > best.score)) best = { section, score };
  }
  return best?.section;
}
