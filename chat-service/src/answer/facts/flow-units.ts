/**
 * "What is 150 litres per second in MLD?", "convert 500 m3/h to l/s": a flow in the unit asked
 * for, worked out, not looked up. Where MLD is involved, the page that says what MLD means is cited.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import { figure, FLOW, flowValue, FLOW_UNIT, flowUnit } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';

/**
 * "150 litres per second in MLD", "convert 500 m3/h to lps", "how many MLD is 0.5 m3/s", "what's
 * that in cubic metres per second, roughly?", "590 MLD ko m3/h me convert karo": the unit asked
 * for, a unit with no figure before it.
 */
const INTO = new RegExp(
  String.raw`\b(?:in|into|to|as)\s+${FLOW_UNIT}(?=\s*(?:[,?.!;)]|$|(?:roughly|approx\w*|about|please|terms)\b))|\bhow many\s+${FLOW_UNIT}` +
    // Hinglish: "590 MLD ko m3/h me convert karo".
    String.raw`|\b(?:ko|in)\s+${FLOW_UNIT}\s+(?:me|mein|main|mai|mei|mien)\b`,
);
/** "MLD is million litres per day": the sentence that says what MLD means. */
const MLD_DEFINED = /\bMLD is million litres per day\b/;

export function answerAboutFlowUnits(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query).replace(/\bconvert\s+/, '');
  const given = q.match(FLOW);
  const wanted = q.replace(given?.[0] ?? '', ' ').match(INTO);
  if (!given || !wanted) return null;
  const from = flowUnit(given[2]!);
  const to = flowUnit(wanted.slice(1).find((unit) => unit !== undefined)!);
  if (!from || !to || from === to) return null;
  const value = flowValue(given);
  const result = (value * from.perUnit) / to.perUnit;
  const line = `${figure(value)} ${from.name} is about ${figure(result, result >= 100 ? 0 : 2)} ${to.name}.`;
  const [rule] = from.name === 'MLD' || to.name === 'MLD' ? publishedRules(pages, MLD_DEFINED) : [];
  // The sentence may follow a table the sentence splitter reads with it: its own line only.
  const meaning = rule?.text.split('\n').find((l) => MLD_DEFINED.test(l));
  return rule && meaning ? ruleAnswer([line, meaning], rule) : factAnswer([line], '', []);
}
