/** The power a duty needs from the supply, and over the hours it runs its energy and cost, from the question or the one before. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { answerAboutPumpEfficiency } from './pump-efficiency.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const performance = page(
  'Sub-optimal pump performance',
  '/sub-optimal',
  'Pump efficiency is hydraulic power ρ·g·Q·H divided by shaft power; wire-to-water efficiency divides by electrical input.',
);
const consumption = page(
  'Excessive power consumption',
  '/pump-failure-modes-excessive-power-consumption',
  'The hydraulic power a pump gives to the water is P = ρ·g·Q·H (density × gravity × flow × head). The shaft power is that hydraulic power divided by the pump efficiency, and the electrical input is the shaft power divided by the motor efficiency.',
);
const pages = [performance, consumption];
const worked = (q: string, context?: string) => answerAboutPumpEfficiency(q, pages, context)?.response ?? null;

const CHAIN_540 = [
  '540 m3/h is 0.15 m³/s. Hydraulic power is ρ·g·Q·H ≈ 9.81 × 0.15 × 60 ≈ 88.3 kW.',
  'At 80% pump efficiency the shaft power is about 88.3 / 0.8 ≈ 110.4 kW.',
  'With a 94% efficient motor, the input from the supply is about 110.4 / 0.94 ≈ 117.4 kW.',
];

describe("the water's power alone, asked with no efficiency", () => {
  it('works ρ·g·Q·H out, in MW where it is that large, though a power is told to compare it with', () => {
    expect(worked('hydraulic power of 200 l/s at 45 m?')).toMatch(
      /^200 l\/s is 0\.2 m³\/s\. Hydraulic power is ρ·g·Q·H ≈ 9\.81 × 0\.2 × 45 ≈ 88\.3 kW: /,
    );
    const large = worked(
      'For that water board project with 590 MLD and 320 m total head, what is the hydraulic power in MW? just ballpark, want to compare with the 76,500 kW installed',
    );
    expect(large).toMatch(/≈ 21436\.7 kW \(about 21\.4 MW\)/);
    expect(large).toContain('/pump-failure-modes-excessive-power-consumption');
    // The power it is set against, as a share.
    expect(large).toMatch(/\nThat is about 28% of the 76,500 kW: 21436\.7 \/ 76500 ≈ 0\.28\./);
    // "lifted 30 m" is the head the water is raised against.
    expect(worked('whats the water power for 80 m3/h lifted 30 m')).toMatch(/≈ 9\.81 × 0\.0222 × 30 ≈ 6\.5 kW: /);
    // An efficiency found from a power told is another question.
    expect(worked('200 l/s at 45 m, hydraulic power vs 110 kW shaft power: what efficiency?')).not.toMatch(
      /before the pump's and the motor's losses/,
    );
  });

  it("works the water's power out where an efficiency is asked with no power, and says what it needs", () => {
    const asked = worked('how to calculate pump efficiency if flow is 50 l/s and head 40 m?')!;
    expect(asked).toMatch(/^50 l\/s is 0\.05 m³\/s\. Hydraulic power is ρ·g·Q·H ≈ 9\.81 × 0\.05 × 40 ≈ 19\.6 kW\./);
    expect(asked).toContain(
      'Give me the shaft power (or the motor input and its efficiency) and I will work the efficiency out: 19.6 kW divided by it.',
    );
  });

  it("works the water's power out where a power is asked with no efficiency, and says what the efficiencies would add", () => {
    expect(worked('hydraulic power for 100 l/s and 30 m?')).toMatch(/≈ 9\.81 × 0\.1 × 30 ≈ 29\.4 kW: /);
    const asked = worked('how do I calculate the power of a pump with 100 l/s at 30 m head?')!;
    expect(asked).toMatch(/^100 l\/s is 0\.1 m³\/s\. Hydraulic power is ρ·g·Q·H ≈ 9\.81 × 0\.1 × 30 ≈ 29\.4 kW: /);
    expect(asked).toContain("The shaft power is that divided by the pump's efficiency");
    // A head lost across a throttled valve is not the pump's.
    expect(worked('we lose 12 m across the throttled valve at 150 l/s. how much power is that?')).toBeNull();
  });
});

describe('the input power a duty needs, from its flow, head and both efficiencies', () => {
  it('reads "pump duty is", a flow in m³/h and an input asked in more than one word, citing the page that chains the efficiencies', () => {
    const answer = answerFromFacts(
      'Quick check on motor sizing: pump duty is 540 m³/h at 60 m head, pump efficiency 80 %, motor efficiency 94 %. What electrical input power should I expect from the supply?',
      undefined,
      pages,
    )!;
    expect(answer.response.split('\n').slice(0, 4)).toEqual([
      ...CHAIN_540,
      'The shaft power is that hydraulic power divided by the pump efficiency, and the electrical input is the shaft power divided by the motor efficiency.',
    ]);
    expect(answer.sources).toEqual([{ title: 'Excessive power consumption', url: '/pump-failure-modes-excessive-power-consumption' }]);
  });

  it('works the energy and cost out from a power drawn that is told, over the hours it runs', () => {
    expect(worked('whats the energy cost per year for a pump taking 45 kW, 18 hours a day, at Rs 7 per unit?')).toMatch(
      /^That comes to about 295,650 kWh a year, about Rs 20\.7 lakh \(Rs 2,069,550\) a year at Rs 7 a kWh\.\n45 kW × 18 hours a day × 365 days ≈ 295,650 kWh/,
    );
    // A power told with no running asked is no question of energy.
    expect(worked('our pump takes 45 kW, is that too much?')).toBeNull();
  });

  it('reads "in a 30-day month" as a month, and cites what a running energy is judged by where the page says it', () => {
    const indicator = page(
      'Excessive power consumption',
      '/pump-failure-modes-excessive-power-consumption',
      `${consumption.sections[0]!.body} The best single indicator is specific energy, the kilowatt-hours consumed per cubic metre pumped (kWh/m³).`,
    );
    const answer = answerAboutPumpEfficiency(
      'Old pump draws 75 kW, runs 18 hrs a day. Tariff is Rs 7.50 per unit. What does it cost us in a 30-day month?',
      [performance, indicator],
    )!.response;
    expect(answer).toMatch(/^That comes to about 40,500 kWh a month, about Rs 3\.04 lakh \(Rs 303,750\) a month/);
    expect(answer).toContain('The best single indicator is specific energy');
    expect(answer).not.toContain('that hydraulic power');
  });

  it('works the power out when asked how to calculate the power needed, or the power required', () => {
    expect(worked('how do i calculate the power needed for a pump delivering 200 m3/h at 35 m with 75% efficiency')).toMatch(
      /≈ 9\.81 × 0\.0556 × 35 ≈ 19\.1 kW\.\nAt 75% pump efficiency the shaft power is about 19\.1 \/ 0\.75 ≈ 25\.4 kW\./,
    );
    expect(worked('power required for 200 m3/h at 35 m, efficiency 75%?')).toMatch(/≈ 25\.4 kW/);
  });

  it('reads efficiencies as fractions or "percent", and flows in l/s or MLD', () => {
    expect(worked('150 l/s at 60 m head, pump efficiency 0.8 and motor 0.94: what will it draw from the supply?')).toMatch(
      /≈ 88\.3 kW\.\nAt 80% pump efficiency .* ≈ 110\.4 kW\.\nWith a 94% efficient motor, .* 110\.4 \/ 0\.94 ≈ 117\.4 kW\./,
    );
    expect(worked('pump and motor efficiencies of 80 percent and 94 percent, 150 lps against 60 m. input power?')).toMatch(
      /With a 94% efficient motor, the input from the supply is about 110\.4 \/ 0\.94 ≈ 117\.4 kW\./,
    );
    expect(worked('what motor input power for 12.96 MLD at 60 m head with 80% pump and 94% motor efficiency?')).toMatch(
      /^12\.96 mld is 0\.15 m³\/s\. .*≈ 117\.4 kW\./s,
    );
    // Only the pump's efficiency: the shaft power, as before; none at all, the water's power and what the efficiencies would add.
    expect(worked('what shaft power for 540 m3/h at 60 m head and pump efficiency of 0.8?')).toMatch(/≈ 110\.4 kW\.\nPump efficiency is/);
    expect(worked('what input power for 540 m3/h at 60 m head?')).toMatch(
      /≈ 88\.3 kW: the power given to the water.*\nThe shaft power is that divided/s,
    );
  });
});

describe('the energy and cost of the hours a duty runs', () => {
  it('works them out for a duty given in the same question, in lakh as well for rupees', () => {
    expect(
      worked('Pump 540 m3/h at 60 m head, pump efficiency 80%, motor 94%, runs 20 hours a day. What is the annual energy bill at ₹8/kWh?')!
        .split('\n')
        .slice(0, 3),
    ).toEqual([
      'That comes to about 857,000 kWh a year, about ₹68.6 lakh (₹6,856,000) a year at ₹8 a kWh.',
      '117.4 kW × 20 hours a day × 365 days ≈ 857,000 kWh, and 857,000 × ₹8 ≈ ₹6,856,000.',
      `The 117.4 kW drawn from the supply, for 540 m³/h at 60 m: ${CHAIN_540[0]}`,
    ]);
    expect(worked('how much energy a month for 150 l/s at 60 m, 70% overall efficiency, running 6,000 hours a year?')).toMatch(
      /^That comes to about 63,100 kWh a month\.\n126\.1 kW × 6,000 hours a year \/ 12 ≈ 63,100 kWh\./,
    );
    expect(
      worked('540 m3/h at 60 m head, 80% pump and 94% motor efficiency, runs 24/7. What would it cost a day at $0.12 per kWh?'),
    ).toMatch(
      /^That comes to about 2,820 kWh a day, about \$338 a day at \$0\.12 a kWh\.\n117\.4 kW × 24 hours ≈ 2,820 kWh, and 2,820 × \$0\.12 ≈ \$338\./,
    );
  });

  it('leaves energy to the pump shaft alone, or over no stated hours, unanswered', () => {
    // The pump's efficiency alone gives no figure the meter bills.
    expect(worked('540 m3/h at 60 m head, pump efficiency 80%, runs 20 hours a day: annual cost at Rs 8 per kWh?')).toBeNull();
    expect(worked('pump 100 l/s at 40 m head, 70% overall efficiency, Rs 8/kWh, what is the running cost per month?')).toBeNull();
  });

  it('works them out for the duty asked about before', () => {
    const before = 'Duty 540 m³/h at 60 m, pump efficiency 80 %, motor 94 %: what input power?';
    const answer = answerAboutPumpEfficiency(
      'And what does that come to per year if it runs 20 hours a day at Rs 8 per kWh?',
      pages,
      before,
    )!;
    expect(answer.response.split('\n').slice(0, 6)).toEqual([
      'That comes to about 857,000 kWh a year, about Rs 68.6 lakh (Rs 6,856,000) a year at Rs 8 a kWh.',
      '117.4 kW × 20 hours a day × 365 days ≈ 857,000 kWh, and 857,000 × Rs 8 ≈ Rs 6,856,000.',
      `The 117.4 kW drawn from the supply, for 540 m³/h at 60 m: ${CHAIN_540[0]}`,
      CHAIN_540[1],
      CHAIN_540[2],
      'The shaft power is that hydraulic power divided by the pump efficiency, and the electrical input is the shaft power divided by the motor efficiency.',
    ]);
    expect(answer.sources).toEqual([{ title: 'Excessive power consumption', url: '/pump-failure-modes-excessive-power-consumption' }]);
    // The reply before, with the earlier question or alone: the input it states.
    const reply =
      'Hydraulic power 1000 × 9.81 × 0.15 × 60 = 88.3 kW; shaft power 88.3 / 0.80 = 110.4 kW; electrical input 110.4 / 0.94 ≈ 117.4 kW.';
    expect(worked('and the cost a month at Rs 8 a unit, running 20 hrs/day?', `${before} ${reply}`)).toMatch(
      /^That comes to about 70,400 kWh a month, about Rs 5\.63 lakh \(Rs 563,200\) a month at Rs 8 a kWh\.\n117\.4 kW × 20 hours a day × 30 days ≈ 70,400 kWh/,
    );
    expect(worked('and per year if it runs 8,000 hours?', reply)).toMatch(
      /^That comes to about 939,200 kWh a year\.\n117\.4 kW × 8,000 hours ≈ 939,200 kWh\.\nThe 117\.4 kW is the input from the supply given before\./,
    );
  });

  it('works nothing out for a follow-up without running hours, or of a question before with no duty', () => {
    const before = 'Duty 540 m³/h at 60 m, pump efficiency 80 %, motor 94 %: what input power?';
    expect(worked('and what does that cost per year at Rs 8 per kWh?', before)).toBeNull();
    expect(worked('and per year if it runs 20 hours a day at Rs 8 per kWh?', 'what is a pump curve?')).toBeNull();
    expect(worked('and per year if it runs 20 hours a day at Rs 8 per kWh?')).toBeNull();
  });
});

describe('the flow a power gives', () => {
  it('says it depends on the head when none is told, and shows two heads at the stated efficiency', () => {
    const answer = worked('how much water does a 10 hp pump deliver?');
    expect(answer).toMatch(/^It depends on the head it pumps against/);
    // 10 hp = 7.46 kW; × 0.7 / (9.81 × 20) = 0.0266 m³/s.
    expect(answer).toContain('10 hp (about 7.46 kW) at 70% overall efficiency, that is about 26.6 l/s (95.8 m³/h) against 20 m');
    expect(answer).toContain('/pump-failure-modes-excessive-power-consumption');
  });

  it('works Q = P·η / (ρ·g·H) out for a head told, with the upper bound when no efficiency is told', () => {
    const assumed = worked('what flow will a 15 kW pump give against 30 m head?');
    expect(assumed).toMatch(/about 35\.7 l\/s \(128\.4 m³\/h\) against 30 m/);
    expect(assumed).toContain('could not give more than 51 l/s');
    // "25 m lift" is the head; the efficiency told replaces the example's, and no bound is needed.
    const told = worked('5hp motor, 25 m lift, 65% efficiency, how many litres per second?');
    expect(told).toMatch(/^At 65% efficiency, 5 hp \(about 3\.73 kW\) delivers about 9\.9 l\/s/);
    expect(told).not.toContain('could not give more');
  });

  it('reads "lifting water 18 metres" as the head', () => {
    expect(worked('a 7.5 hp monoblock lifting water 18 metres, roughly how many litres per second?')).toMatch(
      /delivers about 22\.2 l\/s \(79\.8 m³\/h\) against 18 m/,
    );
  });

  it('reads "pushing water 35 m high" as the head', () => {
    expect(worked('a 12.5 kW pump pushing water 35 m high, what flow can I expect?')).toMatch(
      /delivers about 25\.5 l\/s \(91\.7 m³\/h\) against 35 m/,
    );
  });

  it('leaves a question that gives a flow to the power and efficiency answers', () => {
    expect(worked('how much water, 50 l/s at 20 m, does a 15 kW pump deliver?') ?? '').not.toMatch(/Q = P × η/);
  });
});

describe('the saving from an efficiency raised', () => {
  it('takes the power drawn down in proportion, and prices the difference over the hours run', () => {
    const answer = worked(
      'Pump set draws 90 kW at 60% overall efficiency. If we bring the overall efficiency up to 72% for the same flow and head, how much do we save per year? It runs 20 hrs daily and power is Rs 8 per unit',
    )!.split('\n');
    // 90 × 0.6 / 0.72 = 75 kW; 15 kW × 7,300 h = 109,500 kWh, a whole number shown whole.
    expect(answer[0]).toBe('That saves about 109,500 kWh a year, about Rs 8.76 lakh (Rs 876,000) a year at Rs 8 a kWh.');
    expect(answer[1]).toContain('90 × 0.6 / 0.72 ≈ 75 kW, about 15 kW less');
    expect(worked('our pump takes 55 kW at 65% efficiency. if we improve it to 78%, what is the new power?')).toMatch(
      /≈ 45\.8 kW, about 9\.2 kW less/,
    );
    // "went from 58% to 70%": raised, though no word says so.
    expect(
      worked(
        'efficiency went from 58% to 70% after overhaul, pump takes 37 kW before. what is the yearly saving at 16 hours a day and Rs 9 per unit?',
      ),
    ).toMatch(/^That saves about 37,000 kWh a year/);
    // "from 62 to 75 percent": the unit said once, after the second.
    expect(
      worked(
        'pump efficiency improved from 62 to 75 percent after new wear rings, it was drawing 110 kW. saving per year at 24 hours and Rs 7.5 per unit?',
      ),
    ).toMatch(/^That saves about 167,024 kWh a year/);
    // An efficiency that falls is not a saving.
    expect(worked('it draws 55 kW at 78%; if it drops to 65%, what is the new power?') ?? '').not.toMatch(/kW less/);
  });
});

describe('the efficiency of a duty and the power it takes', () => {
  it('names the efficiency by what the power is: shaft power, or the input when the meter, the wire or "overall" is said', () => {
    expect(worked('our pump gives 150 lps at 40 m head and takes 85 kW. what is the efficiency?')).toMatch(
      /^The pump efficiency is about 69\.2%\. 150 lps is 0\.15 m³\/s\./,
    );
    // "what is the wire to water?" asks the efficiency without the word.
    expect(
      worked('ok so our pump gives 150 lps at 40 m head and the energy meter on the panel shows 85 kW. what is the wire to water?'),
    ).toMatch(/^The wire-to-water \(overall\) efficiency is about 69\.2%\./);
    expect(worked('motor 75 kW, 300 m3/h at 50 m, overall efficiency?')).toMatch(
      /^The wire-to-water \(overall\) efficiency is about 54\.5%\./,
    );
  });

  it('works the power asked in the question before for the duty a follow-up gives', () => {
    expect(worked('ok so for 500 m3/hr at 60 m head?', 'how do I calculate the hydraulic power of a pump?')).toMatch(
      /^500 m3\/hr is 0\.1389 m³\/s\. Hydraulic power is ρ·g·Q·H ≈ 9\.81 × 0\.1389 × 60 ≈ 81\.8 kW/,
    );
    // An earlier question that asked no power gives none.
    expect(worked('ok so for 500 m3/hr at 60 m head?', 'what is NPSH?')).toBeNull();
  });
});

describe('the pump efficiency from the motor input and the motor efficiency', () => {
  it('gives the shaft power the motor passes on, the pump efficiency from it, and the wire-to-water efficiency', () => {
    expect(
      worked(
        "Field test on one of our pumps: 250 l/s, total head 40 m, motor input 150 kW, motor efficiency 94%. What's the pump efficiency and the wire-to-water efficiency?",
      ),
    ).toMatch(
      /^The pump efficiency is about 69\.6% and the wire-to-water \(overall\) efficiency about 65\.4%\. .* 150 × 0\.94 ≈ 141 kW of shaft power/,
    );
  });
});

describe("a pump's size in kW", () => {
  it('works out the power drawn from the efficiencies, not an efficiency from the size', () => {
    const answer = worked(
      'we have a 75 kW pump running 20 hours a day, flow 300 m3/h at 45 m, pump efficiency 78% and motor 93%. what is the power drawn?',
    );
    expect(answer).toMatch(/the input from the supply is about 47\.2 \/ 0\.93 ≈ 50\.7 kW/);
    expect(answer).not.toMatch(/efficiency is about/);
    expect(worked('a 75 kW pump gives 300 m3/h at 45 m, what is its efficiency?')).toBeNull();
    // "power?" alone after the duty asks for it.
    expect(worked('we pump 500 m3/h against 35 m, pump 80% efficient, motor 95%. power?')).toMatch(
      /the input from the supply is about 59\.6 \/ 0\.95 ≈ 62\.7 kW/,
    );
  });
});
