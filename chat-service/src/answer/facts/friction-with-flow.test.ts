/** The friction head after a change of flow, by the square law the head-terms page states. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const headTerms = page('Various head terms', '/various-head-terms', 'The heads used to select and monitor pumps.', [
  'Friction head',
  'Friction head rises roughly with the square of the flow, and it grows over the years as pipes scale and roughen.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [headTerms])?.response ?? null;

describe('the friction head after a change of flow', () => {
  it('works a change in per cent with the square of the flow, citing the page', () => {
    const answer = worked('If the flow through our main goes up by 20%, roughly how much more friction head loss should we expect?')!;
    expect(answer).toMatch(/^About 1\.44 times the friction head \(44% more\): 20% more flow, .*\(1\.2\)² ≈ 1\.44\./);
    expect(answer).toContain('Friction head rises roughly with the square of the flow');
    expect(answer).toContain('/various-head-terms');
    expect(worked('if we increase flow 50% will the head loss double?')).toMatch(/^About 2\.25 times the friction head \(125% more\)/);
  });

  it('works two flows, and the new loss in metres when the visitor gives the old one', () => {
    expect(worked('we will go from 300 to 360 m3/h, what happens to the friction head?')).toMatch(
      /^About 1\.44 times the friction head \(44% more\): 360 m³\/h is 1\.2 times 300 m³\/h/,
    );
    expect(worked('friction loss is 6 m now. if flow drops by 10% what will it be?')).toMatch(
      /^About 0\.81 times the friction head \(19% less\): 10% less flow, .* From 6 m, about 4\.86 m\./,
    );
  });

  it('works nothing out where no new loss is asked, or no change of flow is told', () => {
    expect(worked('our flow dropped 20% as the friction losses grew, why?')).toBeNull();
    expect(worked('how much friction loss is normal in a rising main?')).toBeNull();
  });
});
