/**
 * "Four pumps of 1.8 m³/s each: do we need a physical model study?": the visitor's flow per pump
 * and station total set against the thresholds the knowledge base gives for large stations,
 * with the other reasons it names for a model study, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { countOf, COUNTED, figure, FLOW, flowInCubicMetres } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "...when the flow per pump exceeds about 2.5 m³/s or the total station flow exceeds about 6.3 m³/s". */
const RULE = /\bflow per pump exceeds about (\d+(?:\.\d+)?) m³\/s or the total station flow exceeds about (\d+(?:\.\d+)?) m³\/s\b/;
/** "four pumps", "6 pumps": how many pumps share the station. */
const PUMPS = new RegExp(String.raw`\b${COUNTED}\s+(?:\w+\s+)?pumps\b`);
/** The flow is each pump's, not the station's: "1.8 m³/s each", "per pump", "pumps of 1.8 m³/s". */
const EACH = /\beach\b|\bper pump\b|\bpumps? (?:of|at|rated|with|doing|delivering)\b/;
/** "a 500 l/s pump": one pump's flow, the station's unknown. */
const ONE_PUMP = new RegExp(String.raw`${FLOW.source}\s+(?:\w+\s+)?pump\b`);

/** "is a CFD study enough?": computational fluid dynamics named beside the model test. */
const CFD_ASKED = /\bcfd\b|\bcomputational\b|\bsimulation\b/;
/** "Computational fluid dynamics can support the design but does not replace the model test...". */
const CFD_SAID = /\bComputational fluid dynamics\b/i;

export function answerAboutModelStudy(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!/\bmodel (study|test|testing|tests|studies)\b|\bphysical model\b|\bscale model\b/.test(q)) return null;
  const flow = q.match(FLOW);
  if (!flow) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const [perPumpLimit, stationLimit] = rule.figures.map(Number) as [number, number];
  const counted = q.match(PUMPS);
  const pumps = counted ? countOf(counted[1]!) : null;
  const { cubic, converted } = flowInCubicMetres(flow);
  const each = pumps !== null && EACH.test(q);
  const onePump = pumps === null && ONE_PUMP.test(q);
  const station = onePump ? null : each ? cubic * pumps : cubic;
  const perPump = each || onePump ? cubic : pumps ? cubic / pumps : null;
  const compared = (value: number, limit: number, what: string) =>
    `${what} ${value > limit ? 'exceeds' : 'is within'} about ${figure(limit)} m³/s`;
  const said = [
    perPump === null ? null : compared(perPump, perPumpLimit, `${figure(perPump, 2)} m³/s per pump`),
    station === null
      ? null
      : compared(
          station,
          stationLimit,
          each
            ? `${pumps} × ${figure(cubic, 2)} = ${figure(station, 2)} m³/s for the station`
            : `${figure(station, 2)} m³/s for the station`,
        ),
  ].filter((s): s is string => s !== null);
  const large = (station !== null && station > stationLimit) || (perPump !== null && perPump > perPumpLimit);
  const verdict = large
    ? 'so by that rule a physical model study of the intake is recommended.'
    : // The other reasons for a study are the rule's own sentence, quoted next.
      'so size alone does not call for one, though the other conditions below still may.';
  // "or is a CFD study enough?": what the page says CFD can and cannot do beside the model test.
  const cfd = CFD_ASKED.test(q) ? rule.section.find((sentence) => CFD_SAID.test(sentence)) : undefined;
  return ruleAnswer([`${converted}${said.join(', and ')}: ${verdict}`, ...(cfd ? [cfd] : []), rule.text], rule);
}
