/** The spectrum frequencies the vibration page names, worked out for the visitor's speed and vanes. */
import { describe, expect, it } from 'vitest';
import { answerFromFacts } from './index.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const SPECTRUM =
  'The frequency content of the vibration identifies the source: a component at running speed (1×) points to imbalance, 2× and axial components to misalignment, many harmonics to looseness, the vane-pass frequency (number of impeller vanes × running speed) to hydraulic causes, and high-frequency content to bearings or cavitation.';
const vibration = (body: string) => page('Excessive vibration', '/vibration', 'Vibration.', ['What it is', body]);
const worked = (q: string, context?: string) => answerFromFacts(q, context, [vibration(SPECTRUM)]);

describe('vane-pass and running-speed frequencies', () => {
  it('works the vane-pass frequency out as vanes × running speed, in Hz and cpm, citing the page', () => {
    const answer = worked('Our pump has 6 impeller vanes and runs at 1480 rpm. At what frequency would I look for the vane-pass peak?')!;
    expect(answer.response.split('\n').slice(0, 2)).toEqual([
      'About 148 Hz (8,880 cpm): the vane-pass frequency is the number of impeller vanes × running speed, 6 × 1480 rpm = 8,880 cycles a minute, ÷ 60 = 148 Hz. A peak there points to hydraulic causes.',
      'Running speed (1×) is about 24.7 Hz and 2× about 49.3 Hz.',
    ]);
    expect(answer.sources).toEqual([{ title: 'Excessive vibration', url: '/vibration' }]);
    expect(worked('a 5-blade impeller at 2950 r/min, blade pass frequency?')!.response).toMatch(
      /^About 245\.8 Hz \(14,750 cpm\): .* 5 × 2950 rpm/,
    );
    expect(worked('impeller has seven vanes, speed 990 rpm, where is the VPF?')!.response).toMatch(/^About 115\.5 Hz /);
    expect(worked('running speed is 24.5 Hz and the impeller has 5 vanes, vane pass frequency?')!.response).toMatch(
      /^About 122\.5 Hz \(7,350 cpm\): .* 5 × 24\.5 Hz = 122\.5 Hz\./,
    );
  });

  it('works 1× and 2× out for a speed in rpm, and for a follow-up from the speed asked before', () => {
    expect(worked('what is 1x at 2960 rpm in Hz')!.response.split('\n').slice(0, 2)).toEqual([
      'About 49.3 Hz (2,960 cpm): running speed (1×) is 2960 rpm ÷ 60 = 49.3 Hz, and 2× is about 98.7 Hz (5,920 cpm).',
      'A component at 1× points to imbalance; at 2× (with axial components) to misalignment.',
    ]);
    expect(worked('and the 2x?', 'our pump has 6 vanes and runs at 1480 rpm, where is the vane-pass peak?')!.response).toMatch(
      /^About 24\.7 Hz .* 2× is about 49\.3 Hz/,
    );
  });

  it('works a frequency out only with a speed and a vane count, and where the page states the rule', () => {
    expect(worked('6 vanes at 1480 rpm, vane pass frequency?')!.response).toMatch(/^About 148 Hz /);
    expect(worked('what does a peak at vane pass frequency tell me?')).toBeNull();
    expect(worked('our pump runs at 1480 rpm, what is the vane pass frequency?')).toBeNull();
    // A count of pumps is no spectrum component.
    expect(worked('1x duty and 1x standby pump at 1480 rpm, what flow can we get?')).toBeNull();
    // Two speeds are a change of speed, not a spectrum.
    expect(worked('we went from 1480 rpm to 1300 rpm, what is 1x now in hz?')).toBeNull();
    const other = vibration('Vibration is measured on the bearing housings.');
    expect(answerFromFacts('6 vanes at 1480 rpm, vane pass frequency?', undefined, [other])).toBeNull();
  });
});

describe('the frequency asked by the cause suspected', () => {
  it('works out the vane-pass frequency for a hydraulic problem, the component the page ties it to', () => {
    const answer = worked(
      'What frequency should I look for in the spectrum if I suspect a hydraulic problem? Impeller has 5 vanes, motor runs at 2960 rpm.',
    )!;
    expect(answer.response.split('\n')[0]).toBe(
      'About 246.7 Hz (14,800 cpm): the vane-pass frequency is the number of impeller vanes × running speed, 5 × 2960 rpm = 14,800 cycles a minute, ÷ 60 = 246.7 Hz. A peak there points to hydraulic causes.',
    );
    expect(answer.sources).toEqual([{ title: 'Excessive vibration', url: '/vibration' }]);
    expect(worked('pump has 7 vanes and runs at 1480 rpm; where in the spectrum would a hydraulic issue show up?')!.response).toMatch(
      /^About 172\.7 Hz \(10,360 cpm\): the vane-pass frequency/,
    );
  });

  it('works out 1× for imbalance and 2× for misalignment', () => {
    expect(worked('if we suspect imbalance, what frequency should we look at in the vibration? motor runs at 1475 rpm')!.response).toMatch(
      /^About 24\.6 Hz \(1,475 cpm\): running speed \(1×\) is 1475 rpm ÷ 60 = 24\.6 Hz/,
    );
    expect(worked('which peak would misalignment show in the vibration spectrum at 2950 rpm?')!.response).toMatch(
      /^About 98\.3 Hz \(5,900 cpm\): twice running speed \(2×\)/,
    );
  });

  it('needs a spectrum, a speed and, for vane pass, the vanes', () => {
    // A drive's frequency is no spectrum's.
    expect(worked('what frequency should our VFD run at to avoid hydraulic problems? 6 vanes, 1480 rpm')).toBeNull();
    expect(worked('what frequency should I look for in the spectrum for a hydraulic problem? motor runs at 2960 rpm')).toBeNull();
    expect(worked('where in the spectrum would a hydraulic problem show, 5 vanes?')).toBeNull();
  });
});

describe('a peak the visitor reads off a spectrum', () => {
  it('names the peak by the multiple of running speed it lies at, and says what the page ties it to', () => {
    expect(
      worked(
        'Pump impeller has 6 vanes, motor runs at 1480 rpm. The spectrum shows a big peak near 148 Hz which changes when we throttle. what is this frequency called and what does it tell?',
      )!.response.split('\n')[0],
    ).toBe(
      'A peak at 148 Hz is the vane-pass frequency: running speed (1×) is 1480 rpm ÷ 60 = 24.7 Hz, and 6 vanes × 24.7 Hz ≈ 148 Hz. A peak there points to hydraulic causes.',
    );
    expect(
      worked('our pump at 2960 rpm shows mostly one big radial peak at about 49 Hz, steady. what fault is that pointing to?')!.response,
    ).toMatch(
      /^A peak at 49 Hz is at running speed \(1×\): running speed \(1×\) is 2960 rpm ÷ 60 = 49\.3 Hz\. A component at 1× points to imbalance\./,
    );
    expect(worked('pump at 1480 rpm, vibration spectrum has a peak at 49 hz, what does it mean?')!.response).toMatch(
      /^A peak at 49 Hz is at twice running speed \(2×\).* points to misalignment\./,
    );
    // A peak at no multiple the page names is not read as one.
    expect(worked('pump at 1480 rpm, the spectrum has a peak at 90 hz, what does it mean?')).toBeNull();
  });
});
