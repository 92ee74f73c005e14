/**
 * "12 long radius bends K=0.3 each and one butterfly valve K=0.2, velocity 2.5 m/s: how much head
 * loss in these fittings?": the fittings' K values summed and taken as K · v²/2g, as the
 * head-terms page adds them, citing it. A pipe length told as well is the friction-head answer's.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { COUNTED, countOf, figure, GRAVITY, VELOCITY } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import { FITTINGS_RULE } from './friction-head.ts';

/** "12 long radius bends K=0.3 each", "one butterfly valve K=0.2": how many, and each one's K. */
const FITTING_K = new RegExp(
  String.raw`(?:\b${COUNTED}\s+)?(?:[a-z-]+\s+){0,3}?(?:bends?|elbows?|valves?|nrvs?|tees?|reducers?|fittings?|strainers?|entr(?:y|ies)|exits?|outlets?|inlets?|bell-?mouths?)\b[^.?\d]{0,12}?\bk\s*(?:=|of|:)?\s*(\d*\.?\d+)(\s+each)?`,
  'g',
);

/** "1000 m of 300 mm pipe", "a 2 km long main": a pipe's length, which makes it the friction-head answer's. */
const PIPE_LENGTH =
  /\b\d+(?:\.\d+)?\s*(?:m|km|metres?|meters?)\s+(?:of\s+)?(?:\w+\s+)?(?:pipe|pipeline|main|line|long)\b|\b(?:length|long)\b[^.?]{0,20}\d+(?:\.\d+)?\s*(?:m|km)\b/;

export function answerAboutFittingsLoss(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  // "how much head do the fittings eat?": the loss, asked in other words.
  if (!/\b(head ?loss|loss(es)?|lose|lost|friction|how much head|what head)\b/.test(q) || PIPE_LENGTH.test(q)) return null;
  const velocity = q.match(VELOCITY);
  const fittings = [...q.matchAll(FITTING_K)].map((m) => ({ count: m[1] ? countOf(m[1]) : 1, k: Number(m[2]) }));
  if (!velocity || fittings.length === 0) return null;
  // A K told for something not read as a fitting would drop out of the sum: no sum, rather than a wrong one.
  if ((q.match(/\bk\s*(?:=|of|:)?\s*\d*\.?\d/g) ?? []).length > fittings.length) return null;
  const [rule] = publishedRules(pages, FITTINGS_RULE);
  if (!rule) return null;
  const v = Number(velocity[1]);
  const sum = fittings.reduce((total, f) => total + f.count * f.k, 0);
  const velocityHead = v ** 2 / (2 * GRAVITY);
  const head = sum * velocityHead;
  const summed = fittings.map((f) => (f.count === 1 ? figure(f.k) : `${f.count} × ${figure(f.k)}`)).join(' + ');
  return ruleAnswer(
    [
      // The velocity head shown on its own: the figure each K multiplies.
      `About ${figure(head)} m: the fittings' K values add up to ${summed} = ${figure(sum)}, and K · v²/2g = ${figure(sum)} × ${figure(v)}² / (2 × ${GRAVITY}) = ${figure(sum)} × ${figure(velocityHead, 3)} m ≈ ${figure(head)} m.`,
      rule.text,
    ],
    rule,
  );
}
