/**
 * "If the pump's total head at the test flow is 50 m, at what head reading do we call it NPSH3?":
 * the head the test's percentage drop leaves, from the page that defines NPSH3, citing it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, IN_METRES } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "...as the NPSH at which the pump's total head has fallen by 3%, so it is also written NPSH3." */
const RULE = /\bNPSH at which the pump's total head has fallen by (\d+(?:\.\d+)?)%/;
/** "total head at the test flow is 50 m", "head of 50 m": the head before the drop. */
const HEAD = new RegExp(String.raw`\bhead\b[^.?\d]{0,40}?${IN_METRES}`);
/** The question asks at what head the test calls it NPSH3. */
const ASKS_HEAD_AT_NPSH3 = /\bnpsh ?3\b|\b3 ?% (head )?drop\b|\bhead (has )?(fallen|dropped|drops?|falls?) by 3 ?%/;

export function answerAboutNpsh3Head(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS_HEAD_AT_NPSH3.test(q) || !/\b(what|which|at what)\b.{0,30}\bhead\b|\bhead (reading|value)\b/.test(q)) return null;
  const head = q.match(HEAD);
  if (!head) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const [drop] = rule.figures.map(Number) as [number];
  const before = Number(head[1]);
  const after = before * (1 - drop / 100);
  return ruleAnswer(
    [
      `At about ${figure(after)} m: NPSH3 is the NPSH at which the total head has fallen by ${drop}%, so ${figure(before)} × ${figure(1 - drop / 100)} = ${figure(after)} m (a drop of ${figure(before - after)} m) at the same flow.`,
      rule.text,
    ],
    rule,
  );
}
