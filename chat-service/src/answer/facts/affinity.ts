/**
 * "If I slow the pump 10% with a VFD, how much do flow, head and power drop?": the affinity laws
 * worked out for the visitor's speed change, by the powers the knowledge base states (flow with
 * speed, head with its square, power with its cube), with the page's own warning on static head.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, firstFigure, FLOW, HEAD_GIVEN, KILOWATTS, PERCENT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "flow changes roughly in proportion to speed ..., head with its square and power with its cube". */
const LAWS =
  /\bflow changes roughly (in proportion) to speed\b[^.]*?\bhead with its (square|cube)\b[^.]*?\bpower with its (square|cube)\b/i;
const POWER_OF: Record<string, number> = { 'in proportion': 1, square: 2, cube: 3 };
/** The page's caveats: what the laws leave out where the system has static head. */
const CAVEAT = /\bstatic head\b/i;

/** What a cut may be of besides the speed: "the VFD will cut our power by 20%" says nothing of speed. */
const NOT_SPEED = String.raw`(?!power|energy|bills?|costs?|consumption|head|flow|pressure|kw|kwh|electricity|losses|to\b)`;
/** "slow it by 10%", "reduce the speed 20%", "10% slower", "speed down by 15%", "20% faster". */
const SLOWER = new RegExp(
  String.raw`\b(?:slow(?:ed|ing)?|reduc(?:e|ed|ing)|lower(?:ed|ing)?|cut(?:ting)?|turn(?:ed)?)\b(?:\s+${NOT_SPEED}[a-z]+){0,4}?\s+(?:by |about |around )*${PERCENT}|${PERCENT} (?:slower|less speed|lower speed|speed reduction|reduction in speed|speed cut)|\bspeed (?:down|drops?|reduced|reduction|falls?|lowered) (?:by |of )?${PERCENT}`,
);
const FASTER = new RegExp(
  String.raw`${PERCENT} (?:faster|more speed|higher speed|speed increase)|\b(?:increas(?:e|ed|ing)|rais(?:e|ed|ing)) (?:the )?speed (?:by )?${PERCENT}`,
);
/** "from 1480 to 1300 rpm", "1480 rpm to 1200 rpm". */
const RPM = /(\d{3,4})\s*(?:rpm)?\s*(?:to|->|→)\s*(\d{3,4})\s*rpm\b/;
/** The page's reason a change of supply frequency is a change of speed. */
const FOLLOWS_FREQUENCY = /\bspeed follows the supply frequency\b/i;
/** "sags from 50 Hz to 47.5 Hz", "50hz -> 45 hz". */
const HERTZ = /(\d+(?:\.\d+)?)\s*hz\b[^.?!]*?(?:\bto|->|→)\s*(\d+(?:\.\d+)?)\s*hz\b/;
/** "run at 80% speed", "slow it down to 80%": the new speed, not the cut. */
const AT_SPEED = new RegExp(
  String.raw`\b(?:at|to) ${PERCENT} (?:of )?(?:the )?(?:rated |full |design )?speed\b|\b(?:down|back) to ${PERCENT}`,
);
const HEAD = new RegExp(HEAD_GIVEN);
const ASKS_EFFECT = /\b(flow|head|power|energy|save|saving|savings|drop|fall|affinity|kw|consumption|cube)\b/;

/** The new speed as a fraction of the old, from what the visitor says, or null. */
function speedRatio(q: string): number | null {
  const found = (pattern: RegExp) =>
    q
      .match(pattern)
      ?.slice(1)
      .find((v) => v !== undefined);
  const at = found(AT_SPEED);
  if (at !== undefined) return Number(at) / 100;
  const slower = found(SLOWER);
  if (slower !== undefined) return 1 - Number(slower) / 100;
  const faster = found(FASTER);
  if (faster !== undefined) return 1 + Number(faster) / 100;
  const rpm = q.match(RPM);
  if (rpm) return Number(rpm[2]) / Number(rpm[1]);
  // "runs at 1450 rpm ... if we drop to 1200 rpm": the speed named first, then the one asked about.
  const speeds = [...q.matchAll(/(\d{3,4})\s*rpm\b/g)].map((m) => Number(m[1]));
  if (speeds.length === 2 && speeds[0] !== speeds[1]) return speeds[1]! / speeds[0]!;
  return null;
}

const change = (ratio: number): string => {
  // The change from the figure as said, so the two add up to 100%.
  const said = figure(ratio * 100, 1);
  const percent = Number(said) - 100;
  return `${said}% (${figure(Math.abs(percent), 1)}% ${percent < 0 ? 'less' : 'more'})`;
};

export function answerAboutAffinity(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\b(speed|slow\w*|vfd|vfds|drive|rpm|faster|affinity|hz|frequency)\b/.test(q) || !ASKS_EFFECT.test(q)) return null;
  // "supply frequency sags from 50 Hz to 47.5 Hz": a speed change, where a page says the speed follows it.
  const hertz = q.match(HERTZ);
  const [frequencyRule] = hertz ? publishedRules(pages, FOLLOWS_FREQUENCY) : [];
  const ratio = hertz && frequencyRule ? Number(hertz[2]) / Number(hertz[1]) : speedRatio(q);
  // "will power fall as the cube of speed?": whether the cube law holds is the answer, figures or not.
  const asksCube = /\bcube\b/.test(q) && /\b(power|energy|sav\w*|kw)\b/.test(q);
  if ((ratio === null && !asksCube) || (ratio !== null && (!(ratio > 0.2 && ratio < 2) || ratio === 1))) return null;
  const [rule] = publishedRules(pages, LAWS);
  if (!rule) return null;
  // Where the cube law holds, where it does not, and where a VFD saves most and least.
  const caveats = rule.section.filter((s) => s !== rule.text && CAVEAT.test(s));
  if (ratio === null) return ruleAnswer(caveats, rule);
  const [flow, head, power] = rule.figures.map((w) => POWER_OF[w.toLowerCase()]!) as [number, number, number];
  const speed = `${figure(ratio * 100, 1)}% of the speed`;
  // The visitor's own duty, where given: "gives 300 m3/h" becomes about 248 m3/h.
  const scaled = (value: number | null, unit: string, exponent: number): string[] =>
    value === null ? [] : [`${figure(value)} ${unit} becomes about ${figure(value * ratio ** exponent, 1)} ${unit}`];
  const duty = q.match(FLOW);
  const given = [
    ...scaled(duty ? Number(duty[1]) : null, duty?.[2] ?? '', flow),
    ...scaled(firstFigure(q.match(HEAD)), 'm of head', head),
    ...scaled(firstFigure(q.match(KILOWATTS)), 'kW', power),
  ];
  const line = `At ${speed}, the affinity laws give flow about ${change(ratio ** flow)}, head about ${change(ratio ** head)} and power about ${change(ratio ** power)} of what they were${given.length > 0 ? `: ${given.join(', ')}` : ''}.`;
  // Beside the figures, room for where the law holds and where a VFD saves most.
  const told = caveats.length > 2 ? [caveats[0]!, caveats.at(-1)!] : caveats;
  if (hertz && frequencyRule) {
    const why = `${figure(Number(hertz[2]))} Hz is ${figure(ratio * 100, 1)}% of ${figure(Number(hertz[1]))} Hz, and an induction motor's speed follows the supply frequency.`;
    return ruleAnswer([why, line, ...told], rule, frequencyRule);
  }
  return ruleAnswer([line, ...told], rule);
}
