/**
 * "Open sump at sea level, water at 20 °C, suction lift 2.5 m, losses 0.5 m: what NPSHa?", "our
 * station is at 1000 m: how much does that cut NPSH available?", "the water surface is 2 m above
 * the impeller eye: how much NPSH do we have available?": NPSH available worked out with the
 * visitor's figures by the formula the knowledge base gives, with the atmospheric head and the
 * vapour pressures it states, citing its page. A figure the page does not give is not guessed.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { CELSIUS, firstFigure, IN_METRES, figure, SAID, SUCTION_HEAD, SUCTION_LIFT } from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg": the formula sentence. */
const FORMULA = /\bNPSHa = Pa\/ρg ± Hs − h_fs − Pvap\/ρg/;
/** "about 10.3 m of water at sea level and falling by roughly 1.2 m for the first 1,000 m of altitude". */
const ATMOSPHERE =
  /\babout (\d+(?:\.\d+)?) m of water at sea level and falling by roughly (\d+(?:\.\d+)?) m for the first ([\d,]+) m of altitude/;
/** "about 0.24 m at 20 °C, 0.75 m at 40 °C": the vapour heads the page gives. */
const VAPOUR = /(\d+(?:\.\d+)?) m at (\d+(?:\.\d+)?) °C/g;

/** The water's own surface, as visitors name it: "the water surface", "the water level in the sump". */
const WATER = String.raw`\b(?:water|liquid)(?: (?:surface|level))?(?: in the (?:sump|tank|well|pit))?\b`;
/** The pump datum the page measures heights from, as visitors name it. */
const DATUM = String.raw`(?:the )?(?:pump|impeller|eye|centre ?line|center ?line|suction (?:inlet|flange|nozzle)|datum)\b`;
/**
 * "the water surface is 2 m above the impeller eye", "an open tank whose level is 2 m above the
 * pump centreline": the level named first, without crossing another figure.
 */
const WATER_FROM_DATUM = (side: 'above' | 'below'): string =>
  String.raw`(?:${WATER}|\b(?:tank|sump|well|reservoir|pit)(?:'s)?(?: whose)? (?:water |liquid )?level\b)[^.?!\d]{0,25}?${IN_METRES} ${side} ${DATUM}`;

/** Besides the suction lift named: "lifts water 3 m from the sump", "pump centreline 3 m above the water". */
const LIFT = new RegExp(
  String.raw`${SUCTION_LIFT}|\b(?:the )?lift (?:goes|went|rises|rose|increases|drops|falls|is) (?:up |down )?to ${IN_METRES}|\blift(?:s|ing)? (?:the water |water )?(?:up )?(?:by |of )?${IN_METRES} from (?:an? |the )?(?:open )?sump|\b(?:centre ?line|center ?line|pump)\b[^.?]{0,20}?${IN_METRES} above (?:the )?(?:water|sump|liquid)|${WATER_FROM_DATUM('below')}`,
);
const HEAD = new RegExp(
  String.raw`${SUCTION_HEAD}|\bflooded suction(?: with)?${SAID}${IN_METRES}|${WATER_FROM_DATUM('above')}|${IN_METRES} of (?:water|liquid) above ${DATUM}`,
);
/** The words between a quantity's name and its figure, with the plural verb: "suction losses are about 0.5 m". */
const SAID_OF_MANY = String.raw`(?:\s+(?:are|were|come to|total|amount to|add up to))?${SAID}`;
/** Not the delivery side's: "discharge friction 3 m", "4 m of losses in the delivery line". */
const NOT_DELIVERY_BEFORE = String.raw`(?<!\b(?:discharge|delivery|outlet) (?:line |pipe |pipework |side )?)`;
const NOT_DELIVERY_AFTER = String.raw`(?! (?:in|on|of) the (?:discharge|delivery|outlet)\b)`;
/** "friction loss", "head losses", "friction in the suction line", "suction-side friction head": the suction line's friction, named. */
const LOSS_NAMED = String.raw`(?:(?:friction |head )?loss(?:es)?|friction(?: head| loss(?:es)?)?)(?: (?:in|on|of) the suction(?: (?:line|pipe|pipework|side))?)?`;
/**
 * The friction losses in the suction line, h_fs: "suction losses are about 0.5 m", "0.7 m
 * friction in the suction line", "0.7 m of losses on the suction side", "hfs = 0.7 m".
 */
