/** Friction head by the Darcy-Weisbach equation or the Hazen-Williams formula, as the head-terms page states them. */
import { describe, expect, it } from 'vitest';
import { answerAboutFrictionHead } from './friction-head.ts';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page(
  'Various head terms',
  '/various-head-terms',
  'Head terms.',
  [
    'Friction head',
    'Friction head is the head lost to friction as liquid flows through pipes, valves, bends and fittings on both the suction and discharge sides. For straight pipe it is usually calculated with the Darcy-Weisbach equation, h_f = f · (L/D) · v²/2g, where f is the friction factor (from the Moody chart or the Colebrook equation), L the pipe length, D the internal diameter and v the mean velocity. For water mains the empirical Hazen-Williams formula is also common; in SI form h_f = 10.67 · L · Q^1.852 / (C^1.852 · D^4.87), with Q in m³/s, D and L in metres and C the roughness coefficient. Losses in fittings are added as K · v²/2g. Friction head rises roughly with the square of the flow, and it grows over the years as pipes scale and roughen.',
  ],
  [
    'Velocity head',
    'Velocity head is the kinetic energy of the moving liquid per unit weight, equal to v²/2g, where v is the mean velocity in the pipe.',
  ],
);
const pages = [heads];
const worked = (q: string) => answerFromFacts(q, undefined, pages)?.response ?? null;

describe('friction head by Darcy-Weisbach', () => {
  it('works f · (L/D) · v²/2g out from a velocity given, and cites the page', () => {
    const answer = answerAboutFrictionHead(
      "For a homework problem: 1000 m of 300 mm pipe, water at 2 m/s, friction factor 0.02. What's the friction head loss?",
      pages,
    )!;
    expect(answer.response).toMatch(
      /^About 13\.6 m of friction head\. By Darcy-Weisbach, h_f = f · \(L\/D\) · v²\/2g = 0\.02 × \(1000 \/ 0\.3\) × 2² \/ \(2 × 9\.81\) = [\d.]+ × [\d.]+ × [\d.]+ ≈ 13\.6 m\.\n/,
    );
    expect(answer.response).toContain('For straight pipe it is usually calculated with the Darcy-Weisbach equation');
    expect(answer.response).toContain('Friction head rises roughly with the square of the flow');
    expect(answer.sources).toEqual([{ title: 'Various head terms', url: '/various-head-terms' }]);
  });

  it('works the mean velocity out from a flow and the bore first', () => {
    expect(worked('What is the head loss in a 500 m long, 200 mm pipe carrying 40 l/s if f = 0.018?')).toMatch(
      /^About 3\.7 m of friction head\. 40 l\/s is 0\.04 m³\/s\. In the 200 mm pipe the mean velocity is Q \/ \(π D² \/ 4\) = 0\.04 \/ \(π × 0\.2² \/ 4\) ≈ 1\.27 m\/s\. By Darcy-Weisbach, .* = 0\.018 × \(500 \/ 0\.2\) × 1\.27² \/ \(2 × 9\.81\) = [\d.]+ × [\d.]+ × [\d.]+ ≈ 3\.7 m\./,
    );
    expect(worked('Darcy f 0.025, L = 800 m, D = 0.25 m, Q = 0.05 m³/s. h_f?')).toMatch(
      /^About 4\.24 m of friction head\. In the 0\.25 m pipe .* ≈ 1\.02 m\/s\. .* = 0\.025 × \(800 \/ 0\.25\) × 1\.02² \/ \(2 × 9\.81\)/,
    );
  });

  it('reads lengths in km, bores in inches and a friction factor said any way', () => {
    expect(
      worked('I have 2 km of 12" pipe, velocity 1.5 m/s, Darcy friction factor of 0.015. How much head do we lose to friction?'),
    ).toMatch(
      /^About 11\.3 m of friction head\. 2 km is 2000 m\. By Darcy-Weisbach, .* = 0\.015 × \(2000 \/ 0\.3048\) × 1\.5² \/ \(2 × 9\.81\) = [\d.]+ × [\d.]+ × [\d.]+ ≈ 11\.3 m\./,
    );
    expect(worked('head loss in a 300 mm pipe 1,000 m long at 2 m/s, with λ = 0.02?')).toMatch(/^About 13\.6 m of friction head\./);
    expect(worked('friction loss over 1.2 km of 250 mm pipe at 200 m3/h, friction factor (f) of 0.02?')).toMatch(
      /^About 6\.25 m of friction head\. 1\.2 km is 1200 m\. 200 m3\/h is 0\.0556 m³\/s\. In the 250 mm pipe the mean velocity .* ≈ 1\.13 m\/s\./,
    );
  });

  it('adds the fittings when their K is given as one sum, and says the pipe is alone when it is not', () => {
    const withK = worked('1000 m of 300 mm pipe at 2 m/s with f=0.02 plus fittings totalling K = 5, total friction loss?')!;
    expect(withK).toMatch(
      /^About 14\.6 m of friction head: 13\.6 m in the pipe and 1\.02 m in the fittings\. .* The fittings add K · v²\/2g = 5 × 2² \/ \(2 × 9\.81\) ≈ 1\.02 m\./,
    );
    expect(withK).toContain('Losses in fittings are added as K · v²/2g.');
    expect(worked('1000 m of 300 mm pipe at 2 m/s with f=0.02 and several bends, friction loss?')).toMatch(
      /≈ 13\.6 m\. That is the straight pipe alone: the bends, valves and fittings add their own losses on top\./,
    );
    // A roughness k in millimetres is no fittings' K.
    expect(worked('1000 m of 300 mm pipe, k = 0.1 mm, 2 m/s, f = 0.02: head loss?')).toMatch(/^About 13\.6 m of friction head\. By/);
  });
});

