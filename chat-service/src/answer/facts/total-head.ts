/**
 * "Suction lift 4 m, delivery outlet 32 m above the pump, leaving at 2.5 m/s, friction 5.5 m: what
 * total head should I select the pump for?": the total dynamic head seen from the system, as the
 * knowledge base defines it (total static head plus friction plus any exit velocity head), worked
 * out with the visitor's figures, citing its page. A figure not given is not guessed.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { firstFigure, figure, GRAVITY, VELOCITY } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import { totalStaticHeadOf } from './static-head.ts';
import { frictionSaid, staticSaid } from './system-head.ts';

/** "TDH equals total static head plus the friction head of suction and discharge lines plus any exit velocity head". */
const RULE = /\bTDH equals total static head plus the friction head\b.*\bexit velocity head\b/;
/** The pump's whole head asked for: "what total head should I select the pump for?", "TDH?". */
const ASKS_TOTAL_HEAD =
  /\b(tdh|total dynamic head|pump total head|total head|head (should|do|must|would|to) ((i|we) )?(select|choose|size|specify|buy)|(pump|duty) head (required|needed)|(required|needed) (pump )?head)\b/;
/** "friction in suction+delivery pipes works out about 5.5 m": a friction figure, said however far on in its clause. */
const FRICTION = frictionSaid(50);
const FRICTION_ALL = new RegExp(FRICTION.source, 'g');
/** "static lift from the sump level up to the outlet is 18 m": a static head, said however far on in its clause. */
const STATIC = staticSaid(50);
/** A velocity the water leaves the pipe with, said in the same clause as its exit: "discharges freely ... at 2.5 m/s". */
const EXIT = /\b(exit|exits|outlet|leaves?|leaving|discharges?|discharging|free(ly)?)\b[^.?!;]{0,60}?$/;

export function answerAboutTotalHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS_TOTAL_HEAD.test(q)) return null;
  const friction = firstFigure(q.match(FRICTION));
  if (friction === null) return null;
  // The static head from the two levels, or told as a whole ("static head 36 m").
  const rest = q.replace(FRICTION_ALL, ' ');
  const told = firstFigure(rest.match(STATIC));
  const levels = totalStaticHeadOf(rest);
  const staticHead = levels ?? (told === null ? null : { total: told, how: '' });
  if (!staticHead) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const velocity = q.match(VELOCITY);
  const exit = velocity && EXIT.test(q.slice(0, velocity.index)) ? Number(velocity[1]) : null;
  const velocityHead = exit === null ? 0 : (exit * exit) / (2 * GRAVITY);
  const total = staticHead.total + friction + velocityHead;
  const parts = [
    `${figure(staticHead.total)} m of total static head${staticHead.how ? ` (${staticHead.how})` : ''}`,
    `${figure(friction)} m of friction`,
    ...(exit === null ? [] : [`${figure(velocityHead)} m of exit velocity head (${figure(exit)}² / (2 × ${GRAVITY}))`]),
  ];
  const lead = /\b(select\w*|choose|chosen|size|sized|specif\w*|spec|buy)\b/.test(q)
    ? `Select the pump for about ${figure(total, 1)} m of total dynamic head at that flow`
    : `The total dynamic head is about ${figure(total, 1)} m at that flow`;
  const line = `${lead}: ${parts.join(', plus ')}.`;
  return ruleAnswer([line, rule.text], rule);
}
