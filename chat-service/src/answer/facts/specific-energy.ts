/**
 * "how many kWh per m³ at 60 m head and 65% efficiency?", or after the formula, "work it out for
 * 60 m at 72% overall efficiency": the specific energy worked out with the visitor's figures, by
 * the formula the knowledge base gives for water, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { FLOW, IN_METRES, figure, PERCENT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "E = 0.002725 · H / η kWh/m³". */
const FORMULA = /\bE\s*=\s*(\d+(?:\.\d+)?)\s*[·×*]\s*H\s*\/\s*η/;
const ASKS_ENERGY = /\bkwh\b|\bspecific energy\b|\benergy (per|for each|a) (m3|m³|cubic)/;
/** "50 m head", "a head of 50 m", "lift 50 metres"; not "per m3". */
const HEAD = new RegExp(String.raw`${IN_METRES}(?!\s*(?:3|³|per|of water per))`);
const EFFICIENCY = new RegExp(String.raw`${PERCENT}|\b(?:efficiency|η)\s*(?:of |is |at |= ?)?(0\.\d+)\b`);
/** The efficiency the formula takes, named as such: "72% overall efficiency", "wire-to-water efficiency of 0.7". */
const OVERALL = /\b(?:overall|wire[- ]to[- ]water)\b/;
/** A figure asked to be worked out: "work it out for ...", "calculate it for ...". */
const ASKS_WORKED =
  /\b(?:work(?:ed)? (?:it |that |this )?out|calculate|calc|compute|figure (?:it |that )?out|what (?:is|would be|do we get) (?:it|that))\b/;
/** Quantities other than specific energy a visitor may ask of a head and an efficiency. */
const ASKS_OTHER = /\b(?:power|kw|motor|npsh|velocity|cost|costs|tariff|pressure|bar)\b/;

/**
 * Whether the question asks for specific energy: it says so, the question before did, or, with no
 * question before naming another topic, it gives the formula's two inputs, a head and an overall
 * efficiency, and no flow, asking a figure worked out: nothing else the pages state follows from
 * those two alone.
 */
function asksSpecificEnergy(q: string, context: string | undefined): boolean {
  if (ASKS_ENERGY.test(q)) return true;
  if (context !== undefined) return ASKS_ENERGY.test(normalise(context)) && !ASKS_OTHER.test(q);
  return OVERALL.test(q) && ASKS_WORKED.test(q) && !FLOW.test(q) && !ASKS_OTHER.test(q);
}

export function answerAboutSpecificEnergy(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  if (!asksSpecificEnergy(q, context) || !/\befficien|η/.test(q)) return null;
  const head = q.match(HEAD);
  const efficiency = q.match(EFFICIENCY);
  if (!head || !efficiency) return null;
  const eta = efficiency[1] !== undefined ? Number(efficiency[1]) / 100 : Number(efficiency[2]);
  if (!(eta > 0 && eta <= 1)) return null;
  const [rule] = publishedRules(pages, FORMULA);
  if (!rule) return null;
  const factor = Number(rule.figures[0]);
  const metres = Number(head[1]);
  const energy = (factor * metres) / eta;
  const line = `At ${figure(metres)} m head and ${figure(eta * 100, 1)}% overall efficiency, pumping water takes about ${figure(energy)} kWh per m³ (${factor} × ${figure(metres)} / ${figure(eta)} = ${figure(energy, 4)}).`;
  return ruleAnswer([line, rule.text], rule);
}
