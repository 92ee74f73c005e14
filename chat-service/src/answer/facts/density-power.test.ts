/** The power at the same flow and head for a denser liquid, from the hydraulic power the page gives. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const power = page('Excessive power consumption', '/power', 'Excessive power consumption is input power above what the duty needs.', [
  'What it is',
  'The hydraulic power a pump gives to the water is P = ρ·g·Q·H (density × gravity × flow × head).',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [power])?.response ?? null;

describe('the power for a denser liquid', () => {
  it('scales the power by the density and sets it against the motor rating, citing the page', () => {
    const answer = worked(
      'motor draws 55 kW, motor rating is 60 kW. Plant wants to use the same pump for a brine of density 1150 kg/m3 at the same flow and head. Will the motor be ok?',
    )!;
    expect(answer).toMatch(/^About 63\.25 kW: at the same flow and head the power rises in proportion to the density/);
    expect(answer).toMatch(/over the 60 kW motor rating/);
    expect(answer).toContain('/power');
    expect(worked('the pump takes 40 kW on water. with a liquid of specific gravity 1.1 at the same duty, on a 55 kW motor?')).toMatch(
      /^About 44 kW: .* within the 55 kW motor rating\./,
    );
  });

  it('works nothing out without the same duty, or a power now', () => {
    expect(worked('the pump draws 55 kW. what if the density is 1150 kg/m3?')).toBeNull();
    expect(worked('brine of density 1150 kg/m3 at the same flow and head: what power?')).toBeNull();
  });
});
