/**
 * The answer engine: decides what kind of question it has and answers from the right source,
 * in this order: a concern it must not handle (emergency, legal, medical or financial advice), small talk,
 * a question the team answers in person (price, quote, warranty), a fact from the typed content,
 * then the knowledge base, where it picks the section that fits the kind of question. When
 * retrieval is unsure it offers the closest pages; when nothing fits, it says what it can help
 * with. A follow-up borrows what it leaves out (its topic, or the kind of question) from the
 * visitor's previous question.
 *
 * The plan says whether the answer is exact (quoted from one section or the typed content: no
 * model needed) or whether a model could do better by writing from the chosen sections.
 */
import type { ChatTurn } from '@site/contracts/chat';
import { brand } from '@site/contracts/brand';
import type { Library, Page, Section } from '../retrieve/library.ts';
import type { Retrieval, Retriever } from '../retrieve/retriever.ts';
import { weighsOneWayAgainstAnother } from '../retrieve/aspect.ts';
import { calculationInEnglish, HINGLISH, withSpellingMended } from '../retrieve/spelling.ts';
import { answerAboutAbbreviation, answerAboutAlias } from './facts/abbreviations.ts';
import { answerFromFacts } from './facts/index.ts';
import { answerAboutOpenings, asksAboutOpenings } from './facts/careers.ts';
import { answerAboutCourseForRole } from './facts/course-for-role.ts';
import { answerAboutModels, featuresNamed, modelsOf } from './facts/models.ts';
import { answerAboutContact, answerAboutTerms } from './facts/company.ts';
import {
  ASPECT_HEADINGS,
  aspectSection,
  comparedThings,
  contentStems,
  chooseSections,
  sectionListingSiblings,
  definitionOf,
  companyPage,
  overviewPage,
  pageAskedWhole,
  sectionNaming,
  subjectOf,
  rankIn,
  titledAspect,
  topicAsked,
  TRAINING_PAGE,
  UNSPECIFIC,
  type KnowledgeChoice,
  pagesFound,
} from './choose-section.ts';
import {
  answeringSentence,
  asksVerdict,
  closestPages,
  consequenceOf,
  definitionInPassing,
  causeNotExplained,
  knowledgeAnswer,
  pageOverview,
  remedyFor,
  sectionJudgingPractice,
  LISTS_CONTENTS,
} from './quote.ts';
import { sentencesIn } from './blocks.ts';
import {
  HANDOFF_LEAD,
  INSTALLATIONS_UNPUBLISHED,
  beyondWhatIsPublished,
  concernReply,
  figureNotGiven,
  handoff,
  offTopic,
  smallTalk,
  suitsKindLead,
} from './replies.ts';
import { SPECIFIC_ENERGY_WORDS, queryTerms as queryWords } from '../retrieve/query.ts';
import { escapeRegExp, stem, words } from './text.ts';
import {
  definedInPassing,
  namedTogether,
  namedTogetherWith,
  namedTogetherIn,
  sectionStems,
  sentenceOn,
  whichWaySentence,
  eitherOrSentence,
  givesFigureIn,
  sentenceIndexOf,
  paragraphSentences,
  type IndexedSentence,
  type PageSentence,
} from './sentences.ts';
import { answerAboutNoise, withoutSounds } from './signs.ts';
import type { Answer } from './types.ts';
import { bothAnswers, definedThenAsked, twoFacts, twoQuestionsOf, twoSections } from './two-questions.ts';
import {
  ASKS_OF_OUR_PRODUCT,
  ASPECT_WORDS,
  aspectOf,
  asksConsequence,
  asksUnpublishedDetail,
  asksUncoveredPumpQuestion,
  propertyAskedOfProduct,
  unitOfFigureAsked,
  unitOfReadingJudged,
  ratingAskedOfProduct,
  calculatedQuantity,
  definesThenExplains,
  definedBefore,
  asksSomething,
  askingParts,
  concernOf,
  describesTrouble,
  troubleUntold,
  asksFailuresCaught,
  handoffOf,
  leansOnContext,
  ASKS_WHAT_IT_COVERS,
  normalise,
  smallTalkMarker,
  smallTalkOf,
  notOurTask,
  namesOurOffer,
  asksForMore,
  tokens,
  withoutPreamble,
  withoutTag,
  howOurProductWorks,
  kindOfPumpToSuit,
  NAMES_COURSES,
  COURSE_TOPICS,
  type Aspect,
  type HandoffTopic,
} from './understand.ts';

export type Plan =
  | { kind: 'instant'; answer: Answer; retrieval?: Retrieval }
  | {
      kind: 'knowledge';
      /** The retrieval-only answer (also the fallback when a model fails). */
      answer: Answer;
      choice: KnowledgeChoice;
      retrieval: Retrieval;
      /** Quoted from the one section that fits: a model adds nothing but delay. */
      exact: boolean;
      /** The earlier question this one follows up, if it leans on it. */
      context: string | null;
    };

const SUGGESTION_TEMPLATES: [Aspect, (topic: string) => string][] = [
  ['definition', (t) => `What is ${t}?`],
  ['symptoms', (t) => `What are the signs of ${t}?`],
  ['causes', (t) => `What causes ${t}?`],
  ['detection', (t) => `How does iPUMPNET detect ${t}?`],
  ['remedies', (t) => `How do I fix ${t}?`],
];

/** Follow-up questions about the other aspects the page covers. */
function followUps(page: Page, aspect: Aspect | null): string[] {
  const topic = page.title.length > 1 ? page.title.charAt(0).toLowerCase() + page.title.slice(1) : page.title;
  return SUGGESTION_TEMPLATES.filter(([a]) => a !== aspect && a !== 'definition' && aspectSection(page, a) !== undefined)
    .map(([, make]) => make(topic))
    .slice(0, 3);
}

/**
 * "the races show a washboard pattern. What's going on and how do we stop it?": a trouble
 * described, its cause asked and then the cure: the causes, with what to do after them.
 */
function causeThenCure(query: string): boolean {
  if (!describesTrouble(query)) return false;
  const asked =
    query
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.trim() !== '')
      .at(-1) ?? '';
  const parts = twoQuestionsOf(asked);
  return parts !== null && aspectOf(parts[0]) === 'causes' && aspectOf(parts[1]) === 'remedies';
}

/** The visitor's previous question. */
function lastQuestion(history: readonly ChatTurn[]): string | null {
  return [...history].reverse().find((turn) => turn.sender === 'user')?.content ?? null;
}

/** The first sentence of the assistant's last answer, without its links. */
function lastAnswerLead(history: readonly ChatTurn[]): string {
  const last = history.at(-1);
  if (last?.sender !== 'bot') return '';
  return (last.content.split(/(?<=[.!?:])\s|\n/)[0] ?? '').replace(/\/[\w/-]+/g, ' ').slice(0, 300);
}

/** Our phone number, e-mail or address asked for in so many words. */
const ASKS_OUR_NUMBERS =
  /\b(your|ur|the company'?s?)\b.{0,20}\b(phone|number|mobile|e-?mail|mail id|address|whatsapp)\b|\b(phone|number|mobile|e-?mail|mail id|address|whatsapp)\b.{0,30}\b(for|of|to) (your|ur|the company'?s?|(the )?(sales|support|service|accounts|hr) (team|department|dept|people))\b/;

/**
 * What a visitor who asks for a person wants, where it is published: a published term ("a
 * complaint about how you handled my details: who do I write to?" is the grievance officer's),
 * our numbers when asked for them; else null (the hand-off).
 */
function publishedReach(query: string): Answer | null {
  return answerAboutTerms(query) ?? (ASKS_OUR_NUMBERS.test(normalise(query)) ? answerAboutContact(query) : null);
}

/** "can you show a worked example?", "any example?": an example of what was just talked about. */
const ASKS_EXAMPLE =
  /^(ok |okay |so |and |thanks,? )*((can|could|would) you |pls |please )?(show|give|share|explain with|do)?( me| us)? ?(an?|some|one|any|one more|another) (worked|solved|numerical|practical|real|simple)? ?examples?\b/;

/** "how do i apply", "how can we enrol": what the visitor should do. */
const ASKS_WHAT_TO_DO = /\bhow (do|can|should|to|would) (i|we|one)?\b/;

/** "and what does the twin actually do?": how a thing works, which the knowledge base explains and no list of facts says. */
const ASKS_WHAT_IT_DOES =
  /\bwhat (does|do|will|would|can) (the |this |that |a |an |your )?(?!(i|we|you|it|they)\b)[\w-]+( [\w-]+)? (actually |really |exactly )?do\b|\bhow (does|do) (the |this |that |a |an |your )?(?!(i|we|you|it|they)\b)[\w-]+( [\w-]+)? (actually |really )?work\b/;

