/** Velocity head for a flow in a pipe, its mean velocity worked out first. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'Head terms.', [
  'Velocity head',
  'Velocity head is the kinetic energy of the moving liquid per unit weight, equal to v²/2g, where v is the mean velocity in the pipe.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('velocity head from a flow and a pipe', () => {
  it('works the mean velocity out from the flow and the bore, then v²/2g', () => {
    expect(worked('velocity head in a 150 mm pipe carrying 30 L/s?')).toMatch(
      /^About 0\.15 m of velocity head\. 30 l\/s is 0\.03 m³\/s\. In the 150 mm pipe the mean velocity is Q \/ \(π D² \/ 4\) = 0\.03 \/ \(π × 0\.15² \/ 4\) ≈ 1\.7 m\/s, and v²\/2g = 1\.7² \/ \(2 × 9\.81\) ≈ 0\.15 m\./,
    );
    expect(worked("what's the velocity head in our 8 inch delivery line at 200 m3/h")).toMatch(/In the 8 inch pipe .* ≈ 1\.71 m\/s/);
    expect(worked('velocity head in a pipe 40 m long at 30 l/s?')).toBeNull();
  });
});
