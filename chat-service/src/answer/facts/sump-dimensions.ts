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
import { cubicMetresPerSecond, figure, FLOW, GRAVITY, VELOCITY } from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** A length as visitors type it, number and unit captured: "600 mm", "0.5 m", "0.6 metre". */
const LENGTH = String.raw`(\d+(?:\.\d+)?)\s*(mm|cm|m|metres?|meters?)(?![a-z0-9/³])`;
/** The words between a bell and its size: "bell mouth is about 0.5 m dia". */
const SIZE_SAID = String.raw`(?:\s+(?:is|of|=|:|about|approx|approximately|around|dia|diameter|size))*\s*`;
/** "a 600 mm bell", "bell is 0.5 m dia", "bell mouth of 0.6 m", "D = 0.5 m". */
const BELL = new RegExp(
  String.raw`${LENGTH}\s*(?:dia(?:meter)?\.?\s+|diameter\s+)?(?:suction |inlet )?bell|\bbell(?:[- ]?mouth)?(?: inlet)?${SIZE_SAID}${LENGTH}|\bd\s*=\s*${LENGTH}`,
);
/** "0.3 D to 0.5 D", "about 2 D": a dimension as a multiple of the bell diameter. */
const MULTIPLE = /(\d+(?:\.\d+)?) D(?: to (\d+(?:\.\d+)?) D)?\b/g;
const HAS_MULTIPLE = /\d D\b/;
/** "S = D (1 + 2.3 Fr)": the submergence rule and its coefficient. */
const SUBMERGENCE = /\bS = D \(1 \+ (\d+(?:\.\d+)?) Fr\)/;
const ASKS_SUBMERGENCE = /\bsubmergence\b|\b(water )?depth (above|over)\b|\bhow (deep|much water)\b/;

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
}

function bellOf(q: string): Bell | null {
  const found = q.match(BELL);
  if (!found) return null;
  const at = [1, 3, 5].find((i) => found[i] !== undefined)!;
  const value = Number(found[at]);
  const unit = found[at + 1]!;
  const diameter = unit === 'mm' ? value / 1000 : unit === 'cm' ? value / 100 : value;
  if (!(diameter > 0.05 && diameter < 10)) return null;
  return { diameter, unit: unit === 'mm' ? 'mm' : 'm', said: unit === 'mm' ? `${value} mm` : `${figure(diameter)} m` };
}

const inUnit = (metres: number, bell: Bell): string => (bell.unit === 'mm' ? `${figure(metres * 1000, 0)} mm` : `${figure(metres)} m`);

/** The sentence with every multiple of D worked out for the visitor's bell. */
const withBell = (text: string, bell: Bell): string =>
  text.replace(MULTIPLE, (whole: string, low: string, high?: string) => {
    const span =
      high === undefined
        ? inUnit(Number(low) * bell.diameter, bell)
        : `${inUnit(Number(low) * bell.diameter, bell).replace(/ (mm|m)$/, '')} to ${inUnit(Number(high) * bell.diameter, bell)}`;
    return `${whole} (${span} for a ${bell.said} bell)`;
  });

function submergenceAnswer(q: string, bell: Bell, pages: readonly Page[]): Answer | null {
  const [rule] = publishedRules(pages, SUBMERGENCE);
  if (!rule) return null;
  const coefficient = Number(rule.figures[0]);
  const flow = q.match(FLOW);
  const speed = q.match(VELOCITY);
  const area = (Math.PI * bell.diameter ** 2) / 4;
  const velocity = flow ? cubicMetresPerSecond(Number(flow[1]), flow[2]!) / area : speed ? Number(speed[1]) : null;
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
  return ruleAnswer([line, rule.text], rule);
}

export function answerAboutSumpDimensions(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  // "ok and how high above the floor should that bell sit?": the bell the question before named.
  const bell = bellOf(q) ?? (context && /\b(that|this|same|our) bell\b/.test(q) ? bellOf(normalise(context)) : null);
  if (!bell) return null;
  // The bell's own figure says nothing of the dimension either.
  const asked = new Set([...askedStems(queryTerms(query))].filter((s) => !SAYS_NOTHING.has(s) && !/^[\d.]+$|^(mm|cm|m|s)$/.test(s)));
  // "ok so for a 0.5 m bell at 1 m/s?" after the submergence rule: the submergence.
  if (ASKS_SUBMERGENCE.test(q) || (asked.size === 0 && ASKS_SUBMERGENCE.test(normalise(context ?? ''))))
    return submergenceAnswer(q, bell, pages);
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
  // The sentence with the multiple asked for first, then the section's others with a multiple,
  // and those that hold the question's words ("never one behind another"), each worked out.
  const others = rule.section.filter((s) => s !== rule.text && (HAS_MULTIPLE.test(s) || holds(s) >= 2));
  return ruleAnswer(
    [rule.text, ...others].map((s) => withBell(s, bell)),
    rule,
  );
}
