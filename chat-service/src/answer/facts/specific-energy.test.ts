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
