/** The wear-ring clearance at which the page says efficiency drops, worked out from the design clearance. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const RULE =
  'Head and flow fall, and efficiency drops, often by several percentage points once clearances reach about twice their design value.';
const performance = (body: string) =>
  page('Sub-optimal pump performance', '/sub-optimal', 'Sub-optimal performance.', [
    'Worn wear rings',
    `Wear rings limit leakage from discharge back to suction. ${body}`,
  ]);
const worked = (q: string, body = RULE) => answerFromFacts(q, undefined, [performance(body)]);

describe('wear-ring clearance', () => {
  it('works out the clearance at the multiple of the design value the page names, in the visitor’s unit', () => {
    const answer = worked(
      'Our wear rings were fitted with 0.4 mm clearance. At what clearance should we expect to lose several points of efficiency?',
    )!;
    expect(answer.response.split('\n').slice(0, 2)).toEqual(['At about 0.8 mm, twice the 0.4 mm design clearance.', RULE]);
    expect(answer.sources).toEqual([{ title: 'Sub-optimal pump performance', url: '/sub-optimal' }]);
    expect(worked('our wear-ring clearance is 0.016 in when new, when should we renew them?')!.response).toMatch(
      /^At about 0\.032 inch, twice the 0\.016 inch design clearance\./,
    );
    expect(
      worked('wear ring design clearance 0.3 mm, at what clearance does efficiency drop?', RULE.replace('twice', 'three times'))!.response,
    ).toMatch(/^At about 0\.9 mm, three times the 0\.3 mm design clearance\./);
  });

  it('holds a clearance measured now against the design one, whichever is named first', () => {
    expect(worked('design wear ring clearance 0.35 mm, now measured 0.6 mm. how much efficiency are we losing?')!.response).toMatch(
      /^0\.6 mm is about 1\.7 times the 0\.35 mm design clearance, short of twice the design value \(0\.7 mm\)\./,
    );
    expect(worked('on our 300 mm impeller the wear ring clearance was 0.4 mm new, when will efficiency suffer?')!.response).toMatch(
      /^At about 0\.8 mm, /,
    );
    expect(worked('wear ring clearance measured 0.9 mm, original 0.4 mm, should we replace?')!.response).toMatch(
      /^0\.9 mm is about 2\.3 times the 0\.4 mm design clearance, past twice the design value \(0\.8 mm\)\./,
    );
    // The second marked as the design one: the first is the clearance found.
    expect(
      worked('During overhaul we found wear ring clearance 0.85 mm where design is 0.4 mm. How much does this matter for efficiency?')!
        .response,
    ).toMatch(/^0\.85 mm is about 2\.1 times the 0\.4 mm design clearance, past twice/);
  });

  it('works a clearance out only from a design one, and where the page states the rule', () => {
    expect(worked('wear rings fitted at 0.5 mm clearance, when will efficiency drop?')!.response).toMatch(/^At about 1 mm, /);
    expect(worked('wear ring clearance measured 0.8 mm, is that bad?')).toBeNull();
    expect(worked('how much does wear ring clearance have to open before efficiency drops?')).toBeNull();
    expect(worked('bell mouth floor clearance is 300 mm, at what clearance do we lose efficiency?')).toBeNull();
    expect(
      worked('Our wear rings were fitted with 0.4 mm clearance. At what clearance do we lose efficiency?', 'Worn rings cost efficiency.'),
    ).toBeNull();
  });
});
