/**
 * "What is 150 litres per second in MLD?", "convert 500 m3/h to l/s": a flow in the unit asked
 * for, worked out, not looked up. Where MLD is involved, the page that says what MLD means is cited.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import { figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';

/** Cubic metres per second in one of each unit, keyed by how the answer writes it. */
const PER_UNIT: Readonly<Record<string, number>> = {
  'm³/s': 1,
  'm³/h': 1 / 3600,
  'l/s': 1 / 1000,
  MLD: 1000 / 86_400,
  'm³/day': 1 / 86_400,
};
/** How visitors write each unit. */
const UNIT_WORDS: readonly [string, string][] = [
  ['m³/s', String.raw`m3\/s|m³\/s|cumecs?|cubic met(?:re|er)s? per second`],
  ['m³/h', String.raw`m3\/h|m³\/h|m3\/hr|m³\/hr|cmh|cubic met(?:re|er)s? per hour`],
  ['l/s', String.raw`l\/s|lps|litres? per second|liters? per second|litres? per sec|liters? per sec`],
  ['MLD', String.raw`mld|million litres? per day|million liters? per day`],
  ['m³/day', String.raw`m3\/day|m³\/day|m3\/d|cubic met(?:re|er)s? per day`],
];
const ANY_UNIT = UNIT_WORDS.map(([, w]) => w).join('|');
/** "150 litres per second in MLD", "convert 500 m3/h to lps", "how many MLD is 0.5 m3/s". */
const FIGURE = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(${ANY_UNIT})(?![a-z0-9])`);
const INTO = new RegExp(String.raw`\b(?:in|into|to|as)\s+(${ANY_UNIT})(?![a-z0-9])[\s?.!]*$|\bhow many\s+(${ANY_UNIT})(?![a-z0-9])`);
/** "MLD is million litres per day": the sentence that says what MLD means. */
const MLD_DEFINED = /\bMLD is million litres per day\b/;

const unitOf = (written: string): string | undefined => UNIT_WORDS.find(([, w]) => new RegExp(`^(?:${w})$`).test(written))?.[0];

export function answerAboutFlowUnits(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query).replace(/\bconvert\s+/, '');
  const given = q.match(FIGURE);
  const wanted = q.replace(given?.[0] ?? '', ' ').match(INTO);
  if (!given || !wanted) return null;
  const from = unitOf(given[2]!);
  const to = unitOf(wanted[1] ?? wanted[2]!);
  if (!from || !to || from === to) return null;
  const value = Number(given[1]);
  const result = (value * PER_UNIT[from]!) / PER_UNIT[to]!;
  const line = `${figure(value)} ${from} is about ${figure(result, result >= 100 ? 0 : 2)} ${to}.`;
  const [rule] = from === 'MLD' || to === 'MLD' ? publishedRules(pages, MLD_DEFINED) : [];
  // The sentence may follow a table the sentence splitter reads with it: its own line only.
  const meaning = rule?.text.split('\n').find((l) => MLD_DEFINED.test(l));
  return rule && meaning ? ruleAnswer([line, meaning], rule) : factAnswer([line], '', []);
}
