/** Static heads with a pressurised vessel: its pressure added as a pressure head, as the head-terms page says. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page(
  'Various head terms',
  '/various-head-terms',
  'Head terms.',
  [
    'Static discharge head',
    'Static discharge head is the vertical distance from the pump datum to the free surface of the liquid in the delivery tank. If the delivery vessel is pressurised, the pressure above atmospheric is added as a pressure head.',
  ],
  [
    'Total static head',
    'It equals the static discharge head minus the static suction head, or the static discharge head plus the static suction lift. Where the suction or discharge vessels are pressurised, the difference in their surface pressures divided by ρg is added.',
  ],
  [
    'Pressure head',
    'For water at about 20 °C, 1 bar (100 kPa) corresponds to about 10.2 m and standard atmospheric pressure to about 10.3 m.',
  ],
);
const worked = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('static head with a pressurised vessel', () => {
  it('adds the delivery vessel’s gauge pressure to its level at the head per bar the page gives', () => {
    expect(
      worked(
        'We deliver into a closed tank held at 2 bar gauge, and its water level is 15 m above the pump centreline. What static discharge head is that?',
      ),
    ).toMatch(/^About 35\.4 m of static discharge head: 15 m .* 2 × 10\.2 ≈ 20\.4 m/);
    expect(worked('delivery vessel is pressurised to 150 kPa and sits 8 m above the pump. static discharge head?')).toMatch(
      /^About 23\.3 m of static discharge head: .*150 kPa is 1\.5 bar, 1\.5 × 10\.2 ≈ 15\.3 m/,
    );
  });

  it('adds the difference of the vessels’ pressures to the total static head, each vessel told by its side', () => {
    expect(worked('suction lift 3 m, delivery tank 20 m above the pump and kept at 1.5 bar. total static head?')).toMatch(
      /^Your total static head is about 38\.3 m: 20 m of static discharge head plus 3 m of suction lift \(23 m between the levels\), plus the delivery vessel's 1\.5 bar/,
    );
    // Both pressurised, read before the two pressures are taken for a pump's two gauges.
    expect(
      worked(
        'suction tank held at 0.5 bar and its level 2 m above the pump, delivery tank at 3 bar, 25 m above the pump. total static head?',
      ),
    ).toMatch(/^Your total static head is about 48\.5 m: .*\(3 bar less 0\.5 bar\) as a head, 2\.5 × 10\.2 ≈ 25\.5 m/);
    // An open sump is no pressurised vessel; a 4 bar vessel above the pump is the delivery's.
    expect(
      worked('we pump from an open sump with 2 m suction lift into a 4 bar pressurised vessel 10 m above the pump, total static head?'),
    ).toMatch(/^Your total static head is about 52\.8 m/);
    // A gauge's reading is no vessel's pressure; an absolute pressure's head above the atmosphere is not guessed.
    expect(worked('suction lift 3 m, delivery tank 40 m above the pump, discharge gauge reads 5 bar. total static head?')).toMatch(
      /^Your total static head is about 43 m: 40 m of static discharge head plus 3 m of suction lift\.$/m,
    );
    expect(worked('closed tank at 3 bara, level 10 m above pump, static discharge head?')).toBeNull();
    expect(
      worked('we pump into a closed tank kept at about 3 bar. how do i account for that tank pressure in the static head?'),
    ).toBeNull();
  });
});

describe('the suction side from the levels told', () => {
  const suction = page('Various head terms', '/various-head-terms', 'Head terms.', [
    'Static suction head and static suction lift',
    'Static suction head is the vertical distance from the pump datum (the impeller eye centreline) up to the free surface of the liquid in the suction sump or tank, when that surface is above the pump. Static suction lift is the same vertical distance when the liquid surface is below the pump datum, so the pump must lift the liquid to its inlet. Suction head counts as positive and suction lift as negative in head calculations.',
  ]);
  const side = (q: string) => answerFromFacts(q, undefined, [suction])?.response ?? null;

  it('names a lift or a head from where the water is against the pump, with the sign it takes in head sums', () => {
    expect(side('what is the static suction lift if the pump sits 3 m above the water level?')).toMatch(
      /^A static suction lift of 3 m: the water surface is 3 m below the pump datum, so it counts as −3 m in head calculations\.\nStatic suction lift is the same vertical distance/,
    );
    expect(side('sump water level is 2 m above the pump centreline, what is my suction head?')).toMatch(
      /^A static suction head of 2 m: .* \+2 m in head calculations\.\nStatic suction head is the vertical distance/,
    );
  });

  it('works nothing out where the suction side is not what is asked', () => {
    expect(side('suction lift is 3 m, is that ok for NPSH?')).toBeNull();
  });
});

describe('levels told in Hinglish', () => {
  it('reads "pump se 4 m neeche" as 4 m below the pump and "pump se 32 m upar" as 32 m above it', () => {
    expect(
      worked(
        'sump ka level pump centreline se 4 m neeche hai aur delivery reservoir ka level pump se 32 m upar. total static head kitna hoga?',
      ),
    ).toMatch(/^Your total static head is about 36 m: 32 m of static discharge head plus 4 m of suction lift\./);
  });
});

describe('the two water levels told apart, as one figure', () => {
  it('takes the delivery level above the suction level as the levels’ part, plus a vessel’s pressure', () => {
    expect(
      worked(
        "We pump from an open tank into a closed pressure vessel. The vessel's water level is 15 m above the tank's water level and the vessel is kept at 2 bar gauge. What's the total static head?",
      ),
    ).toMatch(
      /^Your total static head is about 35\.4 m: 15 m from the suction water level up to the delivery water level, plus the delivery vessel's 2 bar as a head, 2 × 10\.2 ≈ 20\.4 m/,
    );
    expect(worked('the delivery reservoir level is 20 m higher than the sump level. what is the total static head?')).toMatch(
      /^Your total static head is about 20 m/,
    );
    // The pump's own height above the water is no delivery level.
    expect(
      worked(
        'the pump centreline is 4 m above the water level in the wet well, and the delivery tank is 30 m above the centreline. total static head?',
      ),
    ).toMatch(/^Your total static head is about 34 m/);
  });
});
