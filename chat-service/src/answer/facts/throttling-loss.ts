/**
 * "We throttle a valve and lose 12 m across it at 150 L/s: how many kW are we wasting?": the power
 * lost in the valve, ρ·g·Q·ΔH, as the knowledge base states it, for water, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, firstFigure, flowInCubicMetres, FLOW, HEAD_GIVEN, IN_METRES, WATER_WEIGHT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "the power lost is ρ·g·Q·ΔH_valve, where ΔH_valve is the head loss across the valve". */
const RULE = /\bthe power lost is ρ·g·Q·ΔH_valve\b/;
/** "12 m of head lost across it", "a 12 m drop across the valve", "head loss across the valve is 12 m", "the valve drops 10 m", "we lose about 18 m across it". */
const DROPPED = new RegExp(
  String.raw`${IN_METRES} (?:of )?(?:head )?(?:lost|loss|drop|dropped|burnt|burned|wasted)\b|\b(?:head loss|head drop|pressure drop|loss|drop)\b[^.?\d]{0,30}?(?:valve|across)[^.?\d]{0,20}?${IN_METRES}|\b(?:drops?|dropping|eats|lose|loses|losing|burns|burn|wastes|waste|wasting|takes)\s+(?:about |around |some |roughly |nearly |almost )?${IN_METRES}`,
);
const HEAD = new RegExp(HEAD_GIVEN);
const ASKS_POWER = /\b(kw|kwh|kilowatts?|power|wast\w*|los(e|s|t|ing)|energy|burn(s|t|ed|ing)?|throw(s|ing)? away)\b/;

export function answerAboutThrottlingLoss(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\bvalves?\b/.test(q) || !/\b(throttl\w*|across|partly closed|partially closed)\b/.test(q) || !ASKS_POWER.test(q)) return null;
  // "the valve eats 6 m of head": in a question about a throttled valve, the head named is the one it drops.
  const drop = q.match(DROPPED) ?? q.match(HEAD);
  const flow = q.match(FLOW);
  if (!drop || !flow) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const metres = firstFigure(drop)!;
  const { cubic, converted } = flowInCubicMetres(flow);
  const kw = WATER_WEIGHT * cubic * metres;
  if (!(kw > 0)) return null;
  const line = `${converted}The power lost in the valve is ρ·g·Q·ΔH ≈ ${WATER_WEIGHT} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(kw, 1)} kW, wasted for as long as the valve throttles at that flow.`;
  const hours = hoursRun(q);
  // "and how many kWh a year if it runs 8,000 hours?": the energy is the power times the hours it is lost for.
  const shown = Number(figure(kw, 1));
  const energy = hours
    ? `Over ${hours.said}, that is about ${shown} × ${hours.perYear.toLocaleString('en-GB')} ≈ ${Math.round(shown * hours.perYear).toLocaleString('en-GB')} kWh a year.`
    : null;
  return ruleAnswer(energy ? [line, energy, rule.text] : [line, rule.text], rule);
}

/** "runs 8,000 hours a year", "8000 h", "20 hours a day": the hours a year the loss lasts. */
const HOURS = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b(?:\s*(?:a|per|each|every)\s*(day|year|annum))?/;

function hoursRun(q: string): { perYear: number; said: string } | null {
  const found = HOURS.exec(q);
  if (!found) return null;
  const hours = Number(found[1]!.replace(/,/g, ''));
  const daily = found[2] === 'day';
  // More hours than a day or a year has is no running time.
  if (!(hours > 0) || hours > (daily ? 24 : 8_760)) return null;
  const perYear = daily ? hours * 365 : hours;
  return {
    perYear,
    said: daily
      ? `${figure(hours)} hours a day (${perYear.toLocaleString('en-GB')} hours a year)`
      : `${perYear.toLocaleString('en-GB')} hours a year`,
  };
}
