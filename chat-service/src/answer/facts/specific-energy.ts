/**
 * "how many kWh per m³ at 60 m head and 65% efficiency?", or after the formula, "work it out for
 * 60 m at 72% overall efficiency": the specific energy worked out with the visitor's figures, by
 * the formula the knowledge base gives for water, citing its page. With a price of energy given
 * ("power costs us Rs 7.50 a unit: what's that per m3?"), the cost of a cubic metre too; with a
 * volume pumped ("12 MLD", "200 l/s for 20 hours a day"), the energy of a day, a month or a year;
 * and read the other way ("pump A uses 0.21 kWh per m³ at 45 m: what efficiency?"), the efficiency.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import {
  DAYS_A_MONTH,
  DAYS_A_YEAR,
  FLOW,
  IN_METRES,
  VOLUME_TOLD,
  VOLUME_UNIT,
  cubicMetresTold,
  figure,
  firstFigure,
  flowInCubicMetres,
  flowUnit,
  hoursOver,
  kwhShown,
  moneySaid,
  periodAsked,
  roughly,
  runningHours,
  sumSaid,
  tariffOf,
  type Period,
  type Tariff,
} from './figures.ts';
import { efficienciesIn } from './pump-efficiency.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "E = 0.002725 · H / η kWh/m³". */
const FORMULA = /\bE\s*=\s*(\d+(?:\.\d+)?)\s*[·×*]\s*H\s*\/\s*η/;
const ASKS_ENERGY = /\bkwh\b|\bspecific energy\b|\benergy (per|for each|a) (m3|m³|cubic)/;
/** "50 m head", "a head of 50 m", "lift 50 metres"; not "per m3". */
const HEAD = new RegExp(String.raw`${IN_METRES}(?!\s*(?:3|³|per|of water per))`);
const HEADS = new RegExp(HEAD.source, 'g');
/** The efficiency the formula takes, named as such: "72% overall efficiency", "wire-to-water efficiency of 0.7". */
const OVERALL = /\b(?:overall|wire[- ]to[- ]water)\b/;
/** A figure asked to be worked out: "work it out for ...", "calculate it for ...". */
const ASKS_WORKED =
  /\b(?:work(?:ed)? (?:it |that |this )?out|calculate|calc|compute|figure (?:it |that )?out|what (?:is|would be|do we get) (?:it|that))\b/;
/** Quantities other than specific energy a visitor may ask of a head and an efficiency. */
const ASKS_OTHER = /\b(?:power|kw|motor|npsh|velocity|cost|costs|tariff|pressure|bar)\b/;
/** "per m3", "a cubic metre", "for each kl": a figure asked for a volume pumped. */
const PER_VOLUME = new RegExp(String.raw`\b(?:per|a|an|each|every|for each|for every|for one|of)\s+${VOLUME_UNIT}\b|\/\s*(?:m3|cum|kl)\b`);
/** What else a question that gives a tariff may ask: a power, a pump, a motor, a cost per hour. */
const ASKS_OTHER_THAN_COST = /\b(?:kw|motor|npsh|velocity|pressure|bar|per (?:hour|day|month|year)|a (?:day|month|year))\b/;
/** A period asked ("a month"), which is no other quantity where the volume of that period is known. */
const PERIOD_WORDS = /\b(?:per|a) (?:day|month|year)\b/g;

/** "what's that in rupees?", "how much would it cost": a sum asked, at the tariff the question gives. */
const ASKS_SUM = /\b(?:cost|costs|costing|price|money|spend|bill|rupees?|rs|inr|dollars?|euros?|pounds?|cents?|paise|how much)\b|[₹$€£]/;
/** "how many kWh a day", "the daily energy", "energy use a month": energy over a period asked. */
const ASKS_ENERGY_OVER_TIME = /\b(?:kwh|energy|units|use|uses|consume|consumes|consumption)\b/;