const LOSSES = new RegExp(
  [
    String.raw`${NOT_DELIVERY_BEFORE}\b(?:suction[ -]?)?(?:line |pipe |pipework |side )?${LOSS_NAMED}${SAID_OF_MANY}${IN_METRES}`,
    String.raw`${IN_METRES} (?:of )?(?:suction[ -]?)?(?:line |pipe |side )?${LOSS_NAMED}\b${NOT_DELIVERY_AFTER}`,
    String.raw`\bh_?fs?\s*(?:[=:≈~]|is|of)?\s*${IN_METRES}`,
  ].join('|'),
);
const TEMPERATURE = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${CELSIUS}`);
/** Read before Celsius, whose "degrees" would take "104 degrees F" too. */
const FAHRENHEIT = /(\d+(?:\.\d+)?)\s*(?:°\s*f|deg(?:rees?)?\.?\s*f|fahrenheit)\b/;
const METRES_WORD = String.raw`(?:m|metres?|meters?)`;
const FEET_WORD = String.raw`(?:ft|feet|foot)`;
const ALTITUDE_IN = (unit: string): RegExp =>
  new RegExp(
    String.raw`(\d[\d,]*)\s*${unit}\s*(?:altitude|above (?:mean )?sea level|amsl|elevation)|\baltitude(?:\s+(?:of|is|about|around|approx|approximately))*\s*(\d[\d,]*)\s*${unit}\b`,
  );
const ALTITUDE = ALTITUDE_IN(METRES_WORD);
const ALTITUDE_FEET = ALTITUDE_IN(FEET_WORD);
const METRES_PER_FOOT = 0.3048;
const SEA_LEVEL = /\bsea level\b/;
/** A closed or pressurised vessel: the surface pressure is not the atmosphere's. */
const NOT_OPEN = /\b(closed|pressuri[sz]ed|vacuum|condenser|deaerator|boiler)\b/;

/** "NPSH do we have available", "available NPSH", "how much NPSH will we have": the installation's NPSH, asked. */
const ASKS_AVAILABLE =
  /\bnpsh ?a\b|\bnpsh available\b|\bavailable npsh\b|\bnpsh\b[^.?!\d]{0,30}\bavailable\b|\bnpsh (?:do|will|would|does|can) (?:we|i|you|it|the pump) (?:have|get)\b|\batmospheric (pressure|head)\b/;

/** The page's vapour heads as [°C, metres] pairs ("about 0.24 m at 20 °C, 0.75 m at 40 °C"). */
const vapourPoints = (text: string): [number, number][] => [...text.matchAll(VAPOUR)].map((m) => [Number(m[2]), Number(m[1])]);

/** A vapour head, and the page's temperature it was taken at when it stands in for a colder one. */
interface Vapour {
  head: number;
  standIn: number | null;
}

/**
 * The vapour head at a temperature, from those the page gives: between two, log-linear, as
 * vapour pressure grows about exponentially with temperature. Below the coldest the page gives,
 * that figure, said as such: vapour pressure only falls as water cools, so it can only understate
 * NPSH available, the safe side. Above the hottest, nothing: any figure would overstate it.
 */
function vapourAt(points: readonly [number, number][], celsius: number): Vapour | null {
  const exact = points.find(([t]) => t === celsius);
  if (exact) return { head: exact[1], standIn: null };
  const below = points.filter(([t]) => t < celsius).sort((a, b) => b[0] - a[0])[0];
  const above = points.filter(([t]) => t > celsius).sort((a, b) => a[0] - b[0])[0];
  if (!above) return null;
  if (!below) return { head: above[1], standIn: above[0] };
  const share = (celsius - below[0]) / (above[0] - below[0]);
  const head = Math.exp(Math.log(below[1]) + share * (Math.log(above[1]) - Math.log(below[1])));
  return { head, standIn: null };
}

/** The water temperature the visitor gives, in °C and as they said it, or null. */
function temperatureOf(q: string): { celsius: number; given: string } | null {
  const fahrenheit = q.match(FAHRENHEIT);
  if (fahrenheit) {
    const celsius = ((Number(fahrenheit[1]) - 32) * 5) / 9;
    return { celsius, given: `${figure(Number(fahrenheit[1]))} °F (${figure(celsius, 1)} °C)` };
  }
  const celsius = q.match(TEMPERATURE);
  return celsius ? { celsius: Number(celsius[1]), given: `${figure(Number(celsius[1]))} °C` } : null;
}

/** The site's altitude in metres and as the visitor gave it, 0 at sea level, or null when not said. */
function altitudeOf(q: string): { metres: number; given: string } | null {
  const metres = firstFigure(q.match(ALTITUDE));
  if (metres !== null) return { metres, given: `${figure(metres, 0)} m` };
  const feet = firstFigure(q.match(ALTITUDE_FEET));
  if (feet !== null) return { metres: feet * METRES_PER_FOOT, given: `${figure(feet, 0)} ft (${figure(feet * METRES_PER_FOOT, 0)} m)` };
  return SEA_LEVEL.test(q) ? { metres: 0, given: '0 m' } : null;
}

/** The atmosphere's head at the site, by the page's figures, with the rules that give it and the formula. */
interface Atmosphere {
  head: number;
  seaLevel: number;
  site: { metres: number; given: string } | null;
  rule: PublishedRule;
  formula: PublishedRule;
}

function atmosphereAt(q: string, pages: readonly Page[]): Atmosphere | null {
  const [rule] = publishedRules(pages, ATMOSPHERE);
  const [formula] = publishedRules(pages, FORMULA);
  if (!rule || !formula) return null;
  const [seaLevel, fall, over] = rule.figures.map((f) => Number(f.replace(/,/g, ''))) as [number, number, number];
  const site = altitudeOf(q);
  // Only as far as the page's figure reaches: "for the first 1,000 m".
  if (site && site.metres > over) return null;
  return { head: seaLevel - (fall * (site?.metres ?? 0)) / over, seaLevel, site, rule, formula };
}

/** NPSH available worked out: the figure, its sum ("9.1 − 2.5 − 0.7 − 0.75") and what each term is. */
interface Worked {
  npsha: number;
  terms: string;
  parts: string[];
  lossesGiven: boolean;
}

/** NPSH available from the suction figures a question gives, or null where it gives none or the page has no vapour head for its water. */
function workedOut(q: string, air: Atmosphere): Worked | null {
  const lift = firstFigure(q.match(LIFT));
  const head = lift === null ? firstFigure(q.match(HEAD)) : null;
  if (lift === null && head === null) return null;
  const points = vapourPoints(air.rule.text);
  const stated = temperatureOf(q);
  const vapour = vapourAt(points, stated?.celsius ?? 20);
  if (vapour === null) return null;
  const losses = firstFigure(q.match(LOSSES));
  const suction = lift !== null ? -lift : (head ?? 0);
  const water = stated ? `water at ${stated.given}` : 'water at 20 °C, taken as no temperature was given';
  const vapourSaid =
    vapour.standIn === null ? ` for ${water}` : `, the page's figure for ${figure(vapour.standIn)} °C, on the safe side for ${water}`;
  const { head: atmosphere, site } = air;
  const terms = [
    `${figure(atmosphere)} ${suction < 0 ? '−' : '+'} ${figure(Math.abs(suction))}`,
    ...(losses !== null ? [`− ${figure(losses)}`] : []),
    `− ${figure(vapour.head)}`,
  ].join(' ');
  const parts = [
    `atmosphere ${figure(atmosphere)} m${site && site.metres > 0 ? ` at about ${site.given} altitude` : ' at sea level'}`,
    `${figure(Math.abs(suction))} m suction ${lift !== null ? 'lift' : 'head'}`,
    ...(losses !== null ? [`${figure(losses)} m suction losses`] : []),
    `vapour pressure about ${figure(vapour.head)} m${vapourSaid}`,
  ];
  return { npsha: atmosphere + suction - (losses ?? 0) - vapour.head, terms, parts, lossesGiven: losses !== null };
}

