/**
 * "Static head 20 m, friction 8 m at 100 m3/h: what head at 130 m3/h?", and after "our total static
 * head is 33 m", "at 200 l/s we measured 12 m of friction, what at 250 l/s?": the system curve
 * H_sys = H_static + k·Q² the knowledge base gives, its friction scaled with the square of the
 * flow from the one point the visitor measured, citing the pages that state it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { cubicMetresPerSecond, figure, FLOW, flowUnit, flowValue, IN_METRES } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "The system curve is H_sys = H_static + k·Q²". */
const SYSTEM_CURVE = /\bH_sys = H_static \+ k·Q²/;
/** "Friction head rises roughly with the square of the flow": the reason k·Q² scales as it does. */
const FRICTION_SQUARED = /\bfriction\b[^.]*\bsquare of (?:the )?flow\b/i;

/** Words between a quantity's name and its figure that never cross to another figure or sentence. */
const ON_THE_WAY = String.raw`[^.?!;\d]{0,30}?`;
/** Not "static suction lift": one side's level is not the system's static head. */
const STATIC_NAME = String.raw`\b(?:static|geodetic)(?! (?:suction|discharge|delivery))(?: (?:head|lift|height|difference))?\b`;
/**
 * "total static head comes to 33 m", "20 m of static head", "a 20 m static lift"; with a longer
 * `reach`, a figure said further on in its clause ("static lift from the sump level up to the outlet is 18 m").
 */
export const staticSaid = (reach = 30): RegExp =>
  new RegExp(String.raw`${STATIC_NAME}[^.?!;\d]{0,${reach}}?${IN_METRES}|${IN_METRES} (?:of )?(?:total )?${STATIC_NAME}`);
export const STATIC = staticSaid();
const FRICTION_NAME = String.raw`\b(?:friction(?: head| loss(?:es)?)?|(?:pipe|pipework|line|main|system|dynamic|head) loss(?:es)?|losses)\b`;
/**
 * "friction 8 m", "12 m of friction", "friction losses come to 12 m", "head loss of 12 m"; with a
 * longer `reach`, a figure said further on in its clause ("friction in suction+delivery pipes works out about 5.5 m").
 */
export const frictionSaid = (reach = 30): RegExp =>
  new RegExp(String.raw`${FRICTION_NAME}[^.?!;\d]{0,${reach}}?${IN_METRES}|${IN_METRES} (?:of )?(?:pipe |line )?${FRICTION_NAME}`);
const FRICTION = frictionSaid();
/** "friction at 200 l/s is 12 m": the flow said between the name and its figure. */
const FRICTION_AT_FLOW = new RegExp(
  String.raw`${FRICTION_NAME}[^.?!;\d]{0,15}?(?:at|@|for|with) (?:about |around )?${FLOW.source}${ON_THE_WAY}${IN_METRES}`,
);
/** "the system head is 45 m at 200 l/s", "we measured 32 m total at 100 l/s": a measured duty, whose friction is its head above the static. */
const DUTY_HEAD = new RegExp(
  String.raw`\b(?:system|total|duty|operating|dynamic) head\b${ON_THE_WAY}${IN_METRES}|${IN_METRES} (?:of )?(?:system|total|duty)(?: head)?\b(?! (?:static|suction|discharge|delivery|lift|height|friction|loss))`,
);

/** What the visitor wants of the new flow: the system's whole head, or its friction alone. */
const ASKS_TOTAL = /\b(total|overall|system|pump|duty|operating|required)\b|\bhead\b/;
const ASKS_FRICTION = new RegExp(FRICTION_NAME);
/** Another quantity of the new duty asked for, which the system curve does not give. */
const ASKS_OTHER = /\b(power|kw|energy|kwh|cost|efficien\w*|npsh\w*|pressure|bar|speed|rpm|velocity)\b/;

interface Flow {
  value: number;
  unit: string;
  /** Where in its text it stands, to tell the flow measured with the friction from the one asked. */
  at: number;
}

const flowsIn = (text: string): Flow[] =>
  [...text.matchAll(new RegExp(FLOW.source, 'g'))].map((m) => ({ value: flowValue(m), unit: m[2]!, at: m.index }));

const firstOf = (found: RegExpMatchArray | null): string | undefined => found?.slice(1).find((v) => v !== undefined);

interface Friction {
  head: number;
  flow: Flow;
  /** The text the friction was read from, whose other flows are the ones asked about. */
  text: string;
}

