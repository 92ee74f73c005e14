/**
 * "6 impeller vanes at 1480 rpm: where is the vane-pass peak?", "what is 1x at 2960 rpm in Hz?":
 * the spectrum frequencies the vibration page names, worked out for the visitor's speed (running
 * speed is 1×, vane-pass is the number of impeller vanes × running speed), in Hz and in cpm, with
 * what the page says a peak there points to. Asked the other way round ("suspect a hydraulic
 * problem: what frequency do I look for?"), the component the page ties that cause to.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { countOf, COUNTED, figure } from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "the vane-pass frequency (number of impeller vanes × running speed) to hydraulic causes": what a peak points to, captured. */
const VANE_PASS_RULE = /\bvane-pass frequency \(number of impeller vanes × running speed\) (?:points )?to ([^,.;]+)/i;
/** "a component at running speed (1×) points to imbalance, 2× and axial components to misalignment". */
const RUNNING_SPEED_RULE = /\brunning speed \(1×\) points to ([^,.;]+), 2× (?:and axial components )?to ([^,.;]+)/i;

/** "r/min", which the normalised text reads as chat shorthand: "are/min". */
const R_MIN = String.raw`(?:r|are)\/min`;
/** "1480 rpm", "1,480 r/min", "2960 rev/min". */
const RPM = new RegExp(
  String.raw`\b(\d{1,2},\d{3}|\d+(?:\.\d+)?)\s*(?:rpm|${R_MIN}|rev\/min|revs? per min(?:ute)?|revolutions per minute)(?![a-z])`,
  'g',
);
/** "a running speed of 24.7 Hz", "1x is 24.7 hz": a shaft's speed given in hertz, not a supply's frequency. */
const SPEED_IN_HERTZ =
  /\b(?:running|shaft|rotating|rotational|turning) speed\b[^.?!\d]{0,20}?(\d+(?:\.\d+)?)\s*hz\b|\b1\s*[x×]\s*(?:is |of |= |at )?(\d+(?:\.\d+)?)\s*hz\b/;
/** "6 impeller vanes", "a 5-blade impeller", "the impeller has 7 vanes", "number of vanes is 6"; not "vane-pass". */
const VANES = new RegExp(
  String.raw`\b${COUNTED}[\s-]*(?:impeller\s+)?(?:vanes?|blades?)\b(?![\s-]*pass)|\b(?:vanes?|blades?)\b(?![\s-]*pass)(?:\s+(?:count|number))?\s*(?:is |are |of |: |= )?${COUNTED}\b(?!\s*(?:rpm|${R_MIN}|hz|mm|%|x|×))|\bnumber of (?:impeller )?(?:vanes|blades)\b[^.?!\d]{0,10}?${COUNTED}\b`,
);
/** What names the vane-pass frequency: "vane pass", "blade-passing", "VPF". */
const ASKS_VANE_PASS = /\b(?:vane|blade)[\s-]*pass(?:ing)?\b|\b(?:vpf|bpf)\b/;
/** "1x", "2× running speed", "rpm in Hz": a running-speed component asked; not "1x duty, 1x standby". */
const ASKS_RUNNING_SPEED = new RegExp(
  String.raw`\b[12]\s*[x×](?![a-z0-9])(?!\s*(?:duty|standby|stand-by|working|pumps?|motors?|units?|sets?)\b)|\b(?:running|shaft) speed (?:frequency|component|peak)\b|\b(?:rpm|${R_MIN})\b[^.?!]{0,10}?\b(?:in|to|into|as) (?:hz|hertz|cps)\b`,
);
/**
 * "what frequency should I look for", "where in the spectrum would it show", "which peak": a
 * frequency asked for, not named.
 */
const ASKS_WHICH_FREQUENCY =
  /\b(?:what|which|where)\b[^.?!]{0,40}\b(?:frequenc(?:y|ies)|peaks?|components?|hz|cpm|spectrum|harmonics?)\b|\b(?:frequenc(?:y|ies)|peaks?|components?)\b[^.?!]{0,30}\b(?:look|watch|check|expect|see|show|appear|find)\b/;
/**
 * How visitors name the causes the page ties to a component ("hydraulic causes", "imbalance",
 * "misalignment"): the page's word, and the question's words for it.
 */
const CAUSE_WORDS: readonly [page: RegExp, asked: RegExp][] = [
  [/\bhydraulic\b/i, /\bhydraulic(?:ally)?\b/],
  [/\b(?:im|un)balance\b/i, /\b(?:im|un)balanced?\b|\bout of balance\b/],
  [/\bmisalignment\b/i, /\bmis-?align(?:ment|ed)?\b|\bout of alignment\b/],
];
/** Whether the question names the cause the page gives for a component. */
const namesCause = (q: string, cause: string | undefined): boolean =>
  cause !== undefined && CAUSE_WORDS.some(([page, asked]) => page.test(cause) && asked.test(q));