const asksAvailable = (q: string): boolean => ASKS_AVAILABLE.test(q) && !NOT_OPEN.test(q);

/**
 * The NPSH available a question works out to, and its sum ("9.1 − 2.5 − 0.7 − 0.75 ≈ 5.15 m"),
 * for a later question that holds it against an NPSH required.
 */
export function npshAvailableFrom(text: string, pages: readonly Page[], named = false): { npsha: number; sum: string } | null {
  const q = normalise(text);
  const air = asksAvailable(q) ? atmosphereAt(q, pages) : null;
  const worked = air ? workedOut(q, air) : null;
  if (!worked) return null;
  // `named`: what each term is ("atmosphere 9.1 m at about 1000 m altitude"), where the visitor has not seen the sum before.
  const sum = `${worked.terms} ≈ ${figure(worked.npsha)} m`;
  return { npsha: worked.npsha, sum: named ? `${sum}, with ${worked.parts.join(', ')}` : sum };
}

/** The figures a follow-up may change: the water's temperature, the site's altitude, the suction's level or losses. */
const CHANGES_A_FIGURE = (q: string): boolean =>
  temperatureOf(q) !== null || altitudeOf(q) !== null || LIFT.test(q) || HEAD.test(q) || LOSSES.test(q);

/**
 * "ok and in summer the water gets to 40 °C, what does it drop to?" after NPSH available was
 * worked out: the same sum, with the figure the follow-up changes and the rest as given before.
 */
