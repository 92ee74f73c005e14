/**
 * "The pump meters show 420, 410 and 400 m3/h but the manifold meter only 1150 m3/h: where is the
 * rest going?": the flow balance the knowledge base describes between each pump's flow meter and
 * the station manifold's, worked out on the visitor's readings, citing its page.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW_UNIT, FLOW_UNIT_SAID, flowUnit } from './figures.ts';
import { publishedRules, ruleAnswer } from './published-rule.ts';

/** "A flow balance between the individual pump flow meters and the station manifold flow meter reveals losses in the station pipework." */
const RULE = /\bflow balance between the individual pump flow meters and the station manifold flow meter\b/;

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
/**
 * "420, 410 and 400 m3/h": two or more pumps' flows in one unit, the list and its unit captured.
 * A comma between flows is followed by a space: "1,950" is one flow, not 1 and 950.
 */
const PUMP_FLOWS = new RegExp(
  String.raw`(?<![\d,])((?:${NUMBER}(?:\s*${FLOW_UNIT_SAID})?\s*(?:,(?!\d)|and|&|\+)\s*)+${NUMBER})\s*${FLOW_UNIT}`,
);
/** "the four pump flowmeters together read 2,100 m3/h": the pumps' flows told as one sum. */
const PUMPS_TOGETHER = new RegExp(
  String.raw`\b(?:together|in total|altogether|all told|combined|add(?:s|ing)? up to|sum(?:s| up)? to|total(?:s|ling|ing)?)\b[^.?\d]{0,30}?(${NUMBER})\s*${FLOW_UNIT}`,
);
/** "the manifold flowmeter shows only 1150 m3/h": the station's own reading, after its meter is named. */
const MANIFOLD = new RegExp(
  String.raw`\b(?:manifold|header|common|station|main|outlet|bulk|combined)\b[^.?\d]{0,50}?(${NUMBER})\s*${FLOW_UNIT}`,
);
/** The flows are the pumps' own: "individual flow meters", "each pump", "pump flow meters". */
const EACH_PUMP = /\b(individual|each pump|every pump|pump (flow ?)?meters?|pumps?'? (flow ?)?meters?|\d+ pumps)\b/;

const valueOf = (text: string): number => Number(text.replace(/,/g, ''));

/** "Station outflow lower than the sum of the pump flows, pointing to leaks in station pipework." */
const SYMPTOM = /\bStation outflow lower than the sum of the pump flows\b/;

/**
 * "the pump meters add up to about 5% more than the station outlet meter", "the station meter
 * reads less than the sum": the gap told without both readings.
 */
const GAP_TOLD = new RegExp(
  String.raw`\b(?:\d+(?:\.\d+)?\s*(?:%|percent|per cent) )?(?:higher|more|greater|above|over)(?: reading)? than (?:what )?(?:the |our )?(?:station|manifold|header|common|main|outlet|bulk|combined|total)\b|\b(?:station|manifold|header|main|outlet|bulk) (?:flow ?)?meter (?:reads?|reading|shows?|is|gives) (?:about |around |roughly )?(?:\d+(?:\.\d+)?\s*(?:%|percent|per cent) )?(?:lower|less) than (?:the )?(?:sum|total)\b`,
);

/** The gap between the pumps' meters and the station's told without figures: what it points to. */
function gapTold(q: string, pages: readonly Page[]): Answer | null {
  if (!GAP_TOLD.test(q)) return null;
  const [symptom] = publishedRules(pages, SYMPTOM);
  const [rule] = publishedRules(pages, RULE);
  if (!symptom || !rule) return null;
  // The list item, not the list it stands in.
  const item = symptom.text
    .split('\n')
    .find((line) => SYMPTOM.test(line))!
    .replace(/^\s*-\s*/, '');
  const said = `That is a symptom of ${symptom.page.title.toLowerCase()}: ${item.charAt(0).toLowerCase()}${item.slice(1)}`;
  return ruleAnswer([said, rule.text], symptom, ...(rule.page === symptom.page ? [] : [rule]));
}

export function answerAboutFlowBalance(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!EACH_PUMP.test(q)) return null;
  const pumps = PUMP_FLOWS.exec(q) ?? PUMPS_TOGETHER.exec(q);
  // The manifold's reading after the pumps' or before them, never one of the pumps' own.
  const manifold = pumps && (MANIFOLD.exec(q.slice(pumps.index + pumps[0].length)) ?? MANIFOLD.exec(q.slice(0, pumps.index)));
  if (!pumps || !manifold) return gapTold(q, pages);
  // One unit for all: flows in different units are not added here.
  if (flowUnit(pumps[2]!) !== flowUnit(manifold[2]!)) return null;
  const flows = pumps[1]!.match(new RegExp(NUMBER, 'g'))!.map(valueOf);
  const station = valueOf(manifold[1]!);
  const sum = flows.reduce((a, b) => a + b, 0);
  const missing = sum - station;
  if (missing <= 0) return null;
  const [rule] = publishedRules(pages, RULE);
  if (!rule) return null;
  const unit = flowUnit(pumps[2]!)!.name;
  const shown = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  return ruleAnswer(
    [
      `${flows.length > 1 ? `${flows.map(shown).join(' + ')} = ` : ''}${shown(sum)} ${unit} through the pumps, against ${shown(station)} ${unit} at the manifold: about ${shown(missing)} ${unit} (${figure((missing / sum) * 100, 1)}% of the pumps' flow) does not reach it.`,
      rule.text,
    ],
    rule,
  );
}
