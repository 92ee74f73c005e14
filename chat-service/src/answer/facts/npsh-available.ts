/**
 * "Open sump at sea level, water at 20 °C, suction lift 2.5 m, losses 0.5 m: what NPSHa?", "our
 * station is at 1000 m: how much does that cut NPSH available?": NPSH available worked out with
 * the visitor's figures by the formula the knowledge base gives, with the atmospheric head and the
 * vapour pressures it states, citing its page. A figure the page does not give is not guessed.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { CELSIUS, firstFigure, IN_METRES, figure, SAID, SUCTION_HEAD, SUCTION_LIFT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg": the formula sentence. */
const FORMULA = /\bNPSHa = Pa\/ρg ± Hs − h_fs − Pvap\/ρg/;
/** "about 10.3 m of water at sea level and falling by roughly 1.2 m for the first 1,000 m of altitude". */
const ATMOSPHERE =
  /\babout (\d+(?:\.\d+)?) m of water at sea level and falling by roughly (\d+(?:\.\d+)?) m for the first ([\d,]+) m of altitude/;
/** "about 0.24 m at 20 °C, 0.75 m at 40 °C": the vapour heads the page gives. */
const VAPOUR = /(\d+(?:\.\d+)?) m at (\d+(?:\.\d+)?) °C/g;

/** Besides the suction lift named: "lifts water 3 m from the sump", "pump centreline 3 m above the water". */
const LIFT = new RegExp(
  String.raw`${SUCTION_LIFT}|\blift(?:s|ing)? (?:the water |water )?(?:up )?(?:by |of )?${IN_METRES} from (?:an? |the )?(?:open )?sump|\b(?:centre ?line|center ?line|pump)\b[^.?]{0,20}?${IN_METRES} above (?:the )?(?:water|sump|liquid)`,
);
const HEAD = new RegExp(String.raw`${SUCTION_HEAD}|\bflooded suction${SAID}${IN_METRES}`);
const LOSSES = new RegExp(
  String.raw`\b(?:suction )?(?:line |pipe |pipework )?(?:friction )?loss(?:es)?(?: in the suction (?:line|pipe))?${SAID}${IN_METRES}|${IN_METRES} (?:of )?(?:suction )?(?:line |pipe )?(?:friction )?loss(?:es)?\b`,
);
const TEMPERATURE = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${CELSIUS}`);
const ALTITUDE =
  /(\d[\d,]*)\s*(?:m|metres?|meters?)\s*(?:altitude|above (?:mean )?sea level|amsl|elevation)|\baltitude(?:\s+(?:of|is|about|around|approx|approximately))*\s*(\d[\d,]*)\s*(?:m|metres?|meters?)\b/;
const SEA_LEVEL = /\bsea level\b/;
/** A closed or pressurised vessel: the surface pressure is not the atmosphere's. */
const NOT_OPEN = /\b(closed|pressuri[sz]ed|vacuum|condenser|deaerator|boiler)\b/;

/** The vapour head at a temperature, between two the page gives (log-linear: it grows about exponentially), or null. */
function vapourHead(points: readonly [number, number][], celsius: number): number | null {
  const exact = points.find(([t]) => t === celsius);
  if (exact) return exact[1];
  const below = points.filter(([t]) => t < celsius).sort((a, b) => b[0] - a[0])[0];
  const above = points.filter(([t]) => t > celsius).sort((a, b) => a[0] - b[0])[0];
  if (!below || !above) return null;
  const share = (celsius - below[0]) / (above[0] - below[0]);
  return Math.exp(Math.log(below[1]) + share * (Math.log(above[1]) - Math.log(below[1])));
}

export function answerAboutNpshAvailable(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\bnpsh ?a\b|\bnpsh available\b|\batmospheric (pressure|head)\b/.test(q) || NOT_OPEN.test(q)) return null;
  const [rule] = publishedRules(pages, ATMOSPHERE);
  const [formula] = publishedRules(pages, FORMULA);
  if (!rule || !formula) return null;
  const [seaLevel, fall, over] = rule.figures.map((f) => Number(f.replace(/,/g, ''))) as [number, number, number];
  const altitude = firstFigure(q.match(ALTITUDE)) ?? (SEA_LEVEL.test(q) ? 0 : null);
  // Only as far as the page's figure reaches: "for the first 1,000 m".
  if (altitude !== null && altitude > over) return null;
  const atmosphere = altitude === null ? seaLevel : seaLevel - (fall * altitude) / over;
  const lift = firstFigure(q.match(LIFT));
  const head = lift === null ? firstFigure(q.match(HEAD)) : null;
  if (lift === null && head === null) {
    // No suction figures: what the altitude does to NPSH available.
    if (altitude === null || altitude === 0) return null;
    const line = `At about ${figure(altitude, 0)} m above sea level the atmosphere is worth about ${figure(atmosphere)} m of water, not ${figure(seaLevel)} m: NPSH available is about ${figure(seaLevel - atmosphere)} m less than the same sump would give at sea level.`;
    return ruleAnswer([line, rule.text], rule);
  }
  const points = [...rule.text.matchAll(VAPOUR)].map((m) => [Number(m[2]), Number(m[1])] as [number, number]);
  const stated = q.match(TEMPERATURE);
  const celsius = stated ? Number(stated[1]) : 20;
  const vapour = vapourHead(points, celsius);
  if (vapour === null) return null;
  const losses = firstFigure(q.match(LOSSES));
  const suction = lift !== null ? -lift : head!;
  const npsha = atmosphere + suction - (losses ?? 0) - vapour;
  const terms = [
    `${figure(atmosphere)} ${suction < 0 ? '−' : '+'} ${figure(Math.abs(suction))}`,
    ...(losses !== null ? [`− ${figure(losses)}`] : []),
    `− ${figure(vapour)}`,
  ].join(' ');
  const parts = [
    `atmosphere ${figure(atmosphere)} m${altitude ? ` at about ${figure(altitude, 0)} m altitude` : ' at sea level'}`,
    `${figure(Math.abs(suction))} m suction ${lift !== null ? 'lift' : 'head'}`,
    ...(losses !== null ? [`${figure(losses)} m suction losses`] : []),
    `vapour pressure about ${figure(vapour)} m for water at ${figure(celsius)} °C${stated ? '' : ', taken as no temperature was given'}`,
  ];
  const lines = [
    `NPSHa ≈ ${terms} ≈ ${figure(npsha)} m (${parts.join(', ')}).`,
    ...(losses === null ? ['The friction losses in the suction line come off this figure too.'] : []),
    formula.text,
  ];
  return ruleAnswer(lines, rule);
}
