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
  DAYS_A_YEAR,
  figure,
  firstFigure,
  flowInCubicMetres,
  FLOW,
  GRAVITY,
  HEAD_GIVEN,
  HEAD_PER_BAR,
  IN_METRES,
  liquidDensity,
  moneySaid,
  PASCALS,
  PERCENT,
  PRESSURE_SPELT,
  runningHours,
  SAID,
  tariffOf,
  WATER_WEIGHT,
} from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "the power lost is ρ·g·Q·ΔH_valve, where ΔH_valve is the head loss across the valve". */
const RULE = /\bthe power lost is ρ·g·Q·ΔH_valve\b/;
/**
 * The head or pressure a valve drops, `amount` its figure: "12 m of head lost across it", "a 12 m
 * drop across the valve", "head loss across the valve is 12 m", "the valve drops 10 m", "we lose
 * about 18 m across it", "a 14 m difference across the valve", "the head lost across the valve is about 12 m", "upstream of the valve is 14 m
 * higher than downstream", "1.4 bar drop across the valve".
 */
const droppedBy = (amount: string): RegExp =>
  new RegExp(
    [
      String.raw`${amount} (?:of )?(?:head |pressure )?(?:lost|loss|drop|dropped|burnt|burned|wasted)\b`,
      String.raw`\b(?:head loss|head lost|head drop|pressure drop|pressure lost|loss|lost|drop|difference|differential)\b[^.?\d]{0,30}?(?:valve|across)[^.?\d]{0,20}?${amount}`,
      String.raw`\b(?:drops?|dropping|eats|lose|loses|losing|burns|burn|wastes|waste|wasting|takes)\s+(?:about |around |some |roughly |nearly |almost )?${amount}`,
      String.raw`${amount} (?:of )?(?:head |pressure )?(?:difference|differential)\s+(?:across|over|through|at)\b`,
      // Said of the valve's two sides: "upstream is 14 m higher than downstream", "downstream is 14 m lower".
      String.raw`\b(?:upstream|before (?:the )?valve|inlet side)\b[^.?\d]{0,40}?${amount} (?:higher|more|greater|above)\b`,
      String.raw`\b(?:downstream|after (?:the )?valve|outlet side)\b[^.?\d]{0,40}?${amount} (?:lower|less|below)\b`,
      String.raw`${amount} (?:higher|more|greater) (?:upstream|before (?:the )?valve|on the (?:upstream|inlet) side)\b`,
    ].join('|'),
  );
/** A pressure as a valve's drop is read, figure and unit captured: "1.4 bar", "140 kPa", "20 psi". */
const PRESSURE = String.raw`(\d+(?:\.\d+)?)\s*(${Object.keys(PASCALS).join('|')})(?![a-z])`;
const DROPPED = droppedBy(IN_METRES);
const DROPPED_PRESSURE = droppedBy(PRESSURE);
/** "5.2 bar before the valve and 3.8 bar after it", "upstream of the valve 52 m, downstream 38 m": each side read. */
const SIDES_READ = (amount: string): RegExp =>
  new RegExp(
    String.raw`\b(?:upstream|before (?:the )?valve|valve inlet|inlet side)\b[^.?\d]{0,30}?${amount}[^.?\d]{0,40}?\b(?:downstream|after (?:the |it\b)?(?:valve)?|valve outlet|outlet side)\b[^.?\d]{0,30}?${amount}|${amount} (?:upstream|before (?:the )?valve|on the inlet side)\b[^.?\d]{0,30}?${amount} (?:downstream|after\b|on the outlet side)`,
  );
const SIDES_IN_METRES = SIDES_READ(IN_METRES);
const SIDES_IN_PRESSURE = SIDES_READ(PRESSURE);
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

/** A liquid's density, as `liquidDensity` reads it. */
type Liquid = NonNullable<ReturnType<typeof liquidDensity>>;

/** The head a valve drops, and how it was worked out of what the visitor said ("1.4 × 10.2 ≈ 14.28 m of water. "). */
interface Drop {
  metres: number;
  worked: string;
  /** The sentence that gives the head a bar makes, where the drop was told as a pressure. */
  perBar?: PublishedRule;
}

/** The first figure a pattern of several alternatives captured, and the group after it (its unit). */
function figureAndUnit(found: RegExpMatchArray | null): { value: number; unit: string } | null {
  const at = found ? found.findIndex((v, i) => i > 0 && v !== undefined) : -1;
  return found && at > 0 ? { value: Number(found[at]), unit: found[at + 1] ?? '' } : null;
}

/** The two sides' readings a pattern captured, upstream first: figures in groups 1 and 2, or 3 and 4 (with units between). */
function sidesRead(found: RegExpMatchArray | null, withUnits: boolean): { up: number; down: number; unit: string } | null {
  if (!found) return null;
  const figures = found.slice(1).filter((v) => v !== undefined);
  // "5.2 bar before the valve and 380 kPa after it": no difference is taken of figures in two units.
  if (withUnits && figures[1] !== figures[3]) return null;
  const [up, down] = (withUnits ? [figures[0], figures[2]] : figures).map(Number) as [number, number];
  return up > down ? { up, down, unit: withUnits ? figures[1]! : 'm' } : null;
}

/**
 * The head the valve drops: told in metres, or as a pressure turned into a head at the page's
 * head per bar (for water; a denser liquid stands a shorter column), or as each side's reading.
 */
