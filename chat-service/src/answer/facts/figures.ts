/** How the facts read a figure a visitor gives and write one back. */
import { normalise } from '../../retrieve/aspect.ts';

/** A message as the calculators read it: normalised, thousands separators dropped ("400,000 Pa" -> "400000 Pa"). */
export const normaliseFigures = (text: string): string => normalise(text).replace(/,(?=\d{3}\b)/g, '');

/** A length in metres as visitors type it ("4.2 m", "50 metres", "10 mwc"), the number captured; not "m3" or "m/s". */
export const IN_METRES = String.raw`(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?|mwc)(?![a-z0-9/³])`;

/** A figure as a visitor reads it: "0.2", "4.6", "1.05"; no trailing zeros. */
export const figure = (value: number, digits = 2): string => String(Number(value.toFixed(digits)));

/** Standard gravity, m/s². */
export const GRAVITY = 9.81;

/** "1 bar (100 kPa) corresponds to about 10.2 m": the sentence that gives the head of water a bar makes, its figure captured. */
export const HEAD_PER_BAR = /\b1 bar\b[^.]*?\bcorresponds to about (\d+(?:\.\d+)?) m\b/;

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
  { name: 'm³/s', written: String.raw`m3\/s|m³\/s|cumecs?|(?:m3|m³|cubic met(?:re|er)s?) per second`, perUnit: 1 },
  {
    name: 'm³/h',
    written: String.raw`m3\/h|m³\/h|m3\/hr|m³\/hr|cmh|cum\/hr?|(?:m3|m³|cum|cubic met(?:re|er)s?) (?:per|an) hour`,
    perUnit: 1 / 3600,
  },
  { name: 'l/s', written: String.raw`l\/s|lps|litres? per second|liters? per second|litres? per sec|liters? per sec`, perUnit: 1 / 1000 },
  { name: 'MLD', written: String.raw`mld|million litres? per day|million liters? per day`, perUnit: 1000 / 86_400 },
  {
    name: 'm³/day',
    written: String.raw`m3\/day|m³\/day|m3\/d|cum\/day|(?:m3|m³|cum|cubic met(?:re|er)s?) (?:per|a) day`,
    perUnit: 1 / 86_400,
  },
  // US gallons per minute.
  { name: 'gpm', written: 'gpm', perUnit: 0.003785411784 / 60 },
];

