/**
 * A message that asks two things ("Do you run courses for operators? And are you hiring?",
 * "what sensors do you fit, and do you have to modify our pumps?"): each question is answered on
 * its own, the second read after the first as a follow-up is, and the two answers are given
 * together in the length of one.
 */
import { queryTerms } from '../retrieve/query.ts';
import { countWords } from './blocks.ts';
import { escapeRegExp } from './text.ts';
import { MAX_ANSWER_WORDS, MORE_ON_THE_PAGE } from './quote.ts';
import { introducesWhatFollows } from './sentences.ts';
import { ASKS_WHAT_IT_COVERS } from './understand.ts';
import type { Answer } from './types.ts';

/** Where a second question starts inside a sentence: ", and do you ...", "and how long ...". */
const SECOND_QUESTION =
  /,?\s+(?:and|also|plus)\s+(?:also\s+)?(?=(?:what|what'?s|how|why|who|whom|which|where|when|do|does|did|is|are|can|could|will|would|should|must|any)\b)/i;

/** The word that joins a question to the one before ("and what are the fees"). */
const JOINED = /^(and|also|plus)\s+/i;

/** How a question of its own opens. */
const ASKS =
  /^(so |but |then |ok |okay )?(what|what's|whats|how|why|who|whom|whose|which|where|when|do|does|did|is|are|can|could|will|would|should|must|any|have|has|was|were|tell|list|explain)\b/i;

/** How a question opens that can be nothing else ("do you ...", "what ..."), unlike "tell me in simple words". */
const INTERROGATIVE = /^(what|how|why|who|which|where|when|do|does|did|is|are|can|could|will|would)\b/i;

/** "which model has that": a question that leans on the one before it, which it narrows. */
const POINTS_BACK = /\b(it|its|that|this|these|those|them|they)\b/i;

/** Verbs that say what to do with a thing, not what it is ("how much should we keep?"). */
const DOING = new Set(
  'keep kept maintain use used allow allowed have choose select set get expect aim target go run provide leave add do'.split(' '),
);

/** "... margin is safe?": an amount that is one thing's over another, and says nothing of which. */
const RELATIVE_AMOUNT = /^\s+(margin|allowance|headroom|clearance|tolerance)\b/i;

/** Words a definition given as variants may add beyond the answer cap: the two lines of one term's two sides. */
const LIST_ALLOWANCE = 40;

/** "About 0.24 m/s: V = Q / ...": an answer that opens with a figure worked out. */
const WORKED = /^About \d/;

/** "how much NPSH margin should we keep?": an amount asked. */
const ASKS_AN_AMOUNT = /^how (much|many)\b/i;

/** "what is the full form of VFD": the abbreviation a question asks to have spelled out. */
const FULL_FORM_OF = /^(?:what(?:'s| is)|whats) the (?:full form|expansion|long form|abbreviation) of ([\w -]+?)\s*\??$/i;

/** "what is NPSH margin": the thing a question asks to have defined. */
const NAMES_A_THING = /^(?:what(?:'s| is| are)|whats)\s+(?:an? |the )?([\w -]+?)\s*\??$/i;

/** "what does a VFD do": the thing a question asks the work of. */
const WHAT_IT_DOES = /^what (?:does|do) (?:an? |the )?([\w -]+?) do\s*\??$/i;

/** Fewer words than this is no question of its own ("and why?"): the message is one question. */
const MIN_WORDS = 3;

/**
 * The two questions of a message, each with the message's story in front ("We are a
 * desalination plant."), or null when it asks one thing.
 */
export function twoQuestionsOf(message: string): [string, string] | null {
  const sentences = message.split(/(?<=[?.!])\s+/).filter((s) => s.trim() !== '');
  // "Is a certificate given? and what are the fees": a question though it has no question mark.
  // "what does ur company actually do? do you manufacture pumps": a question after a question, though it has none.
  const questions = sentences.map(
    (s, i) =>
      /\?\s*$/.test(s) ||
      (i > 0 && JOINED.test(s) && ASKS.test(s.replace(JOINED, ''))) ||
      (i === sentences.length - 1 &&
        /\?\s*$/.test(sentences[i - 1] ?? '') &&
        INTERROGATIVE.test(s) &&
        !POINTS_BACK.test(s) &&
        !ASKS_WHAT_IT_COVERS.test(s.toLowerCase())),
  );
  const asked = sentences.filter((_, i) => questions[i]);
  const story = sentences.filter((_, i) => !questions[i]).join(' ');
  let parts: string[];
  if (asked.length >= 2) parts = asked.slice(0, 2);
  else if (asked.length === 1) {
    const match = SECOND_QUESTION.exec(asked[0]!);
    if (!match) return null;
    parts = [asked[0]!.slice(0, match.index).trim(), asked[0]!.slice(match.index + match[0].length).trim()];
  } else return null;
  // "Before we raise the purchase requisition: what do we ...": the words before the colon are the story.
  const leadIn = /^([^:?]{3,80}):\s+/.exec(parts[0]!);
  let told = story;
  if (leadIn && !ASKS.test(parts[0]!) && ASKS.test(parts[0]!.slice(leadIn[0].length))) {
    told = [story, `${leadIn[1]}.`].filter(Boolean).join(' ');
    parts[0] = parts[0]!.slice(leadIn[0].length);
  }
  const cleaned = parts.map((p) => p.replace(JOINED, '').trim());
  // "At which condition? Only at the duty point?": the second only narrows the first.
  if (cleaned.some((p) => countWords(p) < MIN_WORDS || !ASKS.test(p))) return null;
  // "what hydraulic power does that work out to, and how does it compare with the 76,500 kW?": the first's result, set against a figure.
  if (/^(how|what) (does|do|would|will) (it|that|this|they|the result) compare\b/i.test(cleaned[1]!)) return null;
  // "what is NPSH margin and how much should we keep?": a quantity asked of nothing named anew is
  // the first's, asked of the thing it defines ("how much NPSH margin should we keep?").
  const quantity = ASKS_AN_AMOUNT.exec(cleaned[1]!);
  if (quantity && queryTerms(cleaned[1]!).every((t) => DOING.has(t))) {
    const named = NAMES_A_THING.exec(cleaned[0]!)?.[1];
    if (!named) return null;
    cleaned[1] = `${quantity[0]} ${named}${cleaned[1]!.slice(quantity[0].length)}`;
  }
  // "what is NPSH and how much margin is safe?": a margin of nothing named is the first thing's
  // ("how much NPSH margin is safe?").
  const thingDefined = NAMES_A_THING.exec(cleaned[0]!)?.[1];
  const relative = quantity !== null && RELATIVE_AMOUNT.test(cleaned[1]!.slice(quantity[0].length));
  if (quantity && relative && thingDefined && !new RegExp(`\\b${escapeRegExp(thingDefined)}\\b`, 'i').test(cleaned[1]!))
    cleaned[1] = `${quantity[0]} ${thingDefined}${cleaned[1]!.slice(quantity[0].length)}`;
  // "what is the full form of VFD and how does it save energy?": "it" is the thing the first names.
  const thing = FULL_FORM_OF.exec(cleaned[0]!)?.[1] ?? NAMES_A_THING.exec(cleaned[0]!)?.[1] ?? WHAT_IT_DOES.exec(cleaned[0]!)?.[1];
  if (thing && /^(how|why|what|when|where|does|do|is|can|will)\b/i.test(cleaned[1]!)) cleaned[1] = cleaned[1]!.replace(/\bit\b/i, thing);
  const withStory = (p: string) => (told ? `${told} ${p}` : p);
  return [withStory(cleaned[0]!), withStory(cleaned[1]!)];
}

/**
 * A thing defined, then asked of, answered from one page: "what is NPSH margin and how much
 * should we keep?" gets the definition, then the amount (the first answer alone would say the
 * page in its order and stop before the figures); "what is the full form of VFD and how does it
 * save energy?" the full form, then how. Else null.
 */
export function definedThenAsked(first: Answer, second: Answer, secondQuestion: string): Answer | null {
  const spelledOut = first.mode === 'facts' && /^\S+ stands for\b/.test(first.response);
  if (!spelledOut && (!ASKS_AN_AMOUNT.test(secondQuestion) || second.mode !== 'facts')) return null;
  const [opening = ''] = first.response.split('\n');
  // "what is NPSH and how much margin is safe?": the variants defined side by side, less the one
  // the second question asks about ("NPSH margin"), where they fit before its answer.
  const asked = new Set(queryTerms(secondQuestion));
  const variants = first.response
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .filter((line) => !queryTerms(line.slice(2).split(':')[0] ?? '').every((w) => asked.has(w)));
  const definition = opening.startsWith('- ') ? variants.join('\n') : opening;
  if (definition === '' || LINKS_PAGE.test(definition) || second.response.includes(definition)) return null;
  if (opening.startsWith('- ') && countWords(`${definition} ${second.response}`) > MAX_ANSWER_WORDS + LIST_ALLOWANCE) return null;
  const sources = [...second.sources, ...first.sources.filter((s) => !second.sources.some((f) => f.url === s.url))];
  return { ...second, response: `${definition}\n${second.response}`, sources };
}

/** A line that only links the page the answer came from. */
const LINKS_PAGE = /: \/[\w/-]*$/;

/** A yes-or-no question ("do you have patents?", "is vibration sensor included?"). */
const YES_OR_NO = /^(do|does|did|is|are|can|could|have|has|will)\b/i;

/**
 * Two questions answered from different sections of one page ("what do we have to provide at
 * each station, and do we need to hire our own contractor to fit the sensors?"): the answers
 * share no line but the link, and the second does not lean on the first.
 */
export function twoSections(first: Answer, second: Answer, secondQuestion: string): boolean {
  if (first.mode !== 'extractive' || second.mode !== 'extractive' || POINTS_BACK.test(secondQuestion)) return false;
  const lines = (a: Answer) => a.response.split('\n').filter((line) => !LINKS_PAGE.test(line) && !line.startsWith('- …'));
  const said = new Set(lines(first));
  return !lines(second).some((line) => said.has(line));
}

/**
 * Whether two answers from the content of one page answer two things ("how many kinds of
 * credentials, and do you have patents?"): the second asks yes or no of one thing, they share
 * no line but the link, and the second does not lean on the first ("which model has that?").
 * "what exactly is missing in Pro?" after "how many features has Pro?" narrows the first, which
 * the answer to the whole message holds.
 */
export function twoFacts(first: Answer, second: Answer, secondQuestion: string): boolean {
  const yesOrNo = YES_OR_NO.test(secondQuestion.replace(JOINED, ''));
  // "Is the approach velocity OK, and how wide should each pump bay be?": two figures worked out, each from the story.
  const worked = WORKED.test(first.response) && WORKED.test(second.response);
  if (first.mode !== 'facts' || second.mode !== 'facts' || !(yesOrNo || worked) || POINTS_BACK.test(secondQuestion)) return false;
  const said = new Set(first.response.split('\n').filter((line) => !LINKS_PAGE.test(line)));
  return !second.response.split('\n').some((line) => said.has(line));
}

/** A list item said in its first `n` words ("Training through the academy, for operators…"). */
const itsFirstWords = (line: string, n: number): string => {
  if (!line.startsWith('- ') || line.startsWith('- …')) return line;
  const words = line.slice(2).split(/\s+/);
  return words.length <= n
    ? line
    : `- ${words
        .slice(0, n)
        .join(' ')
        .replace(/[\s,;:.]+$/, '')}…`;
};

/** Lines of a list that a cut would leave with fewer than two of its items. */
const listItems = (text: string): number => text.split('\n').filter((l) => l.startsWith('- ') && !l.startsWith('- …')).length;

/**
 * An answer cut to `cap` words: its lines from the end, keeping the line that links its page.
 * Where that would leave a list with one item or none ("offers three things: …and more"), its
 * items are said in as many of their first words as let them all fit, so the list still answers.
 */
function cut(answer: Answer, cap: number): string {
  const whole = cutLines(answer.response, cap);
  const items = listItems(answer.response);
  if (listItems(whole) >= 2 || items < 2) return whole;
  for (let n = 24; n >= 5; n--) {
    const short = answer.response
      .split('\n')
      .map((line) => itsFirstWords(line, n))
      .join('\n');
    if (countWords(short) <= cap) return short;
  }
  return whole;
}

function cutLines(response: string, cap: number): string {
  const lines = response.split('\n');
  if (countWords(response) <= cap || lines.length < 2) return response;
  const last = lines.at(-1)!;
  const kept = lines.slice(0, -1);
  const more = MORE_ON_THE_PAGE;
  // The sentences added to the lead go first, then the list's last items: "X are:" keeps its
  // list. A sentence put before a list's opener is one added, and the opener then leads.
  const opensList = (i: number) => introducesWhatFollows(kept[i] ?? '') && kept[i + 1]?.startsWith('- ');
  while (kept.length > 1 && countWords([...kept, more, last].join(' ')) > cap) {
    const added = kept.findLastIndex((line, i) => (i > 0 || opensList(1)) && !line.startsWith('- ') && !opensList(i));
    kept.splice(added >= 0 ? added : kept.length - 1, 1);
  }
  // A list cut short says so, as a quoted list does; so does a line whose list was cut away.
  const end = kept.at(-1) ?? '';
  if (end.startsWith('- ') && !end.startsWith('- …')) kept.push(more);
  const opener = kept.findIndex((line, i) => introducesWhatFollows(line) && !kept[i + 1]?.startsWith('- '));
  if (opener >= 0) kept.splice(opener + 1, 0, more);
  return [...kept, last].join('\n');
}

/**
 * Both answers in the room of one, with the sources of both: each gets half, or what the other
 * leaves when that is more (a short hand-off leaves most of the room to the answer before it).
 */
export function bothAnswers(first: Answer, second: Answer): Answer {
  const half = Math.floor(MAX_ANSWER_WORDS / 2);
  const [firstWords, secondWords] = [countWords(first.response), countWords(second.response)];
  const sources = [...first.sources, ...second.sources.filter((s) => !first.sources.some((f) => f.url === s.url))];
  const handoff = first.handoff === true || second.handoff === true || first.mode === 'handoff' || second.mode === 'handoff';
  // Two answers from one page link it once, after the second: the first has the link's words to spare.
  const link = first.response.split('\n').at(-1) ?? '';
  const oneLink = LINKS_PAGE.test(link) && second.response.split('\n').at(-1) === link ? countWords(link) : 0;
  const firstPart = cut(first, Math.max(half, MAX_ANSWER_WORDS - secondWords) + oneLink);
  const secondPart = cut(second, Math.max(half, MAX_ANSWER_WORDS - firstWords + oneLink));
  return {
    response: `${oneLink > 0 ? firstPart.slice(0, firstPart.lastIndexOf('\n')) : firstPart}\n\n${secondPart}`,
    sources,
    mode: first.mode === second.mode ? first.mode : 'extractive',
    suggestions: [],
    ...(handoff ? { handoff: true } : {}),
  };
}
