/**
 * "Floor clearance for a 600 mm bell?", "0.5 m bell passing 0.3 m³/s: minimum submergence?": the
 * sump dimensions the knowledge base gives as multiples of the bell-mouth diameter D, and the
 * submergence by the formula it gives, worked out for the visitor's own bell, citing the page.
 * The multiples and the formula's coefficient are read from the page, so an edit changes the answer.
 */
import type { Page } from '../../retrieve/library.ts';
import { queryTerms } from '../../retrieve/query.ts';
import { askedStems, heldIn } from '../sentences.ts';
import { stem, words } from '../text.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { countOf, COUNTED, cubicMetresPerSecond, figure, FLOW, flowValue, GRAVITY, IN_METRES, VELOCITY } from './figures.ts';
import { LENGTH, lengthSaid, meanVelocity, metres } from './lengths.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** The words between a bell and its size: "bell mouth is about 0.5 m dia". */
const SIZE_SAID = String.raw`(?:\s+(?:is|of|=|:|about|approx|approximately|around|dia|diameter|size))*\s*`;
const BELL_WORD = String.raw`\bbell(?:[- ]?mouths?|s)?\b`;
/** Words between a bell and a figure that never cross to another quantity or sentence. */
const ON_THE_WAY = String.raw`[^.?!\d]{0,40}?`;
/**
 * "a 600 mm bell", "bell is 0.5 m dia", "bell mouth of 0.6 m", "D = 0.5 m", and a size said further
 * on, where a word says it is the diameter: "the bell-mouth on our pump is 600 mm across", "the
 * bell mouth's diameter on our pumps is 0.7 m".
 */
const BELL = new RegExp(
  [
    String.raw`${LENGTH}\s*(?:dia(?:meter)?\.?\s+|diameter\s+|across\s+)?(?:suction |inlet )?bell`,
    String.raw`${BELL_WORD}(?: inlet)?${SIZE_SAID}${LENGTH}`,
    String.raw`\bd\s*=\s*${LENGTH}`,
    String.raw`${BELL_WORD}${ON_THE_WAY}${LENGTH}\s*(?:across|in diameter|diameter|dia|wide|od)\b`,
    String.raw`${BELL_WORD}${ON_THE_WAY}\b(?:diameter|dia)\b${ON_THE_WAY}${LENGTH}`,
  ].join('|'),
);
/** "0.3 D to 0.5 D", "about 2 D": a dimension as a multiple of the bell diameter. */
const MULTIPLE = /(\d+(?:\.\d+)?) D(?: to (\d+(?:\.\d+)?) D)?\b/g;
const HAS_MULTIPLE = /\d D\b/;
/** "S = D (1 + 2.3 Fr)": the submergence rule and its coefficient. */
const SUBMERGENCE = /\bS = D \(1 \+ (\d+(?:\.\d+)?) Fr\)/;
/** "ANSI/HI 9.8 recommends a clearance of about 0.3 D to 0.5 D". */
const FLOOR_CLEARANCE = /\brecommends a clearance of about (\d+(?:\.\d+)?) D to (\d+(?:\.\d+)?) D\b/;
/** The water's depth asked from the floor, not from the bell. */
const ABOVE_THE_FLOOR = /\b(above|over|from) the (sump )?(floor|bottom)\b|\bfloor (gap|clearance)\b|\btotal (water )?depth\b/;
const ASKS_SUBMERGENCE = /\bsubmergence\b|\b(water )?depth (above|over)\b|\bhow (deep|much water)\b/;

/** "with bay width about 2 D": each pump's bay as a multiple of D. */
const BAY_WIDTH = /\bbay width (?:of )?(?:about |around |roughly )?(\d+(?:\.\d+)?) D\b/;
/** "how wide should each bay be", "bay width", "width of the sump for four pumps". */
const ASKS_BAY_WIDTH =
  /\bbays?\b.*\b(?:wide|width|size|big)\b|\b(?:wide|width)\b.*\bbays?\b|\b(?:how wide|width)\b.*\bsump\b|\bsump\b.*\b(?:how wide|width)\b/;
/** "four vertical pumps", "a 4-pump sump", "6 bays": how many bays the sump holds. */
const COUNT = new RegExp(String.raw`\b${COUNTED}[- ](?:[a-z]+ )?(?:pumps?|bays?)\b`);

/** A bell, or a dimension of the sump the page gives as a multiple of D. */
const NAMES_THE_SUMP =
  /\bbell|\b(floor|bottom|back ?wall|walls?|clearance|spacing|spaced|apart|bays?|submergence|deep|depth|gap|centre|center|distance|sump)\b/;

/** The words of a question that say nothing of which dimension it asks for. */
const SAYS_NOTHING = new Set(
  ['bell', 'mouth', 'inlet', 'pump', 'pumps', 'sump', 'diameter', 'dia', 'recommended', 'minimum', 'size'].map(stem),
);

