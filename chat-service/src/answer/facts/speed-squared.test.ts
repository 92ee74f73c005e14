/** What the pages say grows with the square of speed, worked out for the visitor's change of speed. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'This page defines the head terms used in pump selection.', [
  'NPSH required',
  'NPSHr rises with flow, steeply beyond the best efficiency point, and roughly with the square of speed.',
]);
const shaft = page('Imbalanced or damaged shaft', '/shaft', 'An imbalanced or damaged shaft covers two related faults.', [
  'What it is',
  'In static imbalance the centre of mass lies off the axis. Each produces rotating forces at running speed that grow with the square of the speed.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [heads, shaft])?.response ?? null;

describe('what grows with the square of speed', () => {
  it("works out the visitor's NPSHr at the new speed, citing the page", () => {
    const answer = worked('NPSHr of our pump is 4 m at 1450 rpm. If we run it at 1600 rpm on VFD, roughly what NPSHr should we expect?')!;
    expect(answer).toMatch(
      /^About 4\.87 m: NPSHr goes roughly with the square of the speed, \(1\.1034\)² ≈ 1\.2176, so 4 × 1\.2176 ≈ 4\.87 m\./,
    );
    expect(answer).toContain('/various-head-terms');
  });

  it('holds the new NPSHr against the NPSH available the visitor gives, by the margin the pages state', () => {
    const margin = page('Cavitation', '/pump-failure-modes-cavitation', 'What cavitation is.', [
      'What it is',
      'For water service, ANSI/HI 9.6.1-2012 asks for a ratio NPSHa/NPSH3 of at least about 1.1 or a margin of 0.6 m, whichever is greater.',
    ]);
    const answer = answerFromFacts(
      'raise speed from 1450 to 1750 rpm with a VFD. NPSHr is 3.0 m now. What will it become? Our NPSHa is 4.5 m, will that still do?',
      undefined,
      [heads, margin],
    )!.response;
    expect(answer).toMatch(
      /^About 4\.37 m: .*\nThat is not enough: 4\.5 m available against 4\.37 m required leaves 0\.13 m, less than the 0\.6 m minimum margin/,
    );
    expect(answer).toContain('/pump-failure-modes-cavitation');
    // "at 1600 rpm instead of its rated 1450", the datasheet's speed said again after it: the new speed is 1600.
    const faster = answerFromFacts(
      "now run it at 1600 rpm instead of its rated 1450. The datasheet NPSH3 is 3.8 m (at 1450 rpm), and we've calculated NPSHa as 5.4 m. Do we still meet the HI margin?",
      undefined,
      [heads, margin],
    )!.response;
    expect(faster).toMatch(/^About 4\.63 m: .*\(1\.1034\)² ≈ 1\.2176/);
    expect(faster).toMatch(
      /\nThat is enough for water service: 5\.4 m available against 4\.63 m required leaves 0\.77 m, .* at least 5\.23 m is needed\./,
    );
  });

  it("takes the datasheet's NPSHr told a sentence after the question, but not a length of the installation", () => {
    expect(
      worked(
        'If we run a pump faster than design, from 1450 to 1750 rpm, what happens to NPSH required? The datasheet says 3.0 m at our flow at 1450.',
      ),
    ).toMatch(/^About 4\.37 m: .* 3 × 1\.4566 ≈ 4\.37 m\./);
    expect(worked('NPSHr goes up how much from 1450 to 1750 rpm? sump is 2 m deep')).toMatch(/^About 1\.457 times/);
  });

  it('gives the factor an unbalance force grows by', () => {
    expect(worked('If we raise speed on VFD from 1000 rpm to 1500 rpm, by how much will the unbalance force go up?')).toMatch(
      /^About 2\.25 times \(125% more\): the unbalance force goes with the square of the speed/,
    );
    // "now 1480 rpm instead of 990 rpm earlier": the speed after "instead of" is the old one.
    expect(
      worked(
        'our pump now runs at 1480 rpm instead of 990 rpm earlier. With the same residual imbalance, how much larger is the imbalance force?',
      ),
    ).toMatch(/^About 2\.235 times \(123\.5% more\)/);
    // The force named a clause after the unbalance.
    expect(
      worked('changing the motor from 1480 rpm to 2960 rpm. If the residual unbalance stays same, how much bigger will the force be?'),
    ).toMatch(/^About 4 times \(300% more\)/);
  });

  it('works nothing out without a change of speed', () => {
    expect(worked('what is NPSHr?') ?? '').not.toMatch(/square of the speed, \(/);
  });
});