describe('friction head by Hazen-Williams', () => {
  it('works 10.67 · L · Q^1.852 / (C^1.852 · D^4.87) out with the figures the page gives', () => {
    const answer = worked("Using Hazen-Williams: 2 km of 300 mm main, C = 120, flow 100 l/s. What's the friction loss?")!;
    expect(answer).toMatch(
      /^About 14\.9 m of friction head\. 2 km is 2000 m\. 100 l\/s is 0\.1 m³\/s\. By Hazen-Williams, h_f = 10\.67 · L · Q\^1\.852 \/ \(C\^1\.852 · D\^4\.87\) = 10\.67 × 2000 × 0\.1\^1\.852 \/ \(120\^1\.852 × 0\.3\^4\.87\) ≈ 14\.9 m\.\n/,
    );
    expect(answer).toContain('For water mains the empirical Hazen-Williams formula is also common');
  });

  it('reads flows in m³/h, m³/s and MLD, bores as DN, and C said any way', () => {
    expect(worked('friction loss in 1.5 km of DN250 main at 180 m3/h, Hazen Williams C 130?')).toMatch(
      /^About 6\.48 m of friction head\. 1\.5 km is 1500 m\. 180 m3\/h is 0\.05 m³\/s\. .* = 10\.67 × 1500 × 0\.05\^1\.852 \/ \(130\^1\.852 × 0\.25\^4\.87\)/,
    );
    expect(worked('Hazen-Williams: 0.3 m³/s through 3 km of 600 mm pipe, c-value of 100. Head loss?')).toMatch(
      /^About 8\.19 m of friction head\. 3 km is 3000 m\. By Hazen-Williams, .* = 10\.67 × 3000 × 0\.3\^1\.852 \/ \(100\^1\.852 × 0\.6\^4\.87\)/,
    );
    expect(worked('a 300 mm main 2 km long carries 360 m3/h, C = 120. How much head is lost to friction?')).toMatch(
      /^About 14\.9 m of friction head\./,
    );
    expect(worked('DN 250, 800 m, 60 l/s, C=130: friction loss?')).toMatch(/^About 4\.85 m of friction head\./);
    expect(worked('12 inch main 1600 m long, C=140, 5 MLD: friction loss?')).toMatch(
      /× 1600 × 0\.0579\^1\.852 \/ \(140\^1\.852 × 0\.3048\^4\.87\) ≈ 3\.01 m\./,
    );
  });

  it('gives the loss per length asked, and takes the flow from a velocity', () => {
    expect(worked('What is the friction loss per km in a 300 mm main at 100 l/s with C = 120?')).toMatch(
      /^About 7\.45 m of friction head per km\. .* = 10\.67 × 1000 × 0\.1\^1\.852 .* ≈ 7\.45 m per km\./,
    );
    expect(worked('Hazen-Williams C 120, 2 km of 300 mm pipe at 1.5 m/s: friction loss?')).toMatch(
      /At 1\.5 m\/s in the 300 mm pipe the flow is v · π D² \/ 4 = 1\.5 × π × 0\.3² \/ 4 ≈ 0\.106 m³\/s\./,
    );
  });
});