/** "0.21 kWh per m³", "0.17 kWh/m3", "0.2 units a cubic metre": a specific energy given, its figure captured. */
const ENERGY_GIVEN = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*(?:kwh|units?)\s*(?:\/\s*|(?:per|a|an|each|every|for each|for every)\s+)${VOLUME_UNIT}(?![a-z0-9])`,
  'g',
);
/** "efficiency", "η": an efficiency asked. */
const ASKS_EFFICIENCY = /\befficien|η/;
/** "pump A", "unit 2", "set no. 3": the name a figure is given under. */
const NAMED = /\b(pump|unit|set|station|motor|machine)\s+(?:no\.?\s*)?([a-z]|\d{1,2})\b/g;

/**
 * Whether the question asks for specific energy: it says so, the question before did, or, with no
 * question before naming another topic, it gives the formula's two inputs, a head and an overall
 * efficiency, and no flow, asking a figure worked out: nothing else the pages state follows from
 * those two alone. With a tariff, a cost asked a cubic metre at a time asks it too, whatever the
 * flow: the cost of a cubic metre does not depend on it. With a volume whose period is known
 * ("12 MLD", "200 l/s for 20 hours a day"), energy or money asked over a period asks it too.
 */
function asksSpecificEnergy(q: string, context: string | undefined, tariff: Tariff | null, overVolume: boolean): boolean {
  // The tariff's own words ("power costs us Rs 7.50 a unit", "Rs 8/kWh") ask nothing.
  const given = tariff ? q.replace(tariff.words, ' ') : q;
  // "a month" asks this volume's energy, no other quantity, where the month's volume is known.
  const rest = overVolume ? given.replace(PERIOD_WORDS, ' ') : given;
  if (ASKS_ENERGY.test(rest)) return true;
  const other = tariff ? ASKS_OTHER_THAN_COST : ASKS_OTHER;
  if (overVolume && !other.test(rest) && (ASKS_ENERGY_OVER_TIME.test(rest) || (tariff !== null && ASKS_SUM.test(rest)))) return true;
  if (tariff && PER_VOLUME.test(rest) && ASKS_SUM.test(q) && !other.test(rest)) return true;
  if (context !== undefined) return ASKS_ENERGY.test(normalise(context)) && !other.test(rest) && (!tariff || ASKS_SUM.test(rest));
  return OVERALL.test(q) && ASKS_WORKED.test(q) && !FLOW.test(q) && !other.test(rest);
}

/** "38 m at 64% overall", "pump eff 76 %": an efficiency named by its kind, or cut short. */
const NAMES_EFFICIENCY = /\befficien|η|\boverall\b|\bwire[- ]to[- ]water\b|\beff\b/;

/** The head and the overall efficiency a question gives, with how the efficiency was had. */
interface Given {
  metres: number;
  eta: number;
  /** "80% pump × 94% motor = ": the overall efficiency made of the pump's and the motor's. */
  made: string;
}

/**
 * The head and efficiency a question gives, in metres and as a fraction: the overall one, or the
 * pump's and the motor's together (their product, as input = ρ·g·Q·H / η_pump / η_motor), or the
 * one given; null without both.
 */
/** "measured at 55% now; after refurbishing we expect 70%, how much would that save?": two overall efficiencies, before and after. */
const ASKS_SAVING = /\b(sav(e|es|ed|ing|ings)|less energy|reduc\w*|differen\w*|gain)\b/;
function efficiencyChange(q: string): [number, number] | null {
  if (!ASKS_SAVING.test(q)) return null;
  const told = efficienciesIn(q).filter((e) => e.of !== 'motor');
  return told.length === 2 && told[0]!.eta !== told[1]!.eta ? [told[0]!.eta, told[1]!.eta] : null;
}

function figuresIn(q: string): Given | null {
  if (!NAMES_EFFICIENCY.test(q)) return null;
  const head = q.match(HEAD);
  const efficiencies = efficienciesIn(q);
  if (!head || efficiencies.length === 0) return null;
  const overall = efficiencies.find((e) => e.of === 'overall');
  const pump = efficiencies.find((e) => e.of === 'pump');
  const motor = efficiencies.find((e) => e.of === 'motor');
  const metres = Number(head[1]);
  if (!overall && pump && motor) {
    const eta = pump.eta * motor.eta;
    return { metres, eta, made: `${figure(pump.eta * 100, 1)}% pump × ${figure(motor.eta * 100, 1)}% motor = ` };
  }
  return { metres, eta: (overall ?? efficiencies[0]!).eta, made: '' };
}

/** The volume pumped over a period, and how it was worked out; null where the flow or the hours are not given. */
interface Volume {
  cubicMetres: number;
  /** "12 MLD is 12,000 m³ a day", "150 l/s for 20 hours a day × 365 days is about 3,942,000 m³". */
  worked: string;
  /** "a day", "a year". */
  period: string;
}

/** A volume to the cubic metre, as a flow over hours gives it exactly: "5,256,000". */
const cubicMetresSaid = (value: number): string => Math.round(value).toLocaleString('en-GB');

const SECONDS_A_DAY = 86_400;
const DAYS: Readonly<Record<Period, number>> = { day: 1, month: DAYS_A_MONTH, year: DAYS_A_YEAR };

/**
 * The volume a flow gives over the period asked: a day's for a flow told a day at a time ("12
 * MLD"), whatever hours it runs; for any other, the flow over the hours it runs.
 */
function volumeOver(text: string, asked: Period, hoursText: string): Volume | null {
  const flow = text.match(FLOW);
  if (!flow) return null;
  const unit = flowUnit(flow[2]!);
  const said = `${flow[1]} ${unit?.name ?? flow[2]}`;
  const { cubic } = flowInCubicMetres(flow);
  if (unit && /day|MLD/.test(unit.name)) {
    const daily = cubic * SECONDS_A_DAY;
    const days = DAYS[asked];
    const over =
      days === 1 ? '' : `, ${cubicMetresSaid(daily * days)} m³ in ${days === DAYS_A_MONTH ? `a ${days}-day month` : `${days} days`}`;
    return { cubicMetres: daily * days, worked: `${said} is ${cubicMetresSaid(daily)} m³ a day${over}`, period: `a ${asked}` };
  }
  const run = runningHours(hoursText);
  if (!run) return null;
  const { hours, arithmetic, period } = hoursOver(run, asked);
  const cubicMetres = cubic * 3600 * hours;
  const hoursSaid = `${Number(figure(hours, 1)).toLocaleString('en-GB')} hours`;
  // A flow told by the hour multiplies out exactly; any other, through the m³/s it was turned into.
  const product = unit?.name === 'm³/h' ? `${said} × ${hoursSaid}` : `${figure(cubic, 4)} m³/s × 3,600 s × ${hoursSaid}`;
  return { cubicMetres, worked: `${said} for ${arithmetic} is about ${cubicMetresSaid(cubicMetres)} m³ (${product})`, period };
}

/** The period a question asks a figure over, read without the words of its flow, hours and price. */
function periodIn(q: string, tariff: Tariff | null): Period | null {
  let rest = tariff ? q.replace(tariff.words, ' ') : q;
  const flow = rest.match(FLOW);
  if (flow) rest = rest.replace(flow[0], ' ');
  const run = runningHours(rest);
  return periodAsked(run ? rest.replace(run.words, ' ') : rest);
}

export function answerAboutSpecificEnergy(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const earlier = context === undefined ? undefined : normalise(context);
  const inverse = efficiencyFromEnergy(q, pages, earlier) ?? energyMetered(q, pages) ?? energySaved(q, pages);
  if (inverse) return inverse;
  const tariff = tariffOf(q);
  const own = figuresIn(q);
  const asked = periodIn(q, tariff);
  // A follow-up's head and efficiency, and its flow, are the question before's.
  const flowText = FLOW.test(q) || own || earlier === undefined ? q : earlier;
  const volume = asked ? volumeOver(flowText, asked, `${q} ${flowText === q ? '' : flowText}`) : null;
  if (!asksSpecificEnergy(q, context, tariff, volume !== null)) return null;
  // "and at Rs 8 a unit, what's a cubic metre cost?", "and per year?", "whats that as kWh per m3?"
  // after the head and efficiency were given.
  const given = own ?? (earlier !== undefined && (tariff !== null || volume !== null || ASKS_ENERGY.test(q)) ? figuresIn(earlier) : null);
  if (!given) return null;
  const { metres, eta, made } = given;
  const [rule] = publishedRules(pages, FORMULA);
  if (!rule) return null;
  const factor = Number(rule.figures[0]);
  // "55% now; after refurbishing we expect 70%. How much energy per cubic metre would that save?"
  const before = efficiencyChange(q);
  if (before && own) {
    const [from, to] = before;
    const [was, will] = [(factor * metres) / from, (factor * metres) / to];
    return ruleAnswer(
      [
        `About ${figure(was - will, 3)} kWh per m³ ${will < was ? 'saved' : 'more'} (${figure((Math.abs(was - will) / was) * 100, 1)}% ${will < was ? 'less' : 'more'}): at ${figure(metres)} m head, ${figure(from * 100, 1)}% overall efficiency takes ${factor} × ${figure(metres)} / ${figure(from, 3)} ≈ ${figure(was, 4)} kWh/m³, and ${figure(to * 100, 1)}% takes ${factor} × ${figure(metres)} / ${figure(to, 3)} ≈ ${figure(will, 4)} kWh/m³.`,
        rule.text,
      ],
      rule,
    );
  }
  const energy = (factor * metres) / eta;
  const line = `At ${figure(metres)} m head and ${made}${figure(eta * 100, 1)}% overall efficiency, pumping water takes about ${figure(energy)} kWh per m³ (${factor} × ${figure(metres)} / ${figure(eta, 3)} = ${figure(energy, 4)}).`;
  const lines = volume ? [...overVolumeLines(energy, volume, tariff), line] : [line];
  if (tariff) lines.push(costLine(energy, tariff));
  return ruleAnswer([...lines, rule.text], rule);
}

/**
 * The energy of the volume pumped, the result first, and at the tariff its cost: the kWh from the
 * unrounded specific energy shown as `kwhShown` gives it, the cost priced on the kWh shown.
 */
function overVolumeLines(energy: number, volume: Volume, tariff: Tariff | null): string[] {
  const kwh = kwhShown(energy * volume.cubicMetres);
  const kwhSaid = kwh.toLocaleString('en-GB');
  const lines = [
    `About ${kwhSaid} kWh ${volume.period}: ${volume.worked}, and ${cubicMetresSaid(volume.cubicMetres)} × ${figure(energy, 4)} ≈ ${kwhSaid} kWh.`,
  ];
  if (tariff) {
    const cost = kwh * tariff.perKwh;
    lines.push(`At ${tariff.said}, that is about ${sumSaid(cost, tariff)} ${volume.period} (${kwhSaid} × ${tariff.price}).`);
  }
  return lines;
}

/** The energy of a cubic metre at the visitor's price of a kWh, and of a thousand, the way water is often billed. */
function costLine(energy: number, tariff: Tariff): string {
  const perCubicMetre = energy * tariff.perKwh;
  return `At ${tariff.said}, that is about ${tariff.money(moneySaid(perCubicMetre))} per m³ (${figure(energy, 4)} × ${tariff.price}), or about ${tariff.money(moneySaid(perCubicMetre * 1000))} per 1,000 m³.`;
}

/** A specific energy given, under the name the visitor gave it ("pump A"), and the head it was measured at. */
interface Measured {
  name: string | null;
  energy: number;
  metres: number;
  eta: number;
}

/** "pump b" written back: "pump B". */
const nameSaid = (kind: string, label: string): string => `${kind} ${/^[a-z]$/.test(label) ? label.toUpperCase() : label}`;

/** The specific energies a text gives, each under the name written last before it. */
function energiesIn(text: string): { name: string | null; energy: number }[] {
  let from = 0;
  return [...text.matchAll(ENERGY_GIVEN)].map((m) => {
    const name = [...text.slice(from, m.index).matchAll(NAMED)].at(-1);
    from = m.index + m[0].length;
    return { name: name ? nameSaid(name[1]!, name[2]!) : null, energy: Number(m[1]) };
  });
}

/**
 * "Pump A uses 0.21 kWh per m³ and pump B 0.17 at 45 m head: what efficiency?": the formula read
 * the other way, η = 0.002725 · H / E, for each pump given, at the head they share or each its own.
 */
function efficiencyFromEnergy(q: string, pages: readonly Page[], earlier: string | undefined): Answer | null {
  const energies = energiesIn(q);
  if (energies.length === 0) return null;
  // "and pump C at 0.19?" after the efficiencies of A and B: the question before asked it.
  const asked =
    (ASKS_EFFICIENCY.test(q) && efficienciesIn(q).length === 0) ||
    (earlier !== undefined && ASKS_EFFICIENCY.test(earlier) && energiesIn(earlier).length > 0 && efficienciesIn(earlier).length === 0);
  if (!asked) return null;
  const headsIn = (text: string) => [...text.matchAll(HEADS)].map((m) => Number(m[1]));
  const heads = headsIn(q).length > 0 ? headsIn(q) : earlier === undefined ? [] : headsIn(earlier).slice(0, 1);
  // One head for them all, or one each, in the order given.
  if (heads.length !== 1 && heads.length !== energies.length) return null;
  const [rule] = publishedRules(pages, FORMULA);
  if (!rule) return null;
  const factor = Number(rule.figures[0]);
  const measured: Measured[] = energies.map(({ name, energy }, i) => {
    const metres = heads[heads.length === 1 ? 0 : i]!;
    return { name, energy, metres, eta: (factor * metres) / energy };
  });
  if (measured.some((m) => !(m.eta > 0 && m.eta < 1))) return null;
  return ruleAnswer([...efficiencyLines(measured, factor, heads.length === 1), rule.text], rule);
}

function efficiencyLines(measured: Measured[], factor: number, oneHead: boolean): string[] {
  const working = (m: Measured) => `${factor} × ${figure(m.metres)} / ${figure(m.energy, 4)} ≈ ${figure(m.eta, 3)}`;
  const percent = (m: Measured) => `${figure(m.eta * 100, 1)}%`;
  if (measured.length === 1) {
    const [m] = measured as [Measured];
    return [
      `At ${figure(m.metres)} m head and ${figure(m.energy, 4)} kWh per m³, ${m.name ? `${m.name} works out to` : 'the overall efficiency works out to'} about ${percent(m)}${m.name ? ' overall efficiency' : ''} (η = ${factor} × H / E = ${working(m)}).`,
    ];
  }
  const each = (m: Measured) => {
    const given = `${figure(m.energy, 4)} kWh per m³${oneHead ? '' : ` at ${figure(m.metres)} m`}`;
    return m.name ? `about ${percent(m)} for ${m.name} (${given})` : `about ${percent(m)} at ${given}`;
  };
  const listed = measured.map(each);
  const joined = `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)!}`;
  const lead = oneHead
    ? `At ${figure(measured[0]!.metres)} m head, the overall efficiency works out to `
    : 'The overall efficiency works out to ';
  return [`${lead}${joined}.`, `η = ${factor} × H / E: ${measured.map(working).join('; ')}.`];
}

/** "the energy meter logged 2,880 kWh": an energy told, not one per volume ("0.2 kWh per m3"). */
const ENERGY_TOLD = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(kwh|units|mwh)\b(?!\s*(?:\/|per|a|an|each|for each|for every)\s*${VOLUME_UNIT})`,
);
/** The period a figure is told over, in the words just after it up to the next clause ("1.2 ML a day and ..."). */
const periodAfter = (text: string, match: RegExpMatchArray): Period | null =>
  periodAsked(text.slice(match.index! + match[0].length).split(/[,;?!]|\.(?!\d)|\band\b/)[0]!);

