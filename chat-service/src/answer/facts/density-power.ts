/**
 * "Motor draws 55 kW on water; a brine of density 1150 kg/m3 at the same flow and head: will the
 * 60 kW motor be ok?": the power scaled by the density, since hydraulic power is ρ·g·Q·H, set
 * against the motor's rating where one is told, citing the page that gives the formula.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';
import { HYDRAULIC } from './pump-efficiency.ts';

/** "density of 1150 kg/m3", "1150 kg/m³", "specific gravity 1.15", "SG 1.15". */
const DENSITY = /(\d{3,4}(?:\.\d+)?)\s*kg\/m(?:3|³)|\b(?:specific gravity|sg|relative density)\s*(?:of|is|=|:)?\s*(\d(?:\.\d+)?)\b/;
/** "draws 55 kW", "takes 55 kw", "power is 55 kW": the power now. */
const POWER_NOW =
  /\b(?:draws?|drawing|takes?|taking|consumes?|consuming|uses?|using|absorbs?|power (?:is|of))\s+(?:about |around |approx\.? )?(\d+(?:\.\d+)?)\s*kw\b/;
/** "motor rating is 60 kW", "a 60 kW motor", "rated 60 kW". */
const RATING = /\b(?:rating|rated|nameplate)\b[^.?\d]{0,15}(\d+(?:\.\d+)?)\s*kw\b|\b(\d+(?:\.\d+)?)\s*kw (?:motor|rated)\b/;
const SAME_DUTY = /\bsame (?:flow|duty|head|flow and head|head and flow|discharge)\b/;

export function answerAboutDensityPower(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  const density = q.match(DENSITY);
  const power = q.match(POWER_NOW);
  if (!density || !power || !SAME_DUTY.test(q)) return null;
  const [rule] = publishedRules(pages, HYDRAULIC);
  if (!rule) return null;
  const ratio = density[1] ? Number(density[1]) / 1000 : Number(density[2]);
  if (!(ratio > 0.5 && ratio < 3)) return null;
  const now = Number(power[1]);
  const after = now * ratio;
  const ratingFound = q.match(RATING);
  const rating = ratingFound ? Number(ratingFound[1] ?? ratingFound[2]) : null;
  const verdict =
    rating === null
      ? ''
      : after > rating
        ? ` That is over the ${figure(rating)} kW motor rating, so the motor would be overloaded at that duty.`
        : ` That is within the ${figure(rating)} kW motor rating.`;
  return ruleAnswer(
    [
      `About ${figure(after, 2)} kW: at the same flow and head the power rises in proportion to the density (water taken as 1000 kg/m³), ${figure(now)} × ${figure(ratio, 3)} = ${figure(after, 2)} kW.${verdict}`,
      rule.text,
    ],
    rule,
  );
}
