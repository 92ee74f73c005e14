/**
 * "What's the velocity head at 2.5 m/s in the suction pipe?", "velocity head in a 150 mm pipe at
 * 30 L/s?": v²/2g worked out for the visitor's velocity, or for the mean velocity Q / (π D² / 4)
 * of the flow in the pipe, once the knowledge base defines velocity head so, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import {
  normaliseFigures,
  cubicMetresPerSecond,
  figure,
  firstFigure,
  FLOW,
  flowValue,
  flowInCubicMetres,
  gaugeReadings,
  GRAVITY,
  HEAD_PER_BAR,
  IN_METRES,
  PASCALS,
  PRESSURE_SPELT,
  VELOCITY,
} from './figures.ts';
import { boreOf, LENGTH, meanVelocity, meanVelocityWorked, metres } from './lengths.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "Velocity head is ..., equal to v²/2g". */
const DEFINED = /\bvelocity head is\b[^.]*\bv²\/2g\b/i;

/** "In most well-designed water systems it is small compared with the static and friction heads." */
const SMALL_BESIDE_THE_REST = /\bsmall compared with the static and friction heads\b/i;
/** "Velocity head matters in two places: ...". */
const WHERE_IT_MATTERS = /\bVelocity head matters in\b/i;
/** "wondering if I can ignore it in my head calc": whether the figure may be left out. */
const ASKS_IF_IT_MATTERS =
  /\b(ignore|ignored|ignoring|neglect\w*|negligible|leave (it )?out|left out|significant|matter|matters|worth (including|adding|counting)|skip (it)?)\b/;

/** v²/2g, as the answer shows it worked. */
const worked = (v: number): string => `${figure(v)}² / (2 × ${GRAVITY}) ≈ ${figure((v * v) / (2 * GRAVITY))} m`;

/** The velocity head of a flow in a pipe, its mean velocity worked out first; null without both. */
function fromFlow(q: string): string | null {
  const flow = q.match(FLOW);
  const pipe = boreOf(q);
  if (!flow || !pipe) return null;
  const { cubic, converted } = flowInCubicMetres(flow);
  // Rounded as shown, so the arithmetic shown adds up.
  const v = Number(figure(meanVelocity(cubic, pipe.bore)));
  if (!(v > 0)) return null;
  return `About ${figure((v * v) / (2 * GRAVITY))} m of velocity head. ${converted}In the ${pipe.said} pipe the mean velocity is ${meanVelocityWorked(cubic, pipe.bore)} ≈ ${figure(v)} m/s, and v²/2g = ${worked(v)}.`;
}

/** "the rising main discharges freely into the aerator": a free outlet, where the velocity head is lost to the system. */
const FREE_OUTLET =
  /\b(discharges?|discharging|outlet|outfall|exit|pipe end|main ends?)\b.{0,40}\b(freely|free|into the air|to (the )?atmosphere)\b|\bfree (outlet|discharge|fall|end|jet)\b/;

export function answerAboutVelocityHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  // "discharges freely at 2.5 m/s: do I add anything for that in the system head?": the velocity head lost at the outlet.
  const namesVelocityHead = /\bvelocity head\b/.test(q);
  const atFreeOutlet = FREE_OUTLET.test(q) && /\bhead\b/.test(q) && VELOCITY.test(q);
  if (!namesVelocityHead && !atFreeOutlet) return null;
  const speed = q.match(VELOCITY);
  // Each side's velocity given: the difference the gauges' head takes.
  const sides = sideSpeeds(q);
  const line = sides
    ? `${sides.said}The velocity heads differ by ${velocityHeadsWorked(sides)}: (v_d² − v_s²)/2g, the term added to the gauges' head when the suction and discharge pipes differ in size.`
    : speed
      ? atFreeOutlet && !namesVelocityHead
        ? `Yes: at a free outlet the velocity head is lost, and at ${figure(Number(speed[1]))} m/s it is v²/2g = ${worked(Number(speed[1]))}, to add to the system head.`
        : `At ${figure(Number(speed[1]))} m/s the velocity head v²/2g is ${worked(Number(speed[1]))}.`
      : fromFlow(q);
  if (!line) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  // "can I ignore it in my head calc?": the page's word that it is usually small, and where it still counts.
  const [small] = ASKS_IF_IT_MATTERS.test(q) ? publishedRules(pages, SMALL_BESIDE_THE_REST) : [];
  const [where] = small ? publishedRules(pages, WHERE_IT_MATTERS) : [];
  if (small) return ruleAnswer([line, small.text, ...(where ? [where.text] : [])], rule, small, ...(where ? [where] : []));
  return ruleAnswer([line, rule.text], rule);
}

