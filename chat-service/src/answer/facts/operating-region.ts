/**
 * "Our BEP flow is 500 m3/h: within what flow range should we run?": the preferred operating
 * region the knowledge base states as a share of BEP flow, worked out for the visitor's pump in
 * the visitor's unit, citing the page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { cubicMetresPerSecond, figure, FLOW, flowValue, FLOW_UNIT, flowUnit, PERCENT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "preferred operating region (POR), generally about 70% to 120% of BEP flow". */
const REGION = /\bpreferred operating region\b[^.]*?(\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)% of BEP flow/i;
/** How visitors name the best efficiency point: "BEP", "best efficiency flow", "peak efficiency". */
const BEP = String.raw`(?:bep|b\.e\.p\.?|best[- ]efficiency(?: point)?|peak efficiency|max(?:imum)? efficiency|highest efficiency)`;
/** "BEP flow is 500 m3/h", "BEP at 120 l/s", "best efficiency flow is 500 m3/h", "500 m3/h at BEP". */
const BEP_FLOW = new RegExp(
  String.raw`\b${BEP}(?:\s+(?!${BEP})[a-z=:'’]+){0,5}?\s*(\d+(?:\.\d+)?)\s*${FLOW_UNIT}|(\d+(?:\.\d+)?)\s*${FLOW_UNIT} (?:at|is) (?:the |its |our )?${BEP}(?![a-z])`,
);
/** "we run at 60% of BEP", "it sits at 130 percent of best efficiency flow": the duty as a share already. */
const SHARE_OF_BEP = new RegExp(String.raw`${PERCENT} of (?:the |its |our )?${BEP}(?![a-z])`);
const ASKS_RANGE = /\b(range|region|por|operate|operating|run|running|between|limits?|window|band|min(imum)?|max(imum)?|safe)\b/;
/** The page's sentence on what running on the side of the BEP the duty is on does to a pump. */
const LOW_FLOW = /\blow flow\b|\bleft of (?:the )?BEP\b/i;
const HIGH_FLOW = /\bhigh flow\b|\bright of (?:the )?BEP\b|\brun-out\b/i;

/** " (180 m3/h)": a duty in another unit than the BEP's, in the BEP's, so the share can be checked. */
const converted = (duty: RegExpMatchArray, unit: string): string =>
  flowUnit(duty[2]!) === flowUnit(unit)
    ? ''
    : ` (${figure(cubicMetresPerSecond(flowValue(duty), duty[2]!) / cubicMetresPerSecond(1, unit))} ${unit})`;

export function answerAboutOperatingRegion(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const found = q.match(BEP_FLOW);
  const given = found ? null : q.match(SHARE_OF_BEP);
  if (!found && !given) return null;
  const [rule] = publishedRules(pages, REGION);
  if (!rule) return null;
  const [low, high] = rule.figures.map(Number) as [number, number];
  const placed = (share: number) => (share < low ? 'below' : share > high ? 'above' : 'inside');
  let line: string;
  let share: number | null;
  if (found) {
    const [value, unit] = found[1] !== undefined ? [found[1], found[2]!] : [found[3]!, found[4]!];
    // "can we run it at 70 lps?", "it now runs at about 300 m3/h, is that a problem?": another flow
    // is the duty asked about, which asks whether it is in range; in another unit, converted.
    const duty = q.replace(found[0], ' ').match(FLOW);
    if (!duty && !ASKS_RANGE.test(q.replace(BEP_FLOW, ' '))) return null;
    const flow = Number(value);
    const region = `about ${figure((flow * low) / 100)} to ${figure((flow * high) / 100)} ${unit}`;
    share = duty ? (100 * cubicMetresPerSecond(flowValue(duty), duty[2]!)) / cubicMetresPerSecond(flow, unit) : null;
    line =
      share === null
        ? `With the BEP at ${figure(flow)} ${unit}, the preferred operating region of about ${low}% to ${high}% of BEP flow is ${region}.`
        : `${duty![1]} ${duty![2]}${converted(duty!, unit)} is ${figure(share, 0)}% of BEP flow: ${placed(share)} the preferred operating region of about ${low}% to ${high}% of BEP flow, which is ${region} for your pump.`;
  } else {
    share = Number(given![1]);
    line = `${figure(share)}% of BEP flow is ${placed(share)} the preferred operating region of about ${low}% to ${high}% of BEP flow.`;
  }
  // Outside the region, what running there does to the pump, on the side it runs.
  const side = share === null ? null : share < low ? LOW_FLOW : share > high ? HIGH_FLOW : null;
  const harm = side ? rule.section.find((s) => s !== rule.text && side.test(s)) : undefined;
  // The sentence after the rule says why it matters.
  const next = rule.section[rule.section.indexOf(rule.text) + 1];
  return ruleAnswer([line, ...(harm ? [harm] : []), rule.text, ...(next && next !== harm ? [next] : [])], rule);
}
