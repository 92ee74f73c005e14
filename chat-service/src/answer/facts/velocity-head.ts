/**
 * "What's the velocity head at 2.5 m/s in the suction pipe?": v²/2g worked out for the visitor's
 * velocity, once the knowledge base defines velocity head so, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, GRAVITY, VELOCITY } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "Velocity head is ..., equal to v²/2g". */
const DEFINED = /\bvelocity head is\b[^.]*\bv²\/2g\b/i;

export function answerAboutVelocityHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const speed = q.match(VELOCITY);
  if (!/\bvelocity head\b/.test(q) || !speed) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  const v = Number(speed[1]);
  const line = `At ${figure(v)} m/s the velocity head v²/2g is ${figure(v)}² / (2 × ${GRAVITY}) ≈ ${figure((v * v) / (2 * GRAVITY))} m.`;
  return ruleAnswer([line, rule.text], rule);
}