/**
 * "Yesterday we pumped 9,600 m3 and the meter logged 2,880 kWh; head about 60 m: specific energy,
 * and what efficiency?": the specific energy metered, E = kWh / m³, and with a head, the overall
 * efficiency it implies by the formula read the other way, η = 0.002725 · H / E.
 */
function energyMetered(q: string, pages: readonly Page[]): Answer | null {
  const volume = q.match(VOLUME_TOLD);
  const energy = q.match(ENERGY_TOLD);
  // "...at 45 m head: is that a good figure?": with a head told, a judgement asked of the two figures.
  const judged = HEAD.test(q) && /\b(good|ok|okay|fine|reasonable|normal|high|low|bad|acceptable|efficient)\b/.test(q);
  if (!volume || !energy || !(ASKS_ENERGY.test(q.replace(energy[0], ' ')) || ASKS_EFFICIENCY.test(q) || judged)) return null;
  // "1.2 ML a day" and "7,500 units" over a month are no one period's figures.
  if (periodAfter(q, volume) !== periodAfter(q, energy)) return null;
  const cubicMetres = cubicMetresTold(volume);
  const kwh = firstFigure(energy)! * (energy[2] === 'mwh' ? 1000 : 1);
  if (!(cubicMetres > 0 && kwh > 0)) return null;
  const [rule] = publishedRules(pages, FORMULA);
  if (!rule) return null;
  const e = kwh / cubicMetres;
  const lines = [
    `The specific energy is about ${figure(e, 3)} kWh per m³ (${roughly(kwh)} kWh / ${cubicMetresSaid(cubicMetres)} m³ = ${figure(e, 4)}).`,
  ];
  const head = q.match(HEAD);
  if (head) {
    const factor = Number(rule.figures[0]);
    const metres = Number(head[1]);
    const eta = (factor * metres) / e;
    if (eta > 0 && eta < 1)
      lines.push(
        `At ${figure(metres)} m head, that implies an overall (wire-to-water) efficiency of about ${figure(eta * 100, 1)}% (η = ${factor} × H / E = ${factor} × ${figure(metres)} / ${figure(e, 4)} ≈ ${figure(eta, 3)}).`,
      );
  }
  return ruleAnswer([...lines, rule.text], rule);
}

