/**
 * "Our wear rings were fitted with 0.4 mm clearance: at what clearance do we lose several points of
 * efficiency?": the clearance at the multiple of the design value the sub-optimal page names, in
 * the visitor's unit, and where a worn clearance is given too, how far it has gone towards it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import { metres } from './lengths.ts';

/** "efficiency drops, often by several percentage points once clearances reach about twice their design value". */
const RULE =
  /\befficiency drops\b[^.]*?\bonce clearances reach about (twice|double|three times|(?:\d+(?:\.\d+)?) times) their design value\b/i;
const TIMES: Readonly<Record<string, number>> = { twice: 2, double: 2, 'three times': 3 };

/** The rings the rule is about: "wear rings", "wear-ring clearance", "neck rings", "casing ring". */
const WEAR_RINGS = /\bwear[\s-]*rings?\b|\b(?:neck|casing|impeller|case) rings?\b|\bring clearances?\b/;
const ASKS =
  /\befficien\w*|\bat what\b|\bwhen\b|\bhow (?:far|much|big|large|wide)\b|\b(?:replace|renew|refurbish)\w*|\blimit\b|\bmax(?:imum)?\b|\bworn\b/;
/** A clearance as fitters give it, number and unit captured: "0.4 mm", "0.016 inch", "0.016 in", '0.016"'; not "in the". */
const CLEARANCE = /(\d*\.?\d+)\s*(mm|inch(?:es)?|in\b(?!\s*(?:\d|the|a|an|our|my|this|that|its|their)\b)|")/g;
/** Words that mark a clearance as the one worn to now, not the design one. */
const NOW = /\b(?:now|measured|currently|current|worn|today|opened|found|checked|reads?|is at)\b[^.?!\d]{0,20}$/;
/** Words that mark a clearance as the design one. */
const DESIGN = /\b(?:design|designed|fitted|new|original|specified|spec|nominal|initial|factory|oem|as[\s-]built)\b[^.?!\d]{0,25}$/;

/** Wear-ring clearances run to about a millimetre or two; five is generous even for a worn one. */
const MAX_CLEARANCE_MM = 5;

interface Clearance {
  value: number;
  unit: string;
}

/** The design clearance and, if given, the one measured now: marked by their words, else design first. */
function clearances(q: string): { design: Clearance; now?: Clearance } | null {
  const found = [...q.matchAll(CLEARANCE)]
    .map((m) => ({
      value: Number(m[1]),
      unit: m[2] === '"' || m[2]!.startsWith('in') ? 'inch' : 'mm',
      before: q.slice(Math.max(0, m.index! - 40), m.index),
    }))
    // A length of more than a few millimetres is the impeller's or the ring's size, not a clearance.
    .filter((c) => metres(String(c.value), c.unit) * 1000 <= MAX_CLEARANCE_MM);
  if (found.length === 0 || found.length > 2 || found.some((c) => !(c.value > 0))) return null;
  const isNow = (c: (typeof found)[number]): boolean => NOW.test(c.before) && !DESIGN.test(c.before);
  // "found 0.85 mm where design is 0.4 mm": the second marked as the design one puts the first now.
  const isDesign = (c: (typeof found)[number]): boolean => DESIGN.test(c.before);
  const ordered =
    found.length === 2 && (isNow(found[0]!) || (isDesign(found[1]!) && !isDesign(found[0]!))) ? [found[1]!, found[0]!] : found;
  const [design, now] = ordered.map(({ value, unit }) => ({ value, unit }));
  // One clearance measured now, with no design one to hold it against, gives no multiple.
  if (found.length === 1 && isNow(found[0]!)) return null;
  if (now && now.unit !== design!.unit) return null;
  return { design: design!, now };
}

const said = ({ value, unit }: Clearance): string => `${figure(value, 3)} ${unit}`;

export function answerAboutWearRingClearance(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!WEAR_RINGS.test(q) || !/\bclearances?\b|\bgap\b/.test(q) || !ASKS.test(q)) return null;
  const given = clearances(q);
  if (!given) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const words = rule.figures[0]!.toLowerCase();
  const times = TIMES[words] ?? Number.parseFloat(words);
  const { design, now } = given;
  const limit = { value: design.value * times, unit: design.unit };
  const atLimit = `At about ${said(limit)}, ${words} the ${said(design)} design clearance.`;
  if (!now) return ruleAnswer([atLimit, rule.text], rule);
  const multiple = now.value / design.value;
  const reached = `${said(now)} is about ${figure(multiple, 1)} times the ${said(design)} design clearance, ${multiple >= times ? 'past' : 'short of'} ${words} the design value (${said(limit)}).`;
  return ruleAnswer([reached, rule.text], rule);
}