interface Bell {
  /** Metres. */
  diameter: number;
  /** The visitor's unit, which the answer keeps. */
  unit: 'mm' | 'm';
  said: string;
  /** The words that gave the bell's size ("bell-mouth on our pump is 600 mm across"), which name no dimension. */
  phrase: string;
}

/** "an 800 mm bell", "an 11 m", "a 600 mm bell": the article a figure read aloud takes. */
const articleFor = (said: string): string => (/^(8|11(?![\d.])|18(?![\d.]))/.test(said) ? 'an' : 'a');

function bellOf(q: string): Bell | null {
  const found = q.match(BELL);
  if (!found) return null;
  // Each way of saying it captures a figure and its unit; the one that matched has them.
  const at = found.findIndex((v, i) => i > 0 && v !== undefined);
  const value = found[at]!;
  const unit = found[at + 1]!;
  const diameter = metres(value, unit);
  if (!(diameter > 0.05 && diameter < 10)) return null;
  return {
    diameter,
    unit: unit === 'mm' ? 'mm' : 'm',
    said: unit === 'mm' ? `${value} mm` : `${figure(diameter)} m`,
    phrase: found[0],
  };
}

const inUnit = (metres: number, bell: Bell): string => (bell.unit === 'mm' ? `${figure(metres * 1000, 0)} mm` : `${figure(metres)} m`);

/** The sentence with every multiple of D worked out for the visitor's bell. */
const withBell = (text: string, bell: Bell): string =>
  text.replace(MULTIPLE, (whole: string, low: string, high?: string) => {
    const span =
      high === undefined
        ? inUnit(Number(low) * bell.diameter, bell)
        : `${inUnit(Number(low) * bell.diameter, bell).replace(/ (mm|m)$/, '')} to ${inUnit(Number(high) * bell.diameter, bell)}`;
    return `${whole} (${span} for ${articleFor(bell.said)} ${bell.said} bell)`;
  });

/**
 * The width of a bay by the page's multiple of D and, for the pumps counted, of the bays side by
 * side: the sump's width less its dividing walls, which the page gives no thickness for.
 */
function bayLines(q: string, bell: Bell, pages: readonly Page[]): { lines: string[]; rule: PublishedRule } | null {
  const [rule] = publishedRules(pages, BAY_WIDTH);
  if (!rule) return null;
  const multiple = rule.figures[0]!;
  const bay = Number(multiple) * bell.diameter;
  const counted = q.match(COUNT);
  const count = counted ? countOf(counted[1]!) : 0;
  const each = `About ${lengthSaid(bay)} a bay: bay width about ${multiple} D, with D = ${bell.said}.`;
  const total =
    count > 1
      ? ` ${count} bays side by side make about ${lengthSaid(count * bay)} (${count} × ${lengthSaid(bay)}), leaving out the dividing walls.`
      : '';
  return { lines: [each + total, rule.text], rule };
}

/** "is the bell inlet velocity ok?", "what velocity at the bell?": the velocity at the bell asked or judged. */
const ASKS_INLET_VELOCITY = /\b(inlet|bell(?:[- ]?mouth)?|entry|entrance) velocity\b|\bvelocity\b.{0,25}\b(bell|inlet)\b/;
/** "...a nominal bell inlet velocity of about 0.9 to 1.7 m/s (...), within a wider acceptable range of about 0.6 to 2.7 m/s...". */
const INLET_VELOCITY_RULE =
  /\bnominal bell inlet velocity of about (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) m\/s\b.*?\bacceptable range of about (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) m\/s/;

/** The velocity at the visitor's bell for the flow given, held against the bands the page gives. */
function inletVelocityAnswer(q: string, bell: Bell, pages: readonly Page[]): Answer | null {
  const flow = q.match(FLOW);
  if (!flow) return null;
  const [rule] = publishedRules(pages, INLET_VELOCITY_RULE);
  if (!rule) return null;
  const [low, high, widestLow, widestHigh] = rule.figures.map(Number) as [number, number, number, number];
  const velocity = meanVelocity(cubicMetresPerSecond(flowValue(flow), flow[2]!), bell.diameter);
  const v = figure(velocity);
  const verdict =
    velocity >= low && velocity <= high
      ? `within the nominal band of about ${low} to ${high} m/s`
      : velocity >= widestLow && velocity <= widestHigh
        ? `outside the nominal band of about ${low} to ${high} m/s but inside the wider acceptable range of about ${widestLow} to ${widestHigh} m/s, which depends on the flow per pump: check the standard's chart for your flow`
        : `outside even the wider acceptable range of about ${widestLow} to ${widestHigh} m/s: the bell is ${velocity > widestHigh ? 'too small' : 'too large'} for this flow`;
  return ruleAnswer(
    [`About ${v} m/s at a ${bell.said} bell passing ${flow[1]} ${flow[2]}: V = Q / (π D² / 4) ≈ ${v} m/s, ${verdict}.`, rule.text],
    rule,
  );
}

