/**
 * "how many kWh per m³ at 60 m head and 65% efficiency?": the specific energy worked out with
 * the visitor's figures, by the formula the knowledge base gives for water, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { IN_METRES, figure, PERCENT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "E = 0.002725 · H / η kWh/m³". */
const FORMULA = /\bE\s*=\s*(\d+(?:\.\d+)?)\s*[·×*]\s*H\s*\/\s*η/;
const ASKS_ENERGY = /\bkwh\b|\bspecific energy\b|\benergy (per|for each|a) (m3|cubic)/;
/** "50 m head", "a head of 50 m", "lift 50 metres"; not "per m3". */
const HEAD = new RegExp(String.raw`${IN_METRES}(?!\s*(?:3|³|per|of water per))`);
const EFFICIENCY = new RegExp(String.raw`${PERCENT}|\befficiency (?:of |is |at |= ?)?(0\.\d+)\b`);

export function answerAboutSpecificEnergy(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS_ENERGY.test(q) || !/\befficien/.test(q)) return null;
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
