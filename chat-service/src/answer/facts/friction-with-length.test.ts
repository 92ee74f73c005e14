/** The pipe friction after a change of length, by the Darcy-Weisbach equation the head-terms page gives. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const headTerms = page('Various head terms', '/various-head-terms', 'The heads used to select and monitor pumps.', [
  'Friction head',
  'For straight pipe it is usually calculated with the Darcy-Weisbach equation, h_f = f · (L/D) · v²/2g, where f is the friction factor, L the pipe length, D the internal diameter and v the mean velocity.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [headTerms])?.response ?? null;

describe('the pipe friction after a change of length', () => {
  it('works a length doubled or halved in proportion, citing the page', () => {
    const answer = worked('so if I double the pipe length, same flow, what happens to the pipe friction?')!;
    expect(answer).toMatch(/^About twice the pipe friction \(twice the length, same flow and pipe\): .* proportional to its length L/);
    expect(answer).toContain('/various-head-terms');
    expect(worked('what happens to friction loss if we halve the pipe length?')).toMatch(/^About half the pipe friction/);
  });

  it('works two lengths told, in km or m', () => {
    expect(worked('if the rising main length goes from 2 km to 3 km, how much more friction loss?')).toMatch(
      /^About 1\.5 times the pipe friction \(3 km is 1\.5 times 2 km/,
    );
  });

  it('works nothing out for a change of diameter, or where no friction is asked', () => {
    expect(worked('if we double the pipe diameter and the length, what happens to friction?')).toBeNull();
    expect(worked('we doubled the pipe length last year')).toBeNull();
  });
});
