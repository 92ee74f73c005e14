/** Velocity head for a flow in a pipe, its mean velocity worked out first. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const heads = page(
  'Various head terms',
  '/various-head-terms',
  'Head terms.',
  [
    'Velocity head',
    'Velocity head is the kinetic energy of the moving liquid per unit weight, equal to v²/2g, where v is the mean velocity in the pipe. Velocity head matters in two places: between gauges on pipes of different sizes, and at a free outlet. In most well-designed water systems it is small compared with the static and friction heads.',
  ],
  ['Pressure head', 'For water at about 20 °C, 1 bar (100 kPa) corresponds to about 10.2 m.'],
  [
    'Total dynamic head',
    'Measured at the pump, it is H = (p_d − p_s)/ρg + (v_d² − v_s²)/2g + (z_d − z_s), where p is the gauge pressure, v the velocity and z the elevation of each measuring point.',
  ],
);
const worked = (q: string, context?: string) => answerFromFacts(q, context, [heads])?.response ?? null;

describe('velocity head from a flow and a pipe', () => {
  it('works the mean velocity out from the flow and the bore, then v²/2g', () => {
    expect(worked('velocity head in a 150 mm pipe carrying 30 L/s?')).toMatch(
      /^About 0\.15 m of velocity head\. 30 l\/s is 0\.03 m³\/s\. In the 150 mm pipe the mean velocity is Q \/ \(π D² \/ 4\) = 0\.03 \/ \(π × 0\.15² \/ 4\) ≈ 1\.7 m\/s, and v²\/2g = 1\.7² \/ \(2 × 9\.81\) ≈ 0\.15 m\./,
    );
    expect(worked("what's the velocity head in our 8 inch delivery line at 200 m3/h")).toMatch(/In the 8 inch pipe .* ≈ 1\.71 m\/s/);
    expect(worked('velocity head in a pipe 40 m long at 30 l/s?')).toBeNull();
  });

  it('says, asked whether it can be left out, that it is usually small and where it still counts', () => {
    const answer = worked("90 L/s through a 250 mm suction pipe: what's the velocity head? can I ignore it in my head calc?")!;
    expect(answer).toMatch(
      /^About 0\.17 m of velocity head\..*\nIn most well-designed water systems it is small compared with the static and friction heads\.\nVelocity head matters in two places/s,
    );
    expect(worked('velocity head in a 150 mm pipe carrying 30 L/s?')).not.toMatch(/small compared/);
  });
});

describe('total head from the gauges and each side’s velocity', () => {
  it('adds the velocity heads to the gauges’ difference the question before gave', () => {
    const answer = worked(
      "the suction side runs at 2 m/s and the discharge at 3 m/s. so what's the total?",
      'I want the pump head from our gauges: discharge reads 3.0 bar more than suction, gauges at the same height.',
    );
    expect(answer).toMatch(
      /^About 30\.85 m of total head\. By H = .*: the gauges' 3\.0 bar difference is 3\.0 × 10\.2 ≈ 30\.6 m; the velocity heads add 3² \/ \(2 × 9\.81\) − 2² \/ \(2 × 9\.81\) ≈ 0\.459 − 0\.204 ≈ 0\.25 m\. With the gauges at the same height, there is no height term\. Total ≈ 30\.6 \+ 0\.25 ≈ 30\.85 m\./,
    );
    expect(answer).toContain('Measured at the pump, it is H = (p_d − p_s)/ρg');
  });

  it('reads the whole question: a difference or two readings, velocities or bores and a flow, and the gauges’ heights', () => {
    expect(worked('suction gauge 0.5 bar, discharge gauge 3.5 bar, 2 m/s in the suction and 3 m/s in the discharge. pump head?')).toMatch(
      /^About 30\.85 m of total head\..* Add the height of the discharge gauge above the suction gauge if they are not level\./,
    );
    expect(
      worked('suction reads 0.3 bar vacuum and discharge 4 bar; 250 mm suction pipe and 200 mm discharge pipe at 80 l/s. total head?'),
    ).toMatch(
      /^About 44\.06 m of total head\. 80 l\/s is 0\.08 m³\/s\. The mean velocity .* 1\.63 m\/s in the 250 mm suction and 2\.55 m\/s in the 200 mm discharge\./,
    );
    expect(
      worked('differential pressure of 300 kPa, suction 1.5 m/s, discharge 2.5 m/s, discharge gauge 0.6 m above the suction gauge. TDH?'),
    ).toMatch(/300 kPa difference is 3 bar, 3 × 10\.2 ≈ 30\.6 m; .* adds 0\.6 m\. Total ≈ 30\.6 \+ 0\.2 \+ 0\.6 ≈ 31\.4 m\./);
    // The gauges' difference told in metres of water already.
    expect(
      worked(
        'gauges at the same height, delivery minus suction pressure works out to 40.0 m of water. velocity 2 m/s on the suction, on the delivery side 3 m/s. total head then?',
      ),
    ).toMatch(/^About 40\.25 m of total head\. .*the gauges' difference is 40 m of water; .* Total ≈ 40 \+ 0\.25 ≈ 40\.25 m\./);
  });

  it('gives the velocity heads’ part alone without the gauges, and their difference when that is asked', () => {
    expect(worked("the suction side runs at 2 m/s and the discharge at 3 m/s. so what's the total?")).toMatch(
      /^The velocity heads add .* ≈ 0\.25 m to the head the gauges give/,
    );
    expect(worked('suction velocity 2 m/s and discharge velocity 3 m/s: velocity head difference?')).toMatch(
      /^The velocity heads differ by 3² \/ \(2 × 9\.81\) − 2² \/ \(2 × 9\.81\) ≈ 0\.459 − 0\.204 ≈ 0\.25 m/,
    );
    expect(worked('250 mm suction pipe and 200 mm discharge pipe at 80 l/s, what is the head loss?')).toBeNull();
  });
});

describe('velocity head at a free outlet', () => {
  it('works v²/2g out for a main that discharges freely, as head to add to the system head', () => {
    expect(
      worked(
        'our rising main outlet discharges freely into the cascade aerator at WTP, velocity at outlet about 2.5 m/s. do I need to add anything for that in the system head?',
      ),
    ).toMatch(
      /^Yes: at a free outlet the velocity head is lost, and at 2\.5 m\/s it is v²\/2g = 2\.5² \/ \(2 × 9\.81\) ≈ 0\.32 m, to add to the system head\./,
    );
    // A free outlet without a velocity, or a velocity without a head asked, is no such question.
    expect(worked('our main discharges freely into the tank. do I add anything to the system head?')).toBeNull();
    expect(worked('the main discharges freely at 2.5 m/s, is that ok?')).toBeNull();
  });
});
