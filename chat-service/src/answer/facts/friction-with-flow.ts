/**
 * "If the flow through our main goes up by 20%, how much more friction loss?", "we go from 300 to
 * 360 m3/h: what happens to the friction head?": the head-terms page says friction head rises
 * roughly with the square of the flow; worked out for the visitor's change of flow, citing it.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW, FLOW_UNIT, FLOW_UNIT_SAID, flowUnit, flowValue, IN_METRES, PERCENT } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "Friction head rises roughly with the square of the flow, ...". */
const RULE = /\bFriction head rises roughly with the square of (?:the )?flow\b/;

/** The friction loss asked about: "friction head", "friction loss", "head loss in the main". */
const ASKS_FRICTION =
  /\bfriction(?:al)?\b.{0,20}\b(?:loss|losses|head|drop)\b|\bhead ?loss(?:es)?\b|\bpressure drop\b.{0,30}\b(?:main|pipe|pipeline|line)\b/;

const FLOW_WORD = String.raw`(?:flow|discharge|flow ?rate|throughput|yield)`;
/** "flow goes up by 20%", "flow increases 20 %", "20% more flow", "flow is raised by 20 percent". */
const MORE = new RegExp(
  String.raw`\b${FLOW_WORD}\b[^.?!\d%]{0,40}?\b(?:up|increas\w*|rais\w*|ris\w*|grow\w*|higher|more)\b\s*(?:by |of |about |around |roughly )*${PERCENT}|${PERCENT} (?:more|higher|extra|increase in|rise in)\s*(?:the )?${FLOW_WORD}\b|\b(?:increas\w*|rais\w*|boost\w*) (?:the |our )?${FLOW_WORD} (?:by |of |about )*${PERCENT}`,
);
/** "flow drops by 10%", "10% less flow". */
const LESS = new RegExp(
  String.raw`\b${FLOW_WORD}\b[^.?!\d%]{0,40}?\b(?:down|decreas\w*|reduc\w*|drop\w*|fall\w*|fell|lower\w*|cut)\b\s*(?:by |of |about |around |roughly )*${PERCENT}|${PERCENT} (?:less|lower|reduction in|drop in|fall in)\s*(?:the )?${FLOW_WORD}\b|\b(?:reduc\w*|cut\w*|lower\w*|decreas\w*) (?:the |our )?${FLOW_WORD} (?:by |of |about )*${PERCENT}`,
);

/** What the change of flow does to the loss, asked: "how much more", "what will it be", "will it double". */
const ASKS_THE_CHANGE =
  /\b(how much|how many times|by how much|what (will|would|happens|does|is the new)|(will|would|does) (it|the|that)\b|expect|estimate|roughly|double|triple|go up|increase by|what about)\b/;

/** Every flow told, in order. */
const FLOWS = new RegExp(FLOW.source, 'g');
/** "the friction loss is 6 m now": the loss before the change, in metres. */
const LOSS_TOLD = new RegExp(String.raw`\b(?:friction|head ?loss)\b[^.?!\d]{0,30}?${IN_METRES}`);

/** "from 300 to 360 m3/h", "from 300 m3/h to 360 m3/h". */
const FROM_TO = new RegExp(String.raw`\bfrom (\d+(?:\.\d+)?)\s*(?:${FLOW_UNIT_SAID})?\s*to (\d+(?:\.\d+)?)\s*${FLOW_UNIT}`);

/** The new flow as a multiple of the old, and how the answer shows the change. */
function flowRatio(q: string): { ratio: number; shown: string } | null {
  const more = q.match(MORE);
  const up = more && Number(more.slice(1).find((v) => v !== undefined));
  if (up) return { ratio: 1 + up / 100, shown: `${figure(up)}% more flow` };
  const less = q.match(LESS);
  const down = less && Number(less.slice(1).find((v) => v !== undefined));
  if (down && down < 100) return { ratio: 1 - down / 100, shown: `${figure(down)}% less flow` };
  // "from 300 to 360 m3/h", the unit said once or twice.
  const fromTo = q.match(FROM_TO);
  if (fromTo && Number(fromTo[1]) > 0) return fromOneFlowToAnother(Number(fromTo[1]), Number(fromTo[2]), fromTo[3]!);
  // "300 m3/h ... 360 m3/h": two flows in one unit, the first the old one.
  const flows = [...q.matchAll(FLOWS)];
  const [from, to] = flows;
  if (flows.length !== 2 || !from || !to || flowUnit(from[2]!) !== flowUnit(to[2]!) || flowValue(from) === 0) return null;
  if (!/\bfrom\b|\bto\b|\binstead of\b/.test(q.slice(from.index, (to.index ?? 0) + 1))) return null;
  return fromOneFlowToAnother(flowValue(from), flowValue(to), from[2]!);
}

/** "360 m³/h is 1.2 times 300 m³/h": the new flow as a multiple of the old, in the unit written. */
function fromOneFlowToAnother(old: number, now: number, written: string): { ratio: number; shown: string } {
  const unit = flowUnit(written)!.name;
  return { ratio: now / old, shown: `${figure(now)} ${unit} is ${figure(now / old, 3)} times ${figure(old)} ${unit}` };
}

export function answerAboutFrictionWithFlow(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  // "our flow dropped 20% as the pipes scaled, why?" asks no new loss.
  if (!ASKS_FRICTION.test(q) || !ASKS_THE_CHANGE.test(q)) return null;
  const change = flowRatio(q);
  if (!change || change.ratio === 1 || !(change.ratio > 0.1 && change.ratio < 10)) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const factor = change.ratio ** 2;
  const moved = `${figure(Math.abs(factor - 1) * 100, 1)}% ${factor > 1 ? 'more' : 'less'}`;
  // "the friction loss is 6 m now": the new loss in metres too.
  const now = q.match(LOSS_TOLD);
  const metres = now ? ` From ${figure(Number(now[1]))} m, about ${figure(Number(now[1]) * factor, 2)} m.` : '';
  return ruleAnswer(
    [
      `About ${figure(factor, 3)} times the friction head (${moved}): ${change.shown}, and friction head goes roughly with the square of the flow, (${figure(change.ratio, 4)})² ≈ ${figure(factor, 4)}.${metres}`,
      rule.text,
    ],
    rule,
  );
}
