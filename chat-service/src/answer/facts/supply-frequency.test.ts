/** A change of supply frequency worked out as a change of speed by the affinity laws, the rough effect first. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const performance = page('Sub-optimal pump performance', '/sub-optimal', 'Sub-optimal pump performance', [
  'Affinity laws',
  'By the affinity laws, flow changes roughly in proportion to speed, head with its square and power with its cube. The cube law for power describes the pump alone, or a system with no static head. A VFD saves most where friction head dominates, and least where static head dominates.',
]);
const lessFlow = page('Less flow than expected', '/less-flow', 'Less flow than expected', [
  'Causes',
  "Speed lower than design from low supply frequency (an induction motor's speed follows the supply frequency), a wrong motor or belt slip.",
]);
const worked = (q: string) => answerFromFacts(q, undefined, [performance, lessFlow])?.response ?? null;

describe('a change of supply frequency by the affinity laws', () => {
  it('gives the rough change of what is asked first, then the laws worked out, without the VFD advice', () => {
    const lines = worked(
      "In the evening peak our supply frequency sags from 50 Hz to 47.5 Hz. Roughly how much would that cut our pump's flow and head?",
    )!.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      "Roughly 5% less flow and 10% less head: 47.5 Hz is 95% of 50 Hz, and an induction motor's speed follows the supply frequency.",
      'At 95% of the speed, the affinity laws give flow about 95% (5% less), head about 90.3% (0.95² = 0.9025: 9.7% less) and power about 85.7% (0.95³ ≈ 0.8574: 14.3% less) of what they were.',
      'The cube law for power describes the pump alone, or a system with no static head.',
    ]);
    expect(worked('a 3% drop in supply frequency, what does it do to power?')).toMatch(/^Roughly 9% less power: /);
  });

  it('takes a 50 Hz supply where only the frequency it falls to is told', () => {
    expect(worked('Our supply frequency often drops to 48 Hz. Will that affect pump discharge?')).toMatch(
      /^Roughly 4% less flow: 48 Hz is 96% of a 50 Hz supply, /,
    );
    expect(worked('grid frequency was around 47 hz yesterday, could that reduce our pump flow')).toMatch(
      /^Roughly 6% less flow: 47 Hz is 94% of a 50 Hz supply, /,
    );
    // A range it falls to: the low end, where the effect is greatest.
    expect(worked('supply frequency drops to 47-48 Hz, how much less flow?')).toMatch(
      /^Roughly 6% less flow: 47 Hz, the low end of 47-48 Hz, is 94% of a 50 Hz supply, /,
    );
    // A frequency told without a fall is no change to work out.
    expect(worked('our pumps run at 48 Hz on the VFD, what flow?') ?? '').not.toMatch(/of a 50 Hz supply/);
  });

  it('reads a fall given in hertz or as a percentage', () => {
    expect(worked('our 50 Hz mains dips by 2 Hz at night, what happens to pump flow?')).toMatch(
      /^Roughly 4% less flow: 48 Hz is 96% of 50 Hz, /,
    );
    expect(worked('if the supply frequency drops by 4%, how much do flow and head fall?')).toMatch(
      /^Roughly 4% less flow and 8% less head: a supply frequency 4% low is 96% of its rated value, /,
    );
    expect(worked('grid frequency fell from 50 to 48 Hz, how much less head?')).toMatch(/^Roughly 8% less head: 48 Hz is 96% of 50 Hz, /);
    // Without a page saying the speed follows the frequency, a frequency is no speed.
    expect(answerFromFacts('if the supply frequency drops by 4%, how much do flow and head fall?', undefined, [performance])).toBeNull();
  });
  it('tells the rated frequency from the one it drops to when the two are said apart', () => {
    const answer = worked(
      'Our area supply frequency often drops to 48 Hz in summer evenings. Pump is rated 300 m3/h at 45 m at 50 Hz. Roughly how much would flow and head drop at 48 Hz?',
    )!;
    expect(answer).toMatch(/^Roughly 4% less flow and 8% less head: 48 Hz is 96% of 50 Hz/);
    expect(answer).toMatch(/300 m3\/h becomes about 288 m3\/h, 45 m of head becomes about 41\.5 m/);
    expect(worked('the grid here runs at 49 Hz instead of 50, how much less flow?')).toMatch(
      /^Roughly 2% less flow: 49 Hz is 98% of 50 Hz/,
    );
  });
});
