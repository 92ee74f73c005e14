/** A gauge reading as a head of water, to the precision the reading was given to. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'Head terms.', ['Pressure head', 'Pressure head is p/(ρg).']);
const converted = (q: string) => answerFromFacts(q, undefined, [heads])?.response ?? null;

describe('a gauge reading as a head of water', () => {
  it('gives a reading read to a decimal to a tenth of a metre, a whole reading in whole metres', () => {
    expect(converted('convert 3.2 bar discharge pressure to metres of water head pls')).toMatch(
      /^3\.2 bar is about 32\.7 m of water head: /,
    );
    expect(converted('discharge gauge shows 4.5 bar. how much is that in metres of water column?')).toMatch(/^4\.5 bar is about 46 m /);
    expect(converted('our gauge reads 4 bar, how many metres is that?')).toMatch(/^4 bar is about 41 m /);
    // From 100 m up, a tenth of a metre is more than a gauge shows.
    expect(converted('12.5 bar in metres of head')).toMatch(/^12\.5 bar is about 128 m /);
  });
});
