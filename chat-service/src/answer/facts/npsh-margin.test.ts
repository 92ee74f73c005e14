/** The NPSH one side needs for the other side given, by the margin the page states for water. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'This page defines the head terms used in pump selection.', [
  'NPSH margin',
  'NPSH margin is the amount by which NPSH available exceeds NPSH required. For water service, ANSI/HI 9.6.1-2012 asks for at least a ratio NPSHa/NPSH3 of about 1.1 or a margin of 0.6 m, whichever is greater. The margin should be checked at the lowest sump level.',
]);
const worked = (q: string, context?: string) => answerFromFacts(q, context, [heads])?.response ?? null;
const cavitationPage = page('Cavitation', '/pump-failure-modes-cavitation', 'What cavitation is and how to prevent it.', [
  'What it is',
  'Because NPSHr is normally defined at the point where head has already dropped by 3% (NPSH3), cavitation is already well developed at NPSHa = NPSHr; it starts at an NPSH well above NPSH3, so a margin is needed. For water service, ANSI/HI 9.6.1-2012 asks for a ratio NPSHa/NPSH3 of at least about 1.1 or a margin of 0.6 m, whichever is greater.',
]);

describe('the NPSH limit one side sets for the other', () => {
  it('works out the least NPSH available for the NPSH required given, by whichever rule asks for more', () => {
    // After the rule was asked for: the ratio asks for more above 6 m required.
    expect(
      worked("So if the pump's NPSH3 is 10 m, what's the least NPSH available I should have?", 'What NPSH margin do you recommend?'),
    ).toMatch(
      /^NPSH available should be at least 11 m for a pump with NPSH required of 10 m: 1\.1 × 10 = 11 m and 10 \+ 0\.6 = 10\.6 m, and the ratio asks for more\./,
    );
    // Below it, the margin in metres.
    const small = worked('Pump NPSHr is 4 m. what is the minimum NPSHa we need for clean water?')!;
    expect(small).toMatch(/^NPSH available should be at least 4\.6 m .* and the margin asks for more\./);
    expect(small).toContain('checked at the lowest sump level');
    expect(worked('NPSHr 5 m, what margin should we keep?')).toMatch(/^NPSH available should be at least 5\.6 m/);
  });

  it('leaves a question about vortices or submergence to the sump page, though it gives an NPSH margin', () => {
    expect(
      worked('Our NPSHa is 9 m and NPSHr only 3 m so lots of margin. So no need to worry about vortex/submergence in the sump, correct?'),
    ).toBeNull();
  });

  it('works out the most NPSH required the NPSH available allows', () => {
    expect(worked("we have 6 m NPSHa at site. what's the maximum NPSHr pump we can accept?")).toMatch(
      /^With 6 m of NPSH available, NPSH required should be no more than 5\.4 m: 6 \/ 1\.1 = 5\.45 m and 6 − 0\.6 = 5\.4 m/,
    );
    // A figure given and no limit asked: not this rule's question.
    expect(worked('our NPSH3 is 8 m, is that high for a pump this size?')).toBeNull();
  });
});

describe('the NPSH margin from a side given now and one given before', () => {
  it('takes NPSH available from the question before and states the NPSH available the rule asks for', () => {
    const answer = worked(
      'datasheet gives NPSH3 = 4.2 m at that flow. is that enough margin?',
      "I've worked out NPSH available at our low-lift pump as roughly 5.0 m.",
    )!;
    expect(answer.split('\n')[0]).toBe(
      'That margin is enough for water service: with 5 m available (as you gave before) and 4.2 m required, the margin is 0.8 m (a ratio of 1.19), and the minimum here is 0.6 m. NPSH available should be at least 4.8 m for a pump with NPSH required of 4.2 m: 1.1 × 4.2 = 4.62 m and 4.2 + 0.6 = 4.8 m, and the margin asks for more.',
    );
    expect(answer).toContain('checked at the lowest sump level');
  });

  it('takes NPSH required from the question before', () => {
    expect(worked('we calculated NPSHa as 4.4 m, is that sufficient?', 'NPSH3 from the curve is 3.9 m at max flow.')).toMatch(
      /^That margin is too small: with 4\.4 m available and 3\.9 m required \(as you gave before\), the margin is 0\.5 m .* at least 4\.5 m\./,
    );
  });

  it('holds the figures of the question itself first, and asks a check before reading one from before', () => {
    expect(worked('NPSHa 12 m, NPSHr 10.5 m, will the pump cavitate?', 'our NPSHa is 6 m')).toMatch(
      /with 12 m available and 10\.5 m required,/,
    );
    expect(worked('datasheet gives NPSH3 = 4.2 m at that flow', 'NPSH available is about 5 m')).toBeNull();
  });

  it('takes NPSH available from the reply before, or works it out again from the figures the visitor gave', () => {
    const site = 'Site at 1000 m altitude, open sump, water at 40 °C, 2.5 m suction lift, 0.7 m suction losses: what NPSH available?';
    const reply =
      'About 5.15 m: atmospheric 10.3 m less about 1.2 m for the altitude, less the 2.5 m lift, the 0.7 m losses and 0.75 m vapour pressure at 40 °C.';
    const asked = 'The datasheet gives NPSH3 = 4.5 m at our duty point. Is that enough margin for water service?';
    const lines = worked(asked, `${site} ${reply}`)!.split('\n');
    expect(lines[0]).toBe(
      'That margin is enough for water service: with 5.15 m available (as worked out before) and 4.5 m required, the margin is 0.65 m (a ratio of 1.14), and the minimum here is 0.6 m. NPSH available should be at least 5.1 m for a pump with NPSH required of 4.5 m: 1.1 × 4.5 = 4.95 m and 4.5 + 0.6 = 5.1 m, and the margin asks for more.',
    );
    // Only just: both of the rule's tests, and how little is to spare.
    expect(lines[1]).toBe(
      '5.15 m available clears that by 0.05 m: 5.15 − 4.5 = 0.65 m of margin against 0.6 m, and 5.15 / 4.5 ≈ 1.14 against a ratio of 1.1.',
    );
    // Our own answer's sum before, read by its result.
    expect(worked(asked, `${site} NPSHa ≈ 9.1 − 2.5 − 0.7 − 0.75 ≈ 5.15 m (atmosphere 9.1 m at about 1000 m altitude).`)).toMatch(
      /^That margin is enough for water service: with 5\.15 m available \(as worked out before\) and 4\.5 m required/,
    );
    // The visitor's question alone before: NPSH available worked out again, by the page's figures.
    const both = page(
      'Various head terms',
      '/various-head-terms',
      'This page defines the head terms used in pump selection.',
      [
        'NPSH available',
        'For a pump drawing from an open or closed sump: NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg. Here Pa is the absolute pressure on the liquid surface (atmospheric, about 10.3 m of water at sea level and falling by roughly 1.2 m for the first 1,000 m of altitude), Hs the static suction head (+) or lift (−), h_fs the friction losses in the suction line, and Pvap the vapour pressure at the pumping temperature (about 0.24 m at 20 °C, 0.75 m at 40 °C).',
      ],
      ['NPSH margin', heads.sections[1]!.body],
    );
    expect(answerFromFacts('pump NPSHr is 4.7 m, are we ok for water?', site, [both])?.response).toMatch(
      /^That margin is too small: with 5\.15 m available \(worked out from your figures before: 9\.1 − 2\.5 − 0\.7 − 0\.75 ≈ 5\.15 m\) and 4\.7 m required, the margin is 0\.45 m .* at least 5\.3 m\./,
    );
    // Without a page that gives the atmosphere and the vapour heads, nothing is worked out again.
    expect(worked(asked, site)).toBeNull();
  });
});

describe('the NPSH margin with NPSH available worked out from the same question', () => {
  it('works NPSH available out from the site figures given beside NPSH required, and holds the two together', () => {
    const both = page(
      'Various head terms',
      '/various-head-terms',
      'This page defines the head terms used in pump selection.',
      heads.sections[1]!.heading ? [heads.sections[1]!.heading, heads.sections[1]!.body] : ['', ''],
      [
        'NPSH available',
        'For a pump drawing from an open or closed sump: NPSHa = Pa/ρg ± Hs − h_fs − Pvap/ρg. Here Pa is the absolute pressure on the liquid surface (atmospheric, about 10.3 m of water at sea level and falling by roughly 1.2 m for the first 1,000 m of altitude), Hs the static suction head (+) or lift (−), h_fs the friction losses in the suction line, and Pvap the vapour pressure at the pumping temperature (about 0.24 m at 20 °C, 0.75 m at 40 °C).',
      ],
    );
    const answer = answerFromFacts(
      'Open tank at sea level, water level 2 m above the impeller eye, suction line losses 1.1 m, water at 20 °C. Datasheet NPSH3 is 8.5 m at duty. What is the NPSHa, and is the margin OK?',
      undefined,
      [both],
    )!.response;
    expect(answer.split('\n')[0]).toMatch(
      /^That margin is enough for water service: with 10\.96 m available \(worked out from your figures: 10\.3 \+ 2 − 1\.1 − 0\.24 ≈ 10\.96 m, with atmosphere 10\.3 m at sea level, 2 m suction head, 1\.1 m suction losses, vapour pressure about 0\.24 m for water at 20 °C\) and 8\.5 m required, the margin is 2\.46 m/,
    );
    // Water said to stand above the eye after its figure: "flooded suction with 1.2 m of water above the impeller eye".
    const flooded = answerFromFacts(
      'Our pump station is at about 1000 m above sea level. Water at 40 °C, flooded suction with 1.2 m of water above the impeller eye, suction losses 0.6 m. Pump NPSH3 at duty is 7.5 m. What is the NPSHa and do we have enough margin?',
      undefined,
      [both],
    )!.response;
    expect(flooded).toMatch(
      /^That margin is enough for water service: with 8\.95 m available \(worked out from your figures: 9\.1 \+ 1\.2 − 0\.6 − 0\.75/,
    );
  });
});

describe('NPSH available said to equal NPSH required', () => {
  it('says cavitation is already well developed there, no to "so no cavitation?" and yes to "will it cavitate?"', () => {
    const said = (q: string) => answerFromFacts(q, undefined, [cavitationPage])?.response ?? null;
    expect(said('our NPSHa comes out exactly equal to NPSHr from the curve. so no cavitation, correct?')).toMatch(
      /^No\. Because NPSHr is normally defined .* cavitation is already well developed at NPSHa = NPSHr/,
    );
    expect(said('if NPSHa = NPSHr, will the pump cavitate?')).toMatch(/^Yes\. Because NPSHr/);
    // Figures given are worked: the margin they leave.
    expect(said('NPSHa 4 m and NPSHr 4 m, is that enough?')).toMatch(/^That margin is too small/);
  });
});
