/**
 * "NPSHr is 4 m at 1450 rpm: what at 1600 rpm?", "from 1000 to 1500 rpm, how much will the
 * unbalance force go up?": what the pages say grows with the square of the speed, worked out for
 * the visitor's change of speed, citing the page that says it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { speedRatio } from './affinity.ts';
import { figure, IN_METRES } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import { availableGiven, marginHeld } from './npsh-margin.ts';

/** A quantity a page says grows with the square of speed: how a visitor asks it, and the page's sentence. */
interface SquaredWithSpeed {
  asked: RegExp;
  rule: RegExp;
  /** How the answer names it. */
  name: string;
  /** The visitor's figure of it, in metres, where a figure can be given. */
  given?: RegExp;
}

const QUANTITIES: readonly SquaredWithSpeed[] = [
  {
    asked: /\bnpsh ?r\b|\bnpsh required\b|\bnpsh3\b/,
    rule: /\bNPSHr rises with flow, steeply beyond the best efficiency point, and roughly with the square of speed\b/,
    name: 'NPSHr',
    given: new RegExp(String.raw`\b(?:npsh ?r|npsh required|npsh3)\b[^.?!\d]{0,25}?${IN_METRES}`),
  },
  {
    // "if the residual unbalance stays the same, how much bigger will the force be?": the force, said a clause later.
    asked: /\b(?:unbalance|imbalance|out[- ]of[- ]balance)\b.{0,50}\bforces?\b|\bforces?\b.{0,30}\b(?:unbalance|imbalance)\b/,
    rule: /\brotating forces at running speed that grow with the square of the speed\b/,
    name: 'the unbalance force',
  },
];

/**
 * "what happens to NPSH required? The datasheet says 3.0 m at our flow": the one head in metres
 * the message tells, a sentence away from the quantity's name, when no NPSH available is told.
 */
function onlyHeadTold(q: string): RegExpMatchArray | null {
  const heads = [...q.matchAll(new RegExp(IN_METRES, 'g'))];
  const [head] = heads;
  if (heads.length !== 1 || !head || availableGiven(q) !== null) return null;
  // "sump is 2 m deep", "a 4 m suction lift": a length of the installation, no NPSH.
  const before = q.slice(Math.max(0, head.index! - 25), head.index);
  const after = q.slice(head.index! + head[0].length, head.index! + head[0].length + 15);
  return OF_THE_INSTALLATION.test(before) || LENGTH_WORD.test(after) ? null : head;
}
const OF_THE_INSTALLATION = /\b(sump|lift|level|depth|submergence|suction|static|pipe|length|altitude|elevation|delivery|discharge)\b/;
const LENGTH_WORD = /^\s*(deep|long|high|above|below|lift|away|apart|of (pipe|water|lift|submergence)|submergence|tall|wide)\b/;

export function answerAboutSpeedSquared(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const quantity = QUANTITIES.find((k) => k.asked.test(q));
  if (!quantity) return null;
  const ratio = speedRatio(q);
  if (ratio === null || !(ratio > 0.2 && ratio < 3) || ratio === 1) return null;
  const [rule] = publishedRules(pages, quantity.rule);
  if (!rule) return null;
  const factor = ratio ** 2;
  const change = `${figure(Math.abs(factor - 1) * 100, 1)}% ${factor > 1 ? 'more' : 'less'}`;
  const law = `(${figure(ratio, 4)})² ≈ ${figure(factor, 4)}`;
  const value = quantity.given ? (q.match(quantity.given) ?? onlyHeadTold(q)) : null;
  const line = value
    ? `About ${figure(Number(value[1]) * factor, 2)} m: ${quantity.name} goes roughly with the square of the speed, ${law}, so ${figure(Number(value[1]))} × ${figure(factor, 4)} ≈ ${figure(Number(value[1]) * factor, 2)} m.`
    : `About ${figure(factor, 3)} times (${change}): ${quantity.name} goes with the square of the speed, ${law}.`;
  // "Our NPSHa is 4.5 m, will that still do?": the new NPSHr held against it.
  const available = value && quantity.name === 'NPSHr' ? availableGiven(q) : null;
  const held = available !== null ? marginHeld(available, Number(value![1]) * factor, pages) : null;
  if (held) return ruleAnswer([line, held.line, rule.text, held.rule.text], rule, held.rule);
  return ruleAnswer([line, rule.text], rule);
}
