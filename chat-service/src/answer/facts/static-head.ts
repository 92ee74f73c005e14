/**
 * "Suction lift 3 m, delivery level 42 m above the pump: what is my total static head?": the
 * total static head worked out as the knowledge base defines it (discharge head plus suction
 * lift, or minus suction head), citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { DELIVERY_SIDE, firstFigure, IN_METRES, figure, SUCTION_HEAD, SUCTION_LIFT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "It equals the static discharge head minus the static suction head, or the static discharge head plus the static suction lift." */
const RULE = /\bstatic discharge head minus the static suction head\b.*\bstatic discharge head plus the static suction lift\b/;
const LIFT = new RegExp(SUCTION_LIFT);
const HEAD = new RegExp(SUCTION_HEAD);
/** "delivery reservoir water level is 42 m above the pump", "static discharge head 42 m", "pushes to a tank 22 m above the pump". */
const DISCHARGE = new RegExp(
  String.raw`\b(?:${DELIVERY_SIDE}|(?<!(?:suction|sump|supply|storage) )tank)\b[^.?\d]{0,50}?${IN_METRES}(?! (?:of )?suction)`,
);

export function answerAboutStaticHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\b(total )?static head\b/.test(q)) return null;
  const lift = firstFigure(q.match(LIFT));
  const head = lift === null ? firstFigure(q.match(HEAD)) : null;
  const discharge = firstFigure(q.replace(LIFT, ' ').replace(HEAD, ' ').match(DISCHARGE));
  if (discharge === null || (lift === null && head === null)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const total = lift !== null ? discharge + lift : discharge - head!;
  const how =
    lift !== null
      ? `${figure(discharge)} m of static discharge head plus ${figure(lift)} m of suction lift`
      : `${figure(discharge)} m of static discharge head minus ${figure(head!)} m of suction head`;
  const line = `Your total static head is about ${figure(total)} m: ${how}.`;
  return ruleAnswer([line, rule.text], rule);
}
