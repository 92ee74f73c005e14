/**
 * "We throttle a valve and lose 12 m across it at 150 L/s: how many kW are we wasting?", "the
 * discharge valve is half shut and drops 8 m at 150 l/s: how much energy are we throwing away?":
 * the power lost in the valve, ρ·g·Q·ΔH, as the knowledge base states it, for water (or the
 * density the visitor states), citing its page; over the hours it runs, the energy, and at the
 * visitor's tariff, its cost.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import {
  figure,
  firstFigure,
  flowInCubicMetres,
  FLOW,
  GRAVITY,
  HEAD_GIVEN,
  IN_METRES,
  liquidDensity,
  moneySaid,
  PERCENT,
  SAID,
  tariffOf,
  WATER_WEIGHT,
} from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "the power lost is ρ·g·Q·ΔH_valve, where ΔH_valve is the head loss across the valve". */
const RULE = /\bthe power lost is ρ·g·Q·ΔH_valve\b/;
/** "12 m of head lost across it", "a 12 m drop across the valve", "head loss across the valve is 12 m", "the valve drops 10 m", "we lose about 18 m across it". */
const DROPPED = new RegExp(
  String.raw`${IN_METRES} (?:of )?(?:head )?(?:lost|loss|drop|dropped|burnt|burned|wasted)\b|\b(?:head loss|head drop|pressure drop|loss|drop)\b[^.?\d]{0,30}?(?:valve|across)[^.?\d]{0,20}?${IN_METRES}|\b(?:drops?|dropping|eats|lose|loses|losing|burns|burn|wastes|waste|wasting|takes)\s+(?:about |around |some |roughly |nearly |almost )?${IN_METRES}`,
);
const HEAD = new RegExp(HEAD_GIVEN);
const ASKS_POWER =
  /\b(kw|kwh|kilowatts?|power|wast\w*|los(e|s|t|ing)|energy|burn(s|t|ed|ing)?|throw(s|ing|n)? away|cost(s|ing)?|money|bill)\b/;
/**
 * A valve set to hold the flow back: "throttled", "half shut", "partly closed", "cracked open",
 * "pinched in", or the head it drops named across it.
 */
const THROTTLED = new RegExp(
  String.raw`\b(?:throttl\w*|across|pinched|choked|cracked open|(?:partly|partially|part|half|halfway|half-way|semi|mostly|nearly)[\s-]*(?:closed|shut|open(?:ed)?)|(?:closed|shut|turned|wound|screwed) (?:down|in|back))\b`,
);
/** "the shaft power is that hydraulic power divided by the pump efficiency": why the motor draws more than the valve wastes. */
const SHAFT_RULE = /\bshaft power is (?:that |the )?hydraulic power divided by the pump efficiency\b/i;
/** "pump efficiency 70%", "at 65% overall efficiency": the efficiency given with the loss. */
const EFFICIENCY = new RegExp(
  String.raw`\b(?:(overall|wire[- ]to[- ]water|pump)\s+)?efficiency${SAID}(?:at\s+)?${PERCENT}|${PERCENT}\s*(?:(overall|wire[- ]to[- ]water|pump)\s+)?(?:efficiency|efficient)\b`,
);

export function answerAboutThrottlingLoss(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  // "a valve that burns 6 m of head": a valve said to drop a head is throttled, whatever else is said of it.
  if (!/\bvalves?\b/.test(q) || !(THROTTLED.test(q) || DROPPED.test(q)) || !ASKS_POWER.test(q)) return null;
  // "the valve eats 6 m of head": in a question about a throttled valve, the head named is the one it drops.
  const drop = q.match(DROPPED) ?? q.match(HEAD);
  const flow = q.match(FLOW);
  if (!drop || !flow) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const metres = firstFigure(drop)!;
  const { cubic, converted } = flowInCubicMetres(flow);
  // ρ·g in kN/m³, so that ρ·g·Q·H is in kW: water's unless the visitor states the liquid's density.
  const liquid = liquidDensity(q);
  const weight = liquid ? Number(figure((liquid.density / 1000) * GRAVITY, 3)) : WATER_WEIGHT;
  const kw = weight * cubic * metres;
  if (!(kw > 0)) return null;
  const ofLiquid = liquid ? `, with ρ·g = ${figure(liquid.density / 1000, 3)} × ${GRAVITY} for a liquid of ${liquid.said}` : '';
  const line = `${converted}The power lost in the valve is ρ·g·Q·ΔH ≈ ${weight} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(kw, 1)} kW${ofLiquid}, wasted for as long as the valve throttles at that flow.`;
  const hours = hoursRun(q);
  // "and how many kWh a year if it runs 8,000 hours?": the energy is the power times the hours it is lost for.
  const shown = Number(figure(kw, 1));
  const kwh = hours ? Math.round(shown * hours.perYear) : null;
  const lines = [line];
  if (hours && kwh !== null) {
    const tariff = tariffOf(q);
    // "at Rs 8 a unit": the energy's cost at the visitor's tariff.
    const cost = tariff ? ` At ${tariff.said}, about ${tariff.money(moneySaid(kwh * tariff.perKwh))} a year.` : '';
    lines.push(
      `Over ${hours.said}, that is about ${shown} × ${hours.perYear.toLocaleString('en-GB')} ≈ ${kwh.toLocaleString('en-GB')} kWh a year.${cost}`,
    );
  }
  lines.push(rule.text);
  // The page says the motor draws more than the water loses: the pump's efficiency, and the motor's, between.
  const [shaftRule] = publishedRules(pages, SHAFT_RULE);
  if (shaftRule) lines.push(drawnMore(q, kw, shaftRule.text));
  return shaftRule ? ruleAnswer(lines, rule, shaftRule) : ruleAnswer(lines, rule);
}

/**
 * The valve's loss is hydraulic power, which the motor supplies through the pump's efficiency and
 * its own: more electricity than that is wasted, and at an efficiency the visitor gives, how much.
 */
function drawnMore(q: string, kw: number, shaftRule: string): string {
  const said = `That ${figure(kw, 1)} kW is hydraulic power, and the electricity wasted is more: ${lowerFirst(shaftRule)}`;
  const given = q.match(EFFICIENCY);
  const percent = given ? Number(given[2] ?? given[3]) : NaN;
  if (!(percent > 0 && percent <= 100)) return said;
  const overall = /overall|wire/.test(given?.[1] ?? given?.[4] ?? '');
  const input = kw / (percent / 100);
  return `${said} At ${figure(percent, 1)}% ${overall ? 'overall' : 'pump'} efficiency, that is about ${figure(kw, 1)} / ${figure(percent / 100)} ≈ ${figure(input, 1)} kW ${overall ? 'drawn from the supply' : 'at the pump shaft'}.`;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

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