/** "H = (p_d − p_s)/ρg + (v_d² − v_s²)/2g + (z_d − z_s)": total head measured at the pump. */
const TOTAL_HEAD = /\bH = \(p_d − p_s\)\/ρg \+ \(v_d² − v_s²\)\/2g \+ \(z_d − z_s\)/;

const SIDE = String.raw`(suction|inlet|discharge|delivery|outlet)`;
const isSuction = (side: string): boolean => side === 'suction' || side === 'inlet';
/** A velocity's figure, number captured, as `VELOCITY` reads it. */
const SPEED = VELOCITY.source;
/**
 * "the suction side runs at 2 m/s", "discharge velocity 3 m/s", "3 m/s in the discharge pipe": the
 * velocity on one side of the pump, never read across another figure.
 */
const SIDE_SPEED = new RegExp(String.raw`\b${SIDE}\b[^.?!;\d]{0,40}?${SPEED}|${SPEED} (?:in|on|at|through) (?:the )?${SIDE}\b`, 'g');
/** "a 300 mm suction pipe", "discharge nozzle is 200 mm": the bore on one side, with a word that makes it a bore. */
const SIDE_BORE = new RegExp(
  String.raw`\b${SIDE} (?:side |pipe |line |nozzle |flange |branch |bore )*(?:is |of |=|: ?|dia(?:meter)? )*${LENGTH}(?! (?:above|below|higher|lower|up|down|long))|${LENGTH} (?:nb |dia(?:meter)? |bore )?${SIDE} (?:pipe|line|nozzle|flange|branch)`,
  'g',
);
const UNIT = `(${Object.keys(PASCALS).join('|')})`;
const PRESSURE = String.raw`(\d+(?:\.\d+)?)\s*${UNIT}(?![a-z])`;
/**
 * "discharge reads 3.0 bar more than suction", "a differential of 45 psi", "pressure difference
 * 300 kPa": the gauges' difference, said at once.
 */
const DIFFERENCE = new RegExp(
  String.raw`${PRESSURE} (?:more|higher|greater|above|over) than (?:the )?(?:suction|inlet)\b|\b(?:differential|difference|rise|dp)\b(?: pressure)?[^.?!;\d]{0,20}?${PRESSURE}|${PRESSURE} (?:of )?(?:differential|difference|pressure difference|across the pump)\b`,
);
/** "delivery minus suction pressure works out to 40.0 m of water": the gauges' difference told as a head already. */
const DIFFERENCE_IN_METRES = new RegExp(
  String.raw`\b(?:delivery|discharge|outlet) (?:minus|less) (?:the )?(?:suction|inlet)\b[^.?!;\d]{0,30}?${IN_METRES}|\b(?:differential|difference)\b(?: pressure| head)?[^.?!;\d]{0,20}?(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?) (?:of water|wc|head)\b`,
);
/** "the discharge gauge is 0.5 m above the suction gauge": the height term, not a pressure. */
const GAUGE_HEIGHT = new RegExp(
  String.raw`\b(?:discharge|delivery|outlet)\b[^.?!;\d]{0,30}?(?<!reads? |reading |shows? )${IN_METRES} (higher|above|lower|below)\b`,
);
const LEVEL =
  /\b(?:same|equal) (?:height|level|elevation)\b|\bgauges? (?:are |is |sit |both )*(?:level|side by side)\b|\blevel with each other\b/;