function valveDrop(q: string, pages: readonly Page[], liquid: Liquid | null): Drop | null {
  const sides = sidesRead(q.match(SIDES_IN_METRES), false);
  if (sides)
    return {
      metres: sides.up - sides.down,
      worked: `${figure(sides.up)} − ${figure(sides.down)} = ${figure(sides.up - sides.down)} m across the valve. `,
    };
  const metres = firstFigure(q.match(DROPPED));
  if (metres !== null) return { metres, worked: '' };
  const pressureSides = sidesRead(q.match(SIDES_IN_PRESSURE), true);
  const pressure = pressureSides
    ? { value: pressureSides.up - pressureSides.down, unit: pressureSides.unit }
    : figureAndUnit(q.match(DROPPED_PRESSURE));
  if (pressure) {
    const [perBar] = publishedRules(pages, HEAD_PER_BAR);
    if (!perBar) return null;
    const headPerBar = Number(perBar.figures[0]);
    const spelt = PRESSURE_SPELT[pressure.unit] ?? pressure.unit;
    const bars = (pressure.value * PASCALS[pressure.unit]!) / PASCALS.bar!;
    const relative = liquid ? liquid.density / 1000 : 1;
    const metres = (bars * headPerBar) / relative;
    const read = pressureSides
      ? `${figure(pressureSides.up)} − ${figure(pressureSides.down)} = ${figure(pressure.value)} ${spelt} across the valve,`
      : `${figure(pressure.value)} ${spelt} across the valve is`;
    const inBars = spelt === 'bar' ? '' : ` ${figure(bars, 3)} bar,`;
    const ofLiquid = liquid ? ` / ${figure(relative, 3)} ≈ ${figure(metres)} m of the liquid` : ` ≈ ${figure(metres)} m of water`;
    return {
      metres,
      worked: `${read}${inBars} about ${figure(bars, 3)} × ${headPerBar}${ofLiquid} (1 bar is about ${headPerBar} m of water). `,
      perBar,
    };
  }
  // "the valve eats 6 m of head": in a question about a throttled valve, the head named is the one it drops.
  const head = firstFigure(q.match(HEAD));
  return head === null ? null : { metres: head, worked: '' };
}

/** A figure to the digits it is known to, for the arithmetic an answer shows: "11.77", "70,600". */
const toSignificant = (value: number, digits: number): number => Number(value.toPrecision(digits));

export function answerAboutThrottlingLoss(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  // "a valve that burns 6 m of head": a valve said to drop a head is throttled, whatever else is said of it.
  if (!/\bvalves?\b/.test(q) || !(THROTTLED.test(q) || DROPPED.test(q) || DROPPED_PRESSURE.test(q)) || !ASKS_POWER.test(q)) return null;
  const flow = q.match(FLOW);
  if (!flow) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const liquid = liquidDensity(q);
  const drop = valveDrop(q, pages, liquid);
  if (!drop) return null;
  const { metres } = drop;
  const { cubic, converted } = flowInCubicMetres(flow);
  // ρ·g in kN/m³, so that ρ·g·Q·H is in kW: water's unless the visitor states the liquid's density.
  const weight = liquid ? Number(figure((liquid.density / 1000) * GRAVITY, 3)) : WATER_WEIGHT;
  const kw = weight * cubic * metres;
  if (!(kw > 0)) return null;
  const ofLiquid = liquid ? `, with ρ·g = ${figure(liquid.density / 1000, 3)} × ${GRAVITY} for a liquid of ${liquid.said}` : '';
  const line = `${converted}${drop.worked}The power lost in the valve is ρ·g·Q·ΔH ≈ ${weight} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(kw, 1)} kW${ofLiquid}, wasted for as long as the valve throttles at that flow.`;
  const hours = hoursRun(q);
  const lines = [line];
  if (hours) {
    // The energy from the power unrounded, so a long year does not multiply the rounding of the
    // 0.1 kW shown above; the power is shown to as many digits as make the product check out.
    const kwh = kw * hours.perYear;
    const tariff = tariffOf(q);
    // "at Rs 8 a unit": the energy's cost at the visitor's tariff.
    const cost = tariff ? ` At ${tariff.said}, about ${tariff.money(moneySaid(toSignificant(kwh * tariff.perKwh, 3)))} a year.` : '';
    lines.push(
      `Over ${hours.said}, that is about ${toSignificant(kw, 4)} kW × ${hours.perYear.toLocaleString('en-GB')} h ≈ ${toSignificant(kwh, 3).toLocaleString('en-GB')} kWh a year.${cost}`,
    );
  }
  lines.push(rule.text);
  const more = drop.perBar ? [drop.perBar] : [];
  // The page says the motor draws more than the water loses: the pump's efficiency, and the motor's, between.
  const [shaftRule] = publishedRules(pages, SHAFT_RULE);
  if (shaftRule) {
    lines.push(drawnMore(q, kw, shaftRule.text));
    more.unshift(shaftRule);
  }
  return ruleAnswer(lines, rule, ...more);
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

/** "runs 8,000 hours a year", "8000 h", "20 hours a day": the hours a year the loss lasts (hours told alone are a year's). */
function hoursRun(q: string): { perYear: number; said: string } | null {
  const run = runningHours(q);
  if (!run) return null;
  const daily = run.per === 'day';
  const perYear = daily ? run.hours * DAYS_A_YEAR : run.hours;
  return {
    perYear,
    said: daily
      ? `${figure(run.hours)} hours a day (${perYear.toLocaleString('en-GB')} hours a year)`
      : `${perYear.toLocaleString('en-GB')} hours a year`,
  };
}
