/** The system curve H_sys = H_static + k·Q², its friction scaled from one measured point to the flow asked about. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const performance = page('Sub-optimal pump performance', '/sub-optimal', 'Pumps away from their best efficiency.', [
  'System curve and pump curve',
  'The operating point of a centrifugal pump is where its head-flow curve crosses the system curve. The system curve is H_sys = H_static + k·Q²: the total static head plus friction losses that rise with the square of flow.',
]);
const heads = page('Various head terms', '/various-head-terms', 'Head terms.', [
  'Friction head',
  'Friction head is the head lost to friction as liquid flows through pipes. Friction head rises roughly with the square of the flow, and it grows over the years as pipes scale and roughen.',
]);
const worked = (q: string, context?: string) => answerFromFacts(q, context, [performance, heads]);

describe('system head at a new flow', () => {
  it('adds the static head of the question before to the friction scaled with the square of the flow', () => {
    const answer = worked(
      'ok, at 200 l/s we measured about 12 m of friction. What would the total system head be if we push 250 l/s through the same main?',
      'Our total static head comes to 33 m.',
    )!;
    expect(answer.response).toMatch(
      /^About 51\.75 m at 250 l\/s\. Friction rises with the square of the flow: from 12 m at 200 l\/s to 12 × \(250 \/ 200\)² = 12 × 1\.5625 ≈ 18\.75 m at 250 l\/s, and H_sys = H_static \+ k·Q² = 33 \+ 18\.75 ≈ 51\.75 m\./,
    );
    expect(answer.response).toContain('The system curve is H_sys = H_static + k·Q²');
    expect(answer.sources.map((s) => s.url)).toEqual(['/sub-optimal', '/various-head-terms']);
  });

  it('reads the whole question however the figures are said, and a measured duty head as static plus friction', () => {
    expect(worked('static head 20 m, friction 8 m at 100 m3/h, what head at 130 m3/h?')!.response).toMatch(
      /^About 33\.52 m at 130 m3\/h\./,
    );
    expect(
      worked('friction loss at 200 litres per second is 12 m; what will the total head be at 250 litres per second? static lift 10 m')!
        .response,
    ).toMatch(/^About 28\.75 m at 250 litres per second\./);
    // 27 m measured at 300 m3/h over 15 m static: 12 m of friction.
    expect(
      worked('our static lift is 15 m and the system head measured 27 m at 300 m3/h. what head do we need at 360 m3/h?')!.response,
    ).toMatch(/^About 32\.28 m at 360 m3\/h\. .*from 12 m at 300 m3\/h/);
    // "32 m total", the word "head" understood; "20 m total static head" is the static.
    expect(worked('static is 20 m and we measured 32 m total at 100 L/s. what would the system need at 130 L/s?')!.response).toMatch(
      /^About 40\.28 m at 130 l\/s\. .*from 12 m at 100 l\/s/,
    );
    // A new flow in another unit is converted before it is squared.
    expect(worked('static head 10 m, friction 5 m at 720 m3/h, head at 250 l/s?')!.response).toMatch(
      /5 × \(900 \/ 720\)² = 5 × 1\.5625 ≈ 7\.81 m at 250 l\/s \(900 m3\/h\), and H_sys = H_static \+ k·Q² = 10 \+ 7\.81 ≈ 17\.81 m/,
    );
  });

  it('gives the friction alone when only the friction is asked, or no static head is known', () => {
    expect(worked('static head 20 m, friction 8 m at 100 m3/h. friction at 130 m3/h?')!.response).toMatch(
      /^About 13\.52 m of friction at 130 m3\/h\. Friction rises with the square of the flow: from 8 m at 100 m3\/h to 8 × \(130 \/ 100\)² = 8 × 1\.69 ≈ 13\.52 m at 130 m3\/h\.$/m,
    );
    expect(
      worked('and the friction at the new flow?', 'static head 20 m, friction 8 m at 100 m3/h, what head at 130 m3/h?')!.response,
    ).toMatch(/^About 13\.52 m of friction at 130 m3\/h\./);
    expect(worked('friction losses come to 6 m at 50 l/s. total head at 60 l/s and 70 l/s?')!.response).toMatch(
      /^About 8\.64 m of friction at 60 l\/s and about 11\.76 m of friction at 70 l\/s\. .* The system head adds your total static head/,
    );
  });

  it('asks the question before again of another flow, and answers nothing else of it', () => {
    const before = 'static head 20 m, friction 8 m at 100 m3/h, what head at 130 m3/h?';
    expect(worked('and at 150 m3/h?', before)!.response).toMatch(/^About 38 m at 150 m3\/h\./);
    expect(worked('ok thanks', before)).toBeNull();
    expect(worked('static head 20 m, friction 8 m at 100 m3/h, what power at 130 m3/h?')).toBeNull();
    expect(worked('what friction head at 250 l/s in a 300 mm pipe?')).toBeNull();
  });
});

describe('friction told in a follow-up to a question that named it', () => {
  it('reads "ours is 8 m at 200 m3/h" after a question about friction loss as that friction', () => {
    expect(
      worked(
        'ok so ours is 8 m at 200 m3/h. what will it be at 260 m3/h approx?',
        'does friction loss in the rising main change with flow?',
      )?.response,
    ).toMatch(/^About 13\.52 m of friction at 260 m3\/h\./);
    // A head at a flow is no friction where the question before named none.
    expect(
      worked('ok so ours is 8 m at 200 m3/h. what will it be at 260 m3/h approx?', 'what is a pump curve?')?.response ?? '',
    ).not.toMatch(/of friction/);
  });
});

describe('the system curve from two measured points', () => {
  it('works the static head and k out from two heads at two flows, in the visitor’s flow unit', () => {
    expect(
      worked('at our station we measured 35 m at 100 lps and 25.4 m at 60 lps, same valve positions. so what is the static head?')!
        .response,
    ).toMatch(
      /^About 20 m of static head: from H = H_static \+ k·Q² at the two points, k = \(35 − 25\.4\) \/ \(100² − 60²\) ≈ 0\.0015 m per \(l\/s\)², and H_static = 35 − 0\.0015 × 100² ≈ 20 m\./,
    );
  });

  it('works nothing out from one point, or from points in two units', () => {
    expect(worked('we measured 35 m at 100 lps. so what is the static head?')?.response ?? '').not.toMatch(/at the two points/);
    expect(worked('we measured 35 m at 100 lps and 25 m at 200 m3/h. what is the static head?')?.response ?? '').not.toMatch(
      /at the two points/,
    );
  });
});
