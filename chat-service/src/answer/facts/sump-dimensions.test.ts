/** The sump dimensions the page gives as multiples of D, for a bell however the visitor sizes it, and a row of bays. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { answerAboutSumpDimensions } from './sump-dimensions.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const sump = page(
  'Sump design',
  '/sump',
  'Dimensions are given in terms of D, the bell-mouth (inlet) diameter.',
  [
    'Bell-mouth clearance',
    'Floor clearance is the gap between the bell-mouth inlet and the sump floor. ANSI/HI 9.8 recommends a clearance of about 0.3 D to 0.5 D: too little clearance restricts the flow. The distance from the bell centreline to the back wall is typically about 0.75 D.',
  ],
  [
    'Spacing between pumps',
    'In a rectangular sump each pump is best placed in its own bay, with bay width about 2 D, separated by dividing walls. Pumps should sit side by side across the approach flow, never one behind another. Open sumps without dividing walls should still allow a centre-to-centre spacing of at least about 2 D.',
  ],
);
const submergence = page('Submergence', '/submergence', 'Submergence.', [
  'Minimum submergence to avoid vortices',
  'The rule commonly used from ANSI/HI 9.8 is S = D (1 + 2.3 Fr), where D is the bell-mouth inlet diameter and Fr = V / √(g·D) is the Froude number.',
]);
const worked = (q: string) => answerFromFacts(q, undefined, [sump])?.response ?? null;

describe('sump dimensions for the visitor’s bell', () => {
  it('reads a bell sized further on in the sentence, and asks no dimension of the words that sized it', () => {
    // "across" and "sit" are words of the spacing section too: the floor is what is asked.
    expect(worked('The bell-mouth on our vertical pump is 600 mm across. How high off the sump floor should it sit?')).toMatch(
      /^ANSI\/HI 9\.8 recommends a clearance of about 0\.3 D to 0\.5 D \(180 to 300 mm for a 600 mm bell\)/,
    );
    expect(worked('the bell mouth diameter on our pumps is 0.7 m. what floor clearance?')).toMatch(
      /\(0\.21 to 0\.35 m for a 0\.7 m bell\)/,
    );
    expect(worked('our bellmouths are 800 mm in diameter, how far from the back wall?')).toMatch(/0\.75 D \(600 mm for an 800 mm bell\)/);
  });

  it('adds the floor clearance under the submergence where the depth above the floor is asked', () => {
    const answer = answerFromFacts(
      'Vertical pump, bell mouth 500 mm, inlet velocity about 1.2 m/s. What minimum water depth above the sump floor do I need, counting submergence plus the floor gap?',
      undefined,
      [sump, submergence],
    )!.response;
    expect(answer).toMatch(/S = D \(1 \+ 2\.3 Fr\) ≈ 1123 mm/);
    expect(answer).toContain(
      'With the bell 0.3 D to 0.5 D above the floor (150 mm to 250 mm), the water at the lowest level must stand about 1273 mm (about 1.27 m) to 1373 mm (about 1.37 m) above the sump floor.',
    );
    // The submergence alone asked: no floor.
    expect(answerFromFacts('500 mm bell at 1.2 m/s, what submergence?', undefined, [sump, submergence])!.response).not.toMatch(
      /above the sump floor/,
    );
  });

  it('works the width of a bay out, and of the bays side by side for the pumps counted', () => {
    expect(
      worked(
        "We're laying out a sump for four vertical pumps with 700 mm bells, each in its own bay. How wide should each bay be, and how wide is the sump in total leaving out the walls?",
      ),
    ).toMatch(/^About 1\.4 m a bay: bay width about 2 D, with D = 700 mm\. 4 bays side by side make about 5\.6 m \(4 × 1\.4 m\)/);
    expect(worked('3 pumps with 0.9 m bell mouths: what width should the sump be?')).toMatch(/^About 1\.8 m a bay: .* about 5\.4 m/);
    expect(worked('bay width for a 500 mm bell?')).toMatch(/^About 1 m a bay: bay width about 2 D, with D = 500 mm\.$/m);
    // The clearances asked beside the bay's width: both, the clearances first.
    const both = worked('bell mouth dia is 800 mm. how much clearance from floor and back wall should we keep, and what bay width?');
    expect(both).toMatch(/^ANSI\/HI 9\.8 recommends a clearance of about 0\.3 D to 0\.5 D \(240 to 400 mm for an 800 mm bell\)/);
    expect(both).toMatch(/about 0\.75 D \(600 mm for an 800 mm bell\)/);
    expect(both).toMatch(/^About 1\.6 m a bay: bay width about 2 D, with D = 800 mm\.$/m);
    // Spacing asked, not the width of a bay: the section as it stands.
    expect(worked('can pumps be placed one behind another? what spacing between pumps for a 0.8 m bell?')).toMatch(
      /^In a rectangular sump each pump is best placed in its own bay, with bay width about 2 D \(1\.6 m for a 0\.8 m bell\)/,
    );
  });

  it('works the dimensions out for the bell the question before named, in the order asked, and the submergence again', () => {
    const before = 'How deep does the water need to be over a 500 mm bell mouth if each pump takes 300 l/s?';
    const placed = answerFromFacts('and how high off the floor and how far from the back wall should the bell sit?', before, [
      sump,
      submergence,
    ]);
    expect(placed?.response.split('\n').slice(0, 2)).toEqual([
      'ANSI/HI 9.8 recommends a clearance of about 0.3 D to 0.5 D (150 to 250 mm for a 500 mm bell): too little clearance restricts the flow.',
      'The distance from the bell centreline to the back wall is typically about 0.75 D (375 mm for a 500 mm bell).',
    ]);
    expect(answerFromFacts('and at 400 l/s?', before, [sump, submergence])?.response).toMatch(
      /^For a 500 mm bell passing 400 l\/s: V = Q \/ \(π D² \/ 4\) ≈ 2\.04 m\/s/,
    );
    // Nothing of the sump asked: no dimension of the bell before.
    expect(answerFromFacts('what if the flow is 400 l/s?', before, [sump, submergence])).toBeNull();
    expect(answerFromFacts('and what inlet velocity is ok?', before, [sump, submergence])).toBeNull();
  });
});

describe('sump dimensions for a bell told in a follow-up', () => {
  it('works out the dimensions the question before asked for the bell the follow-up gives', () => {
    const answer = answerAboutSumpDimensions(
      'ok our bell dia is 800 mm. pls give both in mm',
      [sump],
      'what floor clearance should be kept below the bell mouth, and how far from the back wall?',
    )!.response;
    expect(answer).toContain('240 to 400 mm for an 800 mm bell');
    expect(answer).toContain('600 mm for an 800 mm bell');
  });
});

describe('the velocity at a bell for the flow it passes', () => {
  const velocities = page('Sump design', '/sump', 'Sump design.', [
    'Bell-mouth clearance and inlet velocity',
    "The bell-mouth diameter is chosen from the velocity at the bell inlet: ANSI/HI 9.8-2018 recommends a nominal bell inlet velocity of about 0.9 to 1.7 m/s (3 to 5.5 ft/s), within a wider acceptable range of about 0.6 to 2.7 m/s that depends on the flow; read the standard's chart for the flow of the pump.",
  ]);
  const said = (q: string) => answerAboutSumpDimensions(q, [velocities])?.response ?? null;

  it('works V = Q / (π D² / 4) and holds it against the nominal band and the wider range the page gives', () => {
    expect(said('Flow per pump 0.3 m3/s and bell mouth dia 600 mm. Is the bell inlet velocity ok as per HI 9.8?')).toMatch(
      /^About 1\.06 m\/s at a 600 mm bell passing 0\.3 m3\/s: V = Q \/ \(π D² \/ 4\) ≈ 1\.06 m\/s, within the nominal band of about 0\.9 to 1\.7 m\/s\./,
    );
    expect(said('what is the inlet velocity at a 400 mm bell passing 300 l/s?')).toMatch(
      /≈ 2\.39 m\/s, outside the nominal band .* inside the wider acceptable range/,
    );
    expect(said('inlet velocity at a 200 mm bell passing 300 l/s?')).toMatch(
      /outside even the wider acceptable range .*: the bell is too small for this flow\./,
    );
  });
});

describe("the visitor's submergence judged", () => {
  it('says no, and by how much it is short, where the water above the bell is less than the rule gives', () => {
    const judged = (q: string) => answerFromFacts(q, undefined, [submergence])?.response ?? '';
    expect(
      judged(
        'Vertical pump with a 500 mm bell mouth, 0.25 m³/s per pump. At our lowest water level the bell is only 1.0 m under the surface. Is that enough submergence?',
      ),
    ).toMatch(/^No: 1 m of submergence is less than the 1\.16 m the rule gives for this bell; it is short by about 0\.16 m/);
    expect(judged('500 mm bell, 0.25 m3/s, submergence of 1.5 m, ok?')).toMatch(/^Yes: 1\.5 m of submergence is more than the 1\.16 m/);
    expect(judged('500 mm bell at 0.25 m3/s, what submergence?')).toMatch(/^For a 500 mm bell passing 0\.25 m3\/s/);
  });
});