/** The friction the visitor measured and the flow it was measured at: the one point of k·Q² known. */
function frictionIn(text: string, staticHead: number | null): Friction | null {
  const flows = flowsIn(text);
  if (flows.length === 0) return null;
  const between = text.match(FRICTION_AT_FLOW);
  if (between) {
    const flow = flows.find((f) => f.at >= between.index! && f.at < between.index! + between[0].length);
    if (flow) return { head: Number(between[3]), flow, text };
  }
  const said = text.match(FRICTION);
  // Or a measured duty's head, less the static head: "45 m at 200 l/s" with 33 m static.
  const duty = said ? null : text.match(DUTY_HEAD);
  const found = said ?? duty;
  if (!found) return null;
  const value = Number(firstOf(found));
  const head = said ? value : staticHead !== null && value > staticHead ? value - staticHead : NaN;
  if (!(head > 0)) return null;
  // The flow nearest the figure, in its own sentence ("at 200 l/s we measured 12 m of friction").
  const sentenceOf = (at: number) => text.slice(0, at).split(/[.?!;](?=\s|$)/).length;
  const mid = found.index! + found[0].length / 2;
  const near = flows
    .filter((f) => sentenceOf(f.at) === sentenceOf(found.index!))
    .sort((a, b) => Math.abs(a.at - mid) - Math.abs(b.at - mid))[0];
  return near ? { head, flow: near, text } : null;
}

/** "8 m at 200 m3/h": a head at a flow. */
const HEAD_AT_FLOW = new RegExp(String.raw`${IN_METRES}\s+(?:at|@|for|with) (?:about |around )?${FLOW.source}`);

/**
 * "ok so ours is 8 m at 200 m3/h" after "does friction loss change with flow?": the figure the
 * follow-up gives is the friction the question before named, with no figure of its own.
 */
function frictionAfterItsName(q: string, earlier: string): Friction | null {
  if (!new RegExp(FRICTION_NAME).test(earlier) || HEAD_AT_FLOW.test(earlier)) return null;
  const found = q.match(HEAD_AT_FLOW);
  if (!found) return null;
  const flow = flowsIn(q).find((f) => f.at >= found.index! && f.at < found.index! + found[0].length);
  return flow ? { head: Number(found[1]), flow, text: q } : null;
}

/** A flow in another's unit: "250 l/s" against "720 m3/h". */
const inUnitOf = (flow: Flow, of: Flow): number => cubicMetresPerSecond(flow.value, flow.unit) / cubicMetresPerSecond(1, of.unit);

/** "35 m at 100 lps", "25.4 m @ 60 l/s": a head measured at a flow, the flow's figure and unit captured. */
const MEASURED_POINT = new RegExp(
  String.raw`${IN_METRES}(?: (?:of )?(?:total |system |duty )?head)?\s*(?:at|@|for|with) (?:a flow of )?${FLOW.source}`,
  'g',
);
/** "so what is the static head?", "what is k?": the system curve's terms asked. */
const ASKS_STATIC_OR_K = /\bstatic (?:head|lift)\b|\bwhat (?:is|will be) (?:the )?k\b|\bsystem curve\b/;

/**
 * Two heads measured at two flows with the valves as they were: the static head and k of
 * H_sys = H_static + k·Q², in the visitor's flow unit.
 */
function fromTwoPoints(q: string, pages: readonly Page[]): Answer | null {
  if (!ASKS_STATIC_OR_K.test(q)) return null;
  // Group 1 the head; then FLOW's figure and unit.
  const points = [...q.matchAll(MEASURED_POINT)].map((m) => ({
    head: Number(m[1]),
    flow: Number(m[2]!.replace(/,/g, '')),
    unit: flowUnit(m[3]!)?.name,
  }));
  if (points.length !== 2 || !points[0]!.unit || points[0]!.unit !== points[1]!.unit) return null;
  const [a, b] = [...points].sort((x, y) => y.flow - x.flow) as [(typeof points)[0], (typeof points)[0]];
  if (!(a.flow > b.flow) || !(a.head > b.head)) return null;
  const [rule] = publishedRules(pages, SYSTEM_CURVE);
  if (!rule) return null;
  const k = (a.head - b.head) / (a.flow ** 2 - b.flow ** 2);
  const staticHead = a.head - k * a.flow ** 2;
  if (!(staticHead >= 0)) return null;
  const kSaid = Number(k.toPrecision(3));
  const unit = a.unit;
  return ruleAnswer(
    [
      `About ${figure(staticHead, 1)} m of static head: from H = H_static + k·Q² at the two points, k = (${figure(a.head)} − ${figure(b.head)}) / (${figure(a.flow)}² − ${figure(b.flow)}²) ≈ ${kSaid} m per (${unit})², and H_static = ${figure(a.head)} − ${kSaid} × ${figure(a.flow)}² ≈ ${figure(staticHead, 1)} m.`,
      rule.text,
    ],
    rule,
  );
}

