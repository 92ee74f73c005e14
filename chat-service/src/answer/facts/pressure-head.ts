/**
 * A pressure reading as a head of water ("the gauge reads 4 bar: how many metres is that?") and
 * back: head = p / (ρ·g), for water at about 20 °C, as the head-terms page explains it, or for the
 * density the visitor states ("brine of SG 1.2"), which the page says must then be used. Worked
 * out, not looked up: visitors ask it with their own numbers.
 */
import type { Page } from '../../retrieve/library.ts';
import { readMoreLine } from '../quote.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';
import {
  figure,
  gaugeReadings,
  normaliseFigures,
  GRAVITY,
  IN_METRES,
  liquidDensity,
  PASCALS,
  PRESSURE_SPELT,
  type GaugeReading,
} from './figures.ts';
import { publishedRules } from './published-rule.ts';

/** kg/m³, water at about 20 °C. */
const WATER_DENSITY = 998;

const UNIT = `(${Object.keys(PASCALS).join('|')})`;
const PRESSURE = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${UNIT}(?![a-z])`);
const HEAD = new RegExp(String.raw`${IN_METRES}(?: (?:of )?(?:water|head|wc))?`);
/**
 * "how many metres of head is that?", "what is it in metres", "what head does that give?": asks
 * for the figure, not how to use it.
 */
const ASKS_HEAD =
  /\bhow (many|much) (m|metres?|meters?|mwc|head)\b|\bin (m|metres?|meters?|mwc|m of water|metres of water|head)\b|\bconvert\b|\bequals? (to )?(how|what)\b|\b(what|how much) (\w+ )?head (is|does|would|will) (that|this|it)\b|\bwhat (will|would) (the |its )?head be\b|\bwhat(?:'s| is|s) the head (of|for|at|in|if|when|with)\b|\bhow much head (is|does|would)\b/;
const ASKS_PRESSURE = new RegExp(`\\b(how (many|much)|what|in|into|convert)\\b.*${UNIT}(?![a-z])`);

/** "For liquids other than water, the actual density must be used": the page's word for a density stated. */
const DENSITY_RULE = /\bfor liquids other than water\b[^.]*\bdensity must be used\b/i;

/** The liquid a question's figures are for: water at about 20 °C unless it states a density. */
interface Liquid {
  density: number;
  /** "1200 kg/m³", "SG 1.2 (1200 kg/m³)"; null for water. */
  said: string | null;
}
const WATER: Liquid = { density: WATER_DENSITY, said: null };

const metresPer = (unit: string, liquid: Liquid = WATER): number => PASCALS[unit]! / (liquid.density * GRAVITY);
/** "of water at about 20 °C", "of liquid at 1200 kg/m³". */
const ofLiquid = (liquid: Liquid): string => (liquid.said ? `of liquid at ${liquid.said}` : 'of water at about 20 °C');
const pascalsSaid = (pascals: number): string => `${Number(figure(pascals, 0)).toLocaleString('en-GB')} Pa`;
/** "about 41 m", "about 3.5 m": no more digits than a gauge reading has. */
const round = (value: number): string => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
/**
 * A single reading's head as precise as the reading: one read to a decimal ("3.2 bar") is worked
 * out to a tenth of a metre, about 32.7 m, where a whole reading ("4 bar") gives whole metres.
 * From 100 m up a tenth is more than any gauge shows.
 */
const roundLike = (value: number, reading: string): string => (reading.includes('.') && value < 100 ? figure(value, 1) : round(value));

/**
 * The line worked out, citing the page that explains pressure head, if the knowledge base has
 * one; for a density stated, with the page's sentence that says it must be used.
 */
function cited(line: string, pages: readonly Page[], liquid: Liquid = WATER): Answer {
  const page = pages.find((p) => p.sections.some((s) => /^pressure head$/i.test(s.heading)));
  const [rule] = liquid.said ? publishedRules(page ? [page] : pages, DENSITY_RULE) : [];
  const cites = page ?? rule?.page;
  return factAnswer(
    rule ? [line, rule.text] : [line],
    cites ? readMoreLine(cites) : '',
    cites ? [{ title: cites.title, url: cites.url }] : [],
  );
}

/** "what head is the pump making?", "the pump's total head": the head the pump adds, asked. */
const ASKS_PUMP_HEAD = /\b(head|tdh)\b/;

/** "both pipes are the same size": the velocity heads at the two gauges are equal. */
const SAME_PIPE_SIZE = /\b(same (size|diameter|bore)|equal (size|diameter|bore)s?|same pipe size)\b/;
/** "the discharge gauge sits 0.8 m higher than the suction one", "delivery gauge is 1 m above the suction gauge". */
const DELIVERY_GAUGE_HIGHER = /\b(?:discharge|delivery|outlet) gauge\b[^.?!\d]{0,30}?(\d+(?:\.\d+)?)\s*m\b\s*(?:higher|above)\b/;
const SUCTION_GAUGE_HIGHER = /\b(?:suction|inlet) gauge\b[^.?!\d]{0,30}?(\d+(?:\.\d+)?)\s*m\b\s*(?:higher|above)\b/;

/** The height of the delivery gauge above the suction gauge the visitor tells (below it, negative), else null. */
function gaugeHeight(q: string): number | null {
  const up = q.match(DELIVERY_GAUGE_HIGHER);
  if (up) return Number(up[1]);
  const down = q.match(SUCTION_GAUGE_HIGHER);
  return down ? -Number(down[1]) : null;
}

/**
 * The head a pump makes from its two gauges: H = (p_d − p_s)/ρg, the velocity and height terms of
 * total dynamic head left out, which the visitor is told.
 */
function headBetweenGauges(q: string, pages: readonly Page[], liquid: Liquid): Answer | null {
  const gauges = gaugeReadings(q);
  if (!gauges || !ASKS_PUMP_HEAD.test(q)) return null;
  const { suction, delivery } = gauges;
  const pascals = (r: GaugeReading): number => r.value * PASCALS[r.unit]!;
  const head = (pascals(delivery) - pascals(suction)) / (liquid.density * GRAVITY);
  if (head <= 0) return null;
  // "5.5 bar less -0.3 bar": a vacuum on the suction gauge adds to the difference, said in so many words.
  const vacuum = suction.value < 0 ? ' (a vacuum adds to the difference)' : '';
  const difference = delivery.unit === suction.unit ? `, that is ${figure(delivery.value - suction.value, 3)} ${delivery.unit}` : '';
  const worked = `the pump's head is the difference between its gauges, H = (p_d − p_s)/ρg, here ${delivery.said} less ${suction.said}${vacuum}${difference}, with 1 bar about ${metresPer('bar', liquid).toPrecision(3)} m ${ofLiquid(liquid)}`;
  const sameSize = SAME_PIPE_SIZE.test(q);
  const pipes = sameSize
    ? 'With pipes of the same size the velocity heads cancel.'
    : 'With pipes of different sizes, add the difference in velocity heads (v_d² − v_s²)/2g.';
  // "the discharge gauge sits 0.8 m higher than the suction one": the height between them, added.
  const height = gaugeHeight(q);
  if (height !== null) {
    const total = head + height;
    const side = height >= 0 ? 'delivery gauge sits above the suction gauge' : 'suction gauge sits above the delivery gauge';
    return cited(
      `About ${figure(total, 1)} m: ${worked}, about ${figure(head, 1)} m, ${height >= 0 ? 'plus' : 'less'} the ${figure(Math.abs(height))} m the ${side}. ${pipes}`,
      pages,
      liquid,
    );
  }
  return cited(
    `About ${round(head)} m: ${worked}. ` +
      `With the gauges at different heights, add the height of the delivery gauge above the suction gauge; ${sameSize ? pipes.charAt(0).toLowerCase() + pipes.slice(1) : 'with pipes of different sizes, the difference in velocity heads (v_d² − v_s²)/2g.'}`,
    pages,
    liquid,
  );
}

