/**
 * "How much life do I lose if the winding runs 20 degrees above rated?": the share of insulation
 * life left by the rule of thumb the knowledge base states (every 10 °C halves it), citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "every 10 °C above the rated temperature roughly halves insulation life". */
const RULE = /\bevery (\d+(?:\.\d+)?) °C above the rated temperature roughly halves insulation life\b/;
/** "20 degrees above rated", "runs 15 °C hotter", "10 deg C over its rating". */
const ABOVE =
  /(\d+(?:\.\d+)?)\s*(?:°\s*c|deg(?:rees?)?(?:\s*c)?|degree(?:s)?(?:\s*c)?|c)\s+(?:above|over|hotter|more than|higher than|beyond)\b/;
const NAMED = { 2: 'half', 4: 'a quarter', 8: 'an eighth' } as Record<number, string>;

export function answerAboutInsulationLife(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const above = q.match(ABOVE);
  if (!above || !/\b(life|lifetime|lose|age|ageing|aging|insulation|winding|windings)\b/.test(q)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const step = Number(rule.figures[0]);
  const rise = Number(above[1]);
  if (!(rise > 0 && rise <= 60)) return null;
  const left = 0.5 ** (rise / step);
  const divisor = Math.round(1 / left);
  const share =
    Math.abs(1 / left - divisor) < 1e-9 && NAMED[divisor]
      ? `${NAMED[divisor]} (${figure(left * 100, 1)}%)`
      : `about ${figure(left * 100, 0)}%`;
  const line = `By that rule of thumb, a winding running ${figure(rise)} °C above its rated temperature keeps ${share} of its insulation life: it halves for every ${figure(step)} °C.`;
  return ruleAnswer([rule.text, line], rule);
}
