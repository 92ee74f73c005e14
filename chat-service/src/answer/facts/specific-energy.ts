/**
 * "how many kWh per m³ at 60 m head and 65% efficiency?", or after the formula, "work it out for
 * 60 m at 72% overall efficiency": the specific energy worked out with the visitor's figures, by
 * the formula the knowledge base gives for water, citing its page. With a price of energy given
 * ("power costs us Rs 7.50 a unit: what's that per m3?"), the cost of a cubic metre too.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { FLOW, IN_METRES, figure, moneySaid, PERCENT, tariffOf, type Tariff } from './figures.ts';
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
/** "per m3", "a cubic metre", "for each kl": a figure asked for a volume pumped. */
const PER_VOLUME =
  /\b(?:per|a|an|each|every|for each|for every|for one|of)\s+(?:m3|cu\.?\s?m|cum|cubic met(?:re|er)|kl|kilolit(?:re|er))\b|\/\s*(?:m3|cum|kl)\b/;
/** What else a question that gives a tariff may ask: a power, a pump, a motor, a cost per hour. */
const ASKS_OTHER_THAN_COST = /\b(?:kw|motor|npsh|velocity|pressure|bar|per (?:hour|day|month|year)|a (?:day|month|year))\b/;

/** "what's that in rupees?", "how much would it cost": a sum asked, at the tariff the question gives. */
const ASKS_SUM = /\b(?:cost|costs|costing|price|money|spend|bill|rupees?|rs|inr|dollars?|euros?|pounds?|cents?|paise|how much)\b|[₹$€£]/;

/**
 * Whether the question asks for specific energy: it says so, the question before did, or, with no
 * question before naming another topic, it gives the formula's two inputs, a head and an overall
 * efficiency, and no flow, asking a figure worked out: nothing else the pages state follows from
 * those two alone. With a tariff, a cost asked a cubic metre at a time asks it too, whatever the
 * flow: the cost of a cubic metre does not depend on it.
 */
function asksSpecificEnergy(q: string, context: string | undefined, tariff: Tariff | null): boolean {
  // The tariff's own words ("power costs us Rs 7.50 a unit", "Rs 8/kWh") ask nothing.
  const rest = tariff ? q.replace(tariff.words, ' ') : q;
  if (ASKS_ENERGY.test(rest)) return true;
  const other = tariff ? ASKS_OTHER_THAN_COST : ASKS_OTHER;
  if (tariff && PER_VOLUME.test(rest) && ASKS_SUM.test(q) && !other.test(rest)) return true;
  if (context !== undefined) return ASKS_ENERGY.test(normalise(context)) && !other.test(rest) && (!tariff || ASKS_SUM.test(rest));
  return OVERALL.test(q) && ASKS_WORKED.test(q) && !FLOW.test(q) && !other.test(rest);
}

/** "38 m at 64% overall": an efficiency named by its kind, the word "efficiency" left out. */
const NAMES_EFFICIENCY = /\befficien|η|\boverall\b|\bwire[- ]to[- ]water\b/;

/** The head and efficiency a question gives, in metres and as a fraction; null without both. */
function figuresIn(q: string): { metres: number; eta: number } | null {
  if (!NAMES_EFFICIENCY.test(q)) return null;
  const head = q.match(HEAD);
  const efficiency = q.match(EFFICIENCY);
  if (!head || !efficiency) return null;
  const eta = efficiency[1] !== undefined ? Number(efficiency[1]) / 100 : Number(efficiency[2]);
  return eta > 0 && eta <= 1 ? { metres: Number(head[1]), eta } : null;
}

export function answerAboutSpecificEnergy(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const tariff = tariffOf(q);
  if (!asksSpecificEnergy(q, context, tariff)) return null;
  // "and at Rs 8 a unit, what's a cubic metre cost?" after the head and efficiency were given.
  const given = figuresIn(q) ?? (tariff && context !== undefined ? figuresIn(normalise(context)) : null);
  if (!given) return null;
  const { metres, eta } = given;
  const [rule] = publishedRules(pages, FORMULA);
  if (!rule) return null;
  const factor = Number(rule.figures[0]);
  const energy = (factor * metres) / eta;
  const line = `At ${figure(metres)} m head and ${figure(eta * 100, 1)}% overall efficiency, pumping water takes about ${figure(energy)} kWh per m³ (${factor} × ${figure(metres)} / ${figure(eta)} = ${figure(energy, 4)}).`;
  return ruleAnswer(tariff ? [line, costLine(energy, tariff), rule.text] : [line, rule.text], rule);
}

/** The energy of a cubic metre at the visitor's price of a kWh, and of a thousand, the way water is often billed. */
function costLine(energy: number, tariff: Tariff): string {
  const perCubicMetre = energy * tariff.perKwh;
  return `At ${tariff.said}, that is about ${tariff.money(moneySaid(perCubicMetre))} per m³ (${figure(energy, 4)} × ${tariff.said.replace(/ a kWh$/, '')}), or about ${tariff.money(moneySaid(perCubicMetre * 1000))} per 1,000 m³.`;
}
