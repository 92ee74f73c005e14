/** The fittings' K values summed and taken as K · v²/2g, as the head-terms page adds them. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'This page defines the head terms used in pump selection.', [
  'Friction head',
  'Friction head is the head lost to friction in pipes and fittings. Losses in fittings are added as K · v²/2g.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('the head lost in fittings', () => {
  it('sums each kind of fitting by its count and K, then takes K · v²/2g, citing the page', () => {
    const answer = worked(
      'discharge line has 12 long radius bends K=0.3 each and one butterfly valve K=0.2, velocity is 2.5 m/s. how much head loss in these fittings? I am getting 3.8 m',
    )!;
    expect(answer).toMatch(
      /^About 1\.21 m: the fittings' K values add up to 12 × 0\.3 \+ 0\.2 = 3\.8, and K · v²\/2g = 3\.8 × 2\.5² \/ \(2 × 9\.81\) = 3\.8 × 0\.319 m ≈ 1\.21 m\./,
    );
    expect(answer).toContain('/various-head-terms');
    // A non-return valve named NRV counts too.
    expect(
      worked(
        'how do i add the losses in bends and valves? i have 4 bends K=0.4 each, one NRV K=2.5, one sluice valve K=0.2, pipe velocity is 2.1 m/s',
      ),
    ).toMatch(/^About 0\.97 m: the fittings' K values add up to 4 × 0\.4 \+ 2\.5 \+ 0\.2 = 4\.3,/);
  });

  it('reads "how much head do the fittings eat?" as the loss asked, K told in brackets', () => {
    expect(
      worked(
        'On the discharge line we have 5 long-radius bends (K 0.3 each), a gate valve (K 0.2) and a non-return valve (K 2.5). Velocity is 1.8 m/s. How much head do the fittings eat?',
      ),
    ).toMatch(/^About 0\.69 m: .* = 4\.2, .* = 4\.2 × 0\.165 m ≈ 0\.69 m\./);
  });

  it('gives no sum where a K is told for something it does not read as a fitting', () => {
    expect(worked('head loss? 4 bends K=0.4 each, one gizmo K=2.5, velocity 2.1 m/s')).toBeNull();
  });

  it('leaves a question with a pipe length to the friction-head answer, and one with no velocity alone', () => {
    expect(worked('1000 m of pipe, 4 bends K=0.3 each, velocity 2 m/s: head loss?') ?? '').not.toMatch(
      /^About \d+(\.\d+)? m: the fittings' K values/,
    );
    expect(worked('4 bends K=0.3 each: head loss?')).toBeNull();
  });
});
