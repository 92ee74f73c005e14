/**
 * A pressure reading as a head of water ("the gauge reads 4 bar: how many metres is that?") and
 * back: head = p / (ρ·g), for water at about 20 °C, as the head-terms page explains it. Worked
 * out, not looked up: visitors ask it with their own numbers.
 */
import type { Page } from '../../retrieve/library.ts';
import { readMoreLine } from '../quote.ts';
import type { Answer } from '../types.ts';
import { normalise } from '../understand.ts';
import { factAnswer } from './answer.ts';
import { figure, GRAVITY, IN_METRES, PASCALS, PRESSURE_SPELT } from './figures.ts';

/** kg/m³, water at about 20 °C. */
const WATER_DENSITY = 998;

const UNIT = `(${Object.keys(PASCALS).join('|')})`;
const PRESSURE = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${UNIT}(?![a-z])`);
const HEAD = new RegExp(String.raw`${IN_METRES}(?: (?:of )?(?:water|head|wc))?`);
/** "how many metres of head is that?", "what is it in metres": asks for the figure, not how to use it. */
const ASKS_HEAD =
  /\bhow (many|much) (m|metres?|meters?|mwc|head)\b|\bin (m|metres?|meters?|mwc|m of water|metres of water|head)\b|\bconvert\b|\bequals? (to )?(how|what)\b/;
const ASKS_PRESSURE = new RegExp(`\\b(how (many|much)|what|in|into|convert)\\b.*${UNIT}(?![a-z])`);

const metresPer = (unit: string): number => PASCALS[unit]! / (WATER_DENSITY * GRAVITY);
/** "about 41 m", "about 3.5 m": no more digits than a gauge reading has. */
const round = (value: number): string => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
/**
 * A single reading's head as precise as the reading: one read to a decimal ("3.2 bar") is worked
 * out to a tenth of a metre, about 32.7 m, where a whole reading ("4 bar") gives whole metres.
 * From 100 m up a tenth is more than any gauge shows.
 */
const roundLike = (value: number, reading: string): string => (reading.includes('.') && value < 100 ? figure(value, 1) : round(value));

/** The line worked out, citing the page that explains pressure head, if the knowledge base has one. */
function cited(line: string, pages: readonly Page[]): Answer {
  const page = pages.find((p) => p.sections.some((s) => /^pressure head$/i.test(s.heading)));
  return factAnswer([line], page ? readMoreLine(page) : '', page ? [{ title: page.title, url: page.url }] : []);
}

/** "suction gauge shows 0.8 bar", "the delivery reads 6.3 bar": a reading on each side of the pump. */
const SIDE_READING = new RegExp(
  String.raw`\b(suction|inlet|delivery|discharge|outlet)\b[^.?\d]{0,30}?(-?\d+(?:\.\d+)?)\s*${UNIT}(?![a-z])( (?:of )?vacuum)?`,
  'g',
);
/** "what head is the pump making?", "the pump's total head": the head the pump adds, asked. */
const ASKS_PUMP_HEAD = /\b(head|tdh)\b/;

/**
 * The head a pump makes from its two gauges: H = (p_d − p_s)/ρg, the velocity and height terms of
 * total dynamic head left out, which the visitor is told.
 */
function headBetweenGauges(q: string, pages: readonly Page[]): Answer | null {
  const readings = [...q.matchAll(SIDE_READING)];
  const suction = readings.find((r) => /suction|inlet/.test(r[1]!));
  const delivery = readings.find((r) => !/suction|inlet/.test(r[1]!));
  if (!suction || !delivery || !ASKS_PUMP_HEAD.test(q)) return null;
  const pascals = (r: RegExpMatchArray): number => (r[4] ? -Math.abs(Number(r[2])) : Number(r[2])) * PASCALS[r[3]!]!;
  const head = (pascals(delivery) - pascals(suction)) / (WATER_DENSITY * GRAVITY);
  if (head <= 0) return null;
  const unit = (r: RegExpMatchArray): string => PRESSURE_SPELT[r[3]!] ?? r[3]!;
  const reading = (r: RegExpMatchArray): string => (r[4] ? `${Math.abs(Number(r[2]))} ${unit(r)} of vacuum` : `${r[2]} ${unit(r)}`);
  return cited(
    `About ${round(head)} m: the pump's head is the difference between its gauges, H = (p_d − p_s)/ρg, here ${reading(delivery)} less ${reading(suction)}, with 1 bar about ${metresPer('bar').toPrecision(3)} m of water at about 20 °C. ` +
      'With the gauges at different heights, add the height of the delivery gauge above the suction gauge; with pipes of different sizes, the difference in velocity heads (v_d² − v_s²)/2g.',
    pages,
  );
}

export function answerAboutPressureHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query).replace(/,(?=\d{3}\b)/g, '');
  const between = headBetweenGauges(q, pages);
  if (between) return between;
  const pressure = q.match(PRESSURE);
  if (pressure && ASKS_HEAD.test(q.replace(pressure[0], ''))) {
    const value = pressure[1]!;
    const unit = pressure[2]!;
    return cited(
      `${value} ${unit} is about ${roundLike(Number(value) * metresPer(unit), value)} m of water head: head = p/(ρg), and 1 ${unit} is about ${metresPer(unit).toPrecision(3)} m of water at about 20 °C.`,
      pages,
    );
  }
  const head = q.match(HEAD);
  const asked = q.match(ASKS_PRESSURE);
  if (head && asked && !pressure) {
    const unit = asked[3]!;
    return cited(
      `${head[1]} m of water head is about ${(Number(head[1]) / metresPer(unit)).toFixed(2)} ${unit}, for water at about 20 °C: p = ρgh.`,
      pages,
    );
  }
  return null;
}
