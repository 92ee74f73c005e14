/**
 * "NPSHr is 4 m and we have 4.2 m available: are we safe?": the margin worked out with the
 * visitor's figures and held against the minimum the knowledge base states for water service
 * (a ratio or a margin in metres, whichever is greater), citing the page that states it. Given
 * one side only ("NPSH3 is 8 m: what's the least NPSH available I should have?"), the other
 * side's limit by the same rule. One side given now and the other earlier ("NPSHa is about 5 m"
 * then "NPSH3 is 4.2 m: enough margin?"), the two held together; NPSH available may also have
 * been worked out before, from the visitor's site figures, and is then read or worked out again.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { IN_METRES, figure } from './figures.ts';
import { npshAvailableFrom } from './npsh-available.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "a ratio NPSHa/NPSH3 of about 1.1 or a margin of 0.6 m, whichever is greater". */
const WATER_RULE = /(\d+(?:\.\d+)?) or a margin of (\d+(?:\.\d+)?) m\b[^.]*\bwhichever is greater/i;
/** "The margin should be checked at the lowest sump level, ...": where the figures must hold. */
const WHERE_CHECKED = /\bchecked at\b/i;

/**
 * A few words may stand between the name and its figure: "NPSHa also 4.5 m", "NPSHr of 4 m",
 * "NPSHa at our site works out to 4.2 m", "NPSH available at our low-lift pump as roughly 5 m";
 * never another NPSH name.
 */
const GAP = String.raw`(?:\s*[=:]\s*|\s+(?!npsh)[a-z'][a-z'-]*){0,8}?\s*`;
const AVAILABLE = new RegExp(
  String.raw`\bnpsh ?a(?:vailable)?\b${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:npsh ?a\b|npsh available|available)`,
);
const REQUIRED = new RegExp(
  String.raw`\b(?:npsh ?r(?:equired)?|npsh3)\b${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:npsh ?r\b|npsh required|npsh3|required)`,
);
const MARGIN = new RegExp(String.raw`\bmargin${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:npsh )?margin\b`);
/** Asks whether the figures will do, not how to work them out. */
const ASKS_CHECK =
  /\b(enough|safe|ok|okay|fine|good|sufficient|adequate|acceptable|plenty|right|correct|cavitate|cavitation|problem|keep more)\b/;

/** Words that ask for a limit to be kept: "the least NPSHa I should have", "how much NPSHa do we need". */
const KEEPS = String.raw`(?:least|minimum|min|lowest|enough|sufficient|need|needed|should|must|ought|have to|has to)`;
const AVAILABLE_NAMED = String.raw`(?:npsh ?a|npsh available|available npsh|available)`;
/** NPSH required given, the NPSH available it asks for: "what's the least NPSH available I should have?". */
const ASKS_LEAST_AVAILABLE = new RegExp(
  String.raw`\b${KEEPS}\b[^.?!]{0,40}\b${AVAILABLE_NAMED}\b|\b${AVAILABLE_NAMED}\b[^.?!]{0,40}\b${KEEPS}\b`,
);
const REQUIRED_NAMED = String.raw`(?:npsh ?r|npsh required|npsh3|required)`;
/** NPSH available given, the highest NPSH required it allows: "what's the most NPSHr a pump may need here?". */
const ASKS_MOST_REQUIRED = new RegExp(
  String.raw`\b(?:max|maximum|highest|most|largest|biggest|greatest)\b[^.?!]{0,40}\b${REQUIRED_NAMED}\b|\b(?:what|how much|which) (?:npsh ?r|npsh required|npsh3)\b[^.?!]{0,30}\b(?:can|could|may|accept\w*|allow\w*|tolerate)\b`,
);

/** "what margin should we keep?", "npsh margin for water service how much": the minimum itself. */
const ASKS_MINIMUM =
  /\b(what|how much|which|minimum|recommended|number)\b.*\bmargin\b|\bmargin\b.*\b(should|recommended|required|needed|keep|maintain|how much|as per)\b/;
