/** The head at which an NPSH test calls it NPSH3, from the percentage drop the page gives. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'This page defines the head terms used in pump selection.', [
  'NPSH required',
  "It is determined by test as the NPSH at which the pump's total head has fallen by 3%, so it is also written NPSH3.",
]);
const worked = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('the head at NPSH3', () => {
  it('takes the percentage drop the page gives off the head told, citing the page', () => {
    const answer = worked('For the NPSH test, if the pump total head at the test flow is 50 m, at what head reading do we call it NPSH3?')!;
    expect(answer).toMatch(/^At about 48\.5 m: NPSH3 is the NPSH at which the total head has fallen by 3%, so 50 × 0\.97 = 48\.5 m/);
    expect(answer).toContain('/various-head-terms');
  });

  it('works nothing out where no head is told, or none is asked', () => {
    expect(worked('what is NPSH3?')).toBeNull();
    expect(worked('our NPSH3 is 4 m and the total head is 50 m, is the margin ok?')).toBeNull();
  });
});
