/**
 * "Suction lift 3 m, delivery level 42 m above the pump: what is my total static head?": the
 * total static head worked out as the knowledge base defines it (discharge head plus suction
 * lift, or minus suction head), citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import { readMoreLine } from '../quote.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';
import { IN_METRES, figure } from './figures.ts';
import { publishedRules } from './published-rule.ts';

/** "It equals the static discharge head minus the static suction head, or the static discharge head plus the static suction lift." */
const RULE = /\bstatic discharge head minus the static suction head\b.*\bstatic discharge head plus the static suction lift\b/;
const GAP = String.raw`(?:\s+(?:is|of|=|:|about|around|approx|approximately|only|just))*\s*`;
const LIFT = new RegExp(String.raw`\bsuction lift${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:static )?suction lift\b`);
const HEAD = new RegExp(String.raw`\b(?:static )?suction head${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:static )?suction head\b`);
/** "delivery reservoir water level is 42 m above the pump", "static discharge head 42 m". */
const DISCHARGE = new RegExp(
  String.raw`\b(?:delivery|discharge|reservoir|overhead tank|outlet)\b[^.?\d]{0,50}?${IN_METRES}(?! (?:of )?suction)`,
);

export function answerAboutStaticHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\b(total )?static head\b/.test(q)) return null;
  const lift = q.match(LIFT)?.[1] ?? q.match(LIFT)?.[2];
  const head = lift === undefined ? (q.match(HEAD)?.[1] ?? q.match(HEAD)?.[2]) : undefined;
  const discharge = q.replace(LIFT, ' ').replace(HEAD, ' ').match(DISCHARGE)?.[1];
  if (discharge === undefined || (lift === undefined && head === undefined)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const up = Number(discharge);
  const total = lift !== undefined ? up + Number(lift) : up - Number(head);
  const how =
    lift !== undefined
      ? `${figure(up)} m of static discharge head plus ${figure(Number(lift))} m of suction lift`
      : `${figure(up)} m of static discharge head minus ${figure(Number(head))} m of suction head`;
  const line = `Your total static head is about ${figure(total)} m: ${how}.`;
  const page = { title: rule.page.title, url: rule.page.url };
  return factAnswer([line, rule.text], readMoreLine(page), [page]);
}
