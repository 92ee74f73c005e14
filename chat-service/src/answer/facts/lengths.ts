/** How the facts read a length a visitor gives: a bell, a pipe's bore, a channel's width or depth. */
import { figure } from './figures.ts';

/** A length as visitors type it, number and unit captured: "600 mm", "0.5 m", "8 inch"; not "m3" or "m/s". */
export const LENGTH = String.raw`(\d+(?:\.\d+)?)\s*(mm|cm|m|metres?|meters?|inch(?:es)?|")(?![a-z0-9/³])`;

const METRES_PER: Readonly<Record<string, number>> = { mm: 0.001, cm: 0.01, inch: 0.0254, inches: 0.0254, '"': 0.0254 };

/** A length `LENGTH` captured, in metres. */
export const metres = (value: string, unit: string): number => Number(value) * (METRES_PER[unit] ?? 1);

/** A length said back as the visitor would: millimetres under a metre, metres from a metre up. */
export const lengthSaid = (metresLong: number): string =>
  metresLong < 1 ? `${figure(metresLong * 1000, 0)} mm` : `${figure(metresLong, 2)} m`;

/** What a pipe is called: "pipe", "suction line", "rising main". */
const PIPE = String.raw`(?:pipe|pipeline|line|main)s?\b`;
/** "a 200 mm suction pipe", "suction pipe is 200 mm", "pipe of 8 inch dia", "DN 250": the bore, value and unit captured; not "a pipe 40 m long". */
const BORE = new RegExp(
  String.raw`${LENGTH}\s*(?:nb\s+|dia(?:meter)?\.?\s+|bore\s+|id\s+)?(?:[a-z]+\s+)?${PIPE}|\b${PIPE}[^.?!\d]{0,30}?${LENGTH}(?!\s*(?:long|of length|in length))|\bdn\s*(\d+)\b`,
);

/** The bore of the pipe a question names, in metres, and as the visitor said it; null without one. */
export function boreOf(q: string): { bore: number; said: string } | null {
  const found = q.match(BORE);
  if (!found) return null;
  // "DN 250" is in millimetres.
  const [value, unit] = found[1] ? [found[1], found[2]!] : found[3] ? [found[3], found[4]!] : [found[5]!, 'mm'];
  const bore = metres(value, unit);
  // A bore outside what pumps are piped with is some other length ("a 300 m rising main").
  if (!(bore >= 0.015 && bore <= 3)) return null;
  const said = unit === 'mm' ? `${value} mm` : /^(?:inch|inches|")$/.test(unit) ? `${value} inch` : lengthSaid(bore);
  return { bore, said };
}

/** The mean velocity of a flow (m³/s) through a round bore (m): V = Q / (π D² / 4). */
export const meanVelocity = (cubic: number, bore: number): number => cubic / ((Math.PI * bore ** 2) / 4);

/** "Q / (π D² / 4) = 0.08 / (π × 0.2² / 4)": the arithmetic an answer shows for the mean velocity. */
export const meanVelocityWorked = (cubic: number, bore: number): string =>
  `Q / (π D² / 4) = ${figure(cubic, 4)} / (π × ${figure(bore, 3)}² / 4)`;