/** "NPSHa vs NPSHr, explain; also what margin to keep?": more than the minimum is asked. */
const ASKS_MORE = /\b(explain|difference|vs|versus|also|meaning|means|define|what is npsh)\b/;
/** "NPSHa equals NPSHr, so no cavitation?": the two sides said to be equal, figures or none. */
const SIDES_EQUAL =
  /\bnpsh ?a(vailable)?\b[^.?!]{0,40}(\b(equals?|equal to|same as|matches|just meets|exactly meets)\b|=)[^.?!]{0,25}\bnpsh ?(r|required|3)\b|\bnpsh ?(r|required|3)\b[^.?!]{0,40}(\b(equals?|equal to|same as|matches)\b|=)[^.?!]{0,25}\bnpsh ?a(vailable)?\b/;
/** "so no cavitation, correct?", "is that enough?": the visitor takes equal sides to be safe. */
const TAKEN_AS_SAFE =
  /\b(no cavitation|not cavitate|won'?t cavitate|will not cavitate|safe|ok|okay|fine|enough|sufficient|adequate|acceptable)\b/;
/** "...cavitation is already well developed at NPSHa = NPSHr; it starts at an NPSH well above NPSH3, so a margin is needed.". */
const DEVELOPED_AT_EQUAL = /\bcavitation is already well developed at NPSHa = NPSHr\b/i;

/** "ANSI/HI 9.6.1-2012 ... recommends margin ratios ... from about 1.1 up to 2.5": the range beyond water. */
const RANGE = /\brecommends margin ratios\b/i;

const first = (found: RegExpMatchArray | null): number | null => {
  const value = found?.slice(1).find((v) => v !== undefined);
  return value === undefined ? null : Number(value);
};

/** The margin in metres a pump's NPSH required needs: the ratio's or the floor's, whichever is greater. */
const neededMargin = (required: number, ratio: number, floor: number): number => Math.max((ratio - 1) * required, floor);

/** The least NPSH available for a pump's NPSH required: the ratio's figure or the margin's, whichever is greater. */
function leastAvailable(required: number, ratio: number, floor: number): string {
  const byRatio = ratio * required;
  const byMargin = required + floor;
  const least = Math.max(byRatio, byMargin);
  const which = byRatio >= byMargin ? 'the ratio asks for more' : 'the margin asks for more';
  return `NPSH available should be at least ${figure(least)} m for a pump with NPSH required of ${figure(required)} m: ${figure(ratio)} × ${figure(required)} = ${figure(byRatio)} m and ${figure(required)} + ${figure(floor)} = ${figure(byMargin)} m, and ${which}.`;
}

/** The highest NPSH required that NPSH available allows: the lower of what the ratio and the margin leave. */
function mostRequired(available: number, ratio: number, floor: number): string {
  const byRatio = available / ratio;
  const byMargin = available - floor;
  const most = Math.min(byRatio, byMargin);
  if (most <= 0) return `With ${figure(available)} m available no pump meets the ${figure(floor)} m minimum margin for water service.`;
  return `With ${figure(available)} m of NPSH available, NPSH required should be no more than ${figure(most)} m: ${figure(available)} / ${figure(ratio)} = ${figure(byRatio)} m and ${figure(available)} − ${figure(floor)} = ${figure(byMargin)} m, and the lower holds.`;
}

/**
 * An NPSH available an earlier reply stated: our own sum ("NPSHa ≈ 9.1 − 2.5 − 0.7 − 0.75 ≈
 * 5.15 m"), or a reply that opens with its figure after the question asked for it ("... what NPSH
 * available? About 5.15 m: ...").
 */
const AVAILABLE_WORKED = new RegExp(
  String.raw`\bnpsh ?a ≈ [\d.\s+−-]+≈ ${IN_METRES}|\b(?:npsh ?a|npsh available|available npsh)\b[^?]{0,60}\?\s*(?:(?:about|around|roughly|approximately|approx\.?|some|≈|~)\s*)?${IN_METRES}`,
);

/** A side given before, and how: by the visitor, or worked out (with its sum where it was worked out here). */
interface Recalled {
  value: number;
  said: string;
}

/** The NPSH available (or, `availableSide` false, required) given or worked out before, or null. */
function sideGivenBefore(earlier: string, availableSide: boolean, pages: readonly Page[]): Recalled | null {
  if (!earlier) return null;
  const available = first(earlier.match(AVAILABLE));
  const required = first(earlier.match(REQUIRED));
  // The same figure read as both sides ("NPSHa 5 m and NPSHr ..."): no telling which it was.
  const given = availableSide ? (available !== required ? available : null) : required !== available ? required : null;
  if (given !== null) return { value: given, said: 'as you gave before' };
  if (!availableSide || required !== null) return null;
  const stated = first(earlier.match(AVAILABLE_WORKED));
  if (stated !== null) return { value: stated, said: 'as worked out before' };
  // The visitor's site figures before, and no reply with them: NPSH available worked out from them again.
  const worked = npshAvailableFrom(earlier, pages);
  return worked ? { value: worked.npsha, said: `worked out from your figures before: ${worked.sum}` } : null;
}

/** The NPSH available the visitor gives in metres ("our NPSHa is 4.5 m"), or null. */
export const availableGiven = (q: string): number | null => first(q.match(AVAILABLE));

/**
 * Whether NPSH available leaves enough margin over NPSH required for water service, by the rule
 * the pages state, in a line; with the rule, to cite. Null where no page states it.
 */
export function marginHeld(available: number, required: number, pages: readonly Page[]): { line: string; rule: PublishedRule } | null {
  const [rule] = publishedRules(pages, WATER_RULE);
  if (!rule) return null;
  const [ratio, floor] = rule.figures.map(Number) as [number, number];
  const have = available - required;
  const needed = neededMargin(required, ratio, floor);
  const told = `${figure(available)} m available against ${figure(required)} m required leaves ${figure(have)} m`;
  return {
    line:
      have + 1e-9 >= needed
        ? `That is enough for water service: ${told}, and the minimum margin here is ${figure(needed)} m, so at least ${figure(required + needed)} m is needed.`
        : `That is not enough: ${told}, less than the ${figure(needed)} m minimum margin for water service, so NPSH available should be at least ${figure(required + needed)} m.`,
    rule,
  };
}

export function answerAboutNpshMargin(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const earlier = normalise(context ?? '');
  // "so what margin should I keep above it?" after NPSH required: the NPSH margin.
  if (!/\bnpsh/.test(`${q} ${earlier}`)) return null;
  // "lots of NPSH margin, so no need to worry about vortices?": submergence is another matter, which the sump page judges.
  if (/\b(vortex|vortices|vortexing|submergence|air entrainment|entrain\w*)\b/.test(q)) return null;
  let available = first(q.match(AVAILABLE));
  let required = first(q.match(REQUIRED));
  // "our NPSHa comes out exactly equal to NPSHr. so no cavitation, correct?": no margin at all.
  // Both figures given are worked out below, with the margin they leave.
  const equal = SIDES_EQUAL.test(q) && (available === null || required === null);
  const [developed] = equal ? publishedRules(pages, DEVELOPED_AT_EQUAL) : [];
  if (developed) {
    const [water] = publishedRules(pages, WATER_RULE);
    const more = water && water.text !== developed.text ? [water.text] : [];
    // "so no cavitation, correct?" is answered no; "will the pump cavitate?" yes.
    const verdict = TAKEN_AS_SAFE.test(q) ? 'No. ' : /\bcavitat/.test(q) ? 'Yes. ' : '';
    return ruleAnswer([`${verdict}${developed.text}`, ...more], developed, ...(water ? [water] : []));
  }
  // "NPSH3 is 4.2 m, is that enough?" after "NPSHa is roughly 5 m": the side given before, asked to be checked.
  const missing = available === null ? 'available' : 'required';
  // "water level 2 m above the eye, losses 1.1 m, NPSH3 8.5 m: what NPSHa, and is the margin OK?":
  // NPSH available worked out from the site figures of the same question.
  const own = available === null && required !== null && ASKS_CHECK.test(q) ? npshAvailableFrom(q, pages, true) : null;
  const fromEarlier = own
    ? { value: own.npsha, said: `worked out from your figures: ${own.sum}` }
    : (available === null) !== (required === null) && ASKS_CHECK.test(q)
      ? sideGivenBefore(earlier, missing === 'available', pages)
      : null;
  const recalled = fromEarlier === null ? null : missing;
  if (recalled === 'available') available = fromEarlier!.value;
  if (recalled === 'required') required = fromEarlier!.value;
  const margin = available !== null && required !== null ? null : first(q.match(MARGIN));
  const givesFigures = (available !== null && required !== null) || margin !== null;
  const asksMinimum = /\bmargin\b/.test(q) && ASKS_MINIMUM.test(q) && !ASKS_MORE.test(q);
  // One side given and the other's limit asked, whether or not "margin" is named; "NPSHr is 4 m,
  // what margin should we keep?" gets the NPSH available that margin comes to.
  const asksLeastAvailable = !givesFigures && required !== null && available === null && (ASKS_LEAST_AVAILABLE.test(q) || asksMinimum);
  const asksMostRequired = !givesFigures && available !== null && required === null && ASKS_MOST_REQUIRED.test(q);
  const asksLimit = asksLeastAvailable || asksMostRequired;
  if (!asksLimit && (givesFigures ? !ASKS_CHECK.test(q) : !asksMinimum)) return null;
  // Where several pages state the rule, the one that also says where the figures must hold.
  const rules = publishedRules(pages, WATER_RULE);
  const rule = rules.find((r) => r.section.some((s) => WHERE_CHECKED.test(s))) ?? rules[0];
  if (!rule) return null;
  const [ratio, floor] = rule.figures.map(Number) as [number, number];
  const lines: string[] = [];
  if (asksLeastAvailable && required !== null) {
    lines.push(leastAvailable(required, ratio, floor));
  } else if (asksMostRequired && available !== null) {
    lines.push(mostRequired(available, ratio, floor));
  } else if (available !== null && required !== null) {
    const have = available - required;
    const needed = neededMargin(required, ratio, floor);
    const before = (side: string): string => (recalled === side ? ` (${fromEarlier!.said})` : '');
    const told = `with ${figure(available)} m available${before('available')} and ${figure(required)} m required${before('required')}, the margin is ${figure(have)} m (a ratio of ${figure(available / required)})`;
    lines.push(
      have + 1e-9 >= needed
        ? `That margin is enough for water service: ${told}, and the minimum here is ${figure(needed)} m. ${leastAvailable(required, ratio, floor)}`
        : `That margin is too small: ${told}. For water service the minimum here is ${figure(needed)} m, so NPSH available should be at least ${figure(required + needed)} m.`,
    );
    // How near the line it is, by both of the rule's tests: a few centimetres to spare go with a lower sump or warmer water.
    const spare = figure(have - needed);
    const tests = `${figure(available)} − ${figure(required)} = ${figure(have)} m of margin against ${figure(floor)} m, and ${figure(available)} / ${figure(required)} ≈ ${figure(available / required)} against a ratio of ${figure(ratio)}`;
    if (have + 1e-9 >= needed)
      lines.push(
        Number(spare) === 0
          ? `${figure(available)} m available meets that exactly, with nothing to spare: ${tests}.`
          : `${figure(available)} m available clears that by ${spare} m: ${tests}.`,
      );
  } else if (margin !== null) {
    lines.push(
      margin + 1e-9 >= floor
        ? `A margin of ${figure(margin)} m meets the ${figure(floor)} m minimum for water service as long as NPSH required is no more than ${figure(margin / (ratio - 1))} m; above that, the ratio of ${figure(ratio)} asks for more.`
        : `That margin is too small: ${figure(margin)} m is less than the ${figure(floor)} m minimum for water service, and pumps with a larger NPSH required need more.`,
    );
  }
  lines.push(rule.text);
  const range = givesFigures || asksLimit ? undefined : rule.section.find((s) => RANGE.test(s));
  if (range) lines.push(range);
  const where = rule.section.find((s) => WHERE_CHECKED.test(s));
  if (where) lines.push(where);
  return ruleAnswer(lines, rule);
}
