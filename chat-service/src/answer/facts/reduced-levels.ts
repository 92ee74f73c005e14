/**
 * "Sump water level RL 97.0 m, the delivery pipe ends at RL 128.0 m under the reservoir's water at
 * RL 131.0 m: total static head?": the total static head from reduced levels, the discharge level
 * as the page defines it (the reservoir's water level where the pipe enters below it, else the
 * point of free discharge) less the suction liquid level. Asked of a system curve drawn from zero,
 * that the curve starts at this head, as the page says of a system curve at zero flow.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure } from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "Total static head is the difference in elevation between the discharge liquid level and the suction liquid level." */
const DEFINED = /\bTotal static head is the difference in elevation between the discharge liquid level and the suction liquid level\b/;
/** "For a pipe that enters a reservoir below its water level, the reservoir water level is used." */
const SUBMERGED_OUTLET = /\bpipe that enters a reservoir below its water level\b.*\breservoir water level is used\b/;
/** "On a system curve, total static head is the head at zero flow." */
const AT_ZERO_FLOW = /\bsystem curve\b.*\btotal static head is the head at zero flow\b/;

/** "RL 97.0 m", "R.L. 212", "reduced level of 247 m", "EL 131": a level, its figure captured. */
const LEVEL = /\b(?:r\.?\s?l\.?|reduced level|el\.?|elevation)\s*(?:of |at |is |=|:|\+)?\s*(\d+(?:\.\d+)?)\s*(?:m\b|metres?\b|meters?\b)?/g;

/** What a level is of, by the nearest word before it that names a place. */
type Place = 'suction' | 'pump' | 'water' | 'outlet';
const PLACE_WORDS: readonly [RegExp, Place][] = [
  [/\b(?:sump|wet ?well|intake|suction|well|river|canal|source|pond|lake|tank(?= (?:on|at) the suction))\b/g, 'suction'],
  [/\b(?:pump|centre ?line|center ?line|datum|impeller|eye)\b/g, 'pump'],
  [/\b(?:reservoir|tank|delivery water|water (?:stands|is|surface)|overhead|storage)\b/g, 'water'],
  [/\b(?:ends?|outlet|pipe end|discharge point|discharges?|bell ?mouth|terminates?|exit|enters?)\b/g, 'outlet'],
];
/** "the delivery main enters the reservoir from the bottom at RL 146": the pipe's end, though the reservoir is named nearer. */
const PIPE_END = /\b(?:ends?|enters?|terminates?|discharges? (?:into|in))\b/;

/** "static head", "total head", "lift", "system curve": what the levels are given for. */
const ASKS = /\bstatic head\b|\btotal static\b|\bstatic lift\b|\bsystem curve\b|\bstatic (?:discharge|delivery) head\b/;
/** "the static discharge head": from the pump datum, not from the suction level. */
const ASKS_DISCHARGE_HEAD = /\bstatic (?:discharge|delivery) head\b|\b(?:discharge|delivery) static head\b/;
/** "Static discharge head is the vertical distance from the pump datum to the free surface...". */
const DISCHARGE_DEFINED = /\bStatic discharge head is the vertical distance from the pump datum\b/;
const CURVE_FROM_ZERO = /\bsystem curve\b.*\b(?:zero|0|origin)\b|\b(?:zero|0|origin)\b.*\bsystem curve\b/;
/** "128 minus 97 = 31 m, na?": the total the visitor worked out, to say whether it is right. */
const CLAIMED = /=\s*(\d+(?:\.\d+)?)\s*m\b/;

interface Level {
  place: Place;
  rl: number;
}

/** Each level told, with the place the nearest word before it names, in the same sentence. */
function levelsIn(q: string): Level[] {
  const levels: Level[] = [];
  let from = 0;
  for (const found of q.matchAll(LEVEL)) {
    const before = q
      .slice(from, found.index)
      .split(/[.;?!](?!\d)/)
      .pop()!;
    from = found.index + found[0].length;
    const nearest = PLACE_WORDS.flatMap(([words, place]) => [...before.matchAll(words)].map((m) => ({ place, at: m.index }))).sort(
      (a, b) => b.at - a.at,
    )[0];
    const clause = before.split(/,| and /).pop()!;
    const place = nearest?.place === 'water' && PIPE_END.test(clause) ? 'outlet' : nearest?.place;
    if (place) levels.push({ place, rl: Number(found[1]) });
  }
  return levels;
}

export function answerAboutReducedLevels(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS.test(q)) return null;
  const levels = levelsIn(q);
  const at = (place: Place) => levels.find((l) => l.place === place)?.rl;
  const water = at('water');
  const outlet = at('outlet');
  // "pump eye at RL 102, max water level in the reservoir RL 148.5: static discharge head?": from the pump datum.
  const fromPump = ASKS_DISCHARGE_HEAD.test(q) && at('pump') !== undefined;
  const suction = fromPump ? at('pump') : at('suction');
  if (suction === undefined || (water === undefined && outlet === undefined)) return null;
  const [defined] = publishedRules(pages, fromPump ? DISCHARGE_DEFINED : DEFINED);
  if (!defined) return null;
  const rules: PublishedRule[] = [defined];
  // The pipe enters below the water: the water level counts; above it, the point of free discharge.
  const submerged = water !== undefined && outlet !== undefined && outlet < water;
  const discharge = water !== undefined && (outlet === undefined || submerged) ? water : outlet!;
  const total = discharge - suction;
  if (!(total > 0)) return null;
  const said = (rl: number) => `RL ${figure(rl)}`;
  const claimed = q.match(CLAIMED);
  const wrong = claimed !== null && Math.abs(Number(claimed[1]) - total) > 0.05;
  const upTo = discharge === water ? "delivery reservoir's water level" : 'point of free discharge';
  const lines = [
    fromPump
      ? `${wrong ? 'No: the' : 'The'} static discharge head is ${figure(total)} m (${said(discharge)} − ${said(suction)}), from the pump datum up to the ${upTo}.`
      : `${wrong ? 'No: the' : 'The'} total static head is ${figure(total)} m (${said(discharge)} − ${said(suction)}), from the suction water level up to the ${upTo}.`,
  ];
  if (submerged) {
    lines.push(`The pipe end at ${said(outlet)} is below the water at ${said(water)}, so the water level counts, not the pipe end.`);
    const [rule] = publishedRules(pages, SUBMERGED_OUTLET);
    if (rule) rules.push(rule);
  }
  // "drawn from zero head at zero flow: is that correct?": where the curve must start leads.
  const [atZero] = CURVE_FROM_ZERO.test(q) ? publishedRules(pages, AT_ZERO_FLOW) : [];
  if (atZero) {
    lines.unshift(`No: this station's system curve starts at ${figure(total)} m at zero flow, not at zero head.`);
    rules.push(atZero);
  }
  return ruleAnswer([...lines, ...rules.map((r) => r.text)], defined, ...rules.slice(1));
}
