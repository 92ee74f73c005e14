/** Specific energy worked out for a follow-up that gives the formula's figures. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { answerAboutSpecificEnergy } from './specific-energy.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const performance = page(
  'Sub-optimal pump performance',
  '/sub-optimal',
  'Specific energy is a practical indicator: for water, E = 0.002725 · H / η kWh/m³, with H in metres and η the overall efficiency as a fraction.',
);
const pages = [performance];

describe('specific energy asked after the formula', () => {
  it('works it out for a head and an overall efficiency asked to be worked out, with nothing else given', () => {
    expect(answerFromFacts('Calculate it for 35 m head at 68% overall efficiency', undefined, pages)?.response).toMatch(
      /^At 35 m head and 68% overall efficiency, pumping water takes about 0\.14 kWh per m³ \(0\.002725 × 35 \/ 0\.68 = 0\.1403\)\./,
    );
    // A flow given asks for a power, not for energy per cubic metre.
    expect(answerAboutSpecificEnergy('calculate it for 60 m head, 72% overall efficiency and 100 l/s', pages)).toBeNull();
  });

  it('takes the topic from the question before', () => {
    expect(
      answerAboutSpecificEnergy('and for 45 m at 80% efficiency?', pages, "What's the specific energy formula you use?")?.response,
    ).toMatch(/^At 45 m head and 80% overall efficiency, pumping water takes about 0\.15 kWh per m³/);
    expect(
      answerAboutSpecificEnergy('Work it out for 60 m of head at 72% overall efficiency.', pages, 'How do I calculate pump power?'),
    ).toBeNull();
  });
});

describe('the cost of a cubic metre at the tariff given', () => {
  const formula = 'How do I work out energy per cubic metre for a pump?';

  it('prices a cubic metre after the formula, an efficiency named "overall" without the word efficiency', () => {
    const answer = answerFromFacts(
      "ours is 38 m at 64% overall and power costs us Rs 7.50 a unit. what's that per m3 in rupees?",
      formula,
      pages,
    )!;
    expect(answer.response.split('\n').slice(0, 2)).toEqual([
      'At 38 m head and 64% overall efficiency, pumping water takes about 0.16 kWh per m³ (0.002725 × 38 / 0.64 = 0.1618).',
      'At Rs 7.50 a kWh, that is about Rs 1.21 per m³ (0.1618 × Rs 7.50), or about Rs 1,213 per 1,000 m³.',
    ]);
    expect(answer.sources).toEqual([{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }]);
    expect(
      answerAboutSpecificEnergy(
        'we have 25 m at 58% overall, electricity 9 rupees per unit. how much is that per cubic metre?',
        pages,
        formula,
      )?.response,
    ).toMatch(/\nAt Rs 9 a kWh, that is about Rs 1\.06 per m³/);
  });

  it('prices a whole question in rupees, dollars or euros, whatever the flow', () => {
    const cost = (q: string) => answerAboutSpecificEnergy(q, pages)?.response.split('\n')[1];
    expect(cost('What does it cost per m3 to pump at 45 m head with 70% overall efficiency if electricity is ₹8/kWh?')).toBe(
      'At ₹8 a kWh, that is about ₹1.40 per m³ (0.1752 × ₹8), or about ₹1,401 per 1,000 m³.',
    );
    expect(cost('pumping 30 m, overall efficiency 0.65, tariff INR 6.5 per unit: what is the energy cost for each m3?')).toMatch(
      /^At INR 6\.5 a kWh, that is about INR 0\.82 per m³/,
    );
    expect(cost("at 60 m head and 72% overall efficiency, with power at $0.12 per kWh, what's the cost per cubic metre?")).toMatch(
      /^At \$0\.12 a kWh, that is about \$0\.027 per m³ .* about \$27\.25 per 1,000 m³\./,
    );
    expect(cost('energy cost per m3 at 50 m head, 70% efficiency and €0.20/kWh?')).toMatch(
      /^At €0\.20 a kWh, that is about €0\.039 per m³/,
    );
    expect(cost('we pump 200 l/s at 40 m, 70% overall efficiency; at Rs 8 a unit what is the cost per m3?')).toMatch(
      /^At Rs 8 a kWh, that is about Rs 1\.25 per m³/,
    );
  });

  it('leaves a cost asked over time, or with no head and efficiency, to what answers it', () => {
    // A tariff's "kWh" asks no energy per cubic metre.
    expect(
      answerAboutSpecificEnergy("pump 100 l/s at 40 m head, 70% overall efficiency, Rs 8/kWh, what's the running cost per month?", pages),
    ).toBeNull();
    expect(answerAboutSpecificEnergy('power costs us Rs 7.50 a unit, what is the cost per m3?', pages)).toBeNull();
  });
});

describe('the energy of a volume pumped over a day, a month or a year', () => {
  const station =
    'Our station lifts 12 MLD against a 42 m total head with an overall (wire-to-water) efficiency of 68 %. Roughly how many kWh a day should that use?';

  it('works a day out from a flow given a day at a time, the result first', () => {
    const answer = answerFromFacts(station, undefined, pages)!;
    expect(answer.response.split('\n').slice(0, 2)).toEqual([
      'About 2,020 kWh a day: 12 MLD is 12,000 m³ a day, and 12,000 × 0.1683 ≈ 2,020 kWh.',
      'At 42 m head and 68% overall efficiency, pumping water takes about 0.17 kWh per m³ (0.002725 × 42 / 0.68 = 0.1683).',
    ]);
    expect(answer.sources).toEqual([{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }]);
    // The period asked of the question before's figures.
    expect(answerAboutSpecificEnergy('and per year?', pages, station)?.response).toMatch(
      /^About 737,000 kWh a year: 12 MLD is 12,000 m³ a day, 4,380,000 m³ in 365 days, and 4,380,000 × 0\.1683 ≈ 737,000 kWh\./,
    );
  });

  it('prices the period at the tariff, in lakh as well for rupees', () => {
    expect(
      answerAboutSpecificEnergy("We pump 12 MLD at 42 m head, 68% overall efficiency. What's the monthly energy bill at ₹8/kWh?", pages)
        ?.response.split('\n')
        .slice(0, 2),
    ).toEqual([
      'About 60,600 kWh a month: 12 MLD is 12,000 m³ a day, 360,000 m³ in a 30-day month, and 360,000 × 0.1683 ≈ 60,600 kWh.',
      'At ₹8 a kWh, that is about ₹4.85 lakh (₹484,800) a month (60,600 × ₹8).',
    ]);
  });

  it('works a flow over the hours it runs, and the pump and motor efficiencies together', () => {
    expect(
      answerAboutSpecificEnergy('200 l/s at 40 m, 70% overall efficiency, runs 20 hours a day: how many kWh a year?', pages)?.response,
    ).toMatch(
      /^About 818,000 kWh a year: 200 l\/s for 20 hours a day × 365 days is about 5,256,000 m³ \(0\.2 m³\/s × 3,600 s × 7,300 hours\), and 5,256,000 × 0\.1557 ≈ 818,000 kWh\./,
    );
    expect(
      answerAboutSpecificEnergy(
        '540 m3/h at 60 m head, pump efficiency 80%, motor 94%, runs 6000 hours a year. How many kWh a month?',
        pages,
      )
        ?.response.split('\n')
        .slice(0, 2),
    ).toEqual([
      'About 58,700 kWh a month: 540 m³/h for 6,000 hours a year / 12 is about 270,000 m³ (540 m³/h × 500 hours), and 270,000 × 0.2174 ≈ 58,700 kWh.',
      'At 60 m head and 80% pump × 94% motor = 75.2% overall efficiency, pumping water takes about 0.22 kWh per m³ (0.002725 × 60 / 0.752 = 0.2174).',
    ]);
    // No hours a flow runs: a cubic metre's energy only.
    expect(answerAboutSpecificEnergy('200 l/s at 40 m, 70% overall efficiency: how many kWh a day?', pages)?.response).toMatch(
      /^At 40 m head and 70% overall efficiency, pumping water takes about 0\.16 kWh per m³/,
    );
  });
});

describe('the efficiency a specific energy works out to', () => {
  it('works it out for each pump named, at the head they share', () => {
    const answer = answerFromFacts(
      'Two identical pumps work against 45 m head. Pump A uses 0.21 kWh per m³ and pump B 0.17 kWh per m³. What overall efficiency does each one work out to?',
      undefined,
      pages,
    )!;
    expect(answer.response.split('\n').slice(0, 3)).toEqual([
      'At 45 m head, the overall efficiency works out to about 58.4% for pump A (0.21 kWh per m³) and about 72.1% for pump B (0.17 kWh per m³).',
      'η = 0.002725 × H / E: 0.002725 × 45 / 0.21 ≈ 0.584; 0.002725 × 45 / 0.17 ≈ 0.721.',
      performance.sections[0]!.body,
    ]);
    expect(answer.sources).toEqual([{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }]);
  });

  it('works it out for one pump, for pumps at heads of their own, and for one more after', () => {
    expect(answerAboutSpecificEnergy('Our pump uses 0.2 kWh/m3 at 50 m head. What is its overall efficiency?', pages)?.response).toMatch(
      /^At 50 m head and 0\.2 kWh per m³, the overall efficiency works out to about 68\.1% \(η = 0\.002725 × H \/ E = 0\.002725 × 50 \/ 0\.2 ≈ 0\.681\)\./,
    );
    expect(
      answerAboutSpecificEnergy('Pump 1 at 45 m uses 0.21 kwh per m3, pump 2 at 30 m uses 0.15 kwh per m3. Efficiencies?', pages)?.response,
    ).toMatch(/^The overall efficiency works out to about 58\.4% for pump 1 \(0\.21 kWh per m³ at 45 m\) and about 54\.5% for pump 2 /);
    expect(
      answerAboutSpecificEnergy(
        'and pump C at 0.19 kWh per m3?',
        pages,
        'Pump A uses 0.21 kWh per m³ at 45 m head and pump B 0.17 kWh per m³. What efficiency is each?',
      )?.response,
    ).toMatch(/^At 45 m head and 0\.19 kWh per m³, pump C works out to about 64\.5% overall efficiency/);
  });

  it('works nothing out without a head, or from figures no pump achieves', () => {
    expect(answerAboutSpecificEnergy('pump A uses 0.21 kWh per m3, what efficiency is that?', pages)).toBeNull();
    expect(answerAboutSpecificEnergy('at 60 m head the pump uses 0.1 kWh per m3, what efficiency?', pages)).toBeNull();
  });
});

describe('specific energy metered', () => {
  it('divides the energy logged by the volume pumped, and with a head gives the efficiency it implies', () => {
    const answer = answerAboutSpecificEnergy(
      "Yesterday our station pumped 9,600 m3 and the energy meter logged 2,880 kWh. Total head is about 60 m. What's our specific energy, and what overall efficiency does that imply?",
      pages,
    )!.response;
    expect(answer).toMatch(
      /^The specific energy is about 0\.3 kWh per m³ \(2,880 kWh \/ 9,600 m³ = 0\.3\)\.\nAt 60 m head, that implies an overall \(wire-to-water\) efficiency of about 54\.5%/,
    );
  });

  it('works the figures out for a judgement asked of them at a head told', () => {
    expect(
      answerAboutSpecificEnergy('We pumped 4,200 m3 yesterday using 1,050 kWh. Is that a good figure for a 45 m head?', pages)?.response,
    ).toMatch(
      /^The specific energy is about 0\.25 kWh per m³ .*\nAt 45 m head, that implies an overall \(wire-to-water\) efficiency of about 49%/,
    );
  });

  it('divides nothing told over different periods', () => {
    expect(answerAboutSpecificEnergy('we pump 1.2 ML a day and used 7,500 units last month, what is our kWh per m3?', pages)).toBeNull();
  });

  it('works it out after the duty was given, pump and motor efficiencies cut short', () => {
    expect(
      answerAboutSpecificEnergy(
        'ok and whats that as kWh per m3?',
        pages,
        'pump gives 120 l/s at 55 m head, pump eff 76 %, motor 94 %. Input power?',
      )?.response,
    ).toMatch(/^At 55 m head and 76% pump × 94% motor = 71\.4% overall efficiency, pumping water takes about 0\.21 kWh per m³/);
  });
});

describe('the energy saved when the specific energy falls', () => {
  it('works the saving over the volume pumped in the period the saving is asked for, and its worth at the tariff', () => {
    const answer = answerAboutSpecificEnergy(
      'after replacing wear rings our specific energy came down from 0.25 to 0.20 kWh/m3. We pump 5 MLD daily. What is the annual saving at Rs 7 per unit?',
      pages,
    )!.response;
    expect(answer.split('\n').slice(0, 2)).toEqual([
      'About 91,250 kWh saved a year: 0.25 − 0.2 = 0.05 kWh less per m³, and 5 MLD is 5,000 m³ a day, 1,825,000 m³ in 365 days; 1,825,000 × 0.05 ≈ 91,250 kWh.',
      'At Rs 7 a kWh, that is about Rs 6.39 lakh (Rs 638,750) a year (91,250 × Rs 7).',
    ]);
  });

  it('works the saving from an overall efficiency raised at one head, each specific energy by the formula, the result first', () => {
    const answer = answerAboutSpecificEnergy(
      'One pump, 35 m head, 20,000 m3 per day. Overall efficiency measured 58%. After new wear rings we expect 72%. How many kWh per day would we save?',
      pages,
    )!.response;
    expect(answer.split('\n').slice(0, 2)).toEqual([
      'About 639 kWh saved a day: 0.1644 − 0.1325 = 0.032 kWh less per m³, and 20,000 m³/day is 20,000 m³ a day; 20,000 × 0.032 ≈ 639 kWh.',
      'At 35 m head, raising the overall efficiency from 58% to 72% takes the specific energy from 0.1644 to 0.1325 kWh per m³ (0.002725 × 35 / 0.58 and / 0.72).',
    ]);
    // A volume told with no period: the saving for that volume.
    expect(
      answerAboutSpecificEnergy(
        'ok so at 40 m head, if overall efficiency goes from 60% to 70%, how much do we save per 1000 m3?',
        pages,
      )!.response.split('\n')[0],
    ).toBe('About 26 kWh saved per 1,000 m³: 0.1817 − 0.1557 = 0.026 kWh less per m³, × 1,000 m³.');
    // An efficiency that fell saves nothing.
    expect(
      answerAboutSpecificEnergy(
        '35 m head, 20,000 m3 per day, overall efficiency 72% before and 58% now: how many kWh per day do we save?',
        pages,
      )?.response ?? '',
    ).not.toMatch(/saved/);
  });

  it('works nothing out for a specific energy that rose, or with no saving asked', () => {
    expect(answerAboutSpecificEnergy('it went from 0.20 to 0.25 kWh/m3 at 5 MLD, what is the annual saving?', pages)).toBeNull();
    expect(answerAboutSpecificEnergy('it went from 0.25 to 0.20 kWh/m3 at 5 MLD, is that good?', pages)?.response ?? '').not.toMatch(
      /saved/,
    );
  });
});

describe('the energy a rise in efficiency saves', () => {
  it('works out the specific energy before and after, and the saving per cubic metre', () => {
    expect(
      answerAboutSpecificEnergy(
        'We pump against about 30 m. Overall efficiency measured at 55% now; after refurbishing the pumps we expect 70%. How much energy per cubic metre would that save?',
        pages,
      )?.response,
    ).toMatch(
      /^About 0\.032 kWh per m³ saved \(21\.4% less\): at 30 m head, 55% overall efficiency takes .* ≈ 0\.1486 kWh\/m³, and 70% takes .* ≈ 0\.1168 kWh\/m³\./,
    );
  });
});
