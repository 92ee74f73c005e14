/**
 * "Our approach channel is 3 m wide with 2 m of water and carries 2.4 m³/s: is that velocity OK?":
 * the mean approach velocity Q / (width × depth), or the velocity the visitor gives, held against
 * the targets the sump page states for the approach channel and the pump bay, citing the page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW, flowInCubicMetres, VELOCITY } from './figures.ts';
import { LENGTH, lengthSaid, metres } from './lengths.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "A conservative design target is about 0.3 m/s in the approach channel; ANSI/HI 9.8 accepts up to about 0.5 m/s in the pump bay." */
const RULE = /\btarget is about (\d+(?:\.\d+)?) m\/s in the approach channel\b.*\bup to about (\d+(?:\.\d+)?) m\/s in the pump bay\b/;
/** Where the water approaches the pumps. */
const APPROACH = /\bapproach\b|\bchannel\b|\bforebay\b|\bbays?\b|\bcanal\b|\bflume\b/;
/**
 * A velocity that is some other velocity: at the bell, in a pipe, or its head. A bell named as
 * what the pumps have ("three pumps with 0.8 m bells") asks no velocity of it.
 */
const OTHER_VELOCITY =
  /\bvelocity head\b|\b(bell|bell[- ]mouth|pipe|throat|inlet|suction)s? (inlet )?(velocity|speed)\b|\b(velocity|speed) (at|in|through|of) (the |each |a )?(bell|bell[- ]mouth|pipe|throat|inlet|suction)s?\b|\bbell\b(?!.*\bapproach\b)|\bpipe\b(?!.*\bapproach\b)|\bthroat\b/;
const ASKS_VELOCITY = /\b(?:velocity|speed)\b/;
/** A size asked: a width, a spacing, a depth. */
const ASKS_DIMENSION =
  /\b(how (wide|far|deep|big|long|much (space|room|clearance|submergence))|what (width|spacing|clearance|size|submergence|depth)|spacing|clearance)\b/;
/** Words between a width or depth and its figure, within the sentence. */
const ON_THE_WAY = String.raw`[^.?!\d]{0,30}?`;
/** "3 m wide", "width of the channel is 3 m". */
const WIDTH = new RegExp(String.raw`${LENGTH}\s*(?:wide|in width|width)\b|\b(?:width|breadth)\b${ON_THE_WAY}${LENGTH}`);
/** "2 m deep", "2 m of water", "water depth of 2 m", "flowing 2 m deep". */
const DEPTH = new RegExp(
  String.raw`${LENGTH}\s*(?:deep|in depth|depth|of water|water depth|of flow|flow depth)\b|\bdepth\b${ON_THE_WAY}${LENGTH}`,
);
/** "3 m x 2 m": a cross-section, width first. */
const SECTION = new RegExp(String.raw`${LENGTH}\s*(?:x|×|by)\s*${LENGTH}`);

/** The channel's width and depth in metres, as the visitor gave them. */
function crossSection(q: string): { width: number; depth: number } | null {
  const width = q.match(WIDTH);
  const depth = q.match(DEPTH);
  const length = (m: RegExpMatchArray): number => (m[1] ? metres(m[1], m[2]!) : metres(m[3]!, m[4]!));
  if (width && depth) return { width: length(width), depth: length(depth) };
  const section = q.match(SECTION);
  return section ? { width: metres(section[1]!, section[2]!), depth: metres(section[3]!, section[4]!) } : null;
}

/** What the page holds an approach velocity to, m/s. */
interface Limits {
  target: number;
  bayLimit: number;
}

/** The velocity held against the channel target and the bay limit, and the width that would meet the target. */
function verdict(said: string, velocity: number, { target, bayLimit }: Limits, widthFor?: (v: number) => string): string {
  const widen = widthFor ? ` For about ${figure(target)} m/s at that depth the channel would need ${widthFor(target)} of width.` : '';
  if (velocity <= target) return `${said} is within the conservative target of about ${figure(target)} m/s for the approach channel.`;
  if (velocity <= bayLimit)
    return `${said} is above the conservative target of about ${figure(target)} m/s for the approach channel, though within the up to about ${figure(bayLimit)} m/s accepted in the pump bay.${widen}`;
  return `${said} is too fast: above the conservative target of about ${figure(target)} m/s for the approach channel, and above the up to about ${figure(bayLimit)} m/s accepted in the pump bay.${widen}`;
}

export function answerAboutApproachVelocity(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!APPROACH.test(q) || OTHER_VELOCITY.test(q)) return null;
  // "... how wide should each pump bay be?": a dimension asked, with the channel told as the story.
  if (!ASKS_VELOCITY.test(q) && ASKS_DIMENSION.test(q)) return null;
  const flow = q.match(FLOW);
  const section = flow ? crossSection(q.replace(flow[0], ' ')) : null;
  // A velocity given is the approach velocity only where the question calls it one.
  const given = ASKS_VELOCITY.test(q) ? q.match(VELOCITY) : null;
  if (!(flow && section) && !given) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const [target, bayLimit] = rule.figures.map(Number) as [number, number];
  const limits = { target, bayLimit };
  if (flow && section) {
    const { cubic, converted } = flowInCubicMetres(flow);
    const { width, depth } = section;
    const velocity = cubic / (width * depth);
    if (!(velocity > 0)) return null;
    // The width at that depth for a velocity, rounded up: a width for a maximum velocity is never rounded down.
    const widthFor = (v: number): string => `about ${lengthSaid(Math.ceil((cubic / (v * depth)) * 10 - 1e-9) / 10)}`;
    const worked = `About ${figure(velocity)} m/s: ${converted}V = Q / (width × depth) = ${figure(cubic, 3)} / (${figure(width)} × ${figure(depth)}) ≈ ${figure(velocity, 3)} m/s.`;
    return ruleAnswer([`${worked} ${verdict('That', velocity, limits, widthFor)}`, rule.text], rule);
  }
  const velocity = Number(given![1]);
  return ruleAnswer([verdict(`An approach velocity of ${figure(velocity)} m/s`, velocity, limits), rule.text], rule);
}
