/** A gauge reading as a head of water, to the precision the reading was given to. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page('Various head terms', '/various-head-terms', 'Head terms.', [
  'Pressure head',
  'Pressure head is p/(ρg). For liquids other than water, the actual density must be used: the same head corresponds to a higher pressure in a denser liquid.',
]);
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
    // "what is the head if the pressure is 3 bar?": the head asked of the reading.
    expect(converted('what is the head if pressure is 3 bar?')).toMatch(/^3 bar is about 31 m of water head/);
  });
});

describe('a pressure as a head of the liquid whose density is stated', () => {
  it('uses the density stated in kg/m³ and says so, with the page’s sentence that it must be used', () => {
    const answer = answerFromFacts(
      'We pump brine with a density of about 1200 kg/m3. The gauges show 3 bar difference across the pump. What head is that in metres?',
      undefined,
      [heads],
    )!;
    const [line, rule] = answer.response.split('\n');
    expect(line).toBe(
      '3 bar is about 25.5 m of head in a liquid of 1200 kg/m³: head = p/(ρg) = 300,000 Pa / (1200 × 9.81) ≈ 25.5 m. The same 3 bar would be about 30.6 m of water.',
    );
    expect(rule).toMatch(/^For liquids other than water, the actual density must be used/);
    expect(answer.sources).toEqual([{ title: 'Various head terms', url: '/various-head-terms' }]);
  });

  it('reads a density as SG, specific gravity, t/m³ or kg/m³ written with its superscript', () => {
    expect(converted('Slurry SG 1.2, discharge gauge reads 3 bar. How many metres of head is that?')).toMatch(
      /^3 bar is about 25\.5 m of head in a liquid of SG 1\.2 \(1200 kg\/m³\)/,
    );
    expect(converted('liquid with specific gravity 1.2. delivery pressure 3 bar, convert to metres please')).toMatch(
      /^3 bar is about 25\.5 m of head in a liquid of SG 1\.2 /,
    );
    expect(converted('density 1.2 t/m3 and 250 kPa on the gauge, what is that in metres?')).toMatch(
      /^250 kPa is about 21\.2 m of head in a liquid of 1\.2 t\/m³ \(1200 kg\/m³\)/,
    );
    expect(converted('the acid is 1,840 kg/m³. how many metres is 2 bar?')).toMatch(
      /^2 bar is about 11\.1 m of head in a liquid of 1840 kg\/m³/,
    );
    // A lighter liquid stands higher for the same pressure.
    expect(converted('our diesel is 850 kg/m3 and the gauge reads 3 bar. what head does that give?')).toMatch(/^3 bar is about 36 m /);
  });

  it('uses the density for the pump’s head between its gauges and for a head asked as a pressure', () => {
    expect(converted('Suction gauge 0.5 bar, discharge gauge 4.5 bar, liquid SG 1.1. What head is the pump making?')).toMatch(
      /^About 37 m: .*with 1 bar about 9\.27 m of liquid at SG 1\.1 \(1100 kg\/m³\)/,
    );
    expect(converted('how many bar is 40 m head for a liquid of SG 0.85?')).toMatch(
      /^40 m of head in a liquid of SG 0\.85 \(850 kg\/m³\) is about 3\.34 bar: p = ρgh = 850 × 9\.81 × 40/,
    );
  });

  it('keeps to water where no density is stated, or the figure is none a pumped liquid has', () => {
    expect(converted('our gauge reads 4 bar, how many metres is that?')).toMatch(/^4 bar is about 41 m of water head/);
    expect(converted('SG 13.6 mercury manometer shows 4 bar, how many metres is that?')).toMatch(/^4 bar is about 41 m of water head/);
  });

  it('says the difference between the gauges, and that a vacuum on the suction gauge adds to it', () => {
    expect(
      answerFromFacts(
        "Discharge gauge reads 5.5 bar, suction gauge shows -0.3 bar (vacuum). What's the pump total head in metres?",
        undefined,
        [],
      )?.response,
    ).toMatch(/^About 59 m: .*here 5\.5 bar less -0\.3 bar \(a vacuum adds to the difference\), that is 5\.8 bar, with 1 bar/);
  });

  it('adds the height the visitor tells between the gauges, and says equal pipes leave no velocity term', () => {
    const answer = answerFromFacts(
      'suction gauge reads -0.3 bar and the discharge gauge reads 4.5 bar. Both pipes are the same size, the discharge gauge sits 0.8 m higher than the suction one. total head?',
      undefined,
      [],
    )?.response;
    expect(answer).toMatch(/^About 49\.8 m: .*about 49 m, plus the 0\.8 m the delivery gauge sits above the suction gauge\./);
    expect(answer).toMatch(/With pipes of the same size the velocity heads cancel\./);
    expect(
      answerFromFacts(
        'delivery gauge 3 bar, suction gauge 0.2 bar, the suction gauge is 0.5 m above the delivery gauge. pump head?',
        undefined,
        [],
      )?.response,
    ).toMatch(/less the 0\.5 m the suction gauge sits above the delivery gauge/);
  });
});

describe('the same reading in another liquid, asked after', () => {
  it('takes the pressure asked about before and the density named now', () => {
    const earlier = 'discharge pressure gauge shows 4 bar. how much head is that in metres?';
    const answer = answerFromFacts('what if we are pumping brine, density 1200 kg/m3, same 4 bar?', earlier, [heads])?.response;
    expect(answer).toMatch(/^4 bar is about 34 m of head in a liquid of 1200 kg\/m³: head = p\/\(ρg\) = 400,000 Pa \/ \(1200 × 9\.81\)/);
    expect(converted('what will the head be for 6 bar if the liquid is diesel with density 850?')).toMatch(
      /^6 bar is about 72 m of head in a liquid of 850 kg\/m³/,
    );
    expect(converted('whats the head of 3 bar for sulphuric acid, SG 1.84?')).toMatch(
      /^3 bar is about 16\.6 m of head in a liquid of SG 1\.84/,
    );
    // No density named: nothing new to work out.
    expect(answerFromFacts('what if it is 5 bar instead?', 'what is 3 bar in metres?', [heads])?.response ?? '').not.toMatch(/kg\/m³/);
  });
});
