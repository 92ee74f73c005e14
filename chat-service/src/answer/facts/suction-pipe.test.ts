/** The suction pipe's bore for the velocity the sump page gives, or the velocity in the visitor's pipe. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const SUCTION =
  'Suction pipe arrangement for horizontal pumps should deliver a steady flow. The points below are common practice:\n\n- Size the suction pipe for a velocity of about 1.5 to 2 m/s, usually one or two sizes larger than the pump suction nozzle.\n- Use an eccentric reducer at the pump inlet.\n- Provide a straight length of about 5 to 10 pipe diameters before the pump suction flange.';
const sump = page('Sump design', '/sump', 'Sump design.', ['Suction pipe arrangement', SUCTION]);
const worked = (q: string) => answerFromFacts(q, undefined, [sump]);

describe('suction pipe size', () => {
  it('works the bore out for the flow at both ends of the band, citing the rule as its own line', () => {
    const answer = worked('What size suction pipe should I use for a horizontal pump taking 100 L/s?')!;
    expect(answer.response.split('\n').slice(0, 2)).toEqual([
      'A bore of about 250 to 290 mm. 100 l/s is 0.1 m³/s. With D = √(4Q / (π v)) at the 1.5 to 2 m/s the page recommends: √(4 × 0.1 / (π × 2)) ≈ 0.252 m at 2 m/s, and ≈ 0.291 m at 1.5 m/s.',
      'Size the suction pipe for a velocity of about 1.5 to 2 m/s, usually one or two sizes larger than the pump suction nozzle.',
    ]);
    expect(answer.sources).toEqual([{ title: 'Sump design', url: '/sump' }]);
    expect(worked('suction line diameter for 360 m3/h?')!.response).toMatch(/^A bore of about 250 to 290 mm\. 360 m3\/h is 0\.1 m³\/s\./);
  });

  it('works the velocity in a pipe given out and holds it against the band, and leaves questions that ask neither', () => {
    expect(worked('is a 200 mm suction pipe ok for 80 l/s?')!.response).toMatch(
      /^About 2\.55 m\/s in the 200 mm suction pipe: .* faster than the 1\.5 to 2 m\/s .* A bore of about 230 to 260 mm would keep it in that band\./,
    );
    expect(worked('our suction pipe is 10 inch, flow 60 l/s. velocity ok?')!.response).toMatch(
      /^About 1\.18 m\/s in the 10 inch suction pipe: .* slower than/,
    );
    expect(worked('suction pipe velocity is 2.5 m/s, too high?')!.response).toMatch(/^2\.5 m\/s is faster than the 1\.5 to 2 m\/s/);
    // Questions about the suction pipe that ask no bore, and give no flow to work one out from.
    expect(worked('our suction pipe is 200 mm and delivery 150 mm. do I just subtract the gauge readings?')).toBeNull();
    expect(worked('what velocity should i size the suction pipe of a horizontal pump for')).toBeNull();
    expect(worked('suction pipe losses 0.5 m at 50 l/s and suction lift 3 m, what NPSHa?')).toBeNull();
    // Both sides' velocities are given for their velocity heads, not to judge the suction pipe.
    expect(worked('The suction pipe is bigger, velocity there is 2 m/s, on the delivery side 3 m/s. Do I add something?')).toBeNull();
  });
});

describe('straight pipe before the pump', () => {
  it('gives the 5 to 10 diameters in metres for the bore told, after the velocity where a flow is told too', () => {
    const both = worked(
      'suction line is 300 mm for 0.12 m3/s. is the velocity ok? and how much straight pipe should we keep before the pump flange?',
    )!;
    expect(both.response.split('\n')[0]).toMatch(/^About 1\.7 m\/s in the 300 mm suction pipe/);
    expect(both.response).toContain('about 1.5 to 3 m for the 300 mm pipe, 5 to 10 pipe diameters');
    const alone = worked('how much straight length is needed on a 250 mm suction pipe before the pump?')!;
    expect(alone.response.split('\n')[0]).toContain('about 1.25 to 2.5 m for the 250 mm pipe');
    expect(alone.response.split('\n')[1]).toBe('Provide a straight length of about 5 to 10 pipe diameters before the pump suction flange.');
    // No bore told: no run to work out.
    expect(worked('how much straight pipe before the pump suction flange?')).toBeNull();
  });

  it('reads "150 mm suction" as the suction pipe', () => {
    expect(worked('how much straight pipe do i need before the pump for 150 mm suction?')!.response).toContain(
      'about 750 mm to 1.5 m for the 150 mm pipe',
    );
  });
});
