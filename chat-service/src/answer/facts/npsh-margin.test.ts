/** The NPSH one side needs for the other side given, by the margin the page states for water. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'This page defines the head terms used in pump selection.', [
  'NPSH margin',
  'NPSH margin is the amount by which NPSH available exceeds NPSH required. For water service, ANSI/HI 9.6.1-2012 asks for at least a ratio NPSHa/NPSH3 of about 1.1 or a margin of 0.6 m, whichever is greater. The margin should be checked at the lowest sump level.',
]);
const worked = (q: string, context?: string) => answerFromFacts(q, context, [heads])?.response ?? null;

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

  it('works out the most NPSH required the NPSH available allows', () => {
    expect(worked("we have 6 m NPSHa at site. what's the maximum NPSHr pump we can accept?")).toMatch(
      /^With 6 m of NPSH available, NPSH required should be no more than 5\.4 m: 6 \/ 1\.1 = 5\.45 m and 6 − 0\.6 = 5\.4 m/,
    );
    // A figure given and no limit asked: not this rule's question.
    expect(worked('our NPSH3 is 8 m, is that high for a pump this size?')).toBeNull();
  });
});