/** Where a frequency is looked for in a vibration's spectrum, not a drive's or a supply's. */
const IN_A_SPECTRUM =
  /\b(?:spectrum|spectra|peaks?|vibrations?|components?|harmonics?|cpm|fft|signature|analy[sz]er|look (?:for|at)|show (?:up|in))\b/;

const asksByCause = (q: string): boolean => ASKS_WHICH_FREQUENCY.test(q) && IN_A_SPECTRUM.test(q);

/**
 * "suspect a hydraulic problem: what frequency do I look for?": the component the page ties the
 * cause named to, vane pass or a multiple of running speed; null where none is asked that way.
 */
function componentOfCause(q: string, passRule?: PublishedRule, speedRule?: PublishedRule): 'vane pass' | 1 | 2 | null {
  if (!asksByCause(q)) return null;
  if (namesCause(q, passRule?.figures[0])) return 'vane pass';
  if (namesCause(q, speedRule?.figures[1])) return 2;
  return namesCause(q, speedRule?.figures[0]) ? 1 : null;
}

/** Words of a spectrum, without which "1x" and "2x" are some other count. */
const SPECTRUM_WORDS = /\b(?:hz|hertz|cpm|cps|frequency|frequencies|peaks?|spectrum|vibration|components?|harmonics?|running speed)\b/;

/** The running speed in rpm, from the question or, for "and the 2x?", the one before it. */
function runningSpeed(text: string): { rpm: number; said: string } | null {
  const rpms = [...text.matchAll(RPM)].map((m) => Number(m[1]!.replace(/,/g, '')));
  // Two speeds are a change of speed, not one speed to work a spectrum out for.
  if (new Set(rpms).size === 1) return { rpm: rpms[0]!, said: `${figure(rpms[0]!, 1)} rpm` };
  if (rpms.length > 0) return null;
  const hertz = text
    .match(SPEED_IN_HERTZ)
    ?.slice(1)
    .find((v) => v !== undefined);
  return hertz === undefined ? null : { rpm: Number(hertz) * 60, said: `${figure(Number(hertz), 2)} Hz` };
}

const vanesIn = (text: string): number | null => {
  const count = text
    .match(VANES)
    ?.slice(1)
    .find((v) => v !== undefined);
  if (count === undefined) return null;
  const vanes = countOf(count);
  // Fewer than two vanes, or more than any impeller has, is some other number.
  return vanes >= 2 && vanes <= 16 ? vanes : null;
};

const hertz = (rpm: number): string => `${figure(rpm / 60, 1)} Hz`;
/** "running speed (1×) is 1480 rpm ÷ 60 = 24.7 Hz": 1× worked out in the unit the speed was told in. */
const runningSpeedWorked = (rpm: number, said: string): string =>
  `running speed (1×) is ${said}${said.endsWith('rpm') ? ` ÷ 60 = ${hertz(rpm)}` : ''}`;
const cpm = (rpm: number): string => `${Number(figure(rpm, 1)).toLocaleString('en-GB')} cpm`;

/** The vane-pass frequency first, then the running-speed components beside it. */
function vanePass(rpm: number, said: string, vanes: number, rule: PublishedRule, speedRule?: PublishedRule): Answer {
  const pass = rpm * vanes;
  // Worked in the unit the speed was given in: rpm gives cycles a minute, Hz gives Hz.
  const worked = said.endsWith('rpm')
    ? `${vanes} × ${said} = ${cpm(pass).replace('cpm', 'cycles a minute')}, ÷ 60 = ${hertz(pass)}`
    : `${vanes} × ${said} = ${hertz(pass)}`;
  const line = `About ${hertz(pass)} (${cpm(pass)}): the vane-pass frequency is the number of impeller vanes × running speed, ${worked}. A peak there points to ${rule.figures[0]}.`;
  const beside = `Running speed (1×) is about ${hertz(rpm)} and 2× about ${hertz(2 * rpm)}.`;
  return speedRule ? ruleAnswer([line, beside], rule, speedRule) : ruleAnswer([line], rule);
}

/**
 * 1× and 2× of the running speed, with what the page says each points to; `lead` 2× where the
 * cause asked about shows at twice running speed.
 */
function runningSpeedComponents(rpm: number, said: string, rule: PublishedRule, lead: 1 | 2 = 1): Answer {
  const [one, two] = rule.figures;
  const oneX = runningSpeedWorked(rpm, said);
  const line =
    lead === 2
      ? `About ${hertz(2 * rpm)} (${cpm(2 * rpm)}): twice running speed (2×), where ${oneX}.`
      : `About ${hertz(rpm)} (${cpm(rpm)}): ${oneX}, and 2× is about ${hertz(2 * rpm)} (${cpm(2 * rpm)}).`;
  return ruleAnswer([line, `A component at 1× points to ${one}; at 2× (with axial components) to ${two}.`], rule);
}

