/** How the facts read a figure a visitor gives and write one back. */

/** A length in metres as visitors type it ("4.2 m", "50 metres", "10 mwc"), the number captured; not "m3" or "m/s". */
export const IN_METRES = String.raw`(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mwc)(?![a-z0-9/³])`;

/** A figure as a visitor reads it: "0.2", "4.6", "1.05"; no trailing zeros. */
export const figure = (value: number, digits = 2): string => String(Number(value.toFixed(digits)));

/** Standard gravity, m/s². */
export const GRAVITY = 9.81;

/** Water's density taken as 1 t/m³ in the power an answer works out. */
const WATER_TONNES_PER_CUBIC_METRE = 1;
/** ρ·g for water in kN/m³, so ρ·g·Q·H comes out in kW: the arithmetic answers show ("9.81 × 0.1 × 50"). */
export const WATER_WEIGHT = WATER_TONNES_PER_CUBIC_METRE * GRAVITY;

/** A percentage as visitors type it, the number captured: "80%", "65 percent". */
export const PERCENT = String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)`;

/** Degrees Celsius as visitors type the unit after a figure: "°C", "deg C", "deg.", "degrees", "C". */
export const CELSIUS = String.raw`(?:°\s*c|deg(?:rees?)?\.?(?:\s*c)?|degree(?:s)?(?:\s*c)?|c)\b`;

/** A flow unit: how an answer writes it, how visitors write it, and its cubic metres per second. */
export interface FlowUnit {
  name: string;
  written: string;
  perUnit: number;
}

/** Every flow unit the facts read, the one table the flow pattern and the conversions come from. */
const FLOW_UNITS: readonly FlowUnit[] = [
  { name: 'm³/s', written: String.raw`m3\/s|m³\/s|cumecs?|cubic met(?:re|er)s? per second`, perUnit: 1 },
  { name: 'm³/h', written: String.raw`m3\/h|m³\/h|m3\/hr|m³\/hr|cmh|cubic met(?:re|er)s? per hour`, perUnit: 1 / 3600 },
  { name: 'l/s', written: String.raw`l\/s|lps|litres? per second|liters? per second|litres? per sec|liters? per sec`, perUnit: 1 / 1000 },
  { name: 'MLD', written: String.raw`mld|million litres? per day|million liters? per day`, perUnit: 1000 / 86_400 },
  { name: 'm³/day', written: String.raw`m3\/day|m³\/day|m3\/d|cubic met(?:re|er)s? per day`, perUnit: 1 / 86_400 },
  // US gallons per minute.
  { name: 'gpm', written: 'gpm', perUnit: 0.003785411784 / 60 },
];

/** Any flow unit as visitors type it, captured. */
export const FLOW_UNIT = String.raw`(${FLOW_UNITS.map((u) => u.written).join('|')})(?![a-z0-9])`;
/** A flow as visitors type it, number and unit captured: "0.3 m3/s", "500 l/s", "1800 m3/h", "5 MLD". */
export const FLOW = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${FLOW_UNIT}`);

/** The unit a visitor's spelling names ("lps", "litres per second": l/s). */
export const flowUnit = (written: string): FlowUnit | undefined => FLOW_UNITS.find((u) => new RegExp(`^(?:${u.written})$`).test(written));

/** A flow in cubic metres per second, from a value in one of the units `FLOW` reads. */
export const cubicMetresPerSecond = (value: number, written: string): number => value * (flowUnit(written)?.perUnit ?? 1);

/**
 * A flow `FLOW` found, in m³/s, with the conversion an answer shows before its arithmetic
 * ("150 l/s is 0.15 m³/s. "), or nothing to show for a flow given in m³/s.
 */
export function flowInCubicMetres(flow: RegExpMatchArray): { cubic: number; converted: string } {
  const cubic = cubicMetresPerSecond(Number(flow[1]), flow[2]!);
  const given = flowUnit(flow[2]!)?.perUnit === 1;
  return { cubic, converted: given ? '' : `${flow[1]} ${flow[2]} is ${figure(cubic, 4)} m³/s. ` };
}

/** A velocity as visitors type it, the number captured: "2.5 m/s", "1 metre per second". */
export const VELOCITY = /(\d+(?:\.\d+)?)\s*(?:m\/s|m\/sec|mps|metres? per second|meters? per second)\b/;
/** A power in kilowatts, the number captured: "65 kW". */
export const KILOWATTS = /(\d+(?:\.\d+)?)\s*kw\b/;