function changedFromBefore(q: string, earlier: string, pages: readonly Page[]): Answer | null {
  if (/\b(npsh ?r|npsh required|npsh3|required)\b/.test(q) || !CHANGES_A_FIGURE(q)) return null;
  const before = npshAvailableFrom(earlier, pages);
  if (!before) return null;
  // The follow-up's figures read first, so each it gives replaces the one before.
  const both = `${q} ${normalise(earlier)}`;
  const air = atmosphereAt(both, pages);
  const worked = air ? workedOut(both, air) : null;
  if (!air || !worked || Math.abs(worked.npsha - before.npsha) < 0.005) return null;
  const change = worked.npsha < before.npsha ? 'down' : 'up';
  const lines = [
    `NPSHa ≈ ${worked.terms} ≈ ${figure(worked.npsha)} m (${worked.parts.join(', ')}), ${change} from about ${figure(before.npsha)} m before.`,
    air.formula.text,
  ];
  return ruleAnswer(lines, air.rule);
}

/** "my NPSHa is coming 6.5 m", "NPSH available is about 6.5 m": an NPSH available the visitor already has. */
const NPSHA_GIVEN = new RegExp(String.raw`\b(?:npsh ?a|npsh available)\b[^.?!\d]{0,25}?${IN_METRES}`);
const TEMPERATURES = new RegExp(TEMPERATURE.source, 'g');
/** "goes to 40 deg", "rises to 35 °C", "reaches 40 c": the temperature the water changes to. */
const CHANGES_TO = new RegExp(
  String.raw`\b(?:goes|go|going|went|rises?|rising|rose|gets?|getting|reach(?:es)?|climbs?|heats? up) (?:up )?(?:to )?(\d+(?:\.\d+)?)\s*${CELSIUS}`,
);

/**
 * "my NPSHa is 6.5 m with water at 20 deg; in summer it goes to 40 deg, how much will it
 * reduce?": an NPSH available told at one temperature, at another: only the vapour head changes,
 * by the difference of the page's vapour heads for the two.
 */
function atAnotherTemperature(q: string, pages: readonly Page[]): Answer | null {
  const given = q.match(NPSHA_GIVEN);
  const told = [...q.matchAll(TEMPERATURES)].map((m) => Number(m[1]));
  if (!given || told.length !== 2 || told[0] === told[1]) return null;
  const to = q.match(CHANGES_TO);
  const after = to ? Number(to[1]) : told[1]!;
  const before = told.find((t) => t !== after)!;
  const [rule] = publishedRules(pages, ATMOSPHERE);
  const [formula] = publishedRules(pages, FORMULA);
  if (!rule || !formula) return null;
  const points = vapourPoints(rule.text);
  const [then, now] = [vapourAt(points, before), vapourAt(points, after)];
  // Only temperatures the page's vapour heads cover: a stand-in would make the change up.
  if (!then || !now || then.standIn !== null || now.standIn !== null) return null;
  const npsha = Number(given[1]);
  const change = now.head - then.head;
  const result = npsha - change;
  const line = `About ${figure(result)} m: only the vapour head changes, from about ${figure(then.head)} m at ${figure(before)} °C to about ${figure(now.head)} m at ${figure(after)} °C, so NPSHa ${change > 0 ? 'falls' : 'rises'} by about ${figure(Math.abs(change))} m (${figure(npsha)} ${change > 0 ? '−' : '+'} ${figure(Math.abs(change))} ≈ ${figure(result)} m).`;
  return ruleAnswer([line, formula.text], rule);
}

export function answerAboutNpshAvailable(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const retold = atAnotherTemperature(q, pages);
  if (retold) return retold;
  if (context !== undefined && !(asksAvailable(q) && (LIFT.test(q) || HEAD.test(q)))) {
    const changed = changedFromBefore(q, context, pages);
    if (changed) return changed;
  }
  if (!asksAvailable(q)) return null;
  const air = atmosphereAt(q, pages);
  if (!air) return null;
  const { rule, formula, site, seaLevel, head: atmosphere } = air;
  if (!LIFT.test(q) && !HEAD.test(q)) {
    // No suction figures: what the altitude does to NPSH available.
    if (!site || site.metres === 0) return null;
    const line = `At about ${site.given} above sea level the atmosphere is worth about ${figure(atmosphere)} m of water, not ${figure(seaLevel)} m: NPSH available is about ${figure(seaLevel - atmosphere)} m less than the same sump would give at sea level.`;
    return ruleAnswer([line, rule.text], rule);
  }
  const worked = workedOut(q, air);
  if (!worked) return null;
  const lines = [
    `NPSHa ≈ ${worked.terms} ≈ ${figure(worked.npsha)} m (${worked.parts.join(', ')}).`,
    ...(worked.lossesGiven ? [] : ['The friction losses in the suction line come off this figure too.']),
    formula.text,
  ];
  return ruleAnswer(lines, rule);
}
