/** The flow balance between the pumps' meters and the manifold's, worked out on the visitor's readings. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const leakage = page(
  'Leakage',
  '/leakage',
  'Leakage is the escape of pumped liquid through a path it should not take.',
  ['Symptoms', '- Wet baseplate.\n- Station outflow lower than the sum of the pump flows, pointing to leaks in station pipework.'],
  [
    'How iPUMPNET detects it',
    'A flow balance between the individual pump flow meters and the station manifold flow meter reveals losses in the station pipework.',
  ],
);
const worked = (q: string) => answerFromFacts(q, undefined, [leakage])?.response ?? null;

describe('the flow balance of a station', () => {
  it("adds the pumps' readings and sets them against the manifold's, citing the page", () => {
    const answer = worked(
      'Station has 3 pumps, individual flow meters show 420, 410 and 400 m3/h but the manifold flowmeter shows only 1150 m3/h. where is the rest going?',
    )!;
    expect(answer).toMatch(
      /^420 \+ 410 \+ 400 = 1,230 m³\/h through the pumps, against 1,150 m³\/h at the manifold: about 80 m³\/h \(6\.5% /,
    );
    expect(answer).toContain('reveals losses in the station pipework');
    expect(answer).toContain('/leakage');
  });

  it('reads a unit said after each pump, and l/s', () => {
    expect(worked('pump flow meters read 100 l/s, 120 l/s and 110 l/s, the header meter reads 300 l/s')).toMatch(
      /^100 \+ 120 \+ 110 = 330 l\/s through the pumps, against 300 l\/s at the manifold: about 30 l\/s/,
    );
  });

  it("reads the pumps' meters told as one sum ('together read')", () => {
    expect(
      worked(
        'The four pump flowmeters together read 2,100 m3/h but our station manifold meter shows only 1,950 m3/h. What does that tell us?',
      ),
    ).toMatch(/^2,100 m³\/h through the pumps, against 1,950 m³\/h at the manifold: about 150 m³\/h \(7\.1% /);
    // A flow written with a thousands comma is one flow.
    expect(worked('pump flow meters read 1,200 and 1,100 m3/h, the manifold meter reads 2,150 m3/h')).toMatch(
      /^1,200 \+ 1,100 = 2,300 m³\/h through the pumps, against 2,150 m³\/h at the manifold: about 150 m³\/h/,
    );
    // The manifold's reading told first.
    expect(worked('the station manifold meter shows 1,950 m3/h while the pump flowmeters together read 2,100 m3/h')).toMatch(
      /^2,100 m³\/h through the pumps, against 1,950 m³\/h at the manifold/,
    );
  });

  it('reads the gap told without both readings as the symptom of leakage it is, with the flow balance', () => {
    for (const told of [
      'Sum of all our pump flow meters is about 5% higher than the station outlet meter. Where is the water going?',
      'the station meter reads about 4% less than the sum of the pump meters',
    ]) {
      const answer = worked(told)!;
      expect(answer).toMatch(
        /^That is a symptom of leakage: station outflow lower than the sum of the pump flows, pointing to leaks in station pipework\.\n/,
      );
      expect(answer).toContain('reveals losses in the station pipework');
    }
    // The station meter reading more is no loss.
    expect(worked('the station meter reads more than the sum of the pump meters')).toBeNull();
  });

  it('works nothing out where the manifold reads as much or more, or the units differ', () => {
    expect(worked('individual flow meters show 420 and 410 m3/h, the manifold meter shows 830 m3/h')).toBeNull();
    expect(worked('individual flow meters show 420 and 410 m3/h, the manifold meter shows 200 l/s')).toBeNull();
  });
});