/** "what's the total?", "so the pump head?", "TDH": the head the pump adds, asked. */
const ASKS_TOTAL =
  /\btotal\b(?! static)|\btdh\b|\b(?:pump|pump's|pumps|dynamic|differential|developed|generated|delivered) head\b|\bhead (?:of|from|across|the pump|it)\b|\b(?:what|how much) head\b/;

interface SidesSpeed {
  suction: number;
  discharge: number;
  /** How each velocity was found: given, or worked out from the flow and the bore. */
  said: string;
}

/** The velocity on each side of the pump: given, or the flow's mean velocity in each side's bore. */
function sideSpeeds(text: string): SidesSpeed | null {
  const speeds = new Map<string, number>();
  for (const m of text.matchAll(SIDE_SPEED)) {
    const side = isSuction(m[1] ?? m[4]!) ? 'suction' : 'discharge';
    if (!speeds.has(side)) speeds.set(side, Number(m[2] ?? m[3]));
  }
  if (speeds.size === 2) return { suction: speeds.get('suction')!, discharge: speeds.get('discharge')!, said: '' };
  const flow = text.match(FLOW);
  if (!flow) return null;
  const bores = new Map<string, number>();
  for (const m of text.matchAll(SIDE_BORE)) {
    const [side, value, unit] = m[1] !== undefined ? [m[1], m[2]!, m[3]!] : [m[6]!, m[4]!, m[5]!];
    const bore = metres(value, unit);
    const key = isSuction(side) ? 'suction' : 'discharge';
    if (bore >= 0.015 && bore <= 3 && !bores.has(key)) bores.set(key, bore);
  }
  const suction = bores.get('suction');
  const discharge = bores.get('discharge');
  if (suction === undefined || discharge === undefined) return null;
  const cubic = cubicMetresPerSecond(flowValue(flow), flow[2]!);
  // Rounded as shown, so the arithmetic shown adds up.
  const vs = Number(figure(meanVelocity(cubic, suction)));
  const vd = Number(figure(meanVelocity(cubic, discharge)));
  return {
    suction: vs,
    discharge: vd,
    said: `${flowInCubicMetres(flow).converted}The mean velocity Q / (π D² / 4) is about ${figure(vs)} m/s in the ${figure(suction * 1000, 0)} mm suction and ${figure(vd)} m/s in the ${figure(discharge * 1000, 0)} mm discharge. `,
  };
}

const velocityHead = (v: number): number => (v * v) / (2 * GRAVITY);

/** "3² / (2 × 9.81) − 2² / (2 × 9.81) ≈ 0.459 − 0.204 ≈ 0.25 m": the discharge's velocity head less the suction's. */
const velocityHeadsWorked = ({ suction, discharge }: SidesSpeed): string =>
  `${figure(discharge)}² / (2 × ${GRAVITY}) − ${figure(suction)}² / (2 × ${GRAVITY}) ≈ ${figure(velocityHead(discharge), 3)} − ${figure(velocityHead(suction), 3)} ≈ ${figure(velocityHead(discharge) - velocityHead(suction))} m`;

interface GaugeDifference {
  /** Metres of water. */
  head: number;
  said: string;
}

/** The gauges' difference as a head, by the page's metres to the bar. */
function gaugeDifference(text: string, metresPerBar: number): GaugeDifference | null {
  const inMetres = (value: number, unit: string): number => (value * PASCALS[unit]! * metresPerBar) / PASCALS.bar!;
  const spelt = (unit: string): string => PRESSURE_SPELT[unit] ?? unit;
  // In bar first, for a difference read in another unit: the page gives metres to the bar.
  const worked = (value: string, unit: string): string => {
    const bars = unit === 'bar' || unit === 'barg' ? value : figure((Number(value) * PASCALS[unit]!) / PASCALS.bar!, 3);
    const inBar = bars === value ? '' : `${bars} bar, `;
    return `${inBar}${bars} × ${metresPerBar} ≈ ${figure(inMetres(Number(value), unit))} m`;
  };
  const difference = text.match(DIFFERENCE);
  if (difference) {
    const at = difference.slice(1).findIndex((v) => v !== undefined) + 1;
    const [value, unit] = [difference[at]!, difference[at + 1]!];
    return { head: inMetres(Number(value), unit), said: `the gauges' ${value} ${spelt(unit)} difference is ${worked(value, unit)}` };
  }
  const told = firstFigure(text.match(DIFFERENCE_IN_METRES));
  if (told !== null) return { head: told, said: `the gauges' difference is ${figure(told)} m of water` };
  const gauges = gaugeReadings(text);
  if (!gauges) return null;
  const { suction, delivery: discharge } = gauges;
  const head = inMetres(discharge.value, discharge.unit) - inMetres(suction.value, suction.unit);
  return {
    head,
    said: `the gauges, ${discharge.said} less ${suction.said}, differ by about ${figure(head)} m at ${metresPerBar} m to the bar`,
  };
}

/** The height of the discharge gauge above the suction gauge, metres; 0 when said to be level; null unsaid. */
function gaugeHeight(text: string): number | null {
  const found = text.match(GAUGE_HEIGHT);
  if (found) return /above|higher/.test(found[2]!) ? Number(found[1]) : -Number(found[1]);
  return LEVEL.test(text) ? 0 : null;
}

/**
 * "Discharge reads 3 bar more than suction; suction at 2 m/s, discharge at 3 m/s: total head?",
 * and after the gauges were asked about, "the suction side runs at 2 m/s and the discharge at 3
 * m/s, so what's the total?": H = (p_d − p_s)/ρg + (v_d² − v_s²)/2g + (z_d − z_s), as the head
 * terms page gives it, each term worked out from what this question or the one before gives.
 */
export function answerAboutGaugeHeadWithVelocities(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normaliseFigures(query);
  const earlier = context ? normaliseFigures(context) : '';
  const [formula] = publishedRules(pages, TOTAL_HEAD);
  const [bar] = publishedRules(pages, HEAD_PER_BAR);
  if (!formula || !bar) return null;
  const metresPerBar = Number(bar.figures[0]);
  const speedsHere = sideSpeeds(q);
  const gaugesHere = gaugeDifference(q, metresPerBar);
  // This question gives the velocities or the gauges; the question before, what this one leaves out.
  if (!speedsHere && !gaugesHere) return null;
  const speeds = speedsHere ?? (earlier ? sideSpeeds(earlier) : null);
  const gauges = gaugesHere ?? (earlier ? gaugeDifference(earlier, metresPerBar) : null);
  // "velocity head difference?" asks no total.
  const asksTotal = (text: string) => ASKS_TOTAL.test(text.replace(/\bvelocity heads?\b/g, ' '));
  if (!speeds || !(asksTotal(q) || asksTotal(earlier))) return null;
  const [defined] = publishedRules(pages, DEFINED);
  const cited = (line: string) =>
    ruleAnswer([line, formula.text, ...(defined ? [defined.text] : [])], formula, bar, ...(defined ? [defined] : []));
  // The total asked of the velocities alone: their part, and the gauges' part to add to it.
  if (!gauges)
    return cited(
      `${speeds.said}The velocity heads add ${velocityHeadsWorked(speeds)} to the head the gauges give: H = (p_d − p_s)/ρg + (v_d² − v_s²)/2g + (z_d − z_s), the gauges' difference in metres of water (about ${metresPerBar} m to the bar) plus this, plus the height of the discharge gauge above the suction gauge.`,
    );
  const height = gaugeHeight(q) ?? (earlier ? gaugeHeight(earlier) : null);
  const difference = velocityHead(speeds.discharge) - velocityHead(speeds.suction);
  const total = gauges.head + difference + (height ?? 0);
  const velocities = `the velocity heads add ${velocityHeadsWorked(speeds)}`;
  const heightSaid =
    height === null
      ? ` Add the height of the discharge gauge above the suction gauge if they are not level.`
      : height === 0
        ? ' With the gauges at the same height, there is no height term.'
        : ` The discharge gauge ${height > 0 ? 'above' : 'below'} the suction gauge ${height > 0 ? 'adds' : 'takes off'} ${figure(Math.abs(height))} m.`;
  const sum = [figure(gauges.head), figure(difference), ...(height ? [figure(height)] : [])].join(' + ').replace(/\+ -/g, '− ');
  const line = `About ${figure(total)} m of total head. ${speeds.said}By H = (p_d − p_s)/ρg + (v_d² − v_s²)/2g + (z_d − z_s): ${gauges.said}; ${velocities}.${heightSaid} Total ≈ ${sum} ≈ ${figure(total)} m.`;
  return cited(line);
}