function submergenceAnswer(q: string, bell: Bell, pages: readonly Page[]): Answer | null {
  const [rule] = publishedRules(pages, SUBMERGENCE);
  if (!rule) return null;
  const coefficient = Number(rule.figures[0]);
  const flow = q.match(FLOW);
  const speed = q.match(VELOCITY);
  const velocity = flow ? meanVelocity(cubicMetresPerSecond(flowValue(flow), flow[2]!), bell.diameter) : speed ? Number(speed[1]) : null;
  if (velocity === null || !(velocity > 0)) return null;
  const froude = velocity / Math.sqrt(GRAVITY * bell.diameter);
  const depth = bell.diameter * (1 + coefficient * froude);
  // A minimum is never rounded down: up to the next 5 cm.
  const roundedUp = Math.ceil(depth / 0.05 - 1e-9) * 0.05;
  // A depth of a metre or more, for a bell given in mm, is read in metres too: "1405 mm (about 1.4 m)".
  const depthSaid = (metres: number) =>
    bell.unit === 'mm' && metres >= 1 ? `${inUnit(metres, bell)} (about ${figure(metres, 2)} m)` : inUnit(metres, bell);
  const through = flow ? `passing ${flow[1]} ${flow[2]}: V = Q / (π D² / 4) ≈ ${figure(velocity)} m/s,` : `at V = ${figure(velocity)} m/s:`;
  const line = `For a ${bell.said} bell ${through} Fr = V / √(g·D) ≈ ${figure(froude)}, so S = D (1 + ${coefficient} Fr) ≈ ${depthSaid(depth)}. Keep at least ${depthSaid(roundedUp)} of water above the bell inlet at the lowest water level.`;
  // "the bell is only 1.0 m under the surface, is that enough?": the visitor's submergence judged.
  const told = submergenceTold(q);
  // "what minimum water depth above the sump floor, counting submergence plus the floor gap?":
  // the floor clearance the page recommends added under the bell.
  const floor = ABOVE_THE_FLOOR.test(q) ? publishedRules(pages, FLOOR_CLEARANCE)[0] : undefined;
  if (floor && told === null) {
    const [low, high] = floor.figures.map(Number) as [number, number];
    const [gapLow, gapHigh] = [low * bell.diameter, high * bell.diameter];
    const total = `With the bell ${low} D to ${high} D above the floor (${inUnit(gapLow, bell)} to ${inUnit(gapHigh, bell)}), the water at the lowest level must stand about ${depthSaid(depth + gapLow)} to ${depthSaid(depth + gapHigh)} above the sump floor.`;
    return ruleAnswer([line, total, rule.text, floor.text], rule, floor);
  }
  if (told === null) return ruleAnswer([line, rule.text], rule);
  const verdict =
    told < depth
      ? `No: ${figure(told, 2)} m of submergence is less than the ${figure(depth, 2)} m the rule gives for this bell; it is short by about ${figure(depth - told, 2)} m, so lower the bell or raise the minimum water level.`
      : `Yes: ${figure(told, 2)} m of submergence is more than the ${figure(depth, 2)} m the rule gives for this bell.`;
  return ruleAnswer([verdict, line, rule.text], rule);
}

/** "the bell is only 1.0 m under the surface", "submergence of 1.2 m", "1.0 m of water above the bell". */
const SUBMERGENCE_TOLD = new RegExp(
  String.raw`\bbell(?:[- ]?mouth)?(?: inlet)? (?:is|sits|will be|would be) (?:only |just |about |around )?${IN_METRES} (?:under|below|beneath) (?:the )?(?:water|surface|level|lowest|minimum|low water)|\bsubmergence (?:is |of |will be |would be )?(?:only |just |about |around )?${IN_METRES}|${IN_METRES} (?:of )?(?:submergence|water (?:above|over) the bell)`,
);

/** The submergence the visitor has, in metres, else null. */
function submergenceTold(q: string): number | null {
  const m = q.match(SUBMERGENCE_TOLD);
  const value = m?.slice(1).find((v) => v !== undefined);
  return value === undefined ? null : Number(value);
}

