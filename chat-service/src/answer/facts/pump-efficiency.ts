/**
 * "Discharge 0.1 m³/s, head 50 m, shaft power 65 kW: what efficiency?": hydraulic power ρ·g·Q·H
 * over the power given, as the knowledge base defines pump (shaft) and wire-to-water (electrical
 * input) efficiency, for water, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, flowInCubicMetres, FLOW, HEAD_GIVEN, KILOWATTS, WATER_WEIGHT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power; wire-to-water efficiency divides by electrical input." */
const DEFINED = /\bpump efficiency is hydraulic power ρ·g·Q·H divided by shaft power\b/i;
const HEAD = new RegExp(HEAD_GIVEN);
/** The power given is the motor's input, not the pump shaft's. */
const INPUT = /\b(input|electrical|drawn|draws|meter|metered|wire)\b/;

export function answerAboutPumpEfficiency(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\befficien/.test(q) || /\bkwh\b/.test(q)) return null;
  const flow = q.match(FLOW);
  const head = q.match(HEAD);
  const power = q.match(KILOWATTS);
  if (!flow || !head || !power) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  const { cubic, converted } = flowInCubicMetres(flow);
  const metres = Number(head[1] ?? head[2]);
  const kw = Number(power[1]);
  const hydraulic = WATER_WEIGHT * cubic * metres;
  const eta = hydraulic / kw;
  if (!(eta > 0 && eta < 1)) return null;
  const which = INPUT.test(q) ? 'wire-to-water (overall) efficiency' : 'pump efficiency';
  const line = `${converted}Hydraulic power is ρ·g·Q·H ≈ ${WATER_WEIGHT} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(hydraulic, 1)} kW, so the ${which} is about ${figure(hydraulic, 1)} / ${figure(kw)} ≈ ${figure(eta * 100, 1)}%.`;
  return ruleAnswer([line, rule.text], rule);
}
