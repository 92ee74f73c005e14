/**
 * "Discharge 0.1 m³/s, head 50 m, shaft power 65 kW: what efficiency?": hydraulic power ρ·g·Q·H
 * over the power given, as the knowledge base defines pump (shaft) and wire-to-water (electrical
 * input) efficiency, for water, citing its page. Read the other way, the power a duty needs from
 * the supply; and over the hours it runs, the energy, and at the visitor's tariff, its cost, of
 * the question's own duty or, after "what input power?", of the one asked about before.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import {
  figure,
  flowInCubicMetres,
  flowUnit,
  FLOW,
  HEAD_GIVEN,
  hoursOver,
  IN_METRES,
  KILOWATTS,
  kwhShown,
  moneySaid,
  PERCENT,
  periodAsked,
  POWER,
  powerUnitSpelt,
  runningHours,
  sumSaid,
  tariffOf,
  WATER_WEIGHT,
  type RunningHours,
  type Tariff,
} from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power; wire-to-water efficiency divides by electrical input." */
const DEFINED = /\bpump efficiency is hydraulic power ρ·g·Q·H divided by shaft power\b/i;
/** "The shaft power is that hydraulic power divided by the pump efficiency, and the electrical input is the shaft power divided by the motor efficiency." */
const CHAIN = /\bthe electrical input is the shaft power divided by the motor efficiency\b/i;
/** "The best single indicator is specific energy, the kilowatt-hours consumed per cubic metre pumped...": what a running energy is judged by. */
const INDICATOR = /\bthe best single indicator is specific energy\b/i;
/** "The hydraulic power a pump gives to the water is P = ρ·g·Q·H": the power asked alone, with no efficiency. */
export const HYDRAULIC = /\bhydraulic power a pump gives to the water is P = ρ·g·Q·H\b/i;
const ASKS_HYDRAULIC = /\b(hydraulic|water) power\b/;
const HEAD = new RegExp(HEAD_GIVEN);
/** The power given is the motor's input, not the pump shaft's. */
/** Power the supply gives, or an efficiency the visitor names as the whole set's ("overall efficiency?"). */
const INPUT = /\b(input|electrical|drawn|draws|meter|metered|wire|overall|combined)\b/;

/** "a pump delivers 200 L/s against 30 m", "moves 150 l/s at 25 m": the head it works against. */
const AGAINST = new RegExp(
  String.raw`\b(?:against|at|to|lifted|lifting|lifts?|raised|pumped up) (?:(?:the |our )?water )?(?:by |through |up )?(?:a |an )?(?:total )?(?:head of )?${IN_METRES}`,
);
/** "25 m lift", "30 m of lift", "35 m high": the height told before its word. */
const LIFT = new RegExp(String.raw`${IN_METRES} (?:of )?(?:total |static )?(?:lift|high|height|up)\b`);
/** "... 100 l/s and 30 m": a height with no word for it. */
const ONE_HEIGHT = new RegExp(IN_METRES);
/** What an efficiency asked with no power needs. */
const powerNotGiven = (hydraulic: number): string =>
  `Give me the shaft power (or the motor input and its efficiency) and I will work the efficiency out: ${figure(hydraulic, 1)} kW divided by it.`;
/** A head lost or wasted, not one the pump gives. */
const HEAD_LOST = /\b(lost|lose|loses|losing|loss|losses|wasted?|wasting|throttl\w*|across)\b/;
/** What a power asked with no efficiency needs. */
const EFFICIENCIES_NOT_GIVEN =
  "The shaft power is that divided by the pump's efficiency, and the input from the supply the shaft power divided by the motor's: give me the efficiencies and I will work them out.";
/** The head a duty works against, however it is told. */
const headIn = (text: string): RegExpMatchArray | null => text.match(HEAD) ?? text.match(AGAINST) ?? text.match(LIFT);

/**
 * "about how many kW will it draw?", "what motor power do we need?", "... motor 95%. power?", "what electrical input power
 * should I expect?", "how much will it draw from the supply?", "how do I calculate the power needed?": the
 * power asked, not given.
 */