/** The words that may stand between a quantity's name and its figure: "suction lift is about 3 m". */
export const SAID = String.raw`(?:\s+(?:is|of|=|:|about|around|approx|approximately|roughly|only|just))*\s*`;
/** Words that name the delivery side of a pump: "delivery tank", "discharge head", "reservoir", "overhead tank". */
export const DELIVERY_SIDE = String.raw`delivery|discharge|reservoir|overhead tank|outlet`;
/** Words between a place and its figure, which never cross to the delivery side ("in the sump, and the delivery tank is 27 m"). */
const NOT_DELIVERY = String.raw`(?:(?!\b(?:${DELIVERY_SIDE}|overhead)\b)[^.?\d])`;
/** Where a suction level stands against the pump: "the suction tank level is 4 m above the pump centreline". */
const SUCTION_LEVEL = String.raw`\b(?:suction|sump|wet well|intake)\b${NOT_DELIVERY}{0,40}?${IN_METRES} `;
const PUMP_DATUM = String.raw` (?:the )?(?:pump|centre ?line|center ?line|datum|impeller|eye)\b`;
/** Where the pump stands against the suction level: "the pump centreline sits 3 m above the water surface in the sump". */
const PUMP_LEVEL = String.raw`\b(?:pump|centre ?line|center ?line|datum|impeller|eye)\b${NOT_DELIVERY}{0,30}?${IN_METRES} `;
const WATER_SURFACE = String.raw` (?:the )?(?:(?:sump |suction |intake |wet well )?(?:water|liquid)(?: (?:surface|level))?|free surface|suction (?:level|surface)|sump (?:level|surface))\b`;
/** "suction lift is 3 m", "3 m suction lift": the figure captured in one of the groups. */
export const SUCTION_LIFT = String.raw`\bsuction lift${SAID}${IN_METRES}|${IN_METRES} (?:of )?(?:static )?suction lift\b|${SUCTION_LEVEL}below${PUMP_DATUM}|${PUMP_LEVEL}above${WATER_SURFACE}`;
/** "suction head 2 m", "2 m of static suction head". */
export const SUCTION_HEAD = String.raw`\b(?:static )?suction head${SAID}${IN_METRES}|${IN_METRES} (?:of )?(?:static )?suction head\b|${SUCTION_LEVEL}above${PUMP_DATUM}|${PUMP_LEVEL}below${WATER_SURFACE}`;

/** The first group a pattern captured, as a number (thousands separators dropped), or null. */
export const firstFigure = (found: RegExpMatchArray | null): number | null => {
  const value = found?.slice(1).find((v) => v !== undefined);
  return value === undefined ? null : Number(value.replace(/,/g, ''));
};
/** A pump's head as visitors give it, the figure captured in group 1 or 2: "head 50 m", "40 m of total head". */
export const HEAD_GIVEN = String.raw`\bhead${SAID}${IN_METRES}|${IN_METRES} (?:of )?(?:total )?head\b`;

/** "four pumps", "six vanes": the counts visitors spell out, and the figure each stands for. */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
/** A count in figures or in words: "4", "four". */
export const COUNTED = String.raw`(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
/** The figure a count stands for, spelt out or not. */
export const countOf = (written: string): number => COUNT_WORDS[written] ?? Number(written);

/**
 * Pascals in one of each unit visitors read a gauge or a tank's pressure in (normalised text:
 * "kg/cm²" reads "kg/cm2"); "barg" and "psig" are gauge, "bara" and "psia" absolute.
 */
export const PASCALS: Readonly<Record<string, number>> = {
  bar: 100_000,
  barg: 100_000,
  bara: 100_000,
  kpa: 1_000,
  mpa: 1_000_000,
  psi: 6_894.76,
  psig: 6_894.76,
  psia: 6_894.76,
  'kg/cm2': 98_066.5,
  'kgf/cm2': 98_066.5,
  ksc: 98_066.5,
};
/** How a pressure unit is written back, where the normalised text lowers its capitals or marks it gauge. */
export const PRESSURE_SPELT: Readonly<Record<string, string>> = {
  barg: 'bar',
  psig: 'psi',
  kpa: 'kPa',
  mpa: 'MPa',
  'kg/cm2': 'kg/cm²',
  'kgf/cm2': 'kgf/cm²',
};