/** Any flow unit as visitors type it, captured. */
export const FLOW_UNIT = String.raw`(${FLOW_UNITS.map((u) => u.written).join('|')})(?![a-z0-9])`;
/** The same, not captured: a unit said again inside a list of flows ("420 m3/h, 410 m3/h"). */
export const FLOW_UNIT_SAID = String.raw`(?:${FLOW_UNITS.map((u) => u.written).join('|')})(?![a-z0-9])`;
/** A flow as visitors type it, number and unit captured: "0.3 m3/s", "500 l/s", "1800 m3/h", "5 MLD". */
export const FLOW = new RegExp(String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*${FLOW_UNIT}`);

/** The figure of a flow `FLOW` found, its thousands separators dropped ("20,000 m3/day"). */
export const flowValue = (flow: RegExpMatchArray): number => Number(flow[1]!.replace(/,/g, ''));

/** The unit a visitor's spelling names ("lps", "litres per second": l/s). */
export const flowUnit = (written: string): FlowUnit | undefined => FLOW_UNITS.find((u) => new RegExp(`^(?:${u.written})$`).test(written));

/** A flow in cubic metres per second, from a value in one of the units `FLOW` reads. */
export const cubicMetresPerSecond = (value: number, written: string): number => value * (flowUnit(written)?.perUnit ?? 1);

/**
 * A flow `FLOW` found, in m³/s, with the conversion an answer shows before its arithmetic
 * ("150 l/s is 0.15 m³/s. "), or nothing to show for a flow given in m³/s.
 */
export function flowInCubicMetres(flow: RegExpMatchArray): { cubic: number; converted: string } {
  const cubic = cubicMetresPerSecond(flowValue(flow), flow[2]!);
  const given = flowUnit(flow[2]!)?.perUnit === 1;
  return { cubic, converted: given ? '' : `${flow[1]} ${flow[2]} is ${figure(cubic, 4)} m³/s. ` };
}

/** A velocity as visitors type it, the number captured: "2.5 m/s", "1 metre per second". */
export const VELOCITY = /(\d+(?:\.\d+)?)\s*(?:m\/s|m\/sec|mps|metres? per second|meters? per second)\b/;
/** A power in kilowatts, the number captured: "65 kW". */
export const KILOWATTS = /(\d+(?:\.\d+)?)\s*kw\b/;

/** A power as visitors give it, figure and unit captured: "45 kW", "25 hp", "15 horse power". */
export const POWER = /(\d+(?:\.\d+)?)\s*(kw|hp|bhp|horse ?power)\b/;
/** A power's unit as an answer writes it. */
export const powerUnitSpelt = (unit: string): string => (unit === 'kw' ? 'kW' : unit === 'bhp' ? 'bhp' : 'hp');

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
/** A volume as visitors name it after "per" or "a": "m3", "cubic metre", "kl". */
export const VOLUME_UNIT = String.raw`(?:m3|cu\.?\s?m|cum|cubic met(?:re|er)|kl|kilolit(?:re|er))`;
/** "pumped 9,600 m3", "the 2 ML reservoir": a volume told, its figure and unit captured (thousands separated or not). */
export const VOLUME_TOLD = new RegExp(
  String.raw`(?<![\d.,/])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(ml|megalit(?:re|er)s?|${VOLUME_UNIT})(?![a-z0-9/])`,
);
/** The volume `VOLUME_TOLD` found, in m³: a megalitre (ML) is 1,000 m³. */
export const cubicMetresTold = (volume: RegExpMatchArray): number => firstFigure(volume)! * (/^(ml|megalit)/.test(volume[2]!) ? 1000 : 1);

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

/** A figure as visitors type it, thousands separators and all: "1,200", "1200", "1.2". */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
/** The words between a quantity named and its figure: "density of about", "SG=", "specific gravity is ~". */
const NAMED_AS = String.raw`(?:\s*[=:~]|\s+(?:is|of|about|around|approx\.?|approximately|roughly|nearly|say|abt))*\s*`;
/** "1200 kg/m3", "1200 kg per cubic metre": kilograms a cubic metre. */
const KG_PER_CUBIC_METRE = String.raw`kgs?\s*(?:\/\s*|per\s+)(?:m3|cu\.?\s*m|cum|cubic met(?:re|er))(?![a-z0-9])`;
/** "1.2 t/m3", "1.2 g/cm3", "1.2 kg/l": a thousand times the figure in kg/m³. */
const TONNES_PER_CUBIC_METRE = String.raw`(?:t|te|tonnes?|tons?)\s*(?:\/\s*|per\s+)(?:m3|cu\.?\s*m|cum|cubic met(?:re|er))(?![a-z0-9])|(?:g|gm|gms|grams?)\s*(?:\/\s*|per\s+)(?:cm3|cc|ml)(?![a-z0-9])|kgs?\s*(?:\/\s*|per\s+)(?:l|lit(?:re|er)s?|ltrs?)(?![a-z0-9])`;
/** "SG 1.2", "specific gravity of 1.2", "sp. gr. 1.2", "relative density 1.2": a density against water's. */
const RELATIVE = String.raw`\b(?:s\.?g\.?|sp\.?\s?gr\.?|specific gravity|relative density)(?![a-z])`;
/** Each way a density is written, with kg/m³ in one of its unit and how an answer writes the unit back. */
const DENSITIES: readonly { pattern: RegExp; perUnit: number; unit: string }[] = [
  { pattern: new RegExp(String.raw`${NUMBER}\s*(?:${KG_PER_CUBIC_METRE})`), perUnit: 1, unit: 'kg/m³' },
  { pattern: new RegExp(String.raw`${NUMBER}\s*(?:${TONNES_PER_CUBIC_METRE})`), perUnit: 1000, unit: 't/m³' },
  {
    pattern: new RegExp(String.raw`${RELATIVE}${NAMED_AS}${NUMBER}(?!\.?\d|\s*(?:bar|kpa|psi|m\b|%))|${NUMBER}\s*(?:sg|s\.g\.)(?![a-z])`),
    perUnit: 1000,
    unit: 'SG',
  },
];
/** "a density of 1200", "density is 1.2": no unit, read by its size, a relative density or kg/m³. */
const DENSITY_BARE = new RegExp(
  String.raw`\bdensity${NAMED_AS}${NUMBER}(?!\.?\d|\s*(?:bar[ag]?|kpa|mpa|psi[ag]?|m|mm|cm|kg|g|t|l|c|°|%|\/)(?![a-z]))`,
);

/** Densities of the liquids pumps move, kg/m³: any figure outside is some other quantity. */
const LIQUID_DENSITIES = { least: 400, most: 3000 };

/**
 * The density of the liquid a question states, in kg/m³, and as it was said ("1200 kg/m³",
 * "SG 1.2"); null where it states none, or a figure no pumped liquid has.
 */
export function liquidDensity(q: string): { density: number; said: string } | null {
  const inRange = (density: number): boolean => density >= LIQUID_DENSITIES.least && density <= LIQUID_DENSITIES.most;
  for (const { pattern, perUnit, unit } of DENSITIES) {
    const found = q.match(pattern);
    const written = found?.slice(1).find((v) => v !== undefined);
    if (written === undefined) continue;
    const value = Number(written.replace(/,/g, ''));
    const density = value * perUnit;
    if (!inRange(density)) return null;
    const given = unit === 'SG' ? `SG ${figure(value, 3)}` : `${figure(value, 3)} ${unit}`;
    return { density, said: perUnit === 1 ? given : `${given} (${figure(density, 1)} kg/m³)` };
  }
  const bare = q.match(DENSITY_BARE);
  if (!bare) return null;
  const value = Number(bare[1]!.replace(/,/g, ''));
  // "density 1.2" is against water, "density 1200" in kg/m³: no liquid is pumped at 1.2 kg/m³.
  const density = value < 10 ? value * 1000 : value;
  if (!inRange(density)) return null;
  return { density, said: value < 10 ? `SG ${figure(value, 3)} (${figure(density, 1)} kg/m³)` : `${figure(density, 1)} kg/m³` };
}

/** A currency as visitors write it before a figure ("Rs 7.50", "₹7.5", "$0.12"), and how an answer writes it back. */
const CURRENCY_BEFORE: readonly { written: string; back: string }[] = [
  { written: String.raw`rs\.?|rupees?`, back: 'Rs ' },
  { written: '₹', back: '₹' },
  { written: 'inr', back: 'INR ' },
  { written: String.raw`us\$|usd|\$`, back: '$' },
  { written: '€|eur', back: '€' },
  { written: '£|gbp', back: '£' },
];
/** A currency written after a figure ("7.5 rupees", "0.25 euros", "12 cents"), and how an answer writes it back. */
const CURRENCY_AFTER: readonly { written: string; back: string; after?: boolean }[] = [
  { written: String.raw`rupees?|rs\.?|inr`, back: 'Rs ' },
  { written: String.raw`dollars?|usd`, back: '$' },
  { written: 'euros?|eur', back: '€' },
  { written: 'pounds?|gbp', back: '£' },
  { written: 'cents?', back: ' cents', after: true },
  { written: 'paise', back: ' paise', after: true },
  { written: 'pence|p', back: 'p', after: true },
];
/** "a unit", "per kWh", "/kwh", "for each unit": what the price is for, a kilowatt-hour. */
const PER_KWH = String.raw`\s*(?:\/|per|a|an|each|every|for (?:a|an|one|each|every))\s*(?:kwh|kw-?hr?|kilowatt[- ]hours?|units?)(?![a-z])`;
/** "power costs us", "tariff is", "electricity at": words that make a bare figure a price of energy. */
const PRICE_NAMED = String.raw`\b(?:tariff|unit rate|energy (?:cost|price|rate)|electricity (?:cost|price|rate)|power (?:cost|price|rate))s?\b(?:\s+(?:is|of|us|at|about|around|=|:))*\s*`;

/** The price of a kilowatt-hour a question states, the figure as written and how to write a sum in its currency. */
export interface Tariff {
  perKwh: number;
  said: string;
  /** A sum written in the visitor's currency: "Rs 1.21", "$0.02", "1.9 cents"; the bare figure where none was named. */
  money: (value: string) => string;
  /** The price alone, as the visitor's currency writes it: "Rs 8", "12 cents". */
  price: string;
  /** The words the price took up in the question, for reading the rest of it. */
  words: string;
  /** Priced in rupees, whose large sums visitors read in lakh and crore. */
  rupees: boolean;
}

/** A sum written back in a currency, before the figure ("Rs 1.21") or after it ("1.9 cents"). */
const writtenIn =
  (back: string, after = false) =>
  (value: string): string =>
    after ? `${value}${back}` : `${back}${value}`;

/** How a sum in rupees is written back; paise are too small a coin to count in lakh. */
const RUPEES: ReadonlySet<string> = new Set(['Rs ', '₹', 'INR ']);

/** Each way a price of energy is written, compiled once: currency before the figure, after it, or none but named. */
const TARIFF_PATTERNS: readonly { pattern: RegExp; money: (value: string) => string; rupees: boolean }[] = [
  ...CURRENCY_BEFORE.map(({ written, back }) => ({
    pattern: new RegExp(String.raw`(${PRICE_NAMED})?(?<![a-z])(?:${written})\s*${NUMBER}(${PER_KWH})?`),
    money: writtenIn(back),
    rupees: RUPEES.has(back),
  })),
  ...CURRENCY_AFTER.map(({ written, back, after }) => ({
    pattern: new RegExp(String.raw`(${PRICE_NAMED})?${NUMBER}\s*(?:${written})(?![a-z])(${PER_KWH})?`),
    money: writtenIn(back, after),
    rupees: RUPEES.has(back),
  })),
  { pattern: new RegExp(String.raw`(${PRICE_NAMED})${NUMBER}(${PER_KWH})`), money: (value: string) => value, rupees: false },
];

/**
 * The price of energy a question gives: "Rs 7.50 a unit", "₹8/kWh", "0.12 USD per kWh", "12
 * cents a kWh", "tariff is 7.5 per unit"; null where it gives none.
 */
export function tariffOf(q: string): Tariff | null {
  // Most questions give no figure at all.
  if (!/\d/.test(q)) return null;
  for (const { pattern, money, rupees } of TARIFF_PATTERNS) {
    const found = q.match(pattern);
    // "Rs 7.5" alone is any sum: a price of energy is named so, or given a kWh at a time.
    if (!found || (found[1] === undefined && found[3] === undefined)) continue;
    const price = money(found[2]!);
    return { perKwh: Number(found[2]!.replace(/,/g, '')), said: `${price} a kWh`, price, money, words: found[0], rupees };
  }
  return null;
}

/** A sum of money to the digits it is paid in: "1.21", "0.019", "1,213". */
export const moneySaid = (value: number): string =>
  value >= 100 ? Math.round(value).toLocaleString('en-GB') : value >= 0.1 ? value.toFixed(2) : value.toPrecision(2);

/** A figure to three significant digits, with thousands separators: "857,000", "2,020", "45.7". */
export const roughly = (value: number): string => Number(value.toPrecision(3)).toLocaleString('en-GB');

/**
 * An energy worked out, as shown: whole where the product is a whole number (15 kW for 7,300 hours
 * is 109,500 kWh, not 110,000), else to three figures.
 */
export const kwhShown = (exact: number): number =>
  Math.abs(exact - Math.round(exact)) < 1e-6 ? Math.round(exact) : Number(exact.toPrecision(3));

/** A large sum in lakh or crore, as sums in rupees are read in India: "68.6 lakh", "1.25 crore"; null below a lakh. */
export const lakhSaid = (value: number): string | null =>
  value >= 1e7 ? `${Number((value / 1e7).toPrecision(3))} crore` : value >= 1e5 ? `${Number((value / 1e5).toPrecision(3))} lakh` : null;

/** A sum in the tariff's currency, a large sum in rupees in lakh or crore too: "Rs 68.6 lakh (Rs 6,856,000)". */
export function sumSaid(value: number, tariff: Tariff): string {
  const said = tariff.money(moneySaid(value));
  const lakh = tariff.rupees ? lakhSaid(value) : null;
  return lakh ? `${tariff.money(lakh)} (${said})` : said;
}

/** How long a pump runs: hours a day, hours a year, or hours told with neither. */
export interface RunningHours {
  hours: number;
  per: 'day' | 'year' | null;
  /** The words that said it, for reading the rest of the question. */
  words: string;
}

/** "20 hours a day", "16 hrs/day", "8,000 h a year", "6000 running hours per annum", "18 hours daily", "runs 10 hours". */
const HOURS_RUN =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:running |operating |run )?(?:hours?|hrs?|h)\b(?:\s*(?:a|per|each|every|\/|in a)\s*(day|d|year|yr|annum)\b|\s+(daily|yearly|annually))?/;
/** "24/7", "round the clock", "runs continuously": all the hours of every day. */
const ROUND_THE_CLOCK = /\b24\s*[x×/]\s*7\b|\b(?:a)?round[- ]the[- ]clock\b|\bcontinuous(?:ly)?\b|\bnon[- ]?stop\b/;
/** Hours in a day and a year: more than that is no running time. */
const HOURS_IN = { day: 24, year: 8_760 } as const;

/** The running hours a text gives, null where it gives none or more than a day or a year holds. */
export function runningHours(text: string): RunningHours | null {
  const found = text.match(HOURS_RUN);
  if (!found) {
    const always = text.match(ROUND_THE_CLOCK);
    return always ? { hours: 24, per: 'day', words: always[0] } : null;
  }
  const hours = Number(found[1]!.replace(/,/g, ''));
  const per = found[2] ?? found[3];
  const unit = per === undefined ? null : /^(?:d|day|daily)$/.test(per) ? 'day' : 'year';
  if (!(hours > 0) || hours > HOURS_IN[unit ?? 'year']) return null;
  return { hours, per: unit, words: found[0] };
}

export type Period = 'day' | 'month' | 'year';
/** "per year", "a month", "each day", "annual", "monthly": the stretch of time a figure is asked for. */
const PERIOD_ASKED =
  /\b(?:per|a|an|each|every|in a|for a|over a|in one|for one|one|the|this|that)\s+(?:\d+[- ]?days?[- ])?(day|month|year|annum)\b|\b(daily|monthly|yearly|annual(?:ly)?)\b/;

/** The period a text asks a figure for: read it with the running hours' own words taken out ("20 hours a day"). */
export function periodAsked(text: string): Period | null {
  const found = text.match(PERIOD_ASKED);
  const word = found?.[1] ?? found?.[2];
  if (word === undefined) return null;
  return /^(?:day|daily)$/.test(word) ? 'day' : /^(?:month|monthly)$/.test(word) ? 'month' : 'year';
}

/** Days in a month as a month's running is usually reckoned. */
export const DAYS_A_MONTH = 30;
/** Days in a year of running. */
export const DAYS_A_YEAR = 365;

/**
 * The hours run in the period asked, and the arithmetic that gives them ("20 hours a day × 365
 * days"), with the period's words ("a year"); with no period asked, a day's hours give a year's,
 * as running costs are usually reckoned, and hours told with neither are the hours themselves.
 */
export function hoursOver(run: RunningHours, asked: Period | null): { hours: number; arithmetic: string; period: string } {
  const h = run.hours.toLocaleString('en-GB');
  // "runs 20 hours" and a year asked: a day's running, which no year is that short of.
  const per = run.per ?? (run.hours > HOURS_IN.day ? 'year' : asked ? 'day' : null);
  if (per === null) return { hours: run.hours, arithmetic: `${h} hours`, period: `in ${h} hours` };
  const period = asked ?? 'year';
  const said = { day: 'a day', month: 'a month', year: 'a year' }[period];
  if (per === 'day') {
    const days = { day: 1, month: DAYS_A_MONTH, year: DAYS_A_YEAR }[period];
    return { hours: run.hours * days, arithmetic: days === 1 ? `${h} hours` : `${h} hours a day × ${days} days`, period: said };
  }
  const parts = { day: DAYS_A_YEAR, month: 12, year: 1 }[period];
  return { hours: run.hours / parts, arithmetic: parts === 1 ? `${h} hours` : `${h} hours a year / ${parts}`, period: said };
}

/** "suction gauge shows 0.8 bar", "the delivery reads 6.3 bar", "0.3 bar vacuum": a reading on each side of the pump. */
const SIDE_READING = new RegExp(
  String.raw`\b(suction|inlet|delivery|discharge|outlet)\b[^.?\d]{0,30}?(-?\d+(?:\.\d+)?)\s*(${Object.keys(PASCALS).join('|')})(?![a-z])( (?:of )?vacuum)?`,
  'g',
);

/** One gauge's reading: its figure against the atmosphere (a vacuum below it) and as the visitor gave it. */
export interface GaugeReading {
  /** Negative for a vacuum. */
  value: number;
  unit: string;
  /** "6.3 bar", "0.3 bar of vacuum". */
  said: string;
}

/** The suction and the delivery gauge's readings a text gives, the first of each side; null without both. */
export function gaugeReadings(text: string): { suction: GaugeReading; delivery: GaugeReading } | null {
  const readings = [...text.matchAll(SIDE_READING)];
  const isSuction = (r: RegExpMatchArray) => /suction|inlet/.test(r[1]!);
  const read = (r: RegExpMatchArray | undefined): GaugeReading | null => {
    if (!r) return null;
    const unit = r[3]!;
    const spelt = PRESSURE_SPELT[unit] ?? unit;
    const vacuum = r[4] !== undefined;
    return {
      value: vacuum ? -Math.abs(Number(r[2])) : Number(r[2]),
      unit,
      said: vacuum ? `${Math.abs(Number(r[2]))} ${spelt} of vacuum` : `${r[2]} ${spelt}`,
    };
  };
  const suction = read(readings.find(isSuction));
  const delivery = read(readings.find((r) => !isSuction(r)));
  return suction && delivery ? { suction, delivery } : null;
}
