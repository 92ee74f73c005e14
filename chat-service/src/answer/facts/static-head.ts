/**
 * "Suction lift 3 m, delivery level 42 m above the pump: what is my total static head?": the
 * total static head worked out as the knowledge base defines it (discharge head plus suction
 * lift, or minus suction head), citing its page. "A closed tank held at 2 bar, its level 15 m
 * above the pump: what static discharge head?": the level plus the tank's pressure as a pressure
 * head, where the page says a pressurised vessel's pressure is added so, at the head per bar it gives.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import {
  DELIVERY_SIDE,
  firstFigure,
  HEAD_PER_BAR,
  IN_METRES,
  figure,
  PASCALS,
  PRESSURE_SPELT,
  SUCTION_HEAD,
  SUCTION_LIFT,
} from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "It equals the static discharge head minus the static suction head, or the static discharge head plus the static suction lift." */
const RULE = /\bstatic discharge head minus the static suction head\b.*\bstatic discharge head plus the static suction lift\b/;
/** "If the delivery vessel is pressurised, the pressure above atmospheric is added as a pressure head." */
const DELIVERY_PRESSURE_ADDED = /\bdelivery vessel is pressuri[sz]ed\b.*\bpressure above atmospheric is added\b/;
/** "Where the suction or discharge vessels are pressurised, the difference in their surface pressures divided by ρg is added." */
const PRESSURES_ADDED = /\bvessels are pressuri[sz]ed\b.*\bdifference in their surface pressures\b.*\badded\b/;
const LIFT = new RegExp(SUCTION_LIFT);
const HEAD = new RegExp(SUCTION_HEAD);
/** "delivery reservoir water level is 42 m above the pump", "static discharge head 42 m", "pushes to a tank 22 m above the pump". */
const DISCHARGE = new RegExp(
  String.raw`\b(?:${DELIVERY_SIDE}|(?<!(?:suction|sump|supply|storage) )tank|vessel)\b[^.?\d]{0,50}?${IN_METRES}(?! (?:of )?suction)`,
);
/** "its water level is 15 m above the pump centreline": a level told against the pump, once the suction's are read. */
const LEVEL_ABOVE_PUMP = new RegExp(
  String.raw`${IN_METRES} (?:above|over|higher than) (?:the )?(?:pump|centre ?line|center ?line|datum|impeller|eye)\b`,
);
/** "15 m above the tank's water level", "20 m higher than the sump level": the delivery level told against the suction level. */
const LEVELS_APART = new RegExp(
  String.raw`${IN_METRES} (?:above|over|higher than) (?:the )?(?:(?:open |suction |supply |sump |lower |feed |source )?(?:tank|sump|reservoir|well|pond|canal)(?:'s)? (?:water |liquid )?(?:level|surface)|suction (?:water |liquid )?(?:level|surface)|(?:water |liquid )?level (?:in|of) the (?:\w+ )?(?:tank|sump|reservoir|well))`,
);
/** The delivery level above the suction level, told as one figure, else null: not the pump's height above the water. */
function levelsApart(q: string): number | null {
  const found = q.match(LEVELS_APART);
  if (!found) return null;
  const clause = q
    .slice(0, found.index)
    .split(/[.?;,](?!\d)/)
    .pop()!;
  return /\b(pump|centre ?line|center ?line|impeller|datum|eye)\b/.test(clause) ? null : Number(found[1]);
}
const ASKS_TOTAL = /\b(total )?static head\b/;
const ASKS_DISCHARGE = /\bstatic (?:discharge|delivery) head\b|\b(?:discharge|delivery) static head\b/;