describe('what the friction head leaves to others', () => {
  it('names the one figure a friction calculation lacks', () => {
    expect(worked("Hazen-Williams, 2 km of 300 mm main, flow 100 l/s, what's the friction loss?")).toMatch(
      /^To work out the friction head by Hazen-Williams I need one more figure: the roughness coefficient C\.\nFor water mains/,
    );
    expect(worked('1000 m of pipe at 2 m/s, friction factor 0.02, head loss?')).toMatch(
      /^To work out the friction head by Darcy-Weisbach I need one more figure: the pipe's internal diameter\./,
    );
    expect(worked("1000 m of 300 mm pipe at 100 l/s, what's the friction loss?")).toMatch(
      /^To work out the friction head I need one more figure: a friction factor f for Darcy-Weisbach, or the roughness coefficient C for Hazen-Williams\./,
    );
  });

  it('answers nothing with two figures missing, the formula turned round, another quantity asked, or a cause or a judgement', () => {
    for (const q of [
      'what is friction head?',
      'How is friction loss calculated with Hazen-Williams?',
      'friction factor 0.02 and 2 m/s: what is the head loss?',
      "what's the friction factor for 1000 m of 300 mm pipe at 2 m/s with 13 m of friction loss?",
      'friction loss 5 m in 1000 m of 300 mm pipe at 100 l/s, what C value?',
      'what diameter keeps friction under 5 m in 2 km at 100 l/s with C=120?',
      "static head 20 m, 1000 m of 300 mm pipe at 2 m/s, f 0.02: what's the total head?",
      'how much power do we lose to friction in 1000 m of 300 mm pipe at 2 m/s with f = 0.02?',
      "K value of a 90 degree bend is 0.9 and velocity 2 m/s, what's the loss?",
      '1000 m of 300 mm pipe at 100 l/s, f = 0.02 and C = 120: friction loss?',
      '1000 m of 300 mm pipe at 2 m/s, f = 0.02',
      'How can we reduce friction loss in 2 km of 300 mm main at 100 l/s with C = 120?',
      'Our 300 mm rising main is 2 km long and carries 100 l/s; friction losses seem high, why?',
      'Our 300 mm rising main is 2 km long and carries 100 l/s; is the friction loss normal?',
    ]) {
      expect(answerAboutFrictionHead(q, pages), q).toBeNull();
    }
  });

  it('leaves the velocity head to its own answer, and needs the page', () => {
    expect(worked('velocity head in a 150 mm pipe carrying 30 L/s?')).toMatch(/^About 0\.15 m of velocity head\./);
    expect(answerAboutFrictionHead('1000 m of 300 mm pipe, 2 m/s, friction factor 0.02: head loss?', [])).toBeNull();
  });
});
