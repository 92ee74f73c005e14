/**
 * "If I double the pipe length, same flow, what happens to the pipe friction?": the head-terms
 * page gives the Darcy-Weisbach equation, h_f = f · (L/D) · v²/2g, in which the straight pipe's
 * friction head goes in proportion to its length; worked out for the visitor's change of length,
 * citing it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, PERCENT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "...the Darcy-Weisbach equation, h_f = f · (L/D) · v²/2g, where ... L the pipe length...". */
const RULE = /\bDarcy-Weisbach equation, h_f = f · \(L\/D\)/;

/** The friction asked about: "pipe friction", "friction loss", "head loss". */
const ASKS_FRICTION = /\bfriction(al)?\b|\bhead ?loss(es)?\b|\bpressure drop\b/;

const LENGTH_WORD = String.raw`(pipe ?line|pipe|main|line|rising main|delivery main)?\s*(length|long)`;
/** "double the pipe length", "length is doubled", "twice as long", "halve the length". */
const MULTIPLE: readonly [RegExp, number, string][] = [
  [
    new RegExp(
      String.raw`\b(double|doubled|doubling|doubles|twice)\b.{0,25}\b${LENGTH_WORD}\b|\b${LENGTH_WORD}\b.{0,20}\b(double|doubled|doubles|twice)\b`,
    ),
    2,
    'twice the length',
  ],
  [
    new RegExp(
      String.raw`\b(triple|tripled|tripling|triples|thrice|three times)\b.{0,25}\b${LENGTH_WORD}\b|\b${LENGTH_WORD}\b.{0,20}\b(triple|tripled|triples|three times)\b`,
    ),
    3,
    'three times the length',
  ],
  [
    new RegExp(
      String.raw`\b(halve|halved|halving|halves|half)\b.{0,25}\b${LENGTH_WORD}\b|\b${LENGTH_WORD}\b.{0,20}\b(halve|halved|halves|half)\b`,
    ),
    0.5,
    'half the length',
  ],
];
/** "the length goes up by 50%", "50% longer". */
const LONGER = new RegExp(
  String.raw`\blength\b[^.?!\d%]{0,30}?\b(up|increas\w*|rais\w*|grow\w*|more)\b\s*(by |of |about )*${PERCENT}|${PERCENT} (longer|more length)\b`,
);
/** "from 2 km to 3 km", "from 800 m to 1200 m": the pipe's length before and after. */
const FROM_TO = /\bfrom (\d+(?:\.\d+)?)\s*(km|m|metres?|meters?)? to (\d+(?:\.\d+)?)\s*(km|m|metres?|meters?)\b/;

const metres = (value: string, unit: string | undefined): number => Number(value) * (unit === 'km' ? 1000 : 1);

/** The new length as a multiple of the old, and how the answer shows the change. */
function lengthRatio(q: string): { ratio: number; shown: string } | null {
  for (const [said, ratio, shown] of MULTIPLE) if (said.test(q)) return { ratio, shown };
  const longer = q.match(LONGER);
  const up =
    longer &&
    Number(
      longer
        .slice(1)
        .reverse()
        .find((v) => v !== undefined && /^\d/.test(v)),
    );
  if (up) return { ratio: 1 + up / 100, shown: `${figure(up)}% more length` };
  const fromTo = /\blength\b|\blong\b/.test(q) ? q.match(FROM_TO) : null;
  if (fromTo) {
    const [, a, unitA, b, unitB] = fromTo;
    const old = metres(a!, unitA ?? unitB);
    const now = metres(b!, unitB);
    if (old > 0) return { ratio: now / old, shown: `${b} ${unitB} is ${figure(now / old, 3)} times ${a} ${unitA ?? unitB}` };
  }
  return null;
}

export function answerAboutFrictionWithLength(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS_FRICTION.test(q)) return null;
  // A change of diameter or of flow is another rule (velocity changes too).
  if (/\b(diameter|bore|size|dia)\b/.test(q) && !/\bsame (diameter|bore|size|dia)\b/.test(q)) return null;
  const change = lengthRatio(q);
  if (!change || change.ratio === 1 || !(change.ratio > 0.05 && change.ratio < 20)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const times = change.ratio === 2 ? 'twice' : change.ratio === 0.5 ? 'half' : `${figure(change.ratio, 3)} times`;
  return ruleAnswer(
    [
      `About ${times} the pipe friction (${change.shown}, same flow and pipe): in the Darcy-Weisbach equation, h_f = f · (L/D) · v²/2g, the friction head of straight pipe is proportional to its length L, while the velocity and friction factor stay the same. The losses in valves, bends and fittings do not change with the length.`,
      rule.text,
    ],
    rule,
  );
}