/** A price asked for in so many words. */
const EXPLICIT_PRICE = /\b(price|prices|pricing|cost|costs|how much|rates?|tariff|quote|quotation|rupees|inr|usd|dollars?|lakhs?)\b/;

/** The words of a question that name its subject, without those that ask what kind of question it is. */
const subjectTerms = (terms: readonly string[]): string[] => terms.filter((t) => !ASPECT_WORDS.has(t));

/** "what exactly is resonance", "what are wear rings": the words the question asks to define. */
function definitionSubject(query: string): string[] | null {
  const q = normalise(query).replace(SPECIFIC_ENERGY_WORDS, 'specific energy');
  const asked =
    q.match(/\bwhat (?:exactly |actually |really )?(?:is|are|does|do) (?:a |an |the )?([\p{L}\d-]+(?: [\p{L}\d-]+)?)/u)?.[1] ??
    // "how do you calculate specific energy", "how is NPSHa worked out": where a quantity is defined, its formula is.
    calculatedQuantity(q);
  if (!asked) return null;
  const subject = subjectTerms(queryWords(asked));
  return subject.length > 0 ? subject : null;
}

/** "what causes water hammer?", "why does surge happen?": the thing whose cause is asked, in the visitor's words and as terms. */
function causeSubject(query: string): { said: string; terms: string[] } | null {
  const q = normalise(query);
  const said =
    q.match(/\bwhat (?:causes|creates|produces|leads to|results in) (?:a |an |the )?([\p{L}\d-]+(?: [\p{L}\d-]+)?)/u)?.[1] ??
    q.match(
      /\bwhy (?:does|do|is|are) (?:a |an |the )?([\p{L}\d-]+(?: [\p{L}\d-]+)?) (?:happen|happens|occur|occurs|happening|occurring)\b/u,
    )?.[1];
  if (!said) return null;
  const terms = subjectTerms(queryWords(said));
  return terms.length > 0 ? { said: terms.length === queryWords(said).length ? said : terms.join(' '), terms } : null;
}

/** "what is this digital twin thing?": what a term the knowledge base defines is, asked, whatever else the question leans on. */
function asksDefinedTerm(query: string, library: Library): boolean {
  const term = definitionSubject(query);
  return term !== null && definitionOf(library, term) !== null;
}

/** "how do I prevent water hammer?", "how to avoid soft foot": the thing to be prevented or cured, as terms. */
function cureSubject(query: string): string[] | null {
  const said = normalise(query).match(
    /^(?:so |and |ok |then )?how (?:do|can|should|to|would|could) (?:i |we |you |one )?(?:prevent|avoid|stop|cure|fix|get rid of|control) (?:a |an |the )?([\p{L}\d-]+(?: [\p{L}\d-]+)?)\s*\??$/u,
  )?.[1];
  const terms = said ? subjectTerms(queryWords(said)) : [];
  return terms.length > 0 ? terms : null;
}

