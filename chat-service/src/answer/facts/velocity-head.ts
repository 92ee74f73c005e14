/**
 * "What's the velocity head at 2.5 m/s in the suction pipe?", "velocity head in a 150 mm pipe at
 * 30 L/s?": v²/2g worked out for the visitor's velocity, or for the mean velocity Q / (π D² / 4)
 * of the flow in the pipe, once the knowledge base defines velocity head so, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW, flowInCubicMetres, GRAVITY, VELOCITY } from './figures.ts';
import { boreOf, meanVelocity, meanVelocityWorked } from './lengths.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "Velocity head is ..., equal to v²/2g". */
const DEFINED = /\bvelocity head is\b[^.]*\bv²\/2g\b/i;

/** v²/2g, as the answer shows it worked. */
const worked = (v: number): string => `${figure(v)}² / (2 × ${GRAVITY}) ≈ ${figure((v * v) / (2 * GRAVITY))} m`;

/** The velocity head of a flow in a pipe, its mean velocity worked out first; null without both. */
function fromFlow(q: string): string | null {
  const flow = q.match(FLOW);
  const pipe = boreOf(q);
  if (!flow || !pipe) return null;
  const { cubic, converted } = flowInCubicMetres(flow);
  // Rounded as shown, so the arithmetic shown adds up.
  const v = Number(figure(meanVelocity(cubic, pipe.bore)));
  if (!(v > 0)) return null;
  return `About ${figure((v * v) / (2 * GRAVITY))} m of velocity head. ${converted}In the ${pipe.said} pipe the mean velocity is ${meanVelocityWorked(cubic, pipe.bore)} ≈ ${figure(v)} m/s, and v²/2g = ${worked(v)}.`;
}

export function answerAboutVelocityHead(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\bvelocity head\b/.test(q)) return null;
  const speed = q.match(VELOCITY);
  const line = speed ? `At ${figure(Number(speed[1]))} m/s the velocity head v²/2g is ${worked(Number(speed[1]))}.` : fromFlow(q);
  if (!line) return null;
  const [rule] = publishedRules(pages, DEFINED);
  if (!rule) return null;
  return ruleAnswer([line, rule.text], rule);
}