export function answerAboutSumpDimensions(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const own = bellOf(q);
  // "and how high off the floor should the bell sit?": the bell the question before named.
  const bell = own ?? (context ? bellOf(normalise(context)) : null);
  if (!bell) return null;
  // The bell's own figure says nothing of the dimension either, nor the words that gave it
  // ("600 mm across": not the pumps "side by side across the approach flow"), nor a flow or a
  // velocity ("and at 400 l/s?" asks the submergence again).
  const figuresOut = q.replace(bell.phrase, ' ').replace(new RegExp(FLOW.source, 'g'), ' ').replace(new RegExp(VELOCITY.source, 'g'), ' ');
  const asked = dimensionWordsOf(figuresOut);
  // "ok so for a 0.5 m bell at 1 m/s?", "and at 400 l/s?" after the submergence rule: the submergence.
  const submergenceAgain = asked.size === 0 && ASKS_SUBMERGENCE.test(normalise(context ?? ''));
  // The bell of the question before, for a question that names the bell or a dimension of the
  // sump: "what if the flow is 400 l/s?" asks no clearance of it.
  if (!own && !submergenceAgain && !NAMES_THE_SUMP.test(q)) return null;
  if (ASKS_SUBMERGENCE.test(q) || submergenceAgain) return submergenceAnswer(q, bell, pages);
  if (ASKS_INLET_VELOCITY.test(q)) {
    const velocity = inletVelocityAnswer(q, bell, pages);
    if (velocity) return velocity;
  }
  const bays = ASKS_BAY_WIDTH.test(q) ? bayLines(q, bell, pages) : null;
  // "how much clearance from floor and back wall, and what bay width?": the clearances too.
  const beside = bays ? new Set([...asked].filter((s) => !BAY_WORDS.has(s))) : asked;
  // "ok our bell is 800 mm, pls give both in mm": the dimensions the question before asked, for this bell.
  const multiples =
    !bays || OTHER_DIMENSION.test(q)
      ? (multiplesAsked(beside, bell, pages) ?? (own && context ? multiplesAsked(dimensionWordsOf(normalise(context)), bell, pages) : null))
      : null;
  if (bays && multiples) return ruleAnswer([...multiples.lines, bays.lines[0]!], multiples.rule, bays.rule);
  if (bays) return ruleAnswer(bays.lines, bays.rule);
  return multiples && ruleAnswer(multiples.lines, multiples.rule);
}

/** The words of a question that may name a dimension: not its figures, units or words that name none. */
const dimensionWordsOf = (text: string): Set<string> =>
  new Set([...askedStems(queryTerms(text))].filter((s) => !SAYS_NOTHING.has(s) && !/^[\d.]+$|^(mm|cm|m|s)$/.test(s)));

/** A dimension named beside the bay's width ("clearance from floor and back wall"); not "leaving out the walls". */
const OTHER_DIMENSION = /\b(floor|bottom|clearance|back ?wall|spacing|spaced|apart|gap|distance)\b/;

/** Words that ask only for the bay's width. */
const BAY_WORDS = new Set(['bay', 'bays', 'wide', 'width', 'size', 'big', 'what', 'much', 'keep', 'should'].map(stem));

/** The sentences of the section whose multiples of D the question asks for, each worked out for the bell. */
function multiplesAsked(asked: ReadonlySet<string>, bell: Bell, pages: readonly Page[]): { lines: string[]; rule: PublishedRule } | null {
  // The section whose multiple of D the question names ("floor clearance", "spacing between pumps"),
  // read whole: "pumps one behind another ... spacing" is the section on spacing, though the
  // sentence with its multiple holds only "spacing".
  const holds = (text: string) => heldIn(asked, new Set(words(text).map(stem)));
  let best: { rule: PublishedRule; held: number } | null = null;
  for (const rule of publishedRules(pages, HAS_MULTIPLE)) {
    // The sentence with the multiple names the dimension asked for ("what inlet velocity for a
    // 500 mm bell?" names none: the velocity is no multiple of D).
    // Or the sentence before it, which names what the multiple is of ("Floor clearance is the gap
    // between the bell-mouth inlet and the sump floor. ... recommends a clearance of about 0.3 D").
    const named = rule.section[rule.section.indexOf(rule.text) - 1] ?? '';
    if (holds(rule.text) === 0 && (HAS_MULTIPLE.test(named) || holds(named) === 0)) continue;
    const held = holds(rule.section.join(' ')) + holds(rule.text) / 10;
    if (!best || held > best.held) best = { rule, held };
  }
  if (!best) return null;
  const { rule } = best;
  // The sentences with the multiples asked for first, in the page's order ("how high off the floor
  // and how far from the back wall": the clearance, then the back wall), then the section's others
  // with a multiple, and those that hold the question's words ("never one behind another"), each
  // worked out.
  const askedFor = rule.section.filter((s, i) => {
    if (!HAS_MULTIPLE.test(s)) return false;
    const before = rule.section[i - 1] ?? '';
    return s === rule.text || holds(s) > 0 || (!HAS_MULTIPLE.test(before) && holds(before) > 0);
  });
  const others = rule.section.filter((s) => !askedFor.includes(s) && (HAS_MULTIPLE.test(s) || holds(s) >= 2));
  return { lines: [...askedFor, ...others].map((s) => withBell(s, bell)), rule };
}
