/**
 * "Our pump filled the reservoir in 16 hrs, now it takes 20 hrs for the same volume: by how much has
 * the flow dropped?": the same volume in a longer time is a smaller flow, in the ratio of the times,
 * said with the less-flow page's symptom of reservoirs filling more slowly, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { aspectSection } from '../choose-section.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { VOLUME_TOLD, cubicMetresTold, figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "reservoirs and tanks filling more slowly than before": the symptom the less-flow page lists. */
const FILLING_SLOWER = /\breservoirs and tanks filling more slowly than before\b/i;

/** "16 hrs", "20 hours", "90 min": a duration, number and unit captured. */
const DURATION = /(\d+(?:\.\d+)?)\s*(hrs?|hours?|h\b|mins?\b|minutes?)/g;
/** Words that say the same volume is filled (or emptied) in both times. */
const FILLED = /\b(fill\w*|filled|empt\w*|pumps? out|tops? up|to fill)\b/;
/** Words that ask how much the flow has changed. */
const ASKS_CHANGE =
  /\b(how much|by how much|what percent\w*|how many percent|what %|reduc\w*|dropp?\w*|less|fall\w*|fell|lost)\b.{0,40}\b(flow|discharge|output|yield|capacity)\b|\b(flow|discharge|output|yield|capacity)\b.{0,40}\b(reduc\w*|dropp?\w*|fall\w*|fell|lost|down)\b/;

/** "what should we check?", "why?": the causes asked for as well. */
const ASKS_WHAT_TO_CHECK = /\b(check|look (at|for)|causes?|why|reasons?|inspect)\b/;
/** How many of the page's causes to name: the answer stays short, the page holds the rest. */
const CAUSES_NAMED = 3;

/** "What to check first: a, b, c.": the first causes of the page's Causes section, else null. */
function firstCauses(page: Page): string | null {
  const section = aspectSection(page, 'causes');
  const items = section?.body
    .split('\n')
    .filter((line) => /^[-*]\s/.test(line))
    .map((line) => line.replace(/^[-*]\s*/, '').replace(/\.$/, ''));
  if (!items || items.length === 0) return null;
  return `What to check first, from the causes the page lists: ${items.slice(0, CAUSES_NAMED).join('; ')}.`;
}

const hoursOf = (value: number, unit: string): number => (unit.startsWith('m') ? value / 60 : value);

export function answerAboutFillTime(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!FILLED.test(q) || !ASKS_CHANGE.test(q)) return null;
  const durations = [...q.matchAll(DURATION)].map((m) => hoursOf(Number(m[1]), m[2]!));
  // Two times, the earlier first: "filled in 16 hrs, now it takes 20 hrs".
  if (durations.length !== 2 || !durations.every((h) => h > 0)) return null;
  const [before, now] = durations as [number, number];
  if (before === now) return null;
  const [rule] = publishedRules(pages, FILLING_SLOWER);
  if (!rule) return null;
  const ratio = before / now;
  const change = Math.abs(1 - ratio) * 100;
  const lead = `About ${figure(change, 0)}% ${ratio < 1 ? 'less' : 'more'} flow: the same volume in ${figure(now, 1)} h instead of ${figure(before, 1)} h means the flow is ${figure(before, 1)} / ${figure(now, 1)} ≈ ${figure(ratio, 2)} of what it was.`;
  const told = q.match(VOLUME_TOLD);
  const volume = told ? cubicMetresTold(told) : null;
  const flows =
    volume !== null
      ? `For ${figure(volume, 0)} m³ that is about ${figure(volume / before, 0)} m³/h before and ${figure(volume / now, 0)} m³/h now.`
      : null;
  // "...and what should we check?": the first causes the page lists, where it lists them.
  const causes = ASKS_WHAT_TO_CHECK.test(q) ? firstCauses(rule.page) : null;
  // The list item that names the symptom, not the whole list the rule was found in.
  const symptom =
    rule.text
      .split('\n')
      .find((line) => FILLING_SLOWER.test(line))
      ?.replace(/^[-*]\s*/, '') ?? rule.text;
  return ruleAnswer(
    [lead, ...(flows ? [flows] : []), `A symptom of ${rule.page.title.toLowerCase()}: ${symptom}`, ...(causes ? [causes] : [])],
    rule,
  );
}
