/**
 * "Our BEP flow is 500 m3/h: within what flow range should we run?": the preferred operating
 * region the knowledge base states as a share of BEP flow, worked out for the visitor's pump in
 * the visitor's unit, citing the page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW, FLOW_UNIT, flowUnit } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "preferred operating region (POR), generally about 70% to 120% of BEP flow". */
const REGION = /\bpreferred operating region\b[^.]*?(\d+(?:\.\d+)?)% to (\d+(?:\.\d+)?)% of BEP flow/i;
/** "BEP flow is 500 m3/h", "BEP at 120 l/s", "500 m3/h at BEP". */
const BEP_FLOW = new RegExp(
  String.raw`\bbep\b(?:\s+(?!bep)[a-z=:']+){0,5}?\s*(\d+(?:\.\d+)?)\s*${FLOW_UNIT}|(\d+(?:\.\d+)?)\s*${FLOW_UNIT} (?:at|is) (?:the )?(?:bep|best efficiency)\b`,
);
const ASKS_RANGE = /\b(range|region|por|operate|operating|run|running|between|limits?|window|band|min(imum)?|max(imum)?|safe)\b/;

export function answerAboutOperatingRegion(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const found = q.match(BEP_FLOW);
  if (!found) return null;
  const [value, unit] = found[1] !== undefined ? [found[1], found[2]!] : [found[3]!, found[4]!];
  // "can we run it at 70 lps?", "we mostly pump 500 m3/h, is that a worry?": another flow in the
  // same unit is the duty asked about, which asks whether it is in range.
  const duty = [...q.replace(found[0], ' ').matchAll(new RegExp(FLOW.source, 'g'))].find((m) => flowUnit(m[2]!) === flowUnit(unit));
  if (!duty && !ASKS_RANGE.test(q.replace(BEP_FLOW, ' '))) return null;
  const [rule] = publishedRules(pages, REGION);
  if (!rule) return null;
  const [low, high] = rule.figures.map(Number) as [number, number];
  const flow = Number(value);
  const region = `about ${figure((flow * low) / 100)} to ${figure((flow * high) / 100)} ${unit}`;
  const share = duty ? (100 * Number(duty[1])) / flow : null;
  const line =
    share === null
      ? `With the BEP at ${figure(flow)} ${unit}, the preferred operating region of about ${low}% to ${high}% of BEP flow is ${region}.`
      : `${duty![1]} ${unit} is ${figure(share, 0)}% of BEP flow: ${share < low ? 'below' : share > high ? 'above' : 'inside'} the preferred operating region of about ${low}% to ${high}% of BEP flow, which is ${region} for your pump.`;
  // The sentence after the rule says why it matters.
  const next = rule.section[rule.section.indexOf(rule.text) + 1];
  return ruleAnswer([line, rule.text, ...(next ? [next] : [])], rule);
}
