/** The approach velocity worked out from the channel and its flow, held against the targets the sump page gives. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const sump = page('Sump design', '/sump', 'Sump design.', [
  'Approach flow',
  'Approach flow velocity towards the pumps should be low and uniform. A conservative design target is about 0.3 m/s in the approach channel; ANSI/HI 9.8 accepts up to about 0.5 m/s in the pump bay.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [sump]);

describe('approach velocity', () => {
  it('works Q / (width × depth) out and holds it against the channel target and the bay limit, citing the page', () => {
    const answer = worked(
      'Our approach channel is 3 m wide with 2 m of water and carries 2.4 m³/s to the pumps. Is that approach velocity OK?',
    )!;
    expect(answer.response).toMatch(
      /^About 0\.4 m\/s: V = Q \/ \(width × depth\) = 2\.4 \/ \(3 × 2\) ≈ 0\.4 m\/s\. That is above the conservative target of about 0\.3 m\/s for the approach channel, though within the up to about 0\.5 m\/s accepted in the pump bay\. For about 0\.3 m\/s at that depth the channel would need about 4 m of width\./,
    );
    expect(answer.sources).toEqual([{ title: 'Sump design', url: '/sump' }]);
    expect(worked('intake channel 2.5 m wide, water depth 1.8 m, flow 9000 m3/h. approach velocity?')!.response).toMatch(
      /^About 0\.56 m\/s: 9000 m3\/h is 2\.5 m³\/s\. .* That is too fast/,
    );
    expect(worked('forebay 4 m x 2.5 m deep, 2 m3/s coming in, what approach velocity?')!.response).toMatch(
      /^About 0\.2 m\/s: .* within the conservative target/,
    );
  });

  it("works it out where the pumps' bells are named as what the pumps have, but not a width asked of the bays", () => {
    const told = 'Intake channel is 5 m wide with 1.5 m of water at low level, total flow 1.8 m³/s to three pumps with 0.8 m bells.';
    expect(worked(`${told} Is the approach velocity OK?`)!.response).toMatch(
      /^About 0\.24 m\/s: V = Q \/ \(width × depth\) = 1\.8 \/ \(5 × 1\.5\)/,
    );
    expect(worked(`${told} how wide should each pump bay be?`)?.response ?? '').not.toMatch(/V = Q/);
    // A velocity at the bell is no approach velocity.
    expect(worked('approach channel 3 m wide, 2 m deep, 2.4 m3/s: what is the velocity at the bell?')).toBeNull();
  });

  it('holds a velocity given against them, and works nothing out without figures', () => {
    expect(worked('approach velocity in our forebay is 0.7 m/s, acceptable?')!.response).toMatch(
      /^An approach velocity of 0\.7 m\/s is too fast/,
    );
    expect(worked('What approach velocity should we design for in the sump channel leading to the pumps?')).toBeNull();
    expect(worked('bell inlet velocity 1.5 m/s in the pump bay, ok?')).toBeNull();
  });
});