/** "what is specific speed of a pump?": a question that asks only what a term of two words means. */
function termAskedAlone(query: string): string[] {
  const term = normalise(query).match(
    /^(?:so |and |ok |then )?what(?: is|'s| are) (?:a |an |the )?([\p{L}-]+ [\p{L}-]+)(?: (?:of|in|for) (?:a |an |the )?(?:centrifugal )?pumps?)?\s*\??$/u,
  )?.[1];
  const asked = term ? subjectTerms(queryWords(term)) : [];
  return asked.length === 2 && !asked.some((w) => JUDGING.test(w)) ? asked : [];
}

/**
 * "and what is the minimum submergence above the suction?", "and what's the difference between
 * NPSHa and NPSHr?": a question whole in its own words, its "and" no more than a way of going on.
 */
function standsAlone(query: string, retrieval: Retrieval): boolean {
  // "What is the BEP and why should I operate near it?": its "it" is the term it defines.
  if (definesThenExplains(query)) return true;
  if (REFERS_BACK.test(normalise(query).replace(FLAGGED, ' '))) return false;
  return comparedThings(query) !== null || (aspectOf(query) !== null && retrieval.gate.coverage >= STANDS_ALONE_COVERAGE);
}

/** "how do I fix dry running once it's flagged?": the "it" is the trouble the question names, flagged by the system. */
const FLAGGED =
  /\b(once|when|after|if) (it'?s|it is|it gets|it has been|it was|its) (flagged|detected|spotted|caught|alarmed|found|raised|reported)\b/g;

/** How much of a follow-up's own words one section must hold for it to stand alone. */
const STANDS_ALONE_COVERAGE = 0.75;

/** Words that point back at the earlier topic. */
const REFERS_BACK = /\b(it|its|it's|this|that|these|those|them|they|their|one(?! more)|ones|there)\b/;
/** "for the first type", "the latter": one of the things the earlier question named, by its place. */
const BY_ITS_PLACE =
  /\bthe (former|latter|(first|second|third|last|other) (type|one|kind|option|method|case|way|variant|design|arrangement))\b/;

/** "would it catch single phasing?": the "it" that catches, warns or measures is the system, not the earlier topic. */
const THE_SYSTEM_DOING =
  /\b(would|will|can|could|does|do|is|did) (it|this|they) (be able to )?(catch|catches|detect|spot|notice|pick up|flag|warn|alert|tell|measure|monitor|record|log|sense|see)\b/g;

/** Two words side by side that the earlier answer has side by side ("incorrect installation"): the visitor quotes it. */
function quotesEarlierAnswer(query: string, history: readonly ChatTurn[]): boolean {
  const last = history.at(-1);
  if (last?.sender !== 'bot') return false;
  const pairs = (text: string): string[] => {
    const w = queryWords(text).map(stem);
    return w.slice(1).map((b, i) => `${w[i]} ${b}`);
  };
  const said = new Set(pairs(last.content));
  return pairs(query).some((pair) => said.has(pair));
}

/** Whether a follow-up's own words point back at the earlier topic. */
const pointsBack = (query: string): boolean => {
  const q = normalise(query);
  return REFERS_BACK.test(q.replace(THE_SYSTEM_DOING, ' ').replace(FLAGGED, ' ')) || ASKS_WHAT_IT_COVERS.test(q);
};

/**
 * Whether the chosen sections name a term of two words together, or name a kind of what the
 * page is titled by ("recirculation cavitation" on the Cavitation page, which is its to answer).
 */
function termNamedIn(choice: KnowledgeChoice, term: readonly string[]): boolean {
  const title = choice.page.title;
  const texts = [title, ...choice.sections.flatMap((s) => [s.heading, s.body])];
  const kindOfTitle = term.some((w, i) => namedTogetherIn([title], [w]) && namedTogetherIn(texts, [term[1 - i]!]));
  return kindOfTitle || namedTogetherIn(texts, term);
}

/** Where or in what form a course is held, which the academy page tells. */
const COURSE_PLACE = /\b(online|offline|classroom|in person|virtual|venue|where)\b/;
/** What the academy page tells of a course besides its fee: how it is held and for how long. */
const COURSE_FORMAT = new RegExp(`${COURSE_PLACE.source}|\\b(how (many|long)|days?|weeks?|hours|duration)\\b`);

/** "value", "figure": a quantity of something, which says nothing of what. */
const ANY_QUANTITY = /^(values?|figures?|numbers?|levels?|ranges?|amounts?|limits?)$/;
/** Words that judge or size a thing ("ideal", "optimum"): they name no kind of it, as "bitcoin" does of mining. */
const JUDGING =
  /^(ideal|ideally|optimum|optimal|perfect|recommended|suggested|advisable|preferred|desirable|desired|permissible|allowable|acceptable|proper|correct|right|best|good|better|typical|usual|normal|standard|safe|safest|exact|approximate|rough|reasonable|sufficient|adequate|appropriate|suitable|minimum|maximum|min|max)$/;

/** The words of a question that may name a page by its title; words every title may hold ("pump") name none. */
const titleWordsOf = (terms: readonly string[]): ReadonlySet<string> =>
  new Set(terms.flatMap((t) => contentStems(t)).filter((w) => !UNSPECIFIC.has(w)));

/** Whether those words name a page by its title ("seals" the Seal failure page, "bearing failure" the Bearing failure page). */
function namesPage(page: Page, asked: ReadonlySet<string>): boolean {
  const title = contentStems(page.title);
  return asked.size > 0 && title.length > 0 && (title.every((w) => asked.has(w)) || (asked.size === 1 && title.some((w) => asked.has(w))));
}

const namesAnyPage = (pages: readonly Page[], asked: ReadonlySet<string>): boolean => pages.some((page) => namesPage(page, asked));

/** The first sentence of a page's definition, when the page is titled by the term asked about. */
function definitionLead(page: Page, term: string): PageSentence | null {
  const asked = titleWordsOf([term]);
  // A page with no "What it is" says what its subject is before its first heading.
  const definition = aspectSection(page, 'definition') ?? page.sections.find((s) => s.heading === '');
  if (!definition || !contentStems(page.title).some((w) => asked.has(w))) return null;
  // Not the summary that lists what the page covers ("Why many pumps run..., how to fix it.").
  const text = sentencesIn(definition.body).find((t) => !LISTS_CONTENTS.test(t));
  return text ? { text, passage: { url: page.url, title: page.title } } : null;
}

/** "start with one station and the sensors you need, then add stations...": the pricing page on starting small. */
const STARTS_SMALL = /\bstart with one station\b/i;
/** "...and add the rest later?": a trial asked as a first step of more. */
const GROWS_LATER =
  /\b(add|adding|added|expand\w*|extend\w*|scale|grow\w*|the rest|remaining|more stations|other stations|later|phases?|phase[- ]?wise)\b/;

/**
 * "we have 8 stations: can we start with one as a trial and add the rest later?": what the pricing
 * page says of starting with one station and adding more, then the hand-off for a trial's terms.
 */
function trialHandoff(library: Library, query: string): Answer {
  const said = GROWS_LATER.test(normalise(query))
    ? pricingPage(library)
        ?.sections.flatMap((s) => sentencesIn(s.body))
        .find((t) => STARTS_SMALL.test(t))
    : undefined;
  return said ? handoff('trial', `${said} ${HANDOFF_LEAD.trial}`) : handoff('trial');
}

/** The knowledge page on how the product is priced, and its section that says so. */
const PRICING = /\bpricing\b/i;
const pricingPage = (library: Library): Page | undefined => library.pages.find((p) => PRICING.test(p.title));

/**
 * "how much does it cost?": how pricing works, in the words of the knowledge page that says it
 * ("priced per pumping station and by model"), then the hand-off for the figure itself.
 */
function priceHandoff(library: Library, topic: 'price' | 'quote', query = ''): Answer {
  const section = pricingPage(library)?.sections.find((s) => PRICING.test(s.heading));
  const how = section ? sentencesIn(section.body)[0] : undefined;
  // "is the mobile app free?": which models have the feature, then how the product is priced.
  const features = featuresNamed(query);
  const models = features.length === 1 ? modelsOf(features[0]!) : undefined;
  const lead = [models, how].filter(Boolean).join(' ');
  return lead ? handoff(topic, `${lead} ${HANDOFF_LEAD[topic]}`) : handoff(topic);
}

/**
 * Hand-offs that first say what the pages do publish of the topic: the words of each sentence to
 * quote, in order, before the hand-off for the rest.
 */
const PUBLISHED_BEFORE_HANDOFF: Partial<Record<HandoffTopic, string[][]>> = {
  // "is our data stored in India?": where the data is kept (a hybrid cloud, on the customer's
  // premises where it needs), then the provider and region.
  hosting: [
    ['uses', 'hybrid', 'cloud'],
    ['hosted', 'premises'],
  ],
  // "what happens to our data if we stop using it?": whose data it is, then what is agreed on leaving.
  'data on leaving': [['customer', 'owns', 'data']],
  // "can we start with Mini and upgrade later?": how the models build on each other.
  upgrade: [['models', 'tiered', 'includes']],
  // "what internet speed is needed?", "which operator's SIM?": how a station connects.
  bandwidth: [['network', 'connection', 'wired', 'cellular']],
  'mobile operator': [['network', 'connection', 'wired', 'cellular']],
  // "can the sensors be fitted while the pump is running?": how they are fitted.
  'installation downtime': [
    ['retrofitted', 'existing', 'pumps', 'manufacturer'],
    ['mounted', 'without', 'modifying', 'pumps'],
  ],
};

/** The sentences that hold each set of words whole, then the hand-off for what they leave unsaid. */
function handoffAfterPublished(library: Library, topic: HandoffTopic, said: string[][]): Answer {
  const index = sentenceIndexOf(library);
  const found = said.flatMap((terms) => {
    const match = index.best(terms);
    return match && match.found === terms.length ? [match.sentence] : [];
  });
  if (found.length === 0) return handoff(topic);
  const page = found[0]!.page;
  return handoff(topic, [...new Set(found.map((s) => s.text)), HANDOFF_LEAD[topic]].join(' '), { title: page.title, url: page.url });
}

/**
 * "how many pumping stations have you worked on?", "how many stations use iPUMPNET?": the company's
 * reach, asked by its size; not how many pumps one unit or model takes.
 */
const ASKS_EXPERIENCE =
  /^(?!.*\b((can|could|will|would|does|do) (ipumpnet|it|the system|your system|each|one|a|the)\b|per\b)).*\bhow many (pumping )?(stations|customers|clients|installations|sites|utilities|plants|projects|pumps)\b/;

/**
 * What is published of the stations behind the company, the founders' experience, then the
 * hand-off for what is not: how many stations run the product today. Null where no page says it.
 */
function experienceHandoff(library: Library): Answer | null {
  // The company's own story of its founding, not a page that borrows the figure.
  const match = sentenceIndexOf(library).best(['founded', 'experience', 'pumping', 'stations'], {
    within: (s) => /\bfounded\b/i.test(s.text),
  });
  if (!match || match.found < 3) return null;
  const { page, text } = match.sentence;
  return handoff('unpublished', `${text} ${INSTALLATIONS_UNPUBLISHED}`, { title: page.title, url: page.url });
}

/** Hand-offs told by their lead alone, which two questions may each ask ("a certificate? and the fees?"). */
const PLAIN_HANDOFFS: ReadonlySet<HandoffTopic> = new Set([
  'course fees',
  'course format',
  'course assessment',
  'warranty',
  'delivery',
  'contract',
]);
const bothPlain = (a: HandoffTopic, b: HandoffTopic): boolean => a !== b && PLAIN_HANDOFFS.has(a) && PLAIN_HANDOFFS.has(b);
/** The hand-off each of two questions asks; "and what are the fees?" after a course's certificate asks the course fee. */
function handoffsOf([first, second]: [string, string]): [HandoffTopic | null, HandoffTopic | null] {
  const a = handoffOf(first);
  const b = handoffOf(second);
  return [a, b === 'price' && a !== null && COURSE_TOPICS.has(a) ? 'course fees' : b];
}

/** "how does your system let our duty engineer know?", "how will the operator be informed?": how the product tells people. */
const HOW_WE_ARE_TOLD =
  /\b(ipumpnet|your (system|product|software|app|solution)|the system)\b.{0,30}\b(let|inform|notify|alert|tell|warn|message|call)\b|\b(operators?|engineers?|staff|team|in-?charge|supervisors?) (be |get |gets )?(informed|notified|alerted|told|warned|messaged|called)\b/;

/** The pages that say where the product can be used, and that it fits existing pumps of any make. */
const APPLICATIONS = /\bapplications?\b/i;
const INSTALLING = /\binstall/i;

/**
 * "does iPUMPNET work with solar pumps?": when no application area names that kind of pump,
 * what the pages do say (where it can be used, that it fits existing pumps of any make), then
 * the hand-off for that kind in particular; null when an application area names it ("sewage").
 */
function suitsKind(library: Library, kind: { words: string[]; named: string }): Answer | null {
  const applications = library.pages.find((p) => APPLICATIONS.test(p.title));
  const stems = kind.words.map(stem);
  // One word of it is enough ("chilled" of "HVAC chilled water pumps"): the area says the rest.
  if (!applications || applications.sections.some((s) => s.heading !== '' && stems.some((w) => sectionStems(s).has(w)))) return null;
  const installing = library.pages.find((p) => INSTALLING.test(p.title));
  const said = [
    sentenceOn(library, applications, ['used', 'wherever', 'pumps', 'motors']),
    installing ? sentenceOn(library, installing, ['retrofitted', 'existing', 'pumps', 'manufacturer']) : null,
  ].flatMap((sentence) => (sentence ? [sentence.text] : []));
  return handoff('unpublished', suitsKindLead(said.join(' '), kind.named), { title: applications.title, url: applications.url });
}

/** Replies that answer nothing themselves: a message of two questions is answered whole instead. */
const NO_ANSWER_OF_ITS_OWN: ReadonlySet<Answer['mode']> = new Set(['refusal', 'closest', 'smalltalk', 'handoff']);

/** The visitor's previous question, when this one leans on it. */
function contextOf(query: string, history: readonly ChatTurn[]): string | null {
  return leansOnContext(query) ? lastQuestion(history) : null;
}

/** The questions of a message that also tells the visitor's story or reasons, else null. */
function ownQuestionOf(query: string): string | null {
  const sentences = query.split(/(?<=[?.!])\s+/).filter((s) => s.trim() !== '');
  const questions = sentences.filter((s) => /\?$/.test(s.trim()));
  if (questions.length === 0 || questions.length === sentences.length) return null;
  // "bearings failing again and again. reasons?": a question of no words of its own asks about the story.
  const asked = questions.join(' ');
  const own = subjectTerms(queryWords(asked));
  // "Is that related?": one word of its own and a word pointing back at the story ask about the story too.
  if (own.length === 1 && /\b(that|this|these|those|it)\b/i.test(asked)) return null;
  // "What could be common?", "any link?": a word that only relates what the story told.
  if (own.length === 1 && /\b(common|similar|same|shared|link|linked|related|connected|connection)\b/i.test(asked)) return null;
  return own.length > 0 ? asked : null;
}

/** A sentence that says how a reading is judged. */
const JUDGED_BY = /\b(judged|measured|zones?|severity|ISO \d+)\b/i;

/** The chapter that lists the failure modes, each with its own page. */
const failureModesChapter = (library: Library): Page | undefined =>
  library.pages.filter((p) => /\bfailure modes\b/i.test(p.title)).sort((a, b) => b.sections.length - a.sections.length)[0];
/** The chapter's opening sentences that say how failures lead to one another and how the product catches the first. */
function howTheProductCatches(chapter: Page): string | null {
  const opening = chapter.sections.find((s) => s.heading === '');
  const sentences = opening ? paragraphSentences(opening.body).map((s) => s.text) : [];
  // The last that names the product: after what each page covers, what monitoring catches.
  const catches = sentences.findLastIndex((s) => s.includes(brand.network));
  if (catches < 0) return null;
  return [
    ...sentences.slice(Math.max(0, catches - 1), catches + 1),
    'The failure modes our pages cover, each with how it is detected:',
  ].join(' ');
}
const TELL_THE_SIGNS =
  'Tell me what the pump is doing (noise, vibration, heat, a leak, less flow than it should give, tripping or more power than usual) and I can point you to the likely causes and what to check. These are the failure modes our pages cover:';

/** "what are all the failure modes you cover?": every one of a kind, not what the kind is. */
const ASKS_FOR_ALL = /^(what|which) (are|r) (all|all of|the different|the various|the main|the major)\b|^what all\b/;

/** Nothing in the knowledge base answers it: the team's to answer when it asks about our product, else off-topic. */
const notKnown = (query: string): Answer =>
  asksUnpublishedDetail(query) ? handoff('unpublished') : asksUncoveredPumpQuestion(query) ? handoff('pump question') : offTopic();

export class AnswerEngine {
  constructor(private readonly retriever: Retriever) {}

  /** Plans of questions asked before, for as long as the index is unchanged. */
  private readonly plans = new Map<string, Plan>();
  private plansVersion = -1;

  async plan(written: string, history: readonly ChatTurn[] = []): Promise<Plan> {
    // "cavitaion kya hai", "hw to calcualte pump efficency": read as the words the pages use.
    // "pump ka efficiency kaise nikale?": a calculation asked in Hinglish, in English order.
    const mended = () => calculationInEnglish(withSpellingMended(written, this.retriever.library));
    const capacity = this.retriever.cacheCapacity;
    if (capacity === 0) return this.planAfresh(mended(), history);
    if (this.plansVersion !== this.retriever.version) {
      this.plans.clear();
      this.plansVersion = this.retriever.version;
    }
    // The last two turns are all a plan reads of the history. Keyed by what the visitor wrote: a
    // plan asked again needs no mending.
    const key = [written, ...history.slice(-2).map((t) => `${t.sender}:${t.content}`)].join('\u0000').toLowerCase();
    const known = this.plans.get(key);
    if (known) {
      this.plans.delete(key);
      this.plans.set(key, known);
      return known;
    }
    const version = this.retriever.version;
    const plan = await this.planAfresh(mended(), history);
    if (version === this.retriever.version) {
      if (this.plans.size >= capacity) this.plans.delete(this.plans.keys().next().value!);
      this.plans.set(key, plan);
    }
    return plan;
  }

  /**
   * Two questions in one message, each answered on its own (the second as a follow-up to the
   * first) and given together; null when either gets no answer of its own (a hand-off answers the
   * whole message better) or both come from one page, so the message is answered whole.
   */
  private async bothPlanned(
    [first, second]: [string, string],
    history: readonly ChatTurn[],
    /** The second question is one only our team can answer: the hand-off that follows the first's answer. */
    handoffLast?: Plan,
    /** The message whole, answered as one where it finds the page both answers come from. */
    whole?: string,
  ): Promise<Plan | null> {
    const answers = (plan: Plan) => !NO_ANSWER_OF_ITS_OWN.has(plan.answer.mode);
    const one = await this.planAfresh(first, history, false);
    if (!answers(one)) return null;
    if (handoffLast) return { kind: 'instant', answer: bothAnswers(one.answer, handoffLast.answer) };
    const asked: ChatTurn[] = [...history, { sender: 'user', content: first }, { sender: 'bot', content: one.answer.response }];
    const two = await this.planAfresh(second, asked, false);
    if (!answers(two)) return null;
    // Two questions on one page ("when is single-plane balancing enough, and when two-plane?")
    // are one topic: the page's answer to the whole message holds both.
    const pages = new Set(one.answer.sources.map((s) => s.url));
    if (two.answer.sources.some((s) => pages.has(s.url))) {
      const amount = definedThenAsked(one.answer, two.answer, second);
      if (amount) return { kind: 'instant', answer: amount };
      if (!twoFacts(one.answer, two.answer, second)) {
        // Two sections of the page, each answering its question, where the whole message finds
        // another page ("... to fit the sensors?" finds the list of sensors).
        if (!whole || !twoSections(one.answer, two.answer, second)) return null;
        const asOne = await this.planAfresh(whole, history, false);
        if (asOne.answer.sources.some((s) => pages.has(s.url))) return asOne;
      }
    }
    return { kind: 'instant', answer: bothAnswers(one.answer, two.answer) };
  }

  /** The file of the page the earlier question found, when its search was sure. */
  private async earlierFile(previous: string): Promise<string | undefined> {
    const earlier = await this.retriever.retrieve(previous);
    return earlier.gate.pass ? earlier.ranked[0]?.file : undefined;
  }

  /**
   * Whether one sentence of the page the earlier question found holds every one of these words
   * (two at least), when the question alone finds another page (`found`).
   */
  private async heldOnEarlierPage(previous: string, subject: readonly string[], found: string | undefined): Promise<boolean> {
    if (subject.length < 2) return false;
    const file = await this.earlierFile(previous);
    const page = file && file !== found ? this.retriever.library.page(file) : undefined;
    return page !== undefined && sentenceOn(this.retriever.library, page, subject, { enough: (m) => m.found === subject.length }) !== null;
  }

  /**
   * The section of the page the earlier question found that a follow-up's own search ranks among
   * its first three, whose heading names a word of the follow-up (the best covered, if several).
   */
  private async sectionOnEarlierPage(previous: string, own: Retrieval): Promise<Section | undefined> {
    const file = await this.earlierFile(previous);
    const [best] = own.ranked
      .slice(0, 3)
      .filter((p) => p.file === file && p.inHeading.length > 0)
      .sort((a, b) => b.coverage - a.coverage);
    return best && this.retriever.library.sectionOf(best.id);
  }

  private async planAfresh(message: string, history: readonly ChatTurn[], splitting = true): Promise<Plan> {
    // The question, without the greeting and introduction it opens with.
    let query = withoutTag(withoutPreamble(message) ?? message);
    query = howOurProductWorks(query, history.length === 0) ?? query;
    if (asksForMore(query)) {
      // "go on", "what else?": more on the earlier question; first thing, what to ask.
      const previous = lastQuestion(history);
      if (!previous) return { kind: 'instant', answer: smallTalk('capabilities') };
      query = `tell me more about ${previous}`;
    }
    // The question's own retrieval, searched once however many of the checks below need it.
    let searched: Promise<Retrieval> | undefined;
    const ownSearch = (): Promise<Retrieval> => (searched ??= this.retriever.retrieve(query));
    const concern = concernOf(query);
    // "a legal claim about this website: is there a deadline?": the published term, not advice.
    const term = concern === 'legal-advice' ? answerAboutTerms(query) : null;
    if (term) return { kind: 'instant', answer: term };
    if (concern) return { kind: 'instant', answer: concernReply(concern) };
    // "ok, thank you for the details, will get back": small talk whole, though a clause of it reads as a question.
    // "good morning, what exactly is iPUMPNET?" is a question: a greeting before it is no reply of its own.
    const whole = query === message ? null : smallTalkOf(message);
    const talk = smallTalkOf(query) ?? (whole === 'greeting' ? null : whole);
    if (talk) return { kind: 'instant', answer: smallTalk(talk) };
    // Pump failures with none of them named: the chapter that lists them all, under a lead that fits.
    const untold = troubleUntold(query);
    const chapter = untold || asksFailuresCaught(query) ? failureModesChapter(this.retriever.library) : undefined;
    // "can you help me with a pump problem?", "my pump is not working": what to tell us; "what
    // problems can a pump have?" asks for the list itself; "how does iPUMPNET detect pump failures
    // early?": how the product catches them.
    const lead = !chapter
      ? null
      : untold
        ? /^(what|which)\b/.test(normalise(query))
          ? chapter.summary
          : TELL_THE_SIGNS
        : howTheProductCatches(chapter);
    if (chapter && lead) return { kind: 'instant', answer: pageOverview(chapter, lead) };
    if (notOurTask(query)) return { kind: 'instant', answer: offTopic() };
    const asked = handoffOf(query);
    // "What is the BEP and why should pumps run near it?": one thing, defined and then explained.
    const parts = splitting && !definesThenExplains(query) ? twoQuestionsOf(query) : null;
    const [firstAsks, secondAsks] = parts ? handoffsOf(parts) : [null, null];
    if (parts && asked === null) {
      const both = await this.bothPlanned(parts, history, undefined, query);
      if (both) return both;
    } else if (firstAsks && secondAsks && bothPlain(firstAsks, secondAsks)) {
      // "Is a certificate given after the course? and what are the fees": two hand-offs, each said.
      return { kind: 'instant', answer: handoff(secondAsks, `${HANDOFF_LEAD[firstAsks]} ${HANDOFF_LEAD[secondAsks]}`) };
    } else if (parts && firstAsks === null && handoffOf(parts[1]) !== null) {
      // "is a certificate given? and what are the fees": the first answered, then the hand-off the
      // whole message asks for ("course fees", not a product's price). "When is the next batch,
      // and what is the fee?" is one hand-off, not two questions.
      const whole = await this.planAfresh(query, history, false);
      return (whole.answer.mode === 'handoff' && (await this.bothPlanned(parts, history, whole))) || whole;
    }
    const context = contextOf(query, history);
    // "and what is the fee?" after the academy's courses: the course fee, not the product's price.
    // "are they online?" after the academy's courses: how the courses are given, asked of them.
    // "do you give certificates?" after the academy: a short question on the courses, though it does
    // not point back. Not "is the hardware certified?": a thing of ours named.
    const onCourses = (said: string | null): boolean => said !== null && NAMES_COURSES.test(normalise(said));
    const shortAfterCourses = onCourses(lastQuestion(history)) && tokens(query).length <= 6 && !namesOurOffer(query);
    const ofCourses = asked === null && (onCourses(context) || shortAfterCourses) ? handoffOf(`courses ${query}`) : null;
    const topic =
      (asked === null || asked === 'price') && context && handoffOf(`${context} ${query}`) === 'course fees'
        ? 'course fees'
        : ofCourses === 'course assessment' || (ofCourses === 'course format' && onCourses(context))
          ? ofCourses
          : asked;
    // "online or classroom, and the fee?": the academy page tells the format and that fees are on
    // request. "whats the fee and duration?" after the academy, a follow-up that names no course
    // and no format, is the hand-off, which says durations are on request too.
    const formatAsked = COURSE_FORMAT.test(normalise(query)) && (asked === 'course fees' || COURSE_PLACE.test(normalise(query)));
    // "does Mini do vibration? or do we need to go to a higher model": which models have a
    // feature, whatever the move; the models' answer below.
    const handoffTopic =
      (topic === 'course fees' && formatAsked) || (topic === 'upgrade' && featuresNamed(query).length > 0) ? null : topic;
    // "is GIS only in the expensive models?" asks which models have it, not what they cost.
    const aboutFeatures = handoffTopic === 'price' && !EXPLICIT_PRICE.test(normalise(query)) ? answerAboutModels(query) : null;
    if (aboutFeatures) return { kind: 'instant', answer: aboutFeatures };
    if (handoffTopic === 'course fees') {
      const academy = this.retriever.library.pages.find((p) => TRAINING_PAGE.test(p.title));
      return { kind: 'instant', answer: handoff(handoffTopic, undefined, academy && { title: academy.title, url: academy.url }) };
    }
    // "what's your mail id and phone number? need to talk to someone": the numbers asked for.
    const reach = handoffTopic === 'person' ? publishedReach(query) : null;
    if (reach) return { kind: 'instant', answer: reach };
    if (handoffTopic === 'price' && !namesOurOffer(query) && featuresNamed(query).length === 0) {
      // "a good cricket bat under 3000 rupees?": the price of something the site never speaks of.
      const about = await ownSearch();
      if (!about.gate.pass && about.unknown.length > 0) return { kind: 'instant', answer: offTopic() };
    }
    // "price list for a rough budget": how pricing works goes with a quote as with a price.
    if (handoffTopic === 'price' || handoffTopic === 'quote')
      return { kind: 'instant', answer: priceHandoff(this.retriever.library, handoffTopic, query) };
    if (handoffTopic === 'trial') return { kind: 'instant', answer: trialHandoff(this.retriever.library, query) };
    const published = handoffTopic ? PUBLISHED_BEFORE_HANDOFF[handoffTopic] : undefined;
    if (handoffTopic && published)
      return { kind: 'instant', answer: handoffAfterPublished(this.retriever.library, handoffTopic, published) };
    if (handoffTopic === 'unpublished' && ASKS_EXPERIENCE.test(normalise(query))) {
      const experience = experienceHandoff(this.retriever.library);
      if (experience) return { kind: 'instant', answer: experience };
    }
    if (handoffTopic) return { kind: 'instant', answer: handoff(handoffTopic) };
    // "what's the MTBF of your sensor unit?": a property of the product no page names, not the list of sensors.
    const property = propertyAskedOfProduct(query);
    if (property.length > 0) {
      const { unknown } = await ownSearch();
      // Or a property of two words the files never name together ("sampling rate": "sampled" and
      // "rate" are there, apart).
      const named = property.slice(-2);
      // "a 24-bit ADC": a figure the pages give ("24-bit converter") is published, whatever the visitor calls it.
      const figure = property.find((w) => /\d/.test(w));
      const publishedFigure = figure !== undefined && namedTogether(this.retriever.library, figure.split('-'));
      if (
        !publishedFigure &&
        (property.some((w) => unknown.includes(w) && !/\d/.test(w)) ||
          (named.length === 2 && !namedTogether(this.retriever.library, named)))
      )
        return { kind: 'instant', answer: handoff('unpublished') };
    }
    // "what maximum ambient temperature can your edge box handle?": a rating of the product, published
    // only where a sentence gives it for that part ("high ambient temperature" is a motor's trouble).
    const rating = ratingAskedOfProduct(query);
    if (rating && !namedTogetherWith(this.retriever.library, rating.rating, rating.part))
      return { kind: 'instant', answer: handoff('unpublished') };
    // "the exact limit in mm/s between zone B and zone C?": a figure in a unit no page gives one in.
    // "vibration is 7 mm/s, is that high?": a reading judged against limits no page gives in its unit.
    const judged = unitOfReadingJudged(query);
    const unit = unitOfFigureAsked(query) ?? judged;
    if (unit && !givesFigureIn(this.retriever.library, unit)) {
      const { terms } = await ownSearch();
      const index = sentenceIndexOf(this.retriever.library);
      // A reading judged: only a sentence that says how such readings are judged leads ("judged
      // against the zones of ISO 10816-7"), not one that shares "near the pump" with the visitor.
      const judging = judged ? { within: (sentence: IndexedSentence) => JUDGED_BY.test(sentence.text) } : {};
      const said = index.best(
        terms.filter((t) => t !== unit),
        judging,
      );
      // The unit as the visitor wrote it ("dB", not "db").
      const written = new RegExp(escapeRegExp(unit), 'i').exec(query)?.[0] ?? unit;
      const shown = said && said.found >= 2 ? said.sentence : undefined;
      const lead = figureNotGiven(written, shown?.text, judged !== null);
      // The page of the sentence quoted, if one is.
      const page = shown?.page;
      return { kind: 'instant', answer: handoff('unpublished', lead, page ? { title: page.title, url: page.url } : undefined) };
    }
    const kind = kindOfPumpToSuit(query);
    const suits = kind ? suitsKind(this.retriever.library, kind) : null;
    if (suits) return { kind: 'instant', answer: suits };
    // "I'm a fresher with Arduino and some PLC. Which role suits me?", "I am a design consultant.
    // which course suits me?": the introduction taken off the question is the level and field an
    // opening is chosen by, and the role a course is.
    // "I am an electrician with 1 year experience, any opening for me?": the level and field the
    // introduction tells choose the openings, where the question left after it asks about work.
    // Not "I am a hardware design engineer at a utility. what is cavitation?": a role, no job asked.
    const openingsForWhoAsks =
      message !== query && asksAboutOpenings(normalise(query), normalise(`${context ?? ''} ${message}`))
        ? answerAboutOpenings(message, context ?? undefined)
        : null;
    const fact =
      openingsForWhoAsks ??
      answerFromFacts(query, context ?? undefined, this.retriever.library.pages) ??
      (message !== query ? answerAboutCourseForRole(message, this.retriever.library.pages, context ?? undefined) : null);
    if (fact && /^Yes: /.test(fact.response)) {
      // "can the auto scheduling in Max shift pumping to the cheaper night tariff?": yes to the
      // feature, and what the question asks of it beyond that, in words no page uses, is the team's.
      // Two such words side by side name a thing ("night tariff"); apart, they are often the
      // visitor's way of talking ("we're leaning towards Mini ... the higher versions").
      const { unknown, terms } = await ownSearch();
      // Only in the part that asks: "...the contractor blames MSEDCL. does your system keep a
      // record of that?" asks nothing of MSEDCL.
      const said = askingParts(normalise(query)).join(' ');
      const unpublished = terms.some(
        // Hinglish words ("kitne ghante") are the visitor's way of asking, no thing named.
        (t, i) =>
          i > 0 &&
          [t, terms[i - 1]!].every((w) => unknown.includes(w) && !/\d/.test(w) && !HINGLISH.has(w)) &&
          said.includes(`${terms[i - 1]} ${t}`),
      );
      if (unpublished) {
        const [yes] = fact.response.split('\n');
        return { kind: 'instant', answer: handoff('unpublished', beyondWhatIsPublished(yes!), fact.sources[0]) };
      }
    }
    if (fact) return { kind: 'instant', answer: fact };
    // "ok how do i apply for the sql one" asks what to do, which the earlier list of facts does not say.
    // "what is this digital twin thing?" after what Basic adds: a term the knowledge base defines, asked of itself.
    if (
      context &&
      !asksDefinedTerm(query, this.retriever.library) &&
      !ASKS_WHAT_TO_DO.test(normalise(query)) &&
      !ASKS_WHAT_IT_DOES.test(normalise(query)) &&
      answerFromFacts(context)
    ) {
      // "and each motor is how many kW?" after the project figures: the same facts, read together.
      const together = answerFromFacts(`${context} ${query}`, undefined);
      // Only when this question's own words are among those facts ("motor", "kW"); "what does
      // their management get to see from all that" asks the knowledge base.
      // Not the closing line that names the page ("Apply with the form on the Careers page").
      const facts = new Set(words((together?.response ?? '').split('\n').slice(0, -1).join(' ')).map(stem));
      if (together && queryWords(query).some((w) => facts.has(stem(w)))) return { kind: 'instant', answer: together };
    }
    // "our pump makes a strange noise": the noises of several failure pages, each under its page.
    // Not "what about the noise?" after the bearings: the noise of the fault asked before.
    const noise = history.length === 0 || !REFERS_BACK.test(normalise(query)) ? answerAboutNoise(query, this.retriever.library) : null;
    if (noise) {
      // Only where the question asks nothing more ("after rewiring, half the flow and a different sound").
      const besides = await this.retriever.retrieve(withoutSounds(query));
      if (!(besides.gate.pass && subjectOf(besides.topical).length >= 2)) return { kind: 'instant', answer: noise };
    }
    return this.fromKnowledge(query, history, await ownSearch());
  }

  /** `ownRetrieval`: the question's retrieval, searched already. */
  private async fromKnowledge(query: string, history: readonly ChatTurn[], ownRetrieval: Retrieval): Promise<Plan> {
    // A trouble described and what it may have damaged asked: the harm, not the causes.
    // "If a pump trips at 2 am, how does your system let our duty engineer know?": a trouble
    // supposed, and how the product tells of it asked; no cause.
    let aspect =
      aspectOf(query) ?? (describesTrouble(query) && !asksConsequence(query) && !HOW_WE_ARE_TOLD.test(normalise(query)) ? 'causes' : null);
    if (aspect === 'remedies' && causeThenCure(query)) aspect = 'causes';
    let retrieval = ownRetrieval;
    const question = retrieval.gate.pass ? null : ownQuestionOf(query);
    if (question) {
      // "what is ipumpnet? explain in simple words, it's for my college project", "our stations
      // have patchy 4G. if the link drops, do we lose readings?": the question is whole without
      // the visitor's reasons or story; its own words answer it. Only when the whole message is
      // unsure: where it is not, the story tells which page answers (tried on the tuning sets).
      const own = await this.retriever.retrieve(question);
      if (own.gate.pass && own.ranked[0]?.file === retrieval.ranked[0]?.file) {
        // The same page either way: the reasons may hold words the answer needs ("it can't see inside").
        retrieval = { ...retrieval, gate: own.gate };
      } else if (own.gate.pass) {
        query = question;
        retrieval = own;
        aspect = aspectOf(query) ?? aspect;
      }
    }
    // Read before any earlier topic joins the search: after any topic, "Who is Aquaflow?" still
    // asks about the company; "does aquaflow do that?" leans on the topic (but with no topic
    // before it, "who is aquaflow and what do they do" is about the company).
    const company =
      (aspect === null || aspect === 'definition') && !(history.length > 0 && REFERS_BACK.test(normalise(query)))
        ? companyPage(retrieval, this.retriever.library)
        : null;
    let context: string | null = null;
    let ownSection: Section | undefined;
    const previous = lastQuestion(history);
    if (previous) {
      // "what is a good value?": words that judge or count a thing name none of their own.
      const ownTopic =
        subjectOf(retrieval.terms.filter((t) => !JUDGING.test(t) && !ANY_QUANTITY.test(t))).length > 0 && retrieval.gate.pass;
      // "btw who won the cricket match?": words of its own the knowledge base never uses. Not
      // "incorrect installation - what mistakes do fitters make?", which quotes the earlier answer.
      const elsewhere =
        !quotesEarlierAnswer(query, history) &&
        // "is it big enough to matter?" points back from its first words, whatever its own.
        // Not "what can we do to protect it until the overhaul next month?": words it knows, and an "it" further on.
        ((retrieval.gate.coverage < 0.3 &&
          retrieval.unknown.length > 0 &&
          subjectOf(retrieval.terms).length >= 3 &&
          !REFERS_BACK.test(tokens(query).slice(0, 4).join(' ')) &&
          !BY_ITS_PLACE.test(normalise(query))) ||
          (!retrieval.gate.pass &&
            retrieval.unknown.length > 0 &&
            retrieval.topical.length <= 1 &&
            !REFERS_BACK.test(normalise(query)) &&
            // "online or only classroom?": a short follow-up that asks no question of its own.
            (tokens(query).length > 4 || /\b(who|what|when|where|why|how|which)\b/.test(normalise(query)))));
      // "what counts as large?": a short question on a word of the earlier answer asks about that answer.
      // A word of the earlier question too ("tell me more about what causes cavitation") is no echo.
      const asked = new Set(words(previous).map(stem));
      const reply = new Set(words(history.at(-1)?.sender === 'bot' ? history.at(-1)!.content : '').map(stem));
      // Not a page named whole ("and bearing failure?" after the causes of seal failure, whose list names bearings).
      const echoes =
        tokens(query).length <= 10 &&
        subjectTerms(retrieval.terms).some((t) => reply.has(stem(t)) && !asked.has(stem(t))) &&
        !namesAnyPage(this.retriever.library.pages, titleWordsOf(queryWords(query)));
      // "what is this digital twin thing?": a term the knowledge base defines, asked of itself, whatever "this" points at.
      const alone = ownTopic && (standsAlone(query, retrieval) || asksDefinedTerm(query, this.retriever.library));
      // "what voltage are the motors?" after the water board project: a short question whose
      // words one sentence of the earlier page holds together ("high-voltage motors ... 6,600 V").
      const heldBefore =
        !echoes &&
        !alone &&
        tokens(query).length <= 8 &&
        (await this.heldOnEarlierPage(previous, subjectTerms(retrieval.topical), retrieval.ranked[0]?.file));
      if (!elsewhere && !alone && (pointsBack(query) || !ownTopic || echoes || heldBefore || ASKS_EXAMPLE.test(normalise(query)))) {
        // "how do I fix it?", "online or only classroom?": search with the earlier topic too.
        // The earlier answer's lead names the topic when the earlier question only described it.
        const combined = await this.retriever.retrieve(`${previous} ${lastAnswerLead(history)} ${subjectTerms(retrieval.terms).join(' ')}`);
        // "and if that link drops for a day, do we lose the readings?": its own words find a section
        // of the earlier question's page ("What happens when the network is down"), which the
        // earlier words, searched with them, would drown.
        ownSection = retrieval.gate.pass ? await this.sectionOnEarlierPage(previous, retrieval) : undefined;
        if (combined.gate.pass || !retrieval.gate.pass) {
          retrieval = combined;
          context = previous;
        }
      } else if (leansOnContext(query) && !alone) {
        // "what about seals?" after "what causes cavitation?": its own topic, the earlier aspect.
        context = previous;
      }
      if (context && !aspect) {
        const earlier = aspectOf(previous);
        if (earlier !== 'definition') aspect = earlier;
      }
    }
    // "good evening, nice website": small talk among words the knowledge base does not use.
    // "the current price of bitcoin": the price of something the knowledge base never names.
    const priced = normalise(query).match(/\b(?:price|cost|value|rate)s? (?:of|for) (?:a |an |the |one )?([\p{L}\p{N}]+)/u)?.[1];
    if (priced && retrieval.unknown.includes(priced)) return { kind: 'instant', answer: offTopic(), retrieval };
    const talk = describesTrouble(query) ? null : smallTalkMarker(query);
    // "thanks, that was really useful for my report": thanks that asks nothing, a few words aside.
    const chatter = !retrieval.gate.pass || retrieval.topical.length === 0 || (retrieval.topical.length <= 3 && !asksSomething(query));
    if (talk && chatter) return { kind: 'instant', answer: smallTalk(talk), retrieval };
    // "explain how bitcoin mining works": a word the knowledge base never uses, naming a kind of
    // something it does name, in a question about neither pumps nor us.
    const said = normalise(query);
    const modified = retrieval.terms.findIndex(
      (t, i) =>
        i > 0 &&
        retrieval.topical.includes(t) &&
        retrieval.unknown.includes(retrieval.terms[i - 1]!) &&
        !/\d/.test(retrieval.terms[i - 1]!) &&
        // "ideal NPSH margin": a word that judges the thing names no kind of it.
        !JUDGING.test(retrieval.terms[i - 1]!) &&
        // Side by side in the question ("bitcoin mining"), not a verb before it ("taught at the academy").
        said.includes(`${retrieval.terms[i - 1]} ${t}`),
    );
    if (
      modified > 0 &&
      retrieval.topical.length <= 2 &&
      tokens(query).length <= 8 &&
      !/\b(pumps?|pumping|stations?|motors?|sumps?|water|ipumpnet|aquaflow|you|your|yours)\b/.test(said)
    )
      return { kind: 'instant', answer: notKnown(query), retrieval };
    const library = this.retriever.library;
    /** The answer for a term defined only in passing, if a sentence defines one of these words. */
    const inPassing = (terms: readonly string[]): Plan | null => {
      const sentence = definedInPassing(library, terms);
      if (sentence) return { kind: 'instant', answer: definitionInPassing(sentence, query, library), retrieval };
      // Or an abbreviation spelled out in passing ("microbiologically influenced corrosion (MIC)").
      // Not when more is asked of it ("what is a VFD and does it save energy?"): its page answers that.
      const more = definesThenExplains(query) || definedBefore(query) !== null;
      // Or a name a page gives in passing ("so it is also written NPSH3"), which no page explains
      // further: the sentences around the name say why it matters too.
      const spelled =
        terms.length !== 1
          ? null
          : ((more ? null : answerAboutAbbreviation(terms[0]!, library.pages)) ?? answerAboutAlias(terms[0]!, library.pages));
      return spelled ? { kind: 'instant', answer: spelled, retrieval } : null;
    };
    /** "how do I prevent water hammer?": a cause of another trouble, prevented by the remedy that names it, not all of the other's. */
    const cureInPassing = (): Plan | null => {
      const asked = aspect === 'remedies' && !context && !describesTrouble(query) ? cureSubject(query) : null;
      const sentence = asked && !definitionOf(library, asked) ? definedInPassing(library, asked) : null;
      return sentence && ASPECT_HEADINGS.causes.test(sentence.heading ?? '')
        ? { kind: 'instant', answer: definitionInPassing(sentence, query, library), retrieval }
        : null;
    };
    if (!retrieval.gate.pass) {
      // Unsure retrieval, but the question names a page and asks one of its aspects: that section.
      const named =
        aspect === 'definition'
          ? definitionOf(library, retrieval.topical)
          : aspect
            ? titledAspect(library, topicAsked(context ? `${context} ${query}` : query, retrieval, library), aspect, rankIn(retrieval))
            : null;
      // "what exactly is resonance?": a term no heading names, defined in passing.
      const passing = named ? null : aspect === 'definition' ? inPassing(subjectTerms(retrieval.topical)) : cureInPassing();
      if (passing) return passing;
      if (!named) return { kind: 'instant', answer: closestPages(retrieval, library) ?? notKnown(query), retrieval };
      // A trouble told at length ("since we fitted VFDs the bearings keep failing..."): what to do follows its causes here too.
      const remedy =
        aspect === 'causes' && describesTrouble(query) && named.sections.length === 1
          ? remedyFor(named.page, retrieval.terms, library, query)
          : null;
      const answer = knowledgeAnswer(named, retrieval.terms, query, null, library, remedy);
      return { kind: 'knowledge', answer, choice: named, retrieval, exact: true, context };
    }
    // "...wrote 'suspected resonance' on the report. what exactly is resonance?": the term the
    // question asks about, not the story's page, when only a sentence in passing defines it.
    const asked = aspect === 'definition' && !context ? definitionSubject(query) : null;
    const passing = asked && !definitionOf(library, asked) ? inPassing(asked) : null;
    if (passing) return passing;
    // "what causes water hammer when the pump trips?": a thing the pages name only as a cause of
    // another ("water hammer or pressure surges beyond the rating of joints"): not the other's causes.
    const causeAsked = aspect === 'causes' && !context && !describesTrouble(query) ? causeSubject(query) : null;
    if (causeAsked && !definitionOf(library, causeAsked.terms)) {
      const sentence = definedInPassing(library, causeAsked.terms);
      if (sentence?.ownCauseUnsaid)
        return { kind: 'instant', answer: causeNotExplained(sentence, causeAsked.said, query, library), retrieval };
    }
    const cure = cureInPassing();
    if (cure) return cure;
    if (aspect === 'definition' && !context && retrieval.topical.length === 1 && !retrieval.ranked.some((p) => p.inHeading.length > 0)) {
      // "What is the meaning of life?": one word the knowledge base only mentions in passing
      // ("life-cycle cost"), named by no page or section: nothing here defines it.
      if (!definitionOf(library, retrieval.topical))
        return (
          inPassing(subjectTerms(retrieval.topical)) ?? {
            kind: 'instant',
            answer: closestPages(retrieval, library) ?? notKnown(query),
            retrieval,
          }
        );
    }
    // "can the pump be damaged by lightning?": the one word the question is about is one the
    // knowledge base never uses, and a heading that shares a common word of it ("damaged shaft") is no answer.
    if (
      !context &&
      !company &&
      retrieval.gate.reason === 'heading' &&
      retrieval.gate.coverage < 0.3 &&
      retrieval.unknown.length > 0 &&
      retrieval.topical.length <= 1
    )
      return { kind: 'instant', answer: closestPages(retrieval, library) ?? notKnown(query), retrieval };
    if (company) {
      const choice = { sections: company.sections.slice(0, 1), page: company };
      return { kind: 'knowledge', answer: knowledgeAnswer(choice, retrieval.terms, query), choice, retrieval, exact: true, context };
    }
    if ((!aspect || (aspect === 'definition' && ASKS_FOR_ALL.test(normalise(query)))) && !context) {
      const overview = overviewPage(query, retrieval, library) ?? pageAskedWhole(retrieval, library);
      if (overview) {
        const answer = pageOverview(overview);
        const choice = { sections: overview.sections, page: overview };
        return { kind: 'knowledge', answer, choice, retrieval, exact: true, context };
      }
    }
    let choice = chooseSections(context ? `${context} ${query}` : query, retrieval, library, aspect);
    // Unless the question asks for an aspect that page has a section for ("and how do I fix it?").
    const ownPage = ownSection && library.page(ownSection.file);
    if (ownSection && ownPage && !(aspect && aspectSection(ownPage, aspect)) && !choice?.sections.includes(ownSection))
      choice = { sections: [ownSection], page: ownPage };
    if (!choice) return { kind: 'instant', answer: closestPages(retrieval, library) ?? notKnown(query), retrieval };
    choice = sectionListingSiblings(choice, query) ?? choice;
    // "what is specific speed?": a term of two words the chosen section never names together
    // ("specific energy" and "high-speed" are no definition of it).
    const term = context ? [] : termAskedAlone(query);
    if (term.length === 2 && !termNamedIn(choice, term))
      return { kind: 'instant', answer: closestPages(retrieval, library) ?? notKnown(query), retrieval };
    const own = subjectTerms(queryWords(query));
    if (context && !aspectOf(query) && !namesPage(choice.page, titleWordsOf(own))) {
      // "online or only classroom?" after an academy question: the earlier page, this question's section.
      // Not "what about seals?" after "what causes cavitation?": a page of its own, asked the same thing.
      const section = own.length > 0 ? sectionNaming(choice.page, own) : undefined;
      if (section) choice = { sections: [section], page: choice.page };
    }
    // A follow-up's own words ("which impeller material stands up to it better?") are what it asks
    // of the earlier topic's page: the sentence there that holds them leads. Not a yes-or-no
    // follow-up ("is it ok then to use SS316?"): the verdict on it leads, which the quote finds.
    const onPage = context && !asksVerdict(query) ? sentenceOn(library, choice.page, own) : null;
    // "what about the speed of the water?" after pump spacing: the section the sentence is in,
    // not the page's introduction (unless a definition, which says again what the introduction says).
    const itsSection =
      onPage?.heading && !ASPECT_HEADINGS.definition.test(onPage.heading)
        ? choice.page.sections.find((s) => s.heading === onPage.heading)
        : undefined;
    if (itsSection && choice.sections.length === 1 && choice.sections[0]!.heading === '')
      choice = { sections: [itsSection], page: choice.page };
    // "does motor current go up or down?": the sentence that says which way leads, with its section (the symptoms).
    // "why is the current lower?" after the discharge valve was left shut: of the pages found, the one that says so.
    const foundPages = [...new Set([choice.page, ...pagesFound(retrieval, library, 3)])];
    const whichWay = onPage ? null : whichWaySentence(library, context ? [choice.page] : foundPages, query);
    const wayPage = whichWay && foundPages.find((p) => p.url === whichWay.passage.url);
    const wayIn = wayPage?.sections.find((s) => s.heading === whichWay!.heading);
    if (wayPage && wayIn && (choice.sections.length === 1 || wayPage !== choice.page)) choice = { sections: [wayIn], page: wayPage };
    // "can we keep the standby running instead of rotating duty?" is answered where the practice is judged.
    const judging = whichWay || onPage ? null : sectionJudgingPractice(choice, retrieval.terms, query, library);
    if (judging) choice = judging;
    // "What is cavitation and how do we avoid it?": what it is leads the section the rest asks for.
    const defined = aspect && aspect !== 'definition' ? definedBefore(query) : null;
    // "can you show a worked example?": the page's worked example of the earlier topic leads.
    const example =
      context && ASKS_EXAMPLE.test(normalise(query))
        ? sentenceOn(library, choice.page, subjectTerms(retrieval.terms), { within: (s) => /^Example\b/.test(s.text), enough: () => true })
        : null;
    // Not "what damage should we look for before restarting?": the remedies it asks for.
    const harm =
      (aspect === null || aspect === 'definition') && asksConsequence(query) ? consequenceOf(choice.page, retrieval.terms, library) : null;
    // "the pressure is lower too: pump or pipeline?": what a reading moving that way points to leads.
    const eitherOr = example || onPage || whichWay || harm ? null : eitherOrSentence(library, [choice.page], query);
    const stated = example ?? onPage ?? (defined ? definitionLead(choice.page, defined) : null) ?? whichWay ?? harm ?? eitherOr;
    // "the valve was left shut for 20 minutes: will there be damage?": the visitor knows the cause;
    // after the harm, what to do about it, not the list of causes.
    const remedies = stated === harm && harm && choice.sections.length === 1 ? aspectSection(choice.page, 'remedies') : undefined;
    if (remedies && ASPECT_HEADINGS.causes.test(choice.sections[0]!.heading)) choice = { sections: [remedies], page: choice.page };
    // A yes-or-no question about a practice is answered by the verdict, which the quote finds.
    const answering = stated || asksVerdict(query) ? null : answeringSentence(choice, retrieval, query, library);
    // "bearings on our VFD-driven motors keep failing, any idea?": the page's remedy that holds the
    // question's words ("On VFD-driven motors, use insulated bearings") is what to do about the
    // causes asked for, said after them; leading, it would push the cause it answers off the list.
    // Not for "how do we keep water out of the bearings?", which asks what to do.
    const remedyAnswering =
      answering !== null &&
      aspect === 'causes' &&
      !ASKS_WHAT_TO_DO.test(normalise(query)) &&
      choice.sections.length === 1 &&
      answering.passage.file === choice.page.file &&
      ASPECT_HEADINGS.remedies.test(answering.passage.heading);
    // "the seal failed twice: what are we doing wrong?": another page's remedy ("Replace failed
    // mechanical seals") shares the story's words but does not say why; the causes answer.
    const remedyElsewhere =
      answering !== null &&
      aspect === 'causes' &&
      !ASKS_WHAT_TO_DO.test(normalise(query)) &&
      answering.passage.file !== choice.page.file &&
      ASPECT_HEADINGS.remedies.test(answering.passage.heading);
    const lead = stated ?? (remedyAnswering || remedyElsewhere ? null : answering);
    // "1x radial at both bearings, 180° out of phase: interpretation and fix?": the symptom that
    // names the trouble is another page's (couple imbalance); the fix asked is that trouble's.
    const namesTrouble =
      aspect === 'remedies' &&
      lead !== null &&
      lead === answering &&
      answering.passage.file !== choice.page.file &&
      ASPECT_HEADINGS.symptoms.test(answering.passage.heading);
    const itsPage = namesTrouble ? library.page(answering!.passage.file) : undefined;
    const itsCure = itsPage && aspectSection(itsPage, 'remedies');
    if (itsPage && itsCure) choice = { sections: [itsCure], page: itsPage };
    // A trouble described ("the fins are jammed with dust: is that why it trips?"): what to do follows the causes.
    const described = aspect === 'causes' && describesTrouble(query);
    const remedy = remedyAnswering
      ? answering
      : described && choice.sections.length === 1
        ? remedyFor(choice.page, retrieval.terms, library, query)
        : null;
    // Only a yes-or-no question reads the other pages: its verdict may be on one of them.
    // One practice weighed against another ("half close the suction valve instead?") is judged
    // where the practice is set out, which the visitor's words may not find: any page may.
    // "is iPUMPNET suitable for a large water utility?" is judged where the product is, not by
    // another page's verdict ("304 and 316 stainless steels are not suitable" for seawater).
    const ofProduct = ASKS_OF_OUR_PRODUCT.test(normalise(query));
    const related = weighsOneWayAgainstAnother(query)
      ? library.pages
      : asksVerdict(query)
        ? ofProduct
          ? []
          : pagesFound(retrieval, library, 3)
        : [];
    const answer = knowledgeAnswer(choice, retrieval.terms, query, lead, library, remedy, related);
    answer.suggestions = followUps(choice.page, aspect);
    const [first] = choice.sections;
    // Exact: the section that fits the kind of question was found and quoted.
    const exact =
      aspect !== null &&
      first !== undefined &&
      (aspect === 'definition' || choice.sections.length > 1 || ASPECT_HEADINGS[aspect].test(first.heading));
    return { kind: 'knowledge', answer, choice, retrieval, exact, context };
  }
}
