/** The affinity laws worked out for a new speed, or for an impeller trim where the page says small trims follow them. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const LAWS =
  'By the affinity laws, flow changes roughly in proportion to speed (or, for small trims, to impeller diameter), head with its square and power with its cube. The cube law for power describes the pump alone, or a system with no static head. A VFD saves most where friction head dominates, and least where static head dominates.';
const performance = page('Sub-optimal pump performance', '/sub-optimal', 'How sub-optimal performance is found and fixed.', [
  'Affinity laws',
  LAWS,
]);
const worked = (q: string) => answerFromFacts(q, undefined, [performance])?.response ?? null;

describe('a speed change or an impeller trim by the affinity laws', () => {
  it('sets the shut-off head at the new speed against the static head told: whether the pump delivers at all', () => {
    expect(worked('Shut-off head at 1480 rpm is 60 m, static head of the system is 40 m. Will it deliver anything at 1100 rpm?')).toMatch(
      /^No: the shut-off head falls with the square of the speed, 60 × 0\.7432² ≈ 33\.1 m, below the 40 m static head/,
    );
    expect(worked('Shut-off head at 1480 rpm is 60 m, static head 40 m. What happens at 1400 rpm?')).toMatch(
      /^Yes, some: the shut-off head falls with the square of the speed, 60 × 0\.9459² ≈ 53\.7 m, above the 40 m static head/,
    );
  });

  it('reads "cut the pump speed to 80%" as the new speed, not a cut of 80%', () => {
    expect(worked('what happens to the power if we cut the pump speed to 80%?')).toMatch(
      /^At 80% of the speed, .*power about 51\.2% \(0\.8³ = 0\.512: 48\.8% less\)/,
    );
  });

  it('works flow, head and power out for a trim given as a percentage', () => {
    const lines = worked('If we trim the impeller diameter by 4%, roughly what happens to flow, head and power?')!.split('\n');
    expect(lines[0]).toBe(
      'Trimmed to 96% of its diameter, the affinity laws for small trims give flow about 96% (4% less), head about 92.2% (0.96² = 0.9216: 7.8% less) and power about 88.5% (0.96³ ≈ 0.8847: 11.5% less) of what they were.',
    );
    expect(lines[1]).toBe('The cube law for power describes the pump alone, or a system with no static head.');
    expect(worked('reduce the impeller to 90% of its original diameter, how much power drop?')).toMatch(
      /^Trimmed to 90% .* power about 72\.9%/,
    );
  });

  it('works a trim given as the old and new diameters out, with the duty given', () => {
    expect(worked('planning to trim our impeller from 400 to 380 mm. roughly how much less power will the pump draw?')).toMatch(
      /^380 mm is 95% of 400 mm\. Trimmed to 95% .* power about 85\.7% \(0\.95³ ≈ 0\.8574: 14\.3% less\)/,
    );
    expect(worked('a 250 mm impeller trimmed to 240 mm: new flow if it gives 300 m3/h now?')).toMatch(
      /: 300 m3\/h becomes about 288 m3\/h\./,
    );
  });

  it('works a trim out only where a page says small trims follow the laws, and a size is given', () => {
    const asked = 'If we trim the impeller diameter by 5%, what happens to flow and power?';
    expect(worked(asked)).toMatch(/^Trimmed to 95% of its diameter, /);
    const speedOnly = page(
      'Sub-optimal pump performance',
      '/sub-optimal',
      LAWS.replace(' (or, for small trims, to impeller diameter)', ''),
    );
    expect(answerFromFacts(asked, undefined, [speedOnly])).toBeNull();
    expect(worked('if we trim the impeller a little, how much do flow and power come down?')).toBeNull();
    // The cut is of the flow, not of the diameter.
    expect(worked('how much should we trim the impeller to cut the flow by 10%?')).toBeNull();
  });

  it('gives every figure of the duty its new value: flow, head and power, however the head is told', () => {
    expect(
      worked(
        'A pump gives 300 m³/h at 40 m and takes 45 kW at the shaft at 1480 rpm. If we slow it with a VFD to 1184 rpm, what flow, head and power do the affinity laws predict?',
      )!.split('\n')[0],
    ).toBe(
      'At 80% of the speed, the affinity laws give flow about 80% (20% less), head about 64% (0.8² = 0.64: 36% less) and power about 51.2% (0.8³ = 0.512: 48.8% less) of what they were: 300 m3/h becomes about 240 m3/h, 40 m of head becomes about 25.6 m of head, 45 kW becomes about 23 kW.',
    );
    const duty = /: 300 m3\/h becomes about 240 m3\/h, 40 m of head becomes about 25\.6 m of head, 45 kW becomes about 23 kW\./;
    expect(worked('duty 300 m3/h @ 40 m, 45 kw at 1480 rpm; vfd down to 1184 rpm, new flow head and power?')).toMatch(duty);
    expect(worked('40 m at 300 m3/h, 45 kW absorbed. if we slow it 20% with a VFD, what flow, head and power?')).toMatch(duty);
    expect(worked('Q = 300 m3/h, H = 40 m, P = 45 kW at 1480 rpm; by the affinity laws what at 1184 rpm?')).toMatch(duty);
    expect(
      worked('Our pump delivers 120 l/s against 32 m with 55 kW absorbed at 1450 rpm. What do flow, head and power become at 1160 rpm?'),
    ).toMatch(/: 120 l\/s becomes about 96 l\/s, 32 m of head becomes about 20\.5 m of head, 55 kW becomes about 28\.2 kW\./);
    // In feet and horsepower, in the visitor's own units.
    expect(worked('Pump rated 500 gpm at 130 ft, 25 hp at 1750 rpm. If we slow to 1400 rpm what are flow, head and horsepower?')).toMatch(
      /: 500 gpm becomes about 400 gpm, 130 ft of head becomes about 83\.2 ft of head, 25 hp becomes about 12\.8 hp\./,
    );
  });

  it('takes no length beside the flow for a head where it is some other length', () => {
    const answer = worked('we pump 300 m3/h, 40 m long pipe, 45 kW at 1480 rpm. what flow and power at 1184 rpm?')!;
    expect(answer).toMatch(/: 300 m3\/h becomes about 240 m3\/h, 45 kW becomes about 23 kW\./);
    expect(answer).not.toMatch(/of head becomes/);
  });

  it('reads "10% below rated speed" as a speed cut', () => {
    expect(worked('if we run the pump at 10% below rated speed what happens to power?')).toMatch(
      /^At 90% of the speed, the affinity laws give/,
    );
    expect(worked('if the speed is 15% below normal, how much head do we lose?')).toMatch(/^At 85% of the speed, the affinity laws give/);
  });
});

describe('a speed cut on a system the visitor says is mostly static head', () => {
  it('says what static head does to the saving, not only where the cube law holds', () => {
    const withStatic = page('Sub-optimal pump performance', '/sub-optimal', 'How sub-optimal performance is found and fixed.', [
      'Affinity laws',
      `${LAWS} Where the system has static head, the power saved is less than the cube law suggests.`,
    ]);
    const lines = answerFromFacts(
      'Pump takes 110 kW at 1480 rpm. With VFD we will reduce to 80% speed. By affinity law what power? our system is mostly static head',
      undefined,
      [withStatic],
    )!.response.split('\n');
    expect(lines[0]).toMatch(/110 kW becomes about 56\.3 kW/);
    expect(lines.slice(1, 3)).toEqual([
      'A VFD saves most where friction head dominates, and least where static head dominates.',
      'Where the system has static head, the power saved is less than the cube law suggests.',
    ]);
  });
});

describe('a speed told beside a trouble the laws say nothing of', () => {
  it('leaves pipework that shakes at a lower frequency to the vibration pages', () => {
    expect(worked('Since we run the VFD at 38 Hz the discharge pipework shakes like crazy. At 50 Hz it was fine. Why?')).toBeNull();
    expect(worked('we slowed the pump 10% with a VFD and now it vibrates, why?')).toBeNull();
  });
});
