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