/**
 * "35 m head, efficiency measured 58%, after new wear rings we expect 72%": the specific energy at
 * each efficiency by the formula, where the question gives one head and two efficiencies, the
 * higher after; the words left for the volume and the period, without the head and efficiencies.
 */
function efficiencyRaised(q: string, factor: number): { before: number; after: number; worked: string; rest: string } | null {
  const efficiencies = efficienciesIn(q);
  const heads = [...q.matchAll(HEADS)];
  const [from, to] = efficiencies;
  if (efficiencies.length !== 2 || !from || !to || heads.length !== 1 || !NAMES_EFFICIENCY.test(q)) return null;
  if (!(to.eta > from.eta)) return null;
  const metres = Number(heads[0]![1]);
  const at = (eta: number) => (factor * metres) / eta;
  const worked = `At ${figure(metres)} m head, raising the overall efficiency from ${figure(from.eta * 100, 1)}% to ${figure(to.eta * 100, 1)}% takes the specific energy from ${figure(at(from.eta), 4)} to ${figure(at(to.eta), 4)} kWh per m³ (${factor} × ${figure(metres)} / ${figure(from.eta, 3)} and / ${figure(to.eta, 3)}).`;
  return { before: at(from.eta), after: at(to.eta), worked, rest: q.replace(heads[0]![0], ' ').replace(/\d+(?:\.\d+)?\s*%/g, ' ') };
}

