/**
 * "NPSHr is 4 m and we have 4.2 m available: are we safe?": the margin worked out with the
 * visitor's figures and held against the minimum the knowledge base states for water service
 * (a ratio or a margin in metres, whichever is greater), citing the page that states it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { IN_METRES, figure } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "a ratio NPSHa/NPSH3 of about 1.1 or a margin of 0.6 m, whichever is greater". */
const WATER_RULE = /(\d+(?:\.\d+)?) or a margin of (\d+(?:\.\d+)?) m\b[^.]*\bwhichever is greater/i;
/** "The margin should be checked at the lowest sump level, ...": where the figures must hold. */
const WHERE_CHECKED = /\bchecked at\b/i;

/**
 * A few words may stand between the name and its figure: "NPSHa also 4.5 m", "NPSHr of 4 m",
 * "NPSHa at our site works out to 4.2 m"; never another NPSH name.
 */
const GAP = String.raw`(?:\s*[=:]\s*|\s+(?!npsh)[a-z']+){0,6}?\s*`;
const AVAILABLE = new RegExp(
  String.raw`\bnpsh ?a(?:vailable)?\b${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:npsh ?a\b|npsh available|available)`,
);
const REQUIRED = new RegExp(
  String.raw`\b(?:npsh ?r(?:equired)?|npsh3)\b${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:npsh ?r\b|npsh required|npsh3|required)`,
);
const MARGIN = new RegExp(String.raw`\bmargin${GAP}${IN_METRES}|${IN_METRES} (?:of )?(?:npsh )?margin\b`);
/** Asks whether the figures will do, not how to work them out. */
const ASKS_CHECK =
  /\b(enough|safe|ok|okay|fine|good|sufficient|adequate|acceptable|plenty|right|correct|cavitate|cavitation|problem|keep more)\b/;

/** "what margin should we keep?", "npsh margin for water service how much": the minimum itself. */
const ASKS_MINIMUM =
  /\b(what|how much|which|minimum|recommended|number)\b.*\bmargin\b|\bmargin\b.*\b(should|recommended|required|needed|keep|maintain|how much|as per)\b/;
/** "NPSHa vs NPSHr, explain; also what margin to keep?": more than the minimum is asked. */
const ASKS_MORE = /\b(explain|difference|vs|versus|also|meaning|means|define|what is npsh)\b/;
/** "ANSI/HI 9.6.1-2012 ... recommends margin ratios ... from about 1.1 up to 2.5": the range beyond water. */
const RANGE = /\brecommends margin ratios\b/i;

const first = (found: RegExpMatchArray | null): number | null => {
  const value = found?.slice(1).find((v) => v !== undefined);
  return value === undefined ? null : Number(value);
};

export function answerAboutNpshMargin(query: string, pages: readonly Page[], context?: string): Answer | null {
  const q = normalise(query);
  // "so what margin should I keep above it?" after NPSH required: the NPSH margin.
  if (!/\bnpsh/.test(`${q} ${normalise(context ?? '')}`)) return null;
  const available = first(q.match(AVAILABLE));
  const required = first(q.match(REQUIRED));
  const margin = available !== null && required !== null ? null : first(q.match(MARGIN));
  const givesFigures = (available !== null && required !== null) || margin !== null;
  if (givesFigures ? !ASKS_CHECK.test(q) : !/\bmargin\b/.test(q) || !ASKS_MINIMUM.test(q) || ASKS_MORE.test(q)) return null;
  // Where several pages state the rule, the one that also says where the figures must hold.
  const rules = publishedRules(pages, WATER_RULE);
  const rule = rules.find((r) => r.section.some((s) => WHERE_CHECKED.test(s))) ?? rules[0];
  if (!rule) return null;
  const [ratio, floor] = rule.figures.map(Number) as [number, number];
  const lines: string[] = [];
  if (available !== null && required !== null) {
    const have = available - required;
    const needed = Math.max((ratio - 1) * required, floor);
    const told = `with ${figure(available)} m available and ${figure(required)} m required, the margin is ${figure(have)} m (a ratio of ${figure(available / required)})`;
    lines.push(
      have + 1e-9 >= needed
        ? `That margin is enough for water service: ${told}, and the minimum here is ${figure(needed)} m.`
        : `That margin is too small: ${told}. For water service the minimum here is ${figure(needed)} m, so NPSH available should be at least ${figure(required + needed)} m.`,
    );
  } else if (margin !== null) {
    lines.push(
      margin + 1e-9 >= floor
        ? `A margin of ${figure(margin)} m meets the ${figure(floor)} m minimum for water service as long as NPSH required is no more than ${figure(margin / (ratio - 1))} m; above that, the ratio of ${figure(ratio)} asks for more.`
        : `That margin is too small: ${figure(margin)} m is less than the ${figure(floor)} m minimum for water service, and pumps with a larger NPSH required need more.`,
    );
  }
  lines.push(rule.text);
  const range = givesFigures ? undefined : rule.section.find((s) => RANGE.test(s));
  if (range) lines.push(range);
  const where = rule.section.find((s) => WHERE_CHECKED.test(s));
  if (where) lines.push(where);
  return ruleAnswer(lines, rule);
}
