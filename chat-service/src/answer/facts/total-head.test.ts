/** The total dynamic head seen from the system: static head, friction and exit velocity head, as the head-terms page adds them. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page(
  'Various head terms',
  '/various-head-terms',
  'Head terms.',
  [
    'Total static head',
    'It equals the static discharge head minus the static suction head, or the static discharge head plus the static suction lift.',
  ],
  [
    'Total dynamic head',
    'Total dynamic head (TDH) is the total energy per unit weight that the pump adds to the liquid. Seen from the system, TDH equals total static head plus the friction head of suction and discharge lines plus any exit velocity head.',
  ],
);
const worked = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('the total dynamic head from the system side', () => {
  it('adds the levels, the friction and the exit velocity head, however the levels are told', () => {
    const answer = worked(
      'need a quick TDH check. pump centreline is 4 m above the sump water level (suction lift), the delivery pipe outlet is 32 m above the pump centreline and discharges freely into the top of the tank at 2.5 m/s, friction in suction+delivery pipes works out about 5.5 m. what total head should i select the pump for?',
    );
    expect(answer).toMatch(
      /^Select the pump for about 41\.8 m of total dynamic head at that flow: 36 m of total static head \(32 m of static discharge head plus 4 m of suction lift\), plus 5\.5 m of friction, plus 0\.32 m of exit velocity head/,
    );
    expect(answer).toContain('/various-head-terms');
  });

  it('leaves out a velocity head no exit was told for, and takes a static head told whole', () => {
    expect(worked('suction lift 4 m, static discharge head 32 m, friction losses 5.5 m: total head?')).toMatch(
      /^The total dynamic head is about 41\.5 m at that flow: 36 m of total static head \(32 m of static discharge head plus 4 m of suction lift\), plus 5\.5 m of friction\.$/m,
    );
    expect(worked('static head 20 m and friction 6 m, pipe velocity 2 m/s: what TDH?')).toMatch(
      /^The total dynamic head is about 26 m at that flow: 20 m of total static head, plus 6 m of friction\.$/m,
    );
    expect(worked('our gauge says suction lift 3 m, delivery tank 25 m above pump, pipe friction 5 m, what pump head to specify?')).toMatch(
      /^Select the pump for about 33 m of total dynamic head at that flow: 28 m of total static head/,
    );
    // A static head and a friction said further on in their clauses, and a pump spec to write.
    expect(
      worked(
        'Static lift from the sump level up to the outlet is 18 m, friction in the suction and rising main comes to 6.5 m at duty flow, and the pipe discharges free into the channel at 3 m/s. What total head should I write on the pump spec?',
      ),
    ).toMatch(
      /^Select the pump for about 25 m of total dynamic head at that flow: 18 m of total static head, plus 6\.5 m of friction, plus 0\.46 m of exit velocity head/,
    );
    // No friction told: nothing to add up.
    expect(worked('suction lift 4 m, static discharge head 32 m: what total head?')).not.toMatch(/total dynamic head is about/);
  });
});