const ASKS_POWER =
  /(^|[.,;:!?]\s*)(the |what )?(input |shaft |motor |electrical )?(power|kw)\s*\?|\bhow (much|many) (kw|kilowatts?|power|electricity)\b|\bwhat(?:'s| is| would be| will be| should be)?(?: the)?(?: (?:shaft|input|motor|electrical|electric|supply|absorbed|brake))* (?:power|kw|kilowatts?)\b|\b(power|kw) (will|would|does|do|should) (it|the pump|the motor|the set|we|i) (draw|take|need|absorb|use|consume|expect)\b|\b(?:draw|take|pull)s? from the (?:supply|grid|mains)\b|\b(?:input|shaft|absorbed|electrical) power\b|\b(?:calculate|work out|find|estimate|compute|size)\w* (?:the )?(?:(?:shaft|input|motor|electrical|pump) )?(?:power|kw)\b|\b(?:power|kw) (?:needed|required|requirement)\b/;
/** Energy or money over the hours run asked: "how many kWh", "what does that come to", "the yearly bill". */
const ASKS_RUNNING = /\b(?:kwh|units|energy|costs?|costing|bill|spend|expenses?|comes? to|adds? up to|rupees|money)\b/;

/** An efficiency as visitors give it, the figure captured: "80%", "80 percent", "0.8". */
const EFFICIENCY_FIGURE = String.raw`(\d+(?:\.\d+)?\s*(?:%|percent|per cent)|0?\.\d+)`;
const PERCENTAGES = new RegExp(PERCENT, 'g');
/**
 * "pump efficiency of 0.8", "motor 0.94", "η = 0.75": an efficiency as a fraction, named just
 * before it; a bare decimal is as often a flow or a head.
 */
const FRACTIONS =
  /(?<![a-z])(?:pump|motor|overall|wire[- ]to[- ]water|combined|efficiency|efficiencies|η|eta)(?![a-z])(?:\s*(?:is|of|at|=|:|about|around|approx|approximately|roughly|only|efficiency))*\s*(0?\.\d+)(?![\d.]|\s*(?:%|percent|per cent|m\b|m3|l\/|lps|kw|mld|bar|cumec))/g;
/** "pump and motor efficiencies of 80% and 94%": two figures, each of the kind named in its place. */
const RESPECTIVELY = new RegExp(
  String.raw`\b(pump|motor) and (pump|motor) efficienc(?:y|ies)\b[^.?\d]{0,20}?${EFFICIENCY_FIGURE} and ${EFFICIENCY_FIGURE}`,
);
/** A word just after the figure names it ("70% overall", "95% motor"). */
const KIND_AFTER = /^\s*(?:efficient\s+|efficiency\s+)?(pump|motor|overall|wire[- ]to[- ]water|combined)\b/;
/** Else the nearest before it ("the motor 95%"). */
const KIND_BEFORE = /\b(pump|motor|overall|wire[- ]to[- ]water|combined)\b/g;
/** "electrical input 110.4 / 0.94 ≈ 117.4 kW", "the motor draws 117 kW": the input power stated, its figure last. */
const STATED_INPUT =
  /\b(?:electrical input|input(?: power)?|draws?|drawn|drawing|consumes?|absorbs?)\b(?:[^.;?]|\.(?=\d))*?(\d+(?:\.\d+)?)\s*kw\b/g;

type Efficiency = { of: 'pump' | 'motor' | 'overall'; eta: number };

const kindOf = (word: string | undefined): Efficiency['of'] =>
  word === 'motor' ? 'motor' : word === undefined || word === 'pump' ? 'pump' : 'overall';
const etaOf = (written: string): number => (/^0?\.\d+$/.test(written) ? Number(written) : Number.parseFloat(written) / 100);

/**
 * The efficiencies a question gives, as percentages or fractions, each read as the pump's, the
 * motor's or the set's from the words beside it.
 */
export function efficienciesIn(q: string): Efficiency[] {
  const both = q.match(RESPECTIVELY);
  if (both)
    return [
      { of: kindOf(both[1]), eta: etaOf(both[3]!) },
      { of: kindOf(both[2]), eta: etaOf(both[4]!) },
    ];
  const found = [
    ...[...q.matchAll(PERCENTAGES)].map((m) => ({ eta: Number(m[1]) / 100, at: m.index, end: m.index + m[0].length })),
    ...[...q.matchAll(FRACTIONS)].map((m) => ({ eta: Number(m[1]), at: m.index + m[0].length - m[1]!.length, end: m.index + m[0].length })),
  ].sort((a, b) => a.at - b.at);
  return found.flatMap(({ eta, at, end }) => {
    if (!(eta > 0.1 && eta < 1)) return [];
    const after = q.slice(end).match(KIND_AFTER);
    const before = [...q.slice(Math.max(0, at - 30), at).matchAll(KIND_BEFORE)].at(-1);
    return [{ of: kindOf(after?.[1] ?? before?.[1]), eta }];
  });
}

/** A duty's power worked out: the lines that show it and, where an efficiency to the supply is given, the input. */
interface Duty {
  lines: string[];
  /** kW from the supply, unrounded; null where only the pump's efficiency is given. */
  input: number | null;
  /** "540 m³/h at 60 m". */
  said: string;
  rule: PublishedRule;
}

const pct = (eta: number) => `${figure(eta * 100, 1)}%`;

/**
 * "540 m³/h at 60 m head, pump efficiency 80%, motor 94%": shaft power = ρ·g·Q·H / η_pump,
 * input = shaft power / η_motor, as the pages state it, or ρ·g·Q·H / η_overall.
 */
function dutyIn(text: string, pages: readonly Page[]): Duty | null {
  const flow = text.match(FLOW);
  // "hydraulic power for 100 l/s and 30 m?": the one height given, where the power is asked.
  const head = headIn(text) ?? (ASKS_HYDRAULIC.test(text) ? ONE_HEIGHT.exec(text) : null);
  const efficiencies = efficienciesIn(text);
  if (!flow || !head) return null;
  if (efficiencies.length === 0) {
    // "how do I calculate the power of a pump with 100 l/s at 30 m?": the water's power, and how
    // the efficiencies the visitor did not give take it to the shaft and the supply.
    if (ASKS_HYDRAULIC.test(text)) return hydraulicAlone(flow, Number(head[1] ?? head[2]), pages, comparedWith(text, flow, head));
    // Not the power a throttled valve wastes ("12 m lost across it"), worked out elsewhere.
    return ASKS_POWER.test(text) && !HEAD_LOST.test(text)
      ? hydraulicAlone(flow, Number(head[1] ?? head[2]), pages, EFFICIENCIES_NOT_GIVEN)
      : null;
  }
  const pump = efficiencies.find((e) => e.of === 'pump');
  const motor = efficiencies.find((e) => e.of === 'motor');
  const overall = efficiencies.find((e) => e.of === 'overall');
  if (!pump && !overall) return null;
  // The page that gives the pump's and the motor's efficiency in turn, where the answer takes both.
  const [rule] = [...(pump && motor ? publishedRules(pages, CHAIN) : []), ...publishedRules(pages, DEFINED)];
  if (!rule) return null;
  const metres = Number(head[1] ?? head[2]);
  const { hydraulic, worked } = hydraulicPower(flow, metres);
  const lines = [`${worked}.`];
  let input: number | null = null;
  if (pump) {
    const shaft = hydraulic / pump.eta;
    lines.push(
      `At ${pct(pump.eta)} pump efficiency the shaft power is about ${figure(hydraulic, 1)} / ${figure(pump.eta, 2)} ≈ ${figure(shaft, 1)} kW.`,
    );
    if (motor) {
      input = shaft / motor.eta;
      lines.push(
        `With a ${pct(motor.eta)} efficient motor, the input from the supply is about ${figure(shaft, 1)} / ${figure(motor.eta, 2)} ≈ ${figure(input, 1)} kW.`,
      );
    }
  } else if (overall) {
    input = hydraulic / overall.eta;
    lines.push(
      `At ${pct(overall.eta)} overall (wire-to-water) efficiency, the input from the supply is about ${figure(hydraulic, 1)} / ${figure(overall.eta, 2)} ≈ ${figure(input, 1)} kW.`,
    );
  }
  return { lines, input, said: dutySaid(flow, metres), rule };
}

/** "how does it compare with the 76,500 kW of motors?": a power the water's power is set against. */
const COMPARED_POWER =
  /\b(?:compare\w*|against|versus|vs\.?|relative to|share of|fraction of|percentage of)\b[^.?!]{0,30}?(\d[\d,]*(?:\.\d+)?)\s*(kw|mw)\b/;

/** The water's power as a share of the power the visitor sets it against, or undefined. */
function comparedWith(text: string, flow: RegExpMatchArray, head: RegExpMatchArray): string | undefined {
  const against = COMPARED_POWER.exec(text);
  if (!against) return undefined;
  const kw = Number(against[1]!.replace(/,/g, '')) * (against[2] === 'mw' ? 1000 : 1);
  const { hydraulic } = hydraulicPower(flow, Number(head[1] ?? head[2]));
  if (!(kw > 0)) return undefined;
  return `That is about ${figure((100 * hydraulic) / kw, 0)}% of the ${against[1]} ${against[2] === 'mw' ? 'MW' : 'kW'}: ${figure(hydraulic, 1)} / ${figure(kw)} ≈ ${figure(hydraulic / kw, 2)}.`;
}

/** "what is the hydraulic power of 590 MLD at 320 m, in MW?": ρ·g·Q·H alone, in MW too where it is that large. */
function hydraulicAlone(flow: RegExpMatchArray, metres: number, pages: readonly Page[], after?: string): Duty | null {
  const [rule] = [...publishedRules(pages, HYDRAULIC), ...publishedRules(pages, DEFINED)];
  if (!rule) return null;
  const { hydraulic, worked } = hydraulicPower(flow, metres);
  const large = hydraulic >= 1000 ? ` (about ${figure(hydraulic / 1000, 1)} MW)` : '';
  return {
    lines: [`${worked}${large}: the power given to the water, before the pump's and the motor's losses.`, ...(after ? [after] : [])],
    input: null,
    said: dutySaid(flow, metres),
    rule,
  };
}

/** ρ·g·Q·H in kW for a flow as the visitor gave it, and the working ("200 l/s is 0.2 m³/s. Hydraulic power is ... ≈ 88.3 kW"). */
function hydraulicPower(flow: RegExpMatchArray, metres: number): { hydraulic: number; worked: string } {
  const { cubic, converted } = flowInCubicMetres(flow);
  const hydraulic = WATER_WEIGHT * cubic * metres;
  return {
    hydraulic,
    worked: `${converted}Hydraulic power is ρ·g·Q·H ≈ ${WATER_WEIGHT} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(hydraulic, 1)} kW`,
  };
}

/** "540 m3/h at 60 m": a duty as the answer names it again. */
const dutySaid = (flow: RegExpMatchArray, metres: number): string =>
  `${flow[1]} ${flowUnit(flow[2]!)?.name ?? flow[2]!} at ${figure(metres)} m`;

/** What a question asks of the hours a pump runs: its energy or cost over them, and for what period. */
interface Running {
  run: RunningHours;
  /** "a year" asked, or none. */
  asked: ReturnType<typeof periodAsked>;
  tariff: Tariff | null;
}

/**
 * The energy over the period asked and, at the tariff, its cost: the result first, then the
 * arithmetic. The kWh are worked from the unrounded power and shown to three figures, or whole
 * where the product is a whole number (15 kW for 7,300 hours is 109,500 kWh, not 110,000); the
 * cost is priced on the kWh shown, so each product shown checks out.
 */
function runningLines(kw: number, { run, asked, tariff }: Running): string[] {
  const { hours, arithmetic, period } = hoursOver(run, asked);
  const kwh = kwhShown(kw * hours);
  const kwhSaid = kwh.toLocaleString('en-GB');
  const power = `${Number(kw.toPrecision(4))} kW × ${arithmetic} ≈ ${kwhSaid} kWh`;
  if (!tariff) return [`That comes to about ${kwhSaid} kWh ${period}.`, `${power}.`];
  const cost = kwh * tariff.perKwh;
  return [
    `That comes to about ${kwhSaid} kWh ${period}, about ${sumSaid(cost, tariff)} ${period} at ${tariff.said}.`,
    `${power}, and ${kwhSaid} × ${tariff.price} ≈ ${tariff.money(moneySaid(cost))}.`,
  ];
}

/** The energy or cost over the hours run a question asks, with the hours from it or, failing that, from `earlier`. */
function runningAsked(q: string, earlier = ''): Running | null {
  const tariff = tariffOf(q);
  const rest = tariff ? q.replace(tariff.words, ' ') : q;
  const own = runningHours(rest);
  const run = own ?? runningHours(earlier);
  if (!run) return null;
  // "20 hours a day" names the day the hours are counted in, not the period asked.
  const asked = periodAsked(own ? rest.replace(own.words, ' ') : rest);
  if (!tariff && asked === null && !ASKS_RUNNING.test(rest)) return null;
  return { run, asked, tariff: tariff ?? tariffOf(earlier) };
}

/**
 * "200 L/s against 30 m, pump efficiency 80%, motor 95%: how many kW from the supply?": the same
 * definition read the other way; with the hours it runs, the energy and its cost too.
 */
const ALL_KILOWATTS = new RegExp(KILOWATTS.source, 'g');
/** "a 75 kW pump", "the 90 kW motor": a size named, no power measured. */
const SIZE = /\b\d+(?:\.\d+)?\s*kw\s+(?:pump|motor|pump ?set|set)s?\b/g;
/** Whether every power the question gives is the size of a pump or motor. */
const sizeOnly = (q: string): boolean => {
  const sizes = q.match(SIZE)?.length ?? 0;
  return sizes > 0 && sizes === (q.match(ALL_KILOWATTS)?.length ?? 0);
};

function powerNeeded(q: string, pages: readonly Page[]): Answer | null {
  // A power given is one to find an efficiency from, unless only the water's power is asked ("compare with the 76,500 kW installed"),
  // or it is only the size of the pump or motor ("a 75 kW pump ... what is the power drawn?").
  if (KILOWATTS.test(q) && !(ASKS_HYDRAULIC.test(q) && !/\befficien/.test(q)) && !(sizeOnly(q) && ASKS_POWER.test(q))) return null;
  const running = runningAsked(q);
  if (!running && !ASKS_POWER.test(q) && !ASKS_HYDRAULIC.test(q)) return null;
  const duty = dutyIn(q, pages);
  if (!duty) return null;
  if (!running) return ruleAnswer([...duty.lines, duty.rule.text], duty.rule);
  // The pump's efficiency alone gives the shaft's power, not what the meter bills.
  if (duty.input === null) return null;
  return ruleAnswer([...runningLines(duty.input, running), ...ofDuty(duty, duty.input), duty.rule.text], duty.rule);
}

/** The working of the input power, led by the figure the energy was worked from. */
function ofDuty(duty: Duty, input: number): string[] {
  const [first, ...rest] = duty.lines;
  return [`The ${figure(input, 1)} kW drawn from the supply, for ${duty.said}: ${first}`, ...rest];
}

/**
 * "ok so for 500 m3/hr at 60 m head?" after "how do I calculate the hydraulic power of a pump?":
 * the power asked before, for the duty this question gives.
 */
function powerAskedBefore(q: string, pages: readonly Page[], context: string | undefined): Answer | null {
  if (context === undefined || ASKS_POWER.test(q) || ASKS_HYDRAULIC.test(q) || !FLOW.test(q) || !headIn(q)) return null;
  const earlier = normalise(context);
  const asked = earlier.match(ASKS_HYDRAULIC)?.[0] ?? earlier.match(ASKS_POWER)?.[0];
  return asked ? powerNeeded(`${q} ${asked}`, pages) : null;
}

/**
 * "And what does that come to per year if it runs 20 hours a day at Rs 8 per kWh?" after "what
 * input power?": the energy and cost of the duty asked about before, its input worked out again
 * from the figures given then (or, where those are not there, the input stated).
 */
function runningOfEarlier(q: string, pages: readonly Page[], context: string | undefined): Answer | null {
  if (context === undefined || FLOW.test(q) || KILOWATTS.test(q)) return null;
  const earlier = normalise(context);
  const running = runningAsked(q, earlier);
  if (!running) return null;
  const duty = dutyIn(earlier, pages);
  if (duty && duty.input !== null)
    return ruleAnswer([...runningLines(duty.input, running), ...ofDuty(duty, duty.input), duty.rule.text], duty.rule);
  const stated = [...earlier.matchAll(STATED_INPUT)].at(-1);
  const [rule] = [...publishedRules(pages, CHAIN), ...publishedRules(pages, DEFINED)];
  if (!stated || !rule) return null;
  const kw = Number(stated[1]);
  if (!(kw > 0)) return null;
  return ruleAnswer([...runningLines(kw, running), `The ${figure(kw, 1)} kW is the input from the supply given before.`, rule.text], rule);
}

/**
 * "what's the energy cost per year for a pump taking 45 kW, 18 hours a day, at Rs 7 a unit?": the
 * power drawn told, its energy and cost over the hours run.
 */
function runningOfPowerGiven(q: string, pages: readonly Page[]): Answer | null {
  const drawn = q.match(KILOWATTS);
  if (!drawn || FLOW.test(q)) return null;
  const running = runningAsked(q);
  const kw = Number(drawn[1]);
  // A power told is judged by the energy it takes per cubic metre, not worked back to the water.
  const [rule] = [...publishedRules(pages, INDICATOR), ...publishedRules(pages, CHAIN), ...publishedRules(pages, DEFINED)];
  if (!running || !(kw > 0) || !rule) return null;
  return ruleAnswer(
    [...runningLines(kw, running), `The ${figure(kw, 1)} kW is taken as the power drawn from the supply.`, rule.text],
    rule,
  );
}

/** "from 62 to 75 percent": two efficiencies with one unit after the second. */
const EFFICIENCY_SPAN = /\bfrom (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)\s*(?:%|percent|per cent)/;
/** "bring the efficiency up to 72%", "improve it from 60 to 72%": an efficiency raised. */
const RAISED =
  /\b(?:improv\w*|rais\w*|increas\w*|bring\w*|brought|restor\w*|goes up|go up|went up|up to|gets? to)\b|\bfrom \d+(?:\.\d+)?\s*(?:%|percent|per cent)? to \d/;

/**
 * "draws 90 kW at 60% overall efficiency; up to 72% for the same flow and head, how much do we
 * save per year?": the input falls in proportion, P × η₁ / η₂; with the hours run, the energy and
 * money the difference saves.
 */
function savingFromEfficiency(q: string, pages: readonly Page[]): Answer | null {
  const drawn = q.match(KILOWATTS);
  if (!drawn || FLOW.test(q) || !RAISED.test(q)) return null;
  // "from 62 to 75 percent": one unit said for both.
  const span = q.match(EFFICIENCY_SPAN);
  const found = span ? [span[1]!, span[2]!].map((p) => ({ of: 'overall' as const, eta: Number(p) / 100 })) : efficienciesIn(q);
  if (found.length !== 2) return null;
  const [before, after] = found as [Efficiency, Efficiency];
  const kw = Number(drawn[1]);
  if (!(after.eta > before.eta) || !(kw > 0)) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  const lower = (kw * before.eta) / after.eta;
  const saved = kw - lower;
  const lines = [
    `For the same flow and head the power drawn falls in proportion to the efficiency: ${figure(kw)} × ${figure(before.eta, 3)} / ${figure(after.eta, 3)} ≈ ${figure(lower, 1)} kW, about ${figure(saved, 1)} kW less.`,
  ];
  const running = runningAsked(q);
  if (running) {
    const [total, ...worked] = runningLines(saved, running);
    lines.unshift(total!.replace(/^That comes to about/, 'That saves about'));
    lines.push(...worked);
  }
  return ruleAnswer([...lines, rule.text], rule);
}

/**
 * "how much water does a 10 hp pump deliver?", "what flow will 15 kW give against 30 m?": the flow
 * asked of a power, not a flow given.
 */
const ASKS_FLOW =
  /\bhow (?:much|many) (?:water|litres?|liters?|lps|m3|m³|cubic met(?:re|er)s?|gallons?|flow|discharge)\b|\bwhat (?:flow|discharge|quantity of water)\b|\bhow much (?:will|would|can|does|do) (?:it|they|the pump|a pump|this pump|that pump|the motor) (?:deliver|pump|give|lift|discharge|throw)\b/;
/** A horsepower as motors in India are rated (746 W). */
const KW_PER_HP = 0.746;
/** The overall efficiency the pages' own example takes ("pumping against 50 m at 70% overall efficiency"). */
const EXAMPLE_EFFICIENCY = 0.7;

/**
 * A power told and the flow asked: Q = P·η / (ρ·g·H), the hydraulic power read the other way.
 * Without a head there is no one flow, so the answer says so and shows two heads; without an
 * efficiency, the most the power could give and what the pages' example 70% gives.
 */
function flowFromPower(q: string, pages: readonly Page[]): Answer | null {
  const told = q.match(POWER);
  if (!told || !ASKS_FLOW.test(q) || FLOW.test(q)) return null;
  const [rule] = [...publishedRules(pages, HYDRAULIC), ...publishedRules(pages, DEFINED)];
  if (!rule) return null;
  const hp = told[2] !== 'kw';
  const kw = hp ? Number(told[1]) * KW_PER_HP : Number(told[1]);
  if (!(kw > 0)) return null;
  const power = hp ? `${told[1]} ${powerUnitSpelt(told[2]!)} (about ${figure(kw, 2)} kW)` : `${figure(kw, 2)} kW`;
  const head = headIn(q);
  const [given] = efficienciesIn(q);
  const eta = given?.eta ?? EXAMPLE_EFFICIENCY;
  const flowAt = (metres: number, share: number) => {
    const cubic = (kw * share) / (WATER_WEIGHT * metres);
    return `${figure(cubic * 1000, 1)} l/s (${figure(cubic * 3600, 1)} m³/h)`;
  };
  const lines: string[] = [];
  if (!head) {
    lines.push(
      `It depends on the head it pumps against: the power given to the water is ρ·g·Q·H, so the flow is Q = P × η / (ρ·g·H), where η is the overall efficiency.`,
      `For ${power} at ${pct(eta)} overall efficiency, that is about ${flowAt(20, eta)} against 20 m, and about ${flowAt(40, eta)} against 40 m.`,
      `Tell me the head (the height lifted plus the pipe friction) for a figure for your duty; the pump's own curve gives its flow at that head.`,
    );
  } else {
    const metres = Number(head[1] ?? head[2]);
    if (!(metres > 0)) return null;
    const at = given
      ? `At ${pct(eta)} efficiency`
      : `At ${pct(eta)} overall efficiency (as in the pages' own example; your pump's curve gives its own figure)`;
    lines.push(
      `${at}, ${power} delivers about ${flowAt(metres, eta)} against ${figure(metres)} m: Q = P × η / (ρ·g·H) ≈ ${figure(kw, 2)} × ${figure(eta, 2)} / (${WATER_WEIGHT} × ${figure(metres)}) m³/s.`,
    );
    if (!given) lines.push(`Even if all of it reached the water, it could not give more than ${flowAt(metres, 1)}.`);
  }
  return ruleAnswer([...lines, rule.text], rule);
}

/**
 * `context`: the question before, whose duty a follow-up asking its running energy or cost leans
 * on ("and per year at Rs 8 a unit?").
 */
export function answerAboutPumpEfficiency(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const needed =
    powerNeeded(q, pages) ??
    flowFromPower(q, pages) ??
    savingFromEfficiency(q, pages) ??
    runningOfPowerGiven(q, pages) ??
    runningOfEarlier(q, pages, context) ??
    powerAskedBefore(q, pages, context);
  if (needed) return needed;
  // "what is the wire to water?": the efficiency, named by what it divides by.
  if (!/\befficien|\bwire[- ]to[- ]water\b/.test(q) || /\bkwh\b/.test(q)) return null;
  const flow = q.match(FLOW);
  // "delivers 60 l/s against 40 m": the head it works against, as the power needed reads it.
  const head = headIn(q);
  const power = q.match(KILOWATTS);
  const [rule] = publishedRules(pages, DEFINED);
  // "how to calculate pump efficiency if flow is 50 l/s and head 40 m?": the water's power, and
  // the power drawn that the efficiency needs besides.
  if (flow && head && !power && rule && efficienciesIn(q).length === 0) {
    const { hydraulic, worked } = hydraulicPower(flow, Number(head[1] ?? head[2]));
    return ruleAnswer([`${worked}.`, rule.text, powerNotGiven(hydraulic)], rule);
  }
  // "a 75 kW pump": its size, which no efficiency is worked from.
  if (!flow || !head || !power || sizeOnly(q)) return null;
  if (!rule) return null;
  const { cubic, converted } = flowInCubicMetres(flow);
  const metres = Number(head[1] ?? head[2]);
  const kw = Number(power[1]);
  const hydraulic = WATER_WEIGHT * cubic * metres;
  const eta = hydraulic / kw;
  if (!(eta > 0 && eta < 1)) return null;
  const motor = efficienciesIn(q).find((e) => e.of === 'motor');
  const hydraulicSaid = `${converted}Hydraulic power is ρ·g·Q·H ≈ ${WATER_WEIGHT} × ${figure(cubic, 4)} × ${figure(metres)} ≈ ${figure(hydraulic, 1)} kW`;
  if (INPUT.test(q) && motor) {
    // "motor input 150 kW, motor efficiency 94%": the shaft power the motor gives, so the pump's
    // efficiency too, beside the wire-to-water efficiency of the whole set.
    const shaft = kw * motor.eta;
    const pumpEta = hydraulic / shaft;
    if (pumpEta > 0 && pumpEta < 1)
      return ruleAnswer(
        [
          `The pump efficiency is about ${figure(pumpEta * 100, 1)}% and the wire-to-water (overall) efficiency about ${figure(eta * 100, 1)}%. ${hydraulicSaid}. The motor gives the pump ${figure(kw)} × ${figure(motor.eta, 2)} ≈ ${figure(shaft, 1)} kW of shaft power, so the pump efficiency is ${figure(hydraulic, 1)} / ${figure(shaft, 1)} ≈ ${figure(pumpEta * 100, 1)}%, and the wire-to-water efficiency ${figure(hydraulic, 1)} / ${figure(kw)} ≈ ${figure(eta * 100, 1)}%.`,
          rule.text,
        ],
        rule,
      );
  }
  const which = INPUT.test(q) ? 'wire-to-water (overall) efficiency' : 'pump efficiency';
  // The result first, then how it was worked out.
  const line = `The ${which} is about ${figure(eta * 100, 1)}%. ${hydraulicSaid}, and ${figure(hydraulic, 1)} / ${figure(kw)} ≈ ${figure(eta * 100, 1)}%.`;
  return ruleAnswer([line, rule.text], rule);
}
