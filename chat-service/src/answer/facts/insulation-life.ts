/**
 * "How much life do I lose if the winding runs 20 degrees above rated?": the share of insulation
 * life left by the rule of thumb the knowledge base states (every 10 °C halves it), citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { CELSIUS, figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "every 10 °C above the rated temperature roughly halves insulation life". */
const RULE = /\bevery (\d+(?:\.\d+)?) °C above the rated temperature roughly halves insulation life\b/;
/** "20 degrees above rated", "runs 15 °C hotter", "10 deg C over its rating"; Hinglish "rated se 20 degree zyada". */
const BEYOND = String.raw`\s+(?:above|over|hotter|more than|higher than|beyond|zyada|jyada|zada|zyaada|jyaada|adhik|upar|oopar)\b`;
const ABOVE = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${CELSIUS}${BEYOND}`);
/** "limited by their insulation class (for example class F, 155 °C)": a class and its rated temperature, as a page gives them. */
const CLASS_RATING = /\bclass ([a-h]), (\d+(?:\.\d+)?) °C\b/gi;
/** "class F insulation", "insulation class F", "F class"; never the article of "a class F motor". */
const CLASS_NAMED = /\b(?:(?:insulation )?class ([a-h])|([b-h]|a(?=-))[- ]class)\b/;
/** A winding's temperature: "hitting 185 deg C", "runs at 170 °C". */
const TEMPERATURE = new RegExp(String.raw`(\d{2,3}(?:\.\d+)?)\s*${CELSIUS}(?!${BEYOND})`);
const NAMED = { 2: 'half', 4: 'a quarter', 8: 'an eighth' } as Record<number, string>;

/** How far a winding runs above its class's rated temperature, where a page rates the class named. */
function aboveClassRating(q: string, rule: string): { rise: number; rated: string } | null {
  const named = q.match(CLASS_NAMED);
  const temperature = q.match(TEMPERATURE);
  if (!named || !temperature) return null;
  const letter = (named[1] ?? named[2])!.toUpperCase();
  const rating = [...rule.matchAll(CLASS_RATING)].find((m) => m[1]!.toUpperCase() === letter);
  if (!rating) return null;
  return { rise: Number(temperature[1]) - Number(rating[2]), rated: `class ${letter} is rated ${rating[2]} °C` };
}

export function answerAboutInsulationLife(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\b(life|lifetime|lose|losing|age|ageing|aging|insulation|winding|windings)\b/.test(q)) return null;
  const above = q.match(ABOVE);
  if (!above && !CLASS_NAMED.test(q)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const step = Number(rule.figures[0]);
  // "class F, winding at 185 °C": the rise above the class's rating, which the same sentence gives.
  const byClass = above ? null : aboveClassRating(q, rule.text);
  if (!above && !byClass) return null;
  const rise = above ? Number(above[1]) : byClass!.rise;
  if (!(rise > 0 && rise <= 60)) return null;
  const against = byClass ? ` (${byClass.rated})` : '';
  const line = `By that rule of thumb, a winding running ${figure(rise)} °C above its rated temperature${against} keeps ${shareLeft(rise, step)} of its insulation life: it halves for every ${figure(step)} °C.`;
  // "And at 30 over?": the further rises asked after the first, each worked out too.
  const more = above
    ? [...q.slice(above.index! + above[0].length).matchAll(FURTHER_RISE)]
        .map((m) => Number(m[1]))
        .filter((r, i, all) => r > 0 && r <= 60 && r !== rise && all.indexOf(r) === i)
    : [];
  const further = more.map((r) => `At ${figure(r)} °C above, it keeps ${shareLeft(r, step)}.`);
  return ruleAnswer([rule.text, line, ...further], rule);
}

/** "And at 30 over?", "what about 25 above": a further rise asked after the first. */
const FURTHER_RISE = /\b(?:at|about|and|or|if) (\d+(?:\.\d+)?)\s*(?:°\s*c|degrees?( c)?|deg( c)?)?\s*(?:above|over|hotter|more)\b/g;

/** The share of insulation life left after a rise, named where it is a whole halving ("a quarter (25%)"). */
function shareLeft(rise: number, step: number): string {
  const left = 0.5 ** (rise / step);
  const divisor = Math.round(1 / left);
  return Math.abs(1 / left - divisor) < 1e-9 && NAMED[divisor]
    ? `${NAMED[divisor]} (${figure(left * 100, 1)}%)`
    : `about ${figure(left * 100, 0)}%`;
}
