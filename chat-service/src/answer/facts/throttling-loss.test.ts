/** The power and energy a throttled valve wastes, by the rule the page states, however the valve is said to be set. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const performance = page('Sub-optimal pump performance', '/sub-optimal', 'Sub-optimal performance.', [
  'Oversizing',
  'Throttling works, but the head dropped across the valve is pure waste: the power lost is ρ·g·Q·ΔH_valve, where ΔH_valve is the head loss across the valve.',
]);
const power = page(
  'Excessive power consumption',
  '/power',
  'The hydraulic power a pump gives to the water is P = ρ·g·Q·H. The shaft power is that hydraulic power divided by the pump efficiency, and the electrical input is the shaft power divided by the motor efficiency.',
);
const heads = page(
  'Various head terms',
  '/various-head-terms',
  'Pressure head is a pressure expressed as the height of liquid column it would support, equal to p/(ρg). For water at about 20 °C (ρ ≈ 998 kg/m³), 1 bar (100 kPa) corresponds to about 10.2 m and standard atmospheric pressure (101.3 kPa) to about 10.3 m.',
);
const worked = (q: string) => answerFromFacts(q, undefined, [performance, power, heads]);

describe('the loss in a throttled valve', () => {
  it('reads a valve said to burn a head as throttled, with the hours a day and the tariff', () => {
    const answer = worked(
      'a booster runs 20 hours a day at 90 l/s against a valve that burns 6 m of head; power is Rs 8 per unit. what does that cost us a year?',
    )!;
    expect(answer.response).toMatch(/≈ 9\.81 × 0\.09 × 6 ≈ 5\.3 kW/);
    expect(answer.response).toMatch(
      /Over 20 hours a day \(7,300 hours a year\), that is about 5\.297 kW × 7,300 h ≈ 38,700 kWh a year\. At Rs 8 a kWh, about Rs 309,000 a year\./,
    );
  });

  it('reads a valve held half shut as throttled, and works out the power and the energy a year', () => {
    const answer = worked(
      'We have a discharge valve about half shut to hold the flow down. It drops about 8 m of head at 150 l/s and the pump runs 6000 hours a year. How much energy are we throwing away?',
    )!;
    const lines = answer.response.split('\n');
    expect(lines[0]).toBe(
      '150 l/s is 0.15 m³/s. The power lost in the valve is ρ·g·Q·ΔH ≈ 9.81 × 0.15 × 8 ≈ 11.8 kW, wasted for as long as the valve throttles at that flow.',
    );
    // The energy from the power unrounded: 11.772 kW, not the 11.8 kW shown, times the hours.
    expect(lines[1]).toBe('Over 6,000 hours a year, that is about 11.77 kW × 6,000 h ≈ 70,600 kWh a year.');
    expect(lines[2]).toMatch(/^Throttling works, but the head dropped across the valve is pure waste/);
    // The page says the motor supplies that loss through the pump's efficiency: more electricity is wasted.
    expect(lines[3]).toBe(
      'That 11.8 kW is hydraulic power, and the electricity wasted is more: the shaft power is that hydraulic power divided by the pump efficiency, and the electrical input is the shaft power divided by the motor efficiency.',
    );
    expect(answer.sources).toEqual([
      { title: 'Sub-optimal pump performance', url: '/sub-optimal' },
      { title: 'Excessive power consumption', url: '/power' },
    ]);
  });

  it('reads "the head lost across valve is about 12 m" as the drop', () => {
    const answer = worked(
      'we are throttling the delivery valve of a 150 lps pump and the head lost across valve is about 12 m. how many kW are we wasting? pump runs 8000 hrs per year, so kWh also pls',
    )!.response;
    expect(answer).toContain('9.81 × 0.15 × 12 ≈ 17.7 kW');
    expect(answer).toContain('≈ 141,000 kWh a year');
  });

  it('reads the other ways a valve is set to hold flow back', () => {
    expect(worked('the delivery valve is partly shut, losing 10 m at 200 l/s. how much power are we wasting?')!.response).toMatch(
      /≈ 9\.81 × 0\.2 × 10 ≈ 19\.6 kW/,
    );
    expect(worked('we run our discharge valve half closed; about 6 m drop at 300 m3/h. how many kW lost?')!.response).toMatch(
      /^300 m3\/h is 0\.0833 m³\/s\. .* ≈ 4\.9 kW/,
    );
    expect(worked('valve cracked open to hold the flow, it loses 5 m at 100 l/s, how much power is that costing?')!.response).toMatch(
      /≈ 4\.9 kW/,
    );
    // A valve, no setting and no loss: not this calculator's question.
    expect(worked('our valve is half open, is that bad for the pump?')).toBeNull();
  });

  it('works the input power out at the efficiency given, and the cost a year at the tariff given', () => {
    expect(
      worked('the delivery valve is partly shut, losing 10 m at 200 l/s. pump efficiency is 75%. how much power are we wasting?')!.response,
    ).toMatch(/At 75% pump efficiency, that is about 19\.6 \/ 0\.75 ≈ 26\.2 kW at the pump shaft\./);
    expect(worked('throttled valve drops 10 m at 200 l/s, 65% overall efficiency, how much power is lost?')!.response).toMatch(
      /At 65% overall efficiency, that is about 19\.6 \/ 0\.65 ≈ 30\.2 kW drawn from the supply\./,
    );
    expect(
      worked(
        'valve cracked open to control flow, drop across it 15 m, flow 100 l/s, runs 20 hours a day, tariff Rs 8 per unit. how much money do we waste?',
      )!.response,
    ).toMatch(/≈ 107,000 kWh a year\. At Rs 8 a kWh, about Rs 859,000 a year\./);
    expect(
      worked('throttled valve losing 12 m at 250 l/s for 8000 hours a year, power at $0.10/kWh, what does it cost us?')!.response,
    ).toMatch(/≈ 235,000 kWh a year\. At \$0\.10 a kWh, about \$23,500 a year\./);
  });

  it('uses the density of the liquid stated', () => {
    expect(worked('pumping brine of SG 1.2, a throttled valve drops 8 m at 150 l/s: how many kW are wasted?')!.response).toMatch(
      /≈ 11\.772 × 0\.15 × 8 ≈ 14\.1 kW, with ρ·g = 1\.2 × 9\.81 for a liquid of SG 1\.2 \(1200 kg\/m³\), wasted/,
    );
  });

  it("reads the head dropped told as the difference between the valve's two sides", () => {
    const answer = worked(
      'Our discharge valve is about half shut. At 360 m³/h the pressure upstream of the valve is 14 m higher than downstream. How much power is being thrown away in that valve?',
    )!;
    expect(answer.response.split('\n')[0]).toBe(
      '360 m3/h is 0.1 m³/s. The power lost in the valve is ρ·g·Q·ΔH ≈ 9.81 × 0.1 × 14 ≈ 13.7 kW, wasted for as long as the valve throttles at that flow.',
    );
    const lost = /ρ·g·Q·ΔH ≈ 9\.81 × 0\.1 × 14 ≈ 13\.7 kW/;
    expect(
      worked('The valve is throttled and there is a 14 m difference across the valve at 360 m3/h. How many kW are wasted?')!.response,
    ).toMatch(lost);
    expect(
      worked('the downstream pressure is 14 m lower than upstream of the half-closed valve at 100 l/s; how much power lost?')!.response,
    ).toMatch(lost);
    expect(
      worked('Valve partly closed: pressure upstream of the valve 52 m, downstream 38 m, at 100 l/s. how much power are we losing?')!
        .response,
    ).toMatch(/^100 l\/s is 0\.1 m³\/s\. 52 − 38 = 14 m across the valve\. .*≈ 9\.81 × 0\.1 × 14 ≈ 13\.7 kW/);
  });

  it("turns a pressure dropped across the valve into a head at the page's head per bar, and cites it", () => {
    const answer = worked('Throttled discharge valve, 1.4 bar drop across the valve, flow 100 l/s. How much power do we lose?')!;
    expect(answer.response.split('\n')[0]).toBe(
      '100 l/s is 0.1 m³/s. 1.4 bar across the valve is about 1.4 × 10.2 ≈ 14.28 m of water (1 bar is about 10.2 m of water). The power lost in the valve is ρ·g·Q·ΔH ≈ 9.81 × 0.1 × 14.28 ≈ 14 kW, wasted for as long as the valve throttles at that flow.',
    );
    expect(answer.sources.map((s) => s.url)).toEqual(['/sub-optimal', '/power', '/various-head-terms']);
    expect(worked('half shut valve drops 140 kPa at 100 l/s, how much power wasted?')!.response).toMatch(
      /140 kPa across the valve is 1\.4 bar, about 1\.4 × 10\.2 ≈ 14\.28 m of water/,
    );
    expect(worked('Valve partly closed: 5.2 bar before the valve and 3.8 bar after it at 360 m3/h. Power wasted?')!.response).toMatch(
      /5\.2 − 3\.8 = 1\.4 bar across the valve, about 1\.4 × 10\.2 ≈ 14\.28 m of water/,
    );
    // A denser liquid stands a shorter column for the same pressure: the power is Q·Δp all the same.
    expect(worked('pumping brine of SG 1.2, a throttled valve drops 1.4 bar at 150 l/s: how many kW are wasted?')!.response).toMatch(
      /1\.4 bar across the valve is about 1\.4 × 10\.2 \/ 1\.2 ≈ 11\.9 m of the liquid .* ≈ 11\.772 × 0\.15 × 11\.9 ≈ 21 kW/,
    );
    // Without the page that gives the head per bar, no head is made up for a pressure.
    expect(
      answerFromFacts('Throttled valve, 1.4 bar drop across the valve, flow 100 l/s. How much power do we lose?', undefined, [performance]),
    ).toBeNull();
  });
});
