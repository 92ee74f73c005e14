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
import { GRAVITY, IN_METRES } from './figures.ts';

/** kg/m³, water at about 20 °C. */
const WATER_DENSITY = 998;

/** Pascals in one of each unit visitors read off a gauge (normalised text: "kg/cm²" reads "kg/cm2"). */
const PASCALS: Readonly<Record<string, number>> = {
  bar: 100_000,
  kpa: 1_000,
  mpa: 1_000_000,
  psi: 6_894.76,
  'kg/cm2': 98_066.5,
  'kgf/cm2': 98_066.5,
  ksc: 98_066.5,
};

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

/** The line worked out, citing the page that explains pressure head, if the knowledge base has one. */
function cited(line: string, pages: readonly Page[]): Answer {
  const page = pages.find((p) => p.sections.some((s) => /^pressure head$/i.test(s.heading)));
  return factAnswer([line], page ? readMoreLine(page) : '', page ? [{ title: page.title, url: page.url }] : []);
}

export function answerAboutPressureHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query).replace(/,(?=\d{3}\b)/g, '');
  const pressure = q.match(PRESSURE);
  if (pressure && ASKS_HEAD.test(q.replace(pressure[0], ''))) {
    const value = pressure[1]!;
    const unit = pressure[2]!;
    return cited(
      `${value} ${unit} is about ${round(Number(value) * metresPer(unit))} m of water head: head = p/(ρg), and 1 ${unit} is about ${metresPer(unit).toPrecision(3)} m of water at about 20 °C.`,
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
