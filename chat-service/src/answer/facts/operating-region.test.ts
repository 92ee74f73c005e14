/** A duty flow placed against the preferred operating region the page states, and what running outside it does. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const performance = page('Sub-optimal pump performance', '/sub-optimal', 'Pumps away from their best efficiency.', [
  'Operating away from the best efficiency point',
  'At low flow (left of BEP) the pump suffers internal recirculation, higher radial loads, temperature rise and vibration. At high flow (right of BEP, towards run-out) NPSH required rises steeply. ANSI/HI 9.6.3-2017 defines a preferred operating region (POR), generally about 70% to 120% of BEP flow. Running inside the POR gives the best efficiency and the longest life of bearings and seals.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [performance])?.response ?? null;

describe('the preferred operating region for the visitor’s pump', () => {
  it('reads the BEP however it is named, and says what running below the region does', () => {
    const answer = worked(
      "Our pump's best efficiency flow is 500 m3/h but demand has dropped and it now runs at about 300 m3/h most of the day. Is that a problem long term?",
    );
    expect(answer?.split('\n').slice(0, 4)).toEqual([
      '300 m3/h is 60% of BEP flow: below the preferred operating region of about 70% to 120% of BEP flow, which is about 350 to 600 m3/h for your pump.',
      'At low flow (left of BEP) the pump suffers internal recirculation, higher radial loads, temperature rise and vibration.',
      'ANSI/HI 9.6.3-2017 defines a preferred operating region (POR), generally about 70% to 120% of BEP flow.',
      'Running inside the POR gives the best efficiency and the longest life of bearings and seals.',
    ]);
    expect(worked('peak efficiency is at 400 m3/h; the duty is 420 m3/h. fine?')).toMatch(/^420 m3\/h is 105% of BEP flow: inside/);
  });

  it('places a duty above the region, in another unit, or given as a share of BEP flow', () => {
    expect(worked("the pump's best efficiency point is at 150 l/s and we push 190 l/s through it. ok?")).toMatch(
      /^190 l\/s is 127% of BEP flow: above .*\nAt high flow \(right of BEP, towards run-out\)/,
    );
    expect(worked('best efficiency point 200 m3/h, we run at 50 l/s most nights. problem?')).toMatch(
      /^50 l\/s \(180 m3\/h\) is 90% of BEP flow: inside the preferred operating region .* about 140 to 240 m3\/h for your pump\./,
    );
    expect(worked('we run the pump at about 55% of BEP flow. is that bad?')).toMatch(
      /^55% of BEP flow is below the preferred operating region of about 70% to 120% of BEP flow\.\nAt low flow/,
    );
    expect(worked('what is the best efficiency point?')).toBeNull();
  });
});