/** "a big peak near 148 Hz", "one big radial peak at about 49 Hz": a peak the visitor's spectrum shows, in Hz. */
const PEAK_TOLD =
  /\b(?:peaks?|components?|spikes?|lines?)\b[^.?!\d]{0,25}?\b(\d+(?:\.\d+)?)\s*hz\b|\b(\d+(?:\.\d+)?)\s*hz\s+(?:peaks?|components?|spikes?)\b/;
/** "what is this frequency called", "what fault is that pointing to", "what does it tell": what the peak means, asked. */
const ASKS_WHAT_A_PEAK_MEANS =
  /\b(?:what|which)\b[^.?!]{0,30}\b(?:called|fault|problem|cause|mean|means|tell|tells|indicate|indicates|point|pointing|points|suggest|suggests)\b|\bwhat (?:is|does) (?:this|that|it)\b/;
/** How near a peak must lie to a multiple of running speed to be read as that multiple. */
const NEAR = 0.05;

/**
 * "6 vanes at 1480 rpm, a big peak near 148 Hz: what is it called?": the peak set beside running
 * speed, 2× and vane-pass, and what the page says a peak at the one it matches points to.
 */
function peakRead(q: string, passRule?: PublishedRule, speedRule?: PublishedRule): Answer | null {
  const told = PEAK_TOLD.exec(q);
  if (!told) return null;
  const peak = Number(told[1] ?? told[2]);
  const speed = runningSpeed(q);
  if (!speed || !(speed.rpm >= 60 && speed.rpm <= 60_000) || !(peak > 0)) return null;
  const oneX = speed.rpm / 60;
  const near = (multiple: number): boolean => Math.abs(peak / (oneX * multiple) - 1) <= NEAR;
  const worked = runningSpeedWorked(speed.rpm, speed.said);
  const vanes = vanesIn(q);
  if (vanes !== null && vanes > 2 && near(vanes) && passRule) {
    const line = `A peak at ${figure(peak, 1)} Hz is the vane-pass frequency: ${worked}, and ${vanes} vanes × ${hertz(speed.rpm)} ≈ ${hertz(speed.rpm * vanes)}. A peak there points to ${passRule.figures[0]}.`;
    return ruleAnswer([line], passRule);
  }
  if (!speedRule) return null;
  const [one, two] = speedRule.figures;
  if (near(1))
    return ruleAnswer(
      [`A peak at ${figure(peak, 1)} Hz is at running speed (1×): ${worked}. A component at 1× points to ${one}.`],
      speedRule,
    );
  if (near(2))
    return ruleAnswer(
      [
        `A peak at ${figure(peak, 1)} Hz is at twice running speed (2×): ${worked}, and 2× is ${hertz(2 * speed.rpm)}. A component at 2× (with axial components) points to ${two}.`,
      ],
      speedRule,
    );
  return null;
}

export function answerAboutVibrationFrequency(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  if (PEAK_TOLD.test(q) && ASKS_WHAT_A_PEAK_MEANS.test(q)) {
    const [passRule] = publishedRules(pages, VANE_PASS_RULE);
    const [speedRule] = publishedRules(pages, RUNNING_SPEED_RULE);
    const read = peakRead(q, passRule, speedRule);
    if (read) return read;
  }
  // The pages are read only for a question that may be this one's.
  if (!ASKS_VANE_PASS.test(q) && !ASKS_RUNNING_SPEED.test(q) && !asksByCause(q)) return null;
  const [passRule] = publishedRules(pages, VANE_PASS_RULE);
  const [speedRule] = publishedRules(pages, RUNNING_SPEED_RULE);
  const causeAt = componentOfCause(q, passRule, speedRule);
  const vanePassAsked = ASKS_VANE_PASS.test(q) || causeAt === 'vane pass';
  if (!vanePassAsked && causeAt === null && !ASKS_RUNNING_SPEED.test(q)) return null;
  // "and the 2x?" after a question that gave the speed: its figures hold for the follow-up.
  const earlier = context ? normalise(context) : '';
  if (!vanePassAsked && !SPECTRUM_WORDS.test(q) && !SPECTRUM_WORDS.test(earlier)) return null;
  const speed = runningSpeed(q) ?? (earlier ? runningSpeed(earlier) : null);
  if (!speed || !(speed.rpm >= 60 && speed.rpm <= 60_000)) return null;
  const vanes = vanesIn(q) ?? (earlier ? vanesIn(earlier) : null);
  if (vanePassAsked) return vanes !== null && passRule ? vanePass(speed.rpm, speed.said, vanes, passRule, speedRule) : null;
  return speedRule ? runningSpeedComponents(speed.rpm, speed.said, speedRule, causeAt === 2 ? 2 : 1) : null;
}