/**
 * "what if we are pumping brine, density 1200 kg/m3, same 4 bar?" after "4 bar is how much head?":
 * the pressure asked about before, in the liquid named now.
 */
function pressureAskedBefore(q: string, context: string | undefined): RegExpMatchArray | null {
  if (context === undefined) return null;
  const earlier = normaliseFigures(context);
  const pressure = earlier.match(PRESSURE);
  return pressure && ASKS_HEAD.test(earlier.replace(pressure[0], '')) ? (q.match(PRESSURE) ?? pressure) : null;
}

/** `context`: the question before, whose pressure a follow-up naming another liquid leans on. */
export function answerAboutPressureHead(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normaliseFigures(query);
  const stated = liquidDensity(q);
  const liquid: Liquid = stated ?? WATER;
  const between = headBetweenGauges(q, pages, liquid);
  if (between) return between;
  const own = q.match(PRESSURE);
  const pressure = own && ASKS_HEAD.test(q.replace(own[0], '')) ? own : stated ? pressureAskedBefore(q, context) : null;
  if (pressure) {
    const value = pressure[1]!;
    const unit = pressure[2]!;
    const spelt = PRESSURE_SPELT[unit] ?? unit;
    if (!stated) {
      return cited(
        `${value} ${spelt} is about ${roundLike(Number(value) * metresPer(unit), value)} m of water head: head = p/(ρg), and 1 ${spelt} is about ${metresPer(unit).toPrecision(3)} m of water at about 20 °C.`,
        pages,
      );
    }
    // Worked through in pascals so the density the visitor gave shows in the arithmetic.
    const pascals = Number(value) * PASCALS[unit]!;
    const head = pascals / (stated.density * GRAVITY);
    const shown = head < 100 ? figure(head, 1) : round(head);
    // The water figure as fine as the liquid's: "24.9 m, and about 26 m of water" hides a 0.6 m difference.
    const water = Number(value) * metresPer(unit);
    return cited(
      `${value} ${spelt} is about ${shown} m of head in a liquid of ${stated.said}: head = p/(ρg) = ${pascalsSaid(pascals)} / (${figure(stated.density, 1)} × ${GRAVITY}) ≈ ${shown} m. ` +
        `The same ${value} ${spelt} would be about ${water < 100 ? figure(water, 1) : round(water)} m of water.`,
      pages,
      stated,
    );
  }
  const head = q.match(HEAD);
  const asked = q.match(ASKS_PRESSURE);
  if (head && asked && !own) {
    const unit = asked[3]!;
    const spelt = PRESSURE_SPELT[unit] ?? unit;
    if (!stated) {
      return cited(
        `${head[1]} m of water head is about ${(Number(head[1]) / metresPer(unit)).toFixed(2)} ${spelt}, for water at about 20 °C: p = ρgh.`,
        pages,
      );
    }
    const pascals = stated.density * GRAVITY * Number(head[1]);
    return cited(
      `${head[1]} m of head in a liquid of ${stated.said} is about ${(pascals / PASCALS[unit]!).toFixed(2)} ${spelt}: p = ρgh = ${figure(stated.density, 1)} × ${GRAVITY} × ${head[1]} ≈ ${pascalsSaid(pascals)}.`,
      pages,
      stated,
    );
  }
  return null;
}
