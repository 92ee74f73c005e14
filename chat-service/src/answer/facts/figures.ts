/** How the facts read a figure a visitor gives and write one back. */

/** A length in metres as visitors type it ("4.2 m", "50 metres", "10 mwc"), the number captured; not "m3" or "m/s". */
export const IN_METRES = String.raw`(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mwc)(?![a-z0-9/³])`;

/** A figure as a visitor reads it: "0.2", "4.6", "1.05"; no trailing zeros. */
export const figure = (value: number, digits = 2): string => String(Number(value.toFixed(digits)));

/** A flow as visitors type it, number and unit captured: "0.3 m3/s", "500 l/s", "1800 m3/h". */
export const FLOW =
  /(\d+(?:\.\d+)?)\s*(m3\/s|m³\/s|cumecs?|m3\/h|m³\/h|m3\/hr|m³\/hr|cmh|l\/s|lps|litres? per second|liters? per second)(?![a-z0-9])/;

/** A flow in cubic metres per second, from a value in one of the units `FLOW` reads. */
export function cubicMetresPerSecond(value: number, unit: string): number {
  if (/\/h|hr|cmh/.test(unit)) return value / 3600;
  if (/l\/s|lps|litre|liter/.test(unit)) return value / 1000;
  return value;
}

/** The words that may stand between a quantity's name and its figure: "suction lift is about 3 m". */
export const SAID = String.raw`(?:\s+(?:is|of|=|:|about|around|approx|approximately|roughly|only|just))*\s*`;
/** "suction lift is 3 m", "3 m suction lift": the figure captured in group 1 or 2. */
export const SUCTION_LIFT = String.raw`\bsuction lift${SAID}${IN_METRES}|${IN_METRES} (?:of )?(?:static )?suction lift\b`;
/** "suction head 2 m", "2 m of static suction head". */
export const SUCTION_HEAD = String.raw`\b(?:static )?suction head${SAID}${IN_METRES}|${IN_METRES} (?:of )?(?:static )?suction head\b`;

/** The first group a pattern captured, as a number (thousands separators dropped), or null. */
export const firstFigure = (found: RegExpMatchArray | null): number | null => {
  const value = found?.slice(1).find((v) => v !== undefined);
  return value === undefined ? null : Number(value.replace(/,/g, ''));
};
