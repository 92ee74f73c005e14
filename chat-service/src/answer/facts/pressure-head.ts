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

/** kg/m³, water at about 20 °C. */
const WATER_DENSITY = 998;
const GRAVITY = 9.81;

/** Pascals in one of each unit visitors read off a gauge. */
const PASCALS: Readonly<Record<string, number>> = {
  bar: 100_000,
  kpa: 1_000,
  mpa: 1_000_000,
  psi: 6_894.76,
  'kg/cm2': 98_066.5,
  ksc: 98_066.5,
};

const UNIT = '(bar|kpa|mpa|psi|kg/cm2|kg/cm²|kgf/cm2|ksc)';
const PRESSURE = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${UNIT}(?![a-z])`);
const HEAD = /(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mwc)(?![a-z/³3])(?: (?:of )?(?:water|head|wc))?/;
/** "how many metres of head is that?", "what is it in metres": asks for the figure, not how to use it. */
const ASKS_HEAD =
  /\bhow (many|much) (m|metres?|meters?|mwc|head)\b|\bin (m|metres?|meters?|mwc|m of water|metres of water|head)\b|\bconvert\b|\bequals? (to )?(how|what)\b/;
const ASKS_PRESSURE = new RegExp(`\\b(how (many|much)|what|in|into|convert)\\b.*${UNIT}(?![a-z])`);

const unitOf = (written: string): string => (written === 'kg/cm²' || written === 'kgf/cm2' ? 'kg/cm2' : written);
const metresPer = (unit: string): number => PASCALS[unit]! / (WATER_DENSITY * GRAVITY);
/** "about 41 m", "about 3.5 m": no more digits than a gauge reading has. */
const round = (value: number): string => (value >= 10 ? value.toFixed(0) : value.toFixed(1));

export function answerAboutPressureHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query).replace(/,(?=\d{3}\b)/g, '');
  const page = pages.find((p) => p.sections.some((s) => /^pressure head$/i.test(s.heading)));
  const closing = page ? readMoreLine(page) : '';
  const sources = page ? [{ title: page.title, url: page.url }] : [];
  const pressure = q.match(PRESSURE);
  if (pressure && ASKS_HEAD.test(q.replace(pressure[0], ''))) {
    const unit = unitOf(pressure[2]!);
    const value = Number(pressure[1]);
    return factAnswer(
      [
        `${pressure[1]} ${pressure[2]} is about ${round(value * metresPer(unit))} m of water head: head = p/(ρg), and 1 ${pressure[2]} is about ${metresPer(unit).toPrecision(3)} m of water at about 20 °C.`,
      ],
      closing,
      sources,
    );
  }
  const head = q.match(HEAD);
  const asked = q.match(ASKS_PRESSURE);
  if (head && asked && !pressure) {
    const unit = unitOf(asked[3]!);
    return factAnswer(
      [
        `${head[1]} m of water head is about ${(Number(head[1]) / metresPer(unit)).toFixed(2)} ${asked[3]}, for water at about 20 °C: p = ρgh.`,
      ],
      closing,
      sources,
    );
  }
  return null;
}