/** "came down from 0.25 to 0.20 kWh/m3": a specific energy before and after, the unit said once or twice. */
const ENERGY_FROM_TO = new RegExp(
  String.raw`\bfrom (\d+(?:\.\d+)?)(?:\s*(?:kwh|units?)\s*(?:\/\s*|per\s+)${VOLUME_UNIT})? to (\d+(?:\.\d+)?)\s*(?:kwh|units?)\s*(?:\/\s*|(?:per|a|an|each)\s+)${VOLUME_UNIT}(?![a-z0-9])`,
);
/** "what is the annual saving", "savings per year": the period a saving is asked over, after its word. */
const SAVING_WORD = /\bsav(?:e|es|ed|ing|ings)\b/;

/**
 * "our specific energy came down from 0.25 to 0.20 kWh/m3; we pump 5 MLD: the annual saving at Rs 7
 * a unit?": the energy a cubic metre no longer takes, over the volume pumped in the period asked,
 * and at the tariff, its worth.
 */
function energySaved(q: string, pages: readonly Page[]): Answer | null {
  if (!SAVING_WORD.test(q)) return null;
  const [rule] = publishedRules(pages, FORMULA);
  if (!rule) return null;
  const span = q.match(ENERGY_FROM_TO);
  const raised = span ? null : efficiencyRaised(q, Number(rule.figures[0]));
  if (!span && !raised) return null;
  const [before, after] = span ? [Number(span[1]), Number(span[2])] : [raised!.before, raised!.after];
  if (!(before > after && after >= 0)) return null;
  const tariff = tariffOf(q);
  const rest = span ? q.replace(span[0], ' ') : raised!.rest;
  // "We pump 5 MLD daily. What is the annual saving?": the period of the sentence asking the saving.
  const asking = rest.split(/[?!]|\.(?!\d)/).find((part) => SAVING_WORD.test(part)) ?? rest;
  const asked = periodAsked(tariff ? asking.replace(tariff.words, ' ') : asking) ?? periodIn(rest, tariff) ?? 'year';
  const volume = volumeOver(rest, asked, rest);
  const cut = before - after;
  // "how much do we save per 1000 m3?": a volume told with no period, the saving for that volume.
  const told = volume ? null : rest.match(VOLUME_TOLD);
  if (told) {
    const cubicMetres = cubicMetresTold(told);
    const kwh = cut * cubicMetres;
    const lines = [
      `About ${figure(kwh, kwh >= 10 ? 1 : 3)} kWh saved per ${cubicMetresSaid(cubicMetres)} m³: ${figure(before, 4)} − ${figure(after, 4)} = ${figure(cut, 4)} kWh less per m³, × ${cubicMetresSaid(cubicMetres)} m³.`,
    ];
    if (tariff)
      lines.push(`At ${tariff.said}, that is about ${sumSaid(kwh * tariff.perKwh, tariff)} per ${cubicMetresSaid(cubicMetres)} m³.`);
    if (raised) lines.push(raised.worked);
    return ruleAnswer([...lines, rule.text], rule);
  }
  if (!volume) return null;
  const kwh = kwhShown(cut * volume.cubicMetres);
  const kwhSaid = kwh.toLocaleString('en-GB');
  const lines = [
    `About ${kwhSaid} kWh saved ${volume.period}: ${figure(before, 4)} − ${figure(after, 4)} = ${figure(cut, 4)} kWh less per m³, and ${volume.worked}; ${cubicMetresSaid(volume.cubicMetres)} × ${figure(cut, 4)} ≈ ${kwhSaid} kWh.`,
  ];
  if (tariff)
    lines.push(`At ${tariff.said}, that is about ${sumSaid(kwh * tariff.perKwh, tariff)} ${volume.period} (${kwhSaid} × ${tariff.price}).`);
  if (raised) lines.push(raised.worked);
  return ruleAnswer([...lines, rule.text], rule);
}