const UNIT = `(${Object.keys(PASCALS).join('|')})(?![a-z])`;
/** Units that read an absolute pressure. */
const ABSOLUTE_UNITS = new Set(['bara', 'psia']);
/** "2 bar gauge", "200 kPa", "30 psi(g)"; an absolute pressure or a vacuum captured, which this reads not. */
const PRESSURE = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*${UNIT}(?:\s*(?:\(g\)|gauge\b|g\b))?(\s*(?:\(a\)|\(abs\)|abs\b|absolute\b)|\s+(?:of )?vacuum\b)?`,
);

const VESSEL_WORD = String.raw`\b(?:tanks?|vessels?|pressuri[sz]ed|closed|boiler|drum|hydro ?pneumatic|deaerator|condenser|held|kept|maintained)\b`;
/** Words between a vessel and its pressure, which never reach a gauge's reading ("the tank, and the discharge gauge reads 5 bar"). */
const NOT_A_READING = String.raw`(?:(?!\b(?:gauges?|reads?|reading|shows?|meters?)\b)[^.?\d])`;
/** A pressure said of a vessel: "a closed tank held at 2 bar", "the delivery vessel is pressurised to 150 kPa". */
const VESSEL_PRESSURE = new RegExp(
  String.raw`${VESSEL_WORD}${NOT_A_READING}{0,40}?${PRESSURE.source}|${PRESSURE.source}\s+(?:[a-z]+\s+){0,2}?${VESSEL_WORD}`,
  'g',
);
/** Whether a question names a vessel's pressure at all: `VESSEL_PRESSURE` without its global state, compiled once. */
const NAMES_VESSEL_PRESSURE = new RegExp(VESSEL_PRESSURE.source);
/** The side a vessel is on; a vessel told of no side is the delivery's. */
const SIDE = /\b(?:suction|sump|supply|inlet|feed|delivery|discharge|outlet|overhead|reservoir)\b/g;
const SUCTION_SIDE = /^(?:suction|sump|supply|inlet|feed)$/;

interface Pressure {
  bars: number;
  said: string;
}

/** A gauge pressure read from `found`, or null for an absolute pressure or a vacuum, whose head above the atmosphere the answer would guess. */
function gaugePressure(found: RegExpMatchArray, valueAt: number): Pressure | null {
  const unit = found[valueAt + 1]!;
  if (found[valueAt + 2] || ABSOLUTE_UNITS.has(unit)) return null;
  return { bars: (Number(found[valueAt]) * PASCALS[unit]!) / PASCALS.bar!, said: `${found[valueAt]} ${PRESSURE_SPELT[unit] ?? unit}` };
}

/**
 * The pressure above the delivery and the suction surface, each undefined where none is given; null
 * for one the answer cannot take as gauge. A pressure said of no vessel is a gauge's reading, no
 * part of the static head.
 */
function vesselPressures(q: string): { delivery?: Pressure; suction?: Pressure } | null {
  const pressures: { delivery?: Pressure; suction?: Pressure } = {};
  for (const found of q.matchAll(VESSEL_PRESSURE)) {
    // Said before its vessel or after it ("a 4 bar pressurised vessel"): the figure is in one group or the other.
    const pressure = gaugePressure(found, found[1] === undefined ? 4 : 1);
    if (!pressure) return null;
    // The vessel's side is said next to it: "the suction tank held at 0.5 bar", "a 2 bar delivery vessel".
    const before = q
      .slice(0, found.index)
      .split(/[.?;,](?!\d)/)
      .pop()!
      .split(' ')
      .slice(-4)
      .join(' ');
    const side = [...`${before} ${found[0]}`.matchAll(SIDE)].pop()?.[0] ?? '';
    const on = SUCTION_SIDE.test(side) ? 'suction' : 'delivery';
    pressures[on] ??= pressure;
  }
  return pressures;
}

/** "2 × 10.2 ≈ 20.4 m", "200 kPa is 2 bar, 2 × 10.2 ≈ 20.4 m": a pressure as a head at the page's head per bar. */
function pressureHead(pressure: Pressure, perBar: number): { head: number; worked: string } {
  const head = pressure.bars * perBar;
  const inBars = /bar$/.test(pressure.said) ? '' : `${pressure.said} is ${figure(pressure.bars, 3)} bar, `;
  return { head, worked: `${inBars}${figure(pressure.bars, 3)} × ${perBar} ≈ ${figure(head, 1)} m` };
}

/** The static discharge head: the delivery level and, for a pressurised vessel, its pressure as a head. */
function dischargeAnswer(level: number, pressure: Pressure | undefined, pages: readonly Page[]): Answer | null {
  if (!pressure) return null;
  const [added] = publishedRules(pages, DELIVERY_PRESSURE_ADDED);
  const [perBar] = publishedRules(pages, HEAD_PER_BAR);
  if (!added || !perBar) return null;
  const { head, worked } = pressureHead(pressure, Number(perBar.figures[0]));
  const line = `About ${figure(level + head, 1)} m of static discharge head: ${figure(level)} m from the pump datum up to the tank's water level, plus the tank's ${pressure.said} above atmospheric as a pressure head, ${worked} (1 bar is about ${perBar.figures[0]} m of water).`;
  return ruleAnswer([line, added.text], added, perBar);
}

/** The total static head from the delivery level and a suction lift or head, and how it adds up. */
function staticFromLevels(levels: string, discharge: number): { total: number; how: string } | null {
  const lift = firstFigure(levels.match(LIFT));
  const head = lift === null ? firstFigure(levels.match(HEAD)) : null;
  if (lift === null && head === null) return null;
  return lift !== null
    ? { total: discharge + lift, how: `${figure(discharge)} m of static discharge head plus ${figure(lift)} m of suction lift` }
    : { total: discharge - head!, how: `${figure(discharge)} m of static discharge head minus ${figure(head!)} m of suction head` };
}

/**
 * "pump centreline 4 m above the sump, delivery outlet 32 m above the pump": the total static head
 * of open vessels, and how it adds up, or null where a level is missing or a vessel is pressurised.
 */
export function totalStaticHeadOf(q: string): { total: number; how: string } | null {
  if (NAMES_VESSEL_PRESSURE.test(q)) return null;
  const delivery = LIFT.test(q) ? q.replace(LIFT, ' ') : q.replace(HEAD, ' ');
  const discharge = firstFigure(delivery.match(DISCHARGE) ?? delivery.match(LEVEL_ABOVE_PUMP));
  return discharge === null ? null : staticFromLevels(q, discharge);
}

/** The total static head, with the difference of the vessels' pressures as a head where they are pressurised. */
function totalAnswer(
  levelled: { total: number; how: string } | null,
  pressures: { delivery?: Pressure; suction?: Pressure },
  pages: readonly Page[],
): Answer | null {
  if (!levelled) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const { total, how } = levelled;
  const { delivery, suction } = pressures;
  if (!delivery && !suction) return ruleAnswer([`Your total static head is about ${figure(total)} m: ${how}.`, rule.text], rule);
  const [added] = publishedRules(pages, PRESSURES_ADDED);
  const [perBar] = publishedRules(pages, HEAD_PER_BAR);
  if (!added || !perBar) return null;
  const difference: Pressure = {
    bars: (delivery?.bars ?? 0) - (suction?.bars ?? 0),
    said: [delivery?.said ?? '0 bar', suction?.said].filter(Boolean).join(' less '),
  };
  const { head: pressureDifference, worked } = pressureHead(difference, Number(perBar.figures[0]));
  const pressed = suction ? `the difference in the vessels' pressures (${difference.said})` : `the delivery vessel's ${difference.said}`;
  // The levels' part said as a figure of its own, so each step of the sum can be checked.
  // Told as the levels apart, the levels' part needs no figure of its own.
  const between = /water level$/.test(how) ? '' : ` (${figure(total, 2)} m between the levels)`;
  const line = `Your total static head is about ${figure(total + pressureDifference, 1)} m: ${how}${between}, plus ${pressed} as a head, ${worked} (1 bar is about ${perBar.figures[0]} m of water).`;
  return ruleAnswer([line, rule.text, added.text], rule, added, perBar);
}

/** The static head asked for, from the levels and any vessel pressure given. */
function staticHeadAnswer(q: string, pages: readonly Page[]): Answer | null {
  const asksDischarge = ASKS_DISCHARGE.test(q);
  if (!asksDischarge && !ASKS_TOTAL.test(q)) return null;
  const pressures = vesselPressures(q);
  if (!pressures) return null;
  // The levels read with the pressures out of the way: "suction tank held at 0.5 bar and its level 2 m above the pump".
  const levels = q.replace(new RegExp(PRESSURE.source, 'g'), ' ');
  // A suction lift or a suction head, never both: with a lift told, "sump ... 10 m above the pump" is the delivery's.
  // "the vessel's water level is 15 m above the tank's water level": the two levels apart, told as one figure.
  const apart = asksDischarge ? null : levelsApart(levels);
  if (apart !== null)
    return totalAnswer(
      { total: apart, how: `${figure(apart)} m from the suction water level up to the delivery water level` },
      pressures,
      pages,
    );
  const delivery = LIFT.test(levels) ? levels.replace(LIFT, ' ') : levels.replace(HEAD, ' ');
  const discharge = firstFigure(delivery.match(DISCHARGE) ?? delivery.match(LEVEL_ABOVE_PUMP));
  if (discharge === null) return null;
  const suctionGiven = LIFT.test(levels) || HEAD.test(levels);
  if (asksDischarge && !suctionGiven) return dischargeAnswer(discharge, pressures.delivery, pages);
  return totalAnswer(staticFromLevels(levels, discharge), pressures, pages);
}

/**
 * Hinglish levels: "pump centreline se 4 m neeche" (4 m below the pump centreline), "pump se 32 m
 * upar" (32 m above the pump), read in the words the English rules take.
 */
const HINGLISH_LEVEL =
  /\b((?:the )?(?:pump(?: centre ?line| center ?line)?|centre ?line|center ?line|datum|impeller|eye)) se (\d+(?:\.\d+)?) ?(m|metres?|meters?) (neeche|niche|nichey|upar|oopar|uper)\b/g;
const levelsInEnglish = (q: string): string =>
  q.replace(
    HINGLISH_LEVEL,
    (_whole, from: string, value: string, unit: string, side: string) =>
      `${value} ${unit} ${/^n/.test(side) ? 'below' : 'above'} the ${from.replace(/^the /, '')}`,
  );

export function answerAboutStaticHead(query: string, pages: readonly Page[]): Answer | null {
  const q = levelsInEnglish(normalise(query));
  return staticHeadAnswer(q, pages) ?? suctionSideAnswer(q, pages);
}

/** "Static suction lift is the same vertical distance when the liquid surface is below the pump datum, ...". */
const LIFT_DEFINED = /\bStatic suction lift is the same vertical distance when the liquid surface is below the pump datum\b/;
/** "Static suction head is the vertical distance from the pump datum ... up to the free surface ..., when that surface is above the pump." */
const HEAD_DEFINED = /\bStatic suction head is the vertical distance from the pump datum\b/;
/** "Suction head counts as positive and suction lift as negative in head calculations." */
const SIGNS = /\bSuction head counts as positive and suction lift as negative\b/;
/** "what is the static suction lift", "what's my suction head": the suction side's figure asked for. */
const ASKS_SUCTION_SIDE = /\bwhat(?:'s| is| will be| would be)? (?:the |my |our |its )?(?:static )?suction (lift|head)\b/;

/**
 * "what is the static suction lift if the pump sits 3 m above the water level?": the lift or head
 * the visitor's levels give, named as the page names it, with the sign it takes in head sums.
 */
function suctionSideAnswer(q: string, pages: readonly Page[]): Answer | null {
  const asked = q.match(ASKS_SUCTION_SIDE)?.[1];
  if (!asked || ASKS_TOTAL.test(q.replace(ASKS_SUCTION_SIDE, ' ')) || DISCHARGE.test(q)) return null;
  const lift = firstFigure(q.match(LIFT));
  const head = lift === null ? firstFigure(q.match(HEAD)) : null;
  if (lift === null && head === null) return null;
  const [defined] = publishedRules(pages, lift !== null ? LIFT_DEFINED : HEAD_DEFINED);
  const [signs] = publishedRules(pages, SIGNS);
  if (!defined || !signs) return null;
  const line =
    lift !== null
      ? `A static suction lift of ${figure(lift)} m: the water surface is ${figure(lift)} m below the pump datum, so it counts as −${figure(lift)} m in head calculations.`
      : `A static suction head of ${figure(head!)} m: the water surface is ${figure(head!)} m above the pump datum (a flooded suction), so it counts as +${figure(head!)} m in head calculations.`;
  return ruleAnswer([line, defined.text, signs.text], defined, signs);
}

/**
 * A static head asked with a vessel's pressure, read before a pressure would be taken for a gauge
 * reading to convert ("delivery tank at 3 bar, suction tank at 0.5 bar": no pump's two gauges).
 */
export function answerAboutPressurisedStaticHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  return NAMES_VESSEL_PRESSURE.test(q) ? staticHeadAnswer(q, pages) : null;
}
