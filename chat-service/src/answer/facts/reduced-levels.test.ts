/** The total static head from reduced levels, the discharge level as the head-terms page defines it. */
import { describe, expect, it } from 'vitest';
import { answerAboutReducedLevels } from './reduced-levels.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page(
  'Various head terms',
  '/various-head-terms',
  'Head terms.',
  [
    'Static discharge head',
    'Static discharge head is the vertical distance from the pump datum to the free surface of the liquid in the delivery tank, or to the point of free discharge. For a pipe that enters a reservoir below its water level, the reservoir water level is used.',
  ],
  [
    'Total static head',
    'Total static head is the difference in elevation between the discharge liquid level and the suction liquid level. On a system curve, total static head is the head at zero flow.',
  ],
);
const pages = [heads];
const worked = (q: string) => answerAboutReducedLevels(q, pages)?.response ?? null;

describe('total static head from reduced levels', () => {
  it("takes the reservoir's water level where the pipe enters below it, and says no to the pipe end's", () => {
    const answer = worked(
      'Pump centreline is at RL 100.0 m. Sump water level RL 97.0 m. Delivery pipe goes into the ground reservoir and ends at RL 128.0 m, but the pipe end is submerged, reservoir water stands at RL 131.0 m. For total static head I should take 128 minus 97 = 31 m, na?',
    );
    expect(answer).toMatch(/^No: the total static head is 34 m \(RL 131 − RL 97\)/);
    expect(answer).toMatch(/The pipe end at RL 128 is below the water at RL 131/);
    expect(answer).toMatch(/the reservoir water level is used/);
  });

  it('takes the point of free discharge where the pipe ends above the water, and agrees with a right sum', () => {
    const answer = worked(
      'sump water at RL 95 m, the delivery pipe discharges freely at RL 120 m above the tank water at RL 118 m. total static head = 25 m?',
    );
    expect(answer).toMatch(
      /^The total static head is 25 m \(RL 120 − RL 95\), from the suction water level up to the point of free discharge\./,
    );
  });

  it('says where a system curve drawn from zero must start', () => {
    const answer = worked(
      'Consultant has drawn the system curve starting from zero head at zero flow. Our station lifts from a sump at RL 212 m to a hill reservoir at RL 247 m. Is that curve correct?',
    );
    expect(answer).toMatch(
      /^No: this station's system curve starts at 35 m at zero flow, not at zero head\.\nThe total static head is 35 m/,
    );
    expect(answer).toMatch(/On a system curve, total static head is the head at zero flow\./);
  });

  it('takes the static discharge head from the pump datum, the pipe that enters the reservoir from below read as its end', () => {
    const answer = worked(
      'Pump impeller eye centreline is at RL 102.0 m. The delivery main enters the reservoir from the bottom at RL 146.0 m and the max water level in the reservoir is RL 148.5 m. For the static discharge head should I take 146.0 or 148.5, and what is the value?',
    )!;
    expect(answer.split('\n').slice(0, 2)).toEqual([
      "The static discharge head is 46.5 m (RL 148.5 − RL 102), from the pump datum up to the delivery reservoir's water level.",
      'The pipe end at RL 146 is below the water at RL 148.5, so the water level counts, not the pipe end.',
    ]);
    expect(answer).toMatch(/Static discharge head is the vertical distance from the pump datum/);
  });

  it('works nothing out without a suction level, or with no static head asked', () => {
    expect(worked('the reservoir is at RL 131 m and the pump at RL 100 m. total static head?')).toBeNull();
    expect(worked('sump at RL 97 m and reservoir at RL 131 m. which pump should we buy?')).toBeNull();
  });
});