export function answerAboutSystemHead(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  const twoPoints = fromTwoPoints(q, pages);
  if (twoPoints) return twoPoints;
  const earlier = context ? normalise(context) : '';
  // The question's own figures first; those it leaves out, from the question before ("our total
  // static head comes to 33 m", then "at 200 l/s we measured 12 m of friction").
  const staticFound = q.match(STATIC) ?? earlier.match(STATIC);
  const staticHead = staticFound ? Number(firstOf(staticFound)) : null;
  const friction = frictionIn(q, staticHead) ?? (earlier ? frictionIn(earlier, staticHead) : null) ?? frictionAfterItsName(q, earlier);
  // "the head loss across the valve": a throttled valve's loss, not the pipework's friction.
  if (!friction || (/\bvalves?\b/.test(friction.text) && !/\bfriction\b/.test(friction.text))) return null;
  // The flows asked about: the question's others; or, as in "and the friction at the new flow?",
  // those of the question before.
  const others = (text: string) => flowsIn(text).filter((f) => !(text === friction.text && f.at === friction.flow.at));
  const asked = others(q).length > 0 ? others(q) : earlier ? others(earlier) : [];
  const newFlows = asked.filter(
    (f, i) => inUnitOf(f, friction.flow) !== friction.flow.value && asked.findIndex((g) => g.value === f.value) === i,
  );
  if (newFlows.length === 0) return null;
  // What is asked, in the words left once the figures given are taken out.
  const rest = (text: string) =>
    text
      .replace(FRICTION_AT_FLOW, ' ')
      .replace(FRICTION, ' ')
      .replace(STATIC, ' ')
      .replace(DUTY_HEAD, ' ')
      .replace(new RegExp(FLOW.source, 'g'), ' ');
  // "friction head" names the friction, not the system's head.
  const asksTotal = (text: string) => ASKS_TOTAL.test(rest(text).replace(new RegExp(FRICTION_NAME, 'g'), ' '));
  const totalAsked = asksTotal(q);
  const frictionAsked = ASKS_FRICTION.test(rest(q));
  if (!totalAsked && !frictionAsked && ASKS_OTHER.test(rest(q))) return null;
  // "ok thanks" after a system curve worked out gives nothing of its own to work out.
  if (!totalAsked && !frictionAsked && others(q).length === 0 && friction.text !== q) return null;
  const wantsTotal = totalAsked || (!frictionAsked && (asksTotal(earlier) || staticHead !== null));

  const curve = publishedRules(pages, SYSTEM_CURVE).sort(
    (a, b) => Number(FRICTION_SQUARED.test(b.text)) - Number(FRICTION_SQUARED.test(a.text)),
  )[0];
  if (!curve) return null;
  const squared = publishedRules(pages, FRICTION_SQUARED).find((r) => r.text !== curve.text);

  const { head, flow } = friction;
  const each = newFlows.map((to) => {
    const inRef = inUnitOf(to, flow);
    const scaled = head * (inRef / flow.value) ** 2;
    const converted = to.unit === flow.unit ? '' : ` (${figure(inRef)} ${flow.unit})`;
    const at = `${figure(to.value)} ${to.unit}`;
    return {
      at,
      scaled,
      total: staticHead === null ? null : staticHead + scaled,
      // The factor shown too ("(80 / 100)² = 0.64"), so the visitor can check each step.
      worked: `${figure(head)} × (${figure(inRef)} / ${figure(flow.value)})² = ${figure(head)} × ${figure((inRef / flow.value) ** 2, 4)} ≈ ${figure(scaled)} m at ${at}${converted}`,
    };
  });
  const total = wantsTotal && staticHead !== null;
  const lead = each
    .map((e, i) => `${i === 0 ? 'About' : 'about'} ${figure(total ? e.total! : e.scaled)} m${total ? '' : ' of friction'} at ${e.at}`)
    .join(each.length > 2 ? ', ' : ' and ');
  const curveWorked = total
    ? `, and H_sys = H_static + k·Q² = ${each.map((e) => `${figure(staticHead)} + ${figure(e.scaled)} ≈ ${figure(e.total!)} m`).join(' and ')}`
    : '';
  // Asked the system's head without its static head: the friction, and what to add to it.
  const noStatic =
    wantsTotal && staticHead === null
      ? ' The system head adds your total static head, which does not change with flow, to this friction.'
      : '';
  const body = `${lead}. Friction rises with the square of the flow: from ${figure(head)} m at ${figure(flow.value)} ${flow.unit} to ${each.map((e) => e.worked).join(' and ')}${curveWorked}.${noStatic}`;
  return ruleAnswer([body, curve.text, ...(squared ? [squared.text] : [])], curve, ...(squared ? [squared] : []));
}
