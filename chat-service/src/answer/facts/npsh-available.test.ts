/** NPSH available worked out from a visitor's own sump figures, by the heads the page states. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'This page defines the head terms used in pump selection.', [
  'NPSH available',
  'For a pump drawing from an open or closed sump: NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg. Here Pa is the absolute pressure on the liquid surface (atmospheric, about 10.3 m of water at sea level and falling by roughly 1.2 m for the first 1,000 m of altitude), Hs the static suction head (+) or lift (−), h_fs the friction losses in the suction line, and Pvap the vapour pressure at the pumping temperature (about 0.24 m at 20 °C, 0.75 m at 40 °C).',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('NPSH available from the figures a visitor gives', () => {
  it('reads a water surface above the impeller eye as suction head, however the NPSH is asked for', () => {
    const answer = worked(
      'Our site is at about 500 m altitude. The sump is open, the water is around 40 °C, the water surface is 1.5 m above the impeller eye and the suction losses are about 0.4 m. How much NPSH do we have available?',
    );
    expect(answer).toMatch(
      /^NPSHa ≈ 9\.7 \+ 1\.5 − 0\.4 − 0\.75 ≈ 10\.05 m \(atmosphere 9\.7 m at about 500 m altitude, 1\.5 m suction head/,
    );
    expect(answer).toContain('/various-head-terms');
  });

  it('reads a water level below the pump as suction lift, and an altitude in feet', () => {
    expect(
      worked(
        'Station at 3,000 ft elevation, water at 40 °C, water level 3 m below the pump centreline, suction losses 0.4 m. What NPSH is available?',
      ),
    ).toMatch(/^NPSHa ≈ 9\.2 − 3 − 0\.4 − 0\.75 ≈ 5\.05 m \(atmosphere 9\.2 m at about 3000 ft \(914 m\) altitude, 3 m suction lift/);
    // Past the first 1,000 m the page gives no figure.
    expect(worked('Station at 3,500 ft elevation, suction lift 2 m, what NPSH is available?')).toBeNull();
  });

  it('takes a temperature in °F, and for water colder than the page goes, its coldest figure, said to be on the safe side', () => {
    expect(worked('sea level, 104 °F water, suction lift 2 m, friction loss 0.5 m, npsha?')).toMatch(
      /^NPSHa ≈ 10\.3 − 2 − 0\.5 − 0\.75 ≈ 7\.05 m .*for water at 104 °F \(40 °C\)\)\./,
    );
    expect(worked('open sump at sea level, water at 10 °C, suction lift 2 m, losses 0.5 m. how much npsh will we have?')).toMatch(
      /^NPSHa ≈ 10\.3 − 2 − 0\.5 − 0\.24 ≈ 7\.56 m .*the page's figure for 20 °C, on the safe side for water at 10 °C\)\./,
    );
    // Hotter than the page goes, any figure would overstate NPSH available.
    expect(worked('open sump, water at 60 °C, suction lift 2 m: what NPSH is available?')).toBeNull();
  });

  it("takes the suction line's friction off, however it is told, and remarks on it only where no figure is given", () => {
    const answer = worked(
      'Site is about 1000 m above sea level, open sump, water at 40 °C, suction lift 2.5 m and we estimate 0.7 m friction in the suction line. What NPSH available do we have?',
    )!;
    expect(answer.split('\n')[0]).toBe(
      'NPSHa ≈ 9.1 − 2.5 − 0.7 − 0.75 ≈ 5.15 m (atmosphere 9.1 m at about 1000 m altitude, 2.5 m suction lift, 0.7 m suction losses, vapour pressure about 0.75 m for water at 40 °C).',
    );
    expect(answer).not.toMatch(/come off this figure too/);
    const site = 'open sump at 1000 m elevation, water at 40 °C, suction lift 2.5 m';
    for (const losses of [
      'suction losses 0.7 m',
      '0.7 m of losses on the suction side',
      'hfs = 0.7 m',
      'h_fs=0.7 m',
      'friction in the suction line is 0.7 m',
      'suction-side friction head 0.7 m',
    ]) {
      expect(worked(`${site}, ${losses}. what NPSH available?`)).toMatch(/^NPSHa ≈ 9\.1 − 2\.5 − 0\.7 − 0\.75 ≈ 5\.15 m /);
    }
    // The delivery side's friction is no part of NPSH available.
    for (const delivery of ['discharge friction 4 m', '4 m friction in the delivery line']) {
      const without = worked(`${site}, ${delivery}. what NPSH available?`)!;
      expect(without).toMatch(/^NPSHa ≈ 9\.1 − 2\.5 − 0\.75 ≈ 5\.85 m /);
      expect(without).toContain('The friction losses in the suction line come off this figure too.');
    }
  });
});

describe('NPSH available again, with the figure a follow-up changes', () => {
  it('works the sum before out again with the new water temperature, and says which way it moved', () => {
    const answer = answerFromFacts(
      'ok and in summer the water gets to 40°C, what does it drop to?',
      'Open sump at sea level, flooded suction of 1.5 m, suction losses 0.9 m, water at 20 °C. What is the NPSH available?',
      [heads],
    )?.response;
    expect(answer).toMatch(/^NPSHa ≈ 10\.3 \+ 1\.5 − 0\.9 − 0\.75 ≈ 10\.15 m \(.*\), down from about 10\.66 m before\./);
  });

  it('reads "the lift goes to 4 m" as the suction lift changed', () => {
    expect(
      answerFromFacts('and if the lift goes to 4 m?', 'Altitude 600 m, suction lift 3 m, losses 0.8 m, water 30 °C. NPSH available?', [
        heads,
      ])?.response,
    ).toMatch(/^NPSHa ≈ 9\.58 − 4 − 0\.8 − 0\.42 ≈ 4\.36 m .*, down from about 5\.36 m before\./);
  });

  it('changes nothing after a question that worked no NPSH available out, nor for a follow-up about NPSH required', () => {
    expect(answerFromFacts('and at 40 °C?', 'what is cavitation?', [heads])).toBeNull();
    expect(
      answerFromFacts(
        'and if NPSH3 is 4 m at 40 °C?',
        'Open sump at sea level, suction lift 2 m, losses 0.5 m. What is the NPSH available?',
        [heads],
      )?.response ?? '',
    ).not.toMatch(/, down from about/);
  });
});

describe('an NPSH available told at one temperature, at another', () => {
  it('changes it by the difference of the vapour heads the page gives', () => {
    expect(
      worked('ok so my NPSHa is coming 6.5 m with water at 20 deg. in summer the water goes to 40 deg, how much will it reduce?'),
    ).toMatch(
      /^About 5\.99 m: only the vapour head changes, from about 0\.24 m at 20 °C to about 0\.75 m at 40 °C, so NPSHa falls by about 0\.51 m/,
    );
  });

  it('works out nothing beyond the temperatures the page gives a vapour head for', () => {
    expect(worked('our NPSHa is 6.5 m at 20 °C; what if the water reaches 60 °C?') ?? '').not.toMatch(/only the vapour head changes/);
  });
});

describe("a tank's level told against the pump", () => {
  it('reads an open tank whose level is above the pump centreline as a suction head, at the altitude and temperature given', () => {
    expect(
      worked(
        'Our plant sits at about 1,000 m above sea level. A pump takes 40 °C cooling water from an open tank whose level is 2 m above the pump centreline, with roughly 0.5 m of suction losses. What NPSH available do we have?',
      ),
    ).toMatch(/^NPSHa ≈ 9\.1 \+ 2 − 0\.5 − 0\.75 ≈ 9\.85 m \(atmosphere 9\.1 m at about 1000 m altitude, 2 m suction head/);
  });
});
