/** How the facts read a figure a visitor gives and write one back. */

/** A length in metres as visitors type it ("4.2 m", "50 metres", "10 mwc"), the number captured; not "m3" or "m/s". */
export const IN_METRES = String.raw`(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mwc)(?![a-z0-9/³])`;

/** A figure as a visitor reads it: "0.2", "4.6", "1.05"; no trailing zeros. */
export const figure = (value: number, digits = 2): string => String(Number(value.toFixed(digits)));
