/**
 * "What size suction pipe for 100 L/s?", "is a 200 mm suction pipe OK at 80 l/s?": the bore that
 * gives the suction velocity the sump page recommends, D = √(4Q / (π v)), or the velocity in the
 * visitor's pipe, V = Q / (π D² / 4), held against that band, citing the page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW, flowInCubicMetres, VELOCITY } from './figures.ts';
import { boreOf, meanVelocity, meanVelocityWorked } from './lengths.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "Size the suction pipe for a velocity of about 1.5 to 2 m/s, ...": the band. */
const RULE = /\bsize the suction pipe for a velocity of about (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) m\/s\b/i;
const SUCTION_PIPE = /\bsuction (?:pipe|pipeline|line|main|piping|pipework|side pipe)s?\b/;
const ASKS_SIZE = /\b(?:size|sized|sizing|diameter|dia|bore|how (?:big|large|wide)|nb|dn)\b/;
/** "Provide a straight length of about 5 to 10 pipe diameters before the pump suction flange.": the run asked in metres. */
const STRAIGHT_RULE =
  /\bprovide a straight length of about (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?) pipe diameters before the pump suction flange\b/i;
const ASKS_STRAIGHT = /\bstraight\b/;
/** Questions about the suction pipe that are not about its bore: losses, NPSH, velocity head. */
/**
 * Another quantity the velocity is given for: an NPSH, a loss, or the velocity heads of both sides
 * ("2 m/s on the suction, 3 m/s on the delivery side").
 */
const OTHER_QUESTION =
  /\bnpsh|\bvelocity head\b|\bfriction\b|\bhead loss|\blosses\b|\bsuction lift\b|^(?=.*\b(?:delivery|discharge)\b)(?=(?:.*?\d\s*(?:m\/s|mps|metres? per second)\b){2})/;

/** A bore in millimetres, to the 10 mm a pipe size is read to, or the millimetre under 100 mm. */
const boreSaid = (bore: number): string => {
  const mm = bore * 1000;
  return mm >= 1000 ? `${figure(bore, 2)} m` : `${mm >= 100 ? Math.round(mm / 10) * 10 : Math.round(mm)} mm`;
};

/** "250 to 290 mm": the unit said once where both ends share it. */
const span = (from: string, to: string): string => {
  const unit = / (mm|m)$/.exec(from)?.[1];
  return unit && to.endsWith(` ${unit}`) ? `${from.slice(0, -unit.length - 1)} to ${to}` : `${from} to ${to}`;
};

/** The bores that carry `cubic` m³/s at the band's two velocities, the wider first. */
const boresFor = (cubic: number, low: number, high: number): [number, number] =>
  [low, high].map((v) => Math.sqrt((4 * cubic) / (Math.PI * v))) as [number, number];

function velocityVerdict(velocity: number, low: number, high: number): string {
  if (velocity > high) return `faster than the ${figure(low)} to ${figure(high)} m/s the suction pipe is sized for`;
  if (velocity < low) return `slower than the ${figure(low)} to ${figure(high)} m/s band, so the pipe is larger than that rule needs`;
  return `within the ${figure(low)} to ${figure(high)} m/s the suction pipe is sized for`;
}

/** The page's line that says it, without its list marker: the rule is one item of a list the sentence splitter reads whole. */
const lineOf = (text: string, rule: RegExp): string =>
  text
    .split('\n')
    .find((l) => rule.test(l))!
    .replace(/^\s*[-*]\s*/, '');

/** "how much straight pipe before the pump flange?" of a 300 mm line: 5 to 10 diameters, in metres. */
function straightRun(
  q: string,
  pipe: ReturnType<typeof boreOf>,
  pages: readonly Page[],
): { line: string; said: string; rule: PublishedRule } | null {
  if (!pipe || !ASKS_STRAIGHT.test(q)) return null;
  const [rule] = publishedRules(pages, STRAIGHT_RULE);
  if (!rule) return null;
  const [fewest, most] = rule.figures.map(Number) as [number, number];
  const run = span(boreSaid(fewest * pipe.bore), boreSaid(most * pipe.bore));
  return {
    line: `Straight pipe before the pump suction flange: about ${run} for the ${pipe.said} pipe, ${figure(fewest)} to ${figure(most)} pipe diameters (${figure(fewest)} × ${figure(pipe.bore, 3)} m to ${figure(most)} × ${figure(pipe.bore, 3)} m).`,
    said: lineOf(rule.text, STRAIGHT_RULE),
    rule,
  };
}

/** "for 150 mm suction", "a 6 inch suction": a bore before "suction" names the suction pipe. */
const BORE_OF_SUCTION = /(\d\s*(?:mm|inch(?:es)?|"))\s+suction\b(?! (?:pipe|pipeline|line|main|piping|pipework)s?\b)/;

export function answerAboutSuctionPipe(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query).replace(BORE_OF_SUCTION, '$1 suction pipe');
  if (!SUCTION_PIPE.test(q) || OTHER_QUESTION.test(q)) return null;
  const flow = q.match(FLOW);
  const pipe = boreOf(q);
  const given = q.match(VELOCITY);
  const straight = straightRun(q, pipe, pages);
  if (!flow && !given) return straight ? ruleAnswer([straight.line, straight.said], straight.rule) : null;
  if (flow && !pipe && !ASKS_SIZE.test(q)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const [low, high] = rule.figures.map(Number) as [number, number];
  const said = lineOf(rule.text, RULE);
  if (!flow) {
    const velocity = Number(given![1]);
    return ruleAnswer([`${figure(velocity)} m/s is ${velocityVerdict(velocity, low, high)}.`, said], rule);
  }
  const { cubic, converted } = flowInCubicMetres(flow);
  const [wider, narrower] = boresFor(cubic, low, high);
  const range = span(boreSaid(narrower), boreSaid(wider));
  if (pipe) {
    const velocity = meanVelocity(cubic, pipe.bore);
    const advice = velocity > high || velocity < low ? ` A bore of about ${range} would keep it in that band.` : '';
    const line = `About ${figure(velocity, 2)} m/s in the ${pipe.said} suction pipe: ${converted}V = ${meanVelocityWorked(cubic, pipe.bore)} ≈ ${figure(velocity, 2)} m/s, ${velocityVerdict(velocity, low, high)}.${advice}`;
    return straight ? ruleAnswer([line, said, straight.line], rule, straight.rule) : ruleAnswer([line, said], rule);
  }
  const line = `A bore of about ${range}. ${converted}With D = √(4Q / (π v)) at the ${figure(low)} to ${figure(high)} m/s the page recommends: √(4 × ${figure(cubic, 4)} / (π × ${figure(high)})) ≈ ${figure(narrower, 3)} m at ${figure(high)} m/s, and ≈ ${figure(wider, 3)} m at ${figure(low)} m/s.`;
  return ruleAnswer([line, said], rule);
}
