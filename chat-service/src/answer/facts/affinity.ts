/**
 * "If I slow the pump 10% with a VFD, how much do flow, head and power drop?", "if we trim the
 * impeller 5%?": the affinity laws worked out for the visitor's speed change or impeller trim, by
 * the powers the knowledge base states (flow with speed, or with diameter for small trims, head
 * with its square, power with its cube), with the page's own warning on static head.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, firstFigure, FLOW, flowValue, FLOW_UNIT, PERCENT, POWER, powerUnitSpelt, SAID } from './figures.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "flow changes roughly in proportion to speed ..., head with its square and power with its cube". */
const LAWS =
  /\bflow changes roughly (in proportion) to speed\b[^.]*?\bhead with its (square|cube)\b[^.]*?\bpower with its (square|cube)\b/i;
const POWER_OF: Record<string, number> = { 'in proportion': 1, square: 2, cube: 3 };
/** The page's caveats: what the laws leave out where the system has static head. */
const CAVEAT = /\bstatic head\b/i;

/** What a cut may be of besides the speed: "the VFD will cut our power by 20%" says nothing of speed. */
const NOT_SPEED = String.raw`(?!power|energy|bills?|costs?|consumption|head|flow|pressure|kw|kwh|electricity|losses|to\b)`;
/** "slow it by 10%", "reduce the speed 20%", "10% slower", "10% below rated speed", "speed down by 15%", "20% faster". */
const SLOWER = new RegExp(
  String.raw`\b(?:slow(?:ed|ing)?|reduc(?:e|ed|ing)|lower(?:ed|ing)?|cut(?:ting)?|turn(?:ed)?)\b(?:\s+${NOT_SPEED}[a-z]+){0,4}?\s+(?:by |about |around )*${PERCENT}|${PERCENT} (?:slower|less speed|lower speed|speed reduction|reduction in speed|speed cut|(?:below|under|less than) (?:the |its )?(?:rated |full |normal |design |nominal )?speed)|\bspeed (?:down|drops?|reduced|reduction|falls?|lowered) (?:by |of )?${PERCENT}|\bspeed (?:is |was |runs |drops )?${PERCENT} (?:below|under|less than) (?:the )?(?:rated|normal|full|design|nominal)\b`,
);
const FASTER = new RegExp(
  String.raw`${PERCENT} (?:faster|more speed|higher speed|speed increase)|\b(?:increas(?:e|ed|ing)|rais(?:e|ed|ing)) (?:the )?speed (?:by )?${PERCENT}`,
);
/** "from 1480 to 1300 rpm", "1480 rpm to 1200 rpm". */
const RPM = /(\d{3,4})\s*(?:rpm)?\s*(?:to|->|→)\s*(\d{3,4})\s*rpm\b/;
/** The page's reason a change of supply frequency is a change of speed. */
const FOLLOWS_FREQUENCY = /\bspeed follows the supply frequency\b/i;
/** "sags from 50 Hz to 47.5 Hz", "50hz -> 45 hz", "from 50 to 48 Hz". */
const HERTZ =
  /(\d+(?:\.\d+)?)\s*hz\b[^.?!]*?(?:\bto|->|→)\s*(\d+(?:\.\d+)?)\s*hz\b|\bfrom (\d+(?:\.\d+)?)\s*(?:to|->|→)\s*(\d+(?:\.\d+)?)\s*hz\b/;
/** Words of a frequency falling: "sags", "dropped", "dips". */
const SAGS = String.raw`(?:drops?|dropped|dropping|sags?|sagged|sagging|falls?|fell|falling|dips?|dipped|dipping|reduces|reduced|goes down|is down|runs low|is low)`;
/** "our 50 Hz supply sags by 2 Hz", "50 hz mains dips 1.5 hz": the frequency, then the fall. */
const HERTZ_BY = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*hz\b[^.?!]*?\b${SAGS}\s+(?:by\s+)?(?:about |around |roughly |up to )?(\d+(?:\.\d+)?)\s*hz\b`,
);
/** "the supply frequency drops by 5%", "a 5% dip in mains frequency", "frequency 3% low". */
const FREQUENCY_CUT = new RegExp(
  String.raw`\bfrequency\b[^.?!\d]{0,25}?\b${SAGS}\s+(?:by\s+)?(?:about |around |roughly |up to )?${PERCENT}|\bfrequency\b[^.?!\d]{0,10}?${PERCENT}\s+(?:low|down|under)\b|${PERCENT}\s+(?:drop|sag|dip|fall|reduction|cut|lower|less)\s+(?:in\s+)?(?:the\s+)?(?:supply\s+|mains\s+|grid\s+|line\s+)?frequency\b`,
);
/** "run at 80% speed", "slow it down to 80%", "cut the pump speed to 80%": the new speed, not the cut. */
const AT_SPEED = new RegExp(
  String.raw`\b(?:at|to) ${PERCENT} (?:of )?(?:the )?(?:rated |full |design )?speed\b|\b(?:down|back) to ${PERCENT}|\bspeed (?:down |back )?to ${PERCENT}`,
);
/** The page's word that a trim follows the same laws, the diameter standing for the speed. */
const SMALL_TRIMS = /\bfor small trims, to impeller diameter\b/i;
/** A change of the impeller's diameter: "trim the impeller", "a smaller impeller", "impeller diameter". */
const TRIM =
  /\b(?:trim\w*|impeller (?:diameter|dia|size)|diameter of the impeller|smaller impeller|(?:cut\w*|machin\w*|turn\w*|reduc\w*) (?:down )?(?:the |our )?impeller)\b/;
/** Words of a speed change: with any of them, a trim is not all the question says. */
const SPEED_WORDS = /\b(?:speed|slow\w*|vfd|vfds|drive|rpm|faster|hz|frequency)\b/;
const DIAMETER_UNIT = String.raw`(?:mm|cm|inch(?:es)?)`;
/** "from 400 to 380 mm", "400 mm -> 380 mm". */
const DIAMETERS = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(?:${DIAMETER_UNIT})?\s*(?:to|->|→)\s*(\d+(?:\.\d+)?)\s*(${DIAMETER_UNIT})\b`);
const DIAMETER = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(${DIAMETER_UNIT})\b`, 'g');
/** "trimmed to 95%", "95% of its original diameter": the new diameter, not the cut. */
const TRIMMED_TO = new RegExp(
  String.raw`\b(?:trim\w*|cut\w*|reduc\w*|machin\w*|turn\w*|down)\b[^.?!%\d]{0,30}?\bto ${PERCENT}|${PERCENT} of (?:the |its )?(?:original |full |current |old |existing |rated |present )?(?:impeller )?(?:diameter|dia|size)\b`,
);
/** What a cut may be of besides the diameter: "trim the impeller to cut the flow by 10%" says nothing of the trim. */
const NOT_DIAMETER = String.raw`(?!power|energy|flow|head|pressure|kw|bills?|costs?|consumption|speed)`;
/** "trim the impeller diameter by 5%", "a 5% impeller trim", "5% smaller impeller". */
const TRIMMED_BY = new RegExp(
  String.raw`\b(?:trim\w*|cut\w*|reduc\w*|machin\w*|turn\w*|shav\w*|lower\w*)\b(?:\s+${NOT_DIAMETER}[a-z']+){0,5}?\s+(?:by\s+)?${PERCENT}|${PERCENT}\s+(?:impeller\s+)?(?:diameter\s+)?(?:trim|cut|reduction|smaller|less|off)\b`,
);

/** A head in metres or feet, figure and unit captured: "40 m", "130 ft"; not "m3" or "m/s". */
const LENGTH = String.raw`(\d+(?:\.\d+)?)\s*(m|metres?|meters?|mwc|ft|feet|foot)(?![a-z0-9/³])`;
const A_FLOW = String.raw`\d+(?:\.\d+)?\s*${FLOW_UNIT}`;
/** A length beside a flow that is no head: "300 m3/h, 40 m long pipe", "40 m above the sump". */
const NOT_HEAD = String.raw`(?! (?:long|of pipe|pipe|away|altitude|above|below|deep|high|apart)\b)`;
/**
 * A duty's head, in the first of the patterns that finds one, with the group its figure is in (its
 * unit in the next): "head 40 m", "TDH 40 m", "H = 40 m", "130 ft of head", and with no word
 * "head", told beside the flow: "300 m3/h at 40 m", "120 l/s against 32 m", "40 m at 300 m3/h".
 */
const HEADS: readonly { pattern: RegExp; group: number }[] = [
  { pattern: new RegExp(String.raw`\b(?:head|tdh)${SAID}${LENGTH}`), group: 1 },
  { pattern: new RegExp(String.raw`\bh\s*[=:]\s*${LENGTH}`), group: 1 },
  { pattern: new RegExp(String.raw`${LENGTH} (?:of )?(?:total |dynamic |total dynamic )?(?:head|tdh)\b`), group: 1 },
  {
    pattern: new RegExp(String.raw`${A_FLOW}\s*(?:at|@|against|and|x|×|,|\/)\s*(?:an? )?(?:(?:total )?head of )?${LENGTH}${NOT_HEAD}`),
    group: 2,
  },
  { pattern: new RegExp(String.raw`${LENGTH}${NOT_HEAD}\s*(?:at|@|and|with)\s*${A_FLOW}`), group: 1 },
];

/** The duty's head the visitor gives, and its unit as an answer writes it, or null. */
function headGiven(q: string): { value: number; unit: string } | null {
  for (const { pattern, group } of HEADS) {
    const found = q.match(pattern);
    if (found) return { value: Number(found[group]), unit: /^f/.test(found[group + 1]!) ? 'ft' : 'm' };
  }
  return null;
}

const ASKS_EFFECT =
  /\b(flow|discharge|head|power|energy|save|saving|savings|drop|fall|affinity|kw|consumption|cube|affects?|effects?|impacts?)\b/;

/** The new speed as a fraction of the old, from what the visitor says, or null. */
export function speedRatio(q: string): number | null {
  const found = (pattern: RegExp) =>
    q
      .match(pattern)
      ?.slice(1)
      .find((v) => v !== undefined);
  const at = found(AT_SPEED);
  if (at !== undefined) return Number(at) / 100;
  const slower = found(SLOWER);
  if (slower !== undefined) return 1 - Number(slower) / 100;
  const faster = found(FASTER);
  if (faster !== undefined) return 1 + Number(faster) / 100;
  const rpm = q.match(RPM);
  if (rpm) return Number(rpm[2]) / Number(rpm[1]);
  // "now runs at 1480 rpm instead of 990 rpm earlier": the speed after "instead of" is the old one.
  const instead = q.match(
    // "at 1600 rpm instead of its rated 1450": the old speed's "rpm" is understood.
    /(\d{3,4})\s*rpm\b[^.?!]{0,20}?\b(?:instead of|in place of|rather than|compared to|compared with|against|vs\.?|versus)\s*(?:(?:the|our|its|their|a|rated|nominal|design|original|usual|normal|full) ){0,2}(\d{3,4})(?:\s*rpm\b|(?!\s*(?:%|m\b|mm|kw|hz|v\b|l\/s|m3|m³)))/,
  );
  if (instead && instead[1] !== instead[2]) return Number(instead[1]) / Number(instead[2]);
  // "runs at 1450 rpm ... if we drop to 1200 rpm": the speed named first, then the one asked about.
  const speeds = [...q.matchAll(/(\d{3,4})\s*rpm\b/g)].map((m) => Number(m[1]));
  if (speeds.length === 2 && speeds[0] !== speeds[1]) return speeds[1]! / speeds[0]!;
  return null;
}

/** The new diameter as a fraction of the old, and the sentence that shows it when given as sizes. */
function trimRatio(q: string): { ratio: number; shown: string } | null {
  const percent = (pattern: RegExp): number | null => firstFigure(q.match(pattern));
  const to = percent(TRIMMED_TO);
  if (to !== null) return { ratio: to / 100, shown: '' };
  const by = percent(TRIMMED_BY);
  if (by !== null) return { ratio: 1 - by / 100, shown: '' };
  // "from 400 to 380 mm", or "our 400 mm impeller ... trimmed to 380 mm": the size named first is the old one.
  const fromTo = q.match(DIAMETERS);
  const named = [...q.matchAll(DIAMETER)];
  const sizes = fromTo ? [fromTo[1], fromTo[2]] : named.map((m) => m[1]);
  const unit = fromTo ? fromTo[3] : named[0]?.[2];
  if (sizes.length !== 2 || (!fromTo && named[1]?.[2] !== unit)) return null;
  const [old, now] = sizes.map(Number) as [number, number];
  const ratio = now / old;
  return { ratio, shown: `${figure(now)} ${unit} is ${figure(ratio * 100, 1)}% of ${figure(old)} ${unit}. ` };
}

const change = (base: number, exponent: number): string => {
  const ratio = base ** exponent;
  // The change from the figure as said, so the two add up to 100%.
  const said = figure(ratio * 100, 1);
  const percent = Number(said) - 100;
  // The law's own factor, where it is a square or a cube: "0.95² ≈ 0.9025".
  const exact = Math.abs(Number(figure(ratio, 4)) - ratio) < 1e-9;
  const factor =
    exponent === 1 ? '' : `${figure(base, 4)}${POWER_SIGN[exponent] ?? `^${exponent}`} ${exact ? '=' : '≈'} ${figure(ratio, 4)}: `;
  return `${said}% (${factor}${figure(Math.abs(percent), 1)}% ${percent < 0 ? 'less' : 'more'})`;
};
const POWER_SIGN: Readonly<Record<number, string>> = { 2: '²', 3: '³' };

/** Flow, head and power at the ratio, by the powers the page states, and the visitor's own duty scaled. */
function effects(q: string, rule: PublishedRule, ratio: number): string {
  const [flow, head, power] = rule.figures.map((w) => POWER_OF[w.toLowerCase()]!) as [number, number, number];
  // The visitor's own duty, where given: "gives 300 m3/h" becomes about 248 m3/h.
  const scaled = (value: number | null, unit: string, exponent: number): string[] =>
    value === null ? [] : [`${figure(value)} ${unit} becomes about ${figure(value * ratio ** exponent, 1)} ${unit}`];
  const duty = q.match(FLOW);
  const pumpHead = headGiven(q);
  const shaft = q.match(POWER);
  const given = [
    ...scaled(duty ? flowValue(duty) : null, duty?.[2] ?? '', flow),
    ...scaled(pumpHead?.value ?? null, `${pumpHead?.unit ?? 'm'} of head`, head),
    ...scaled(shaft ? Number(shaft[1]) : null, shaft ? powerUnitSpelt(shaft[2]!) : '', power),
  ];
  return `flow about ${change(ratio, flow)}, head about ${change(ratio, head)} and power about ${change(ratio, power)} of what they were${given.length > 0 ? `: ${given.join(', ')}` : ''}.`;
}

/** "trim the impeller 5%": the laws with the diameter for the speed, where the page says small trims follow it. */
function trimAnswer(q: string, pages: readonly Page[]): Answer | null {
  const trim = trimRatio(q);
  // A trim makes the impeller smaller. The page names no limit to "small trims", but a cut past
  // half the diameter is no trim: more likely a misread figure.
  if (!trim || !(trim.ratio >= 0.5 && trim.ratio < 1)) return null;
  const [rule] = publishedRules(pages, LAWS);
  if (!rule || !SMALL_TRIMS.test(rule.text)) return null;
  const line = `${trim.shown}Trimmed to ${figure(trim.ratio * 100, 1)}% of its diameter, the affinity laws for small trims give ${effects(q, rule, trim.ratio)}`;
  // Where the cube law holds; the rest of the page's caveats are of slowing the pump.
  const [caveat] = rule.section.filter((s) => s !== rule.text && CAVEAT.test(s));
  return ruleAnswer([line, ...(caveat ? [caveat] : [])], rule);
}

/** A change of supply frequency as a change of speed: the ratio, and how the visitor's figures give it. */
interface FrequencyChange {
  ratio: number;
  /** "47.5 Hz is 95% of 50 Hz", "a supply frequency 5% low is 95% of its rated value". */
  said: string;
}

/** The supply frequency's change the visitor gives, from one frequency to another, by some hertz or by a percentage. */
function frequencyChange(q: string): FrequencyChange | null {
  const fromTo = q.match(HERTZ);
  const by = fromTo ? null : q.match(HERTZ_BY);
  const apart = fromTo || by ? null : twoFrequencies(q);
  if (apart) {
    const [old, now] = apart;
    const ratio = now / old;
    return { ratio, said: `${figure(now)} Hz is ${figure(ratio * 100, 1)}% of ${figure(old)} Hz` };
  }
  if (fromTo || by) {
    // "from 50 to 47.5 Hz" gives the new frequency; "dips by 2 Hz", the fall.
    const [old, next] = (fromTo ?? by)!
      .slice(1)
      .filter((v) => v !== undefined)
      .map(Number) as [number, number];
    const now = fromTo ? next : old - next;
    const ratio = now / old;
    return { ratio, said: `${figure(now)} Hz is ${figure(ratio * 100, 1)}% of ${figure(old)} Hz` };
  }
  const cut = firstFigure(q.match(FREQUENCY_CUT));
  if (cut === null) return fallToOnly(q);
  const ratio = 1 - cut / 100;
  return { ratio, said: `a supply frequency ${figure(cut, 1)}% low is ${figure(ratio * 100, 1)}% of its rated value` };
}

/** "drops to 48 Hz": the frequency it falls to. */
const SAGS_TO = new RegExp(String.raw`\b${SAGS}\s+(?:to|down to)\s+(\d+(?:\.\d+)?)(?:\s*(?:-|–|to|or)\s*(\d+(?:\.\d+)?))?\s*hz\b`);
/** "grid frequency was around 47 hz", "mains at 48.5 Hz": the supply's frequency told. */
const SUPPLY_AT = /\b(?:grid|supply|mains|line)\b[^.?!\d]{0,30}?(\d+(?:\.\d+)?)\s*hz\b/;
/** The rated frequency of the grid where the company works (India), taken when the visitor gives only the one it falls to. */
const RATED_HZ = 50;

/** "our supply frequency often drops to 48 Hz": the fall from a 50 Hz supply, said as taken. */
function fallToOnly(q: string): FrequencyChange | null {
  // "grid frequency was around 47 hz": the supply's own frequency, told alone.
  const to = q.match(SAGS_TO) ?? q.match(SUPPLY_AT);
  // "drops to 47-48 Hz": the low end, where the effect is greatest.
  const ends = to ? [to[1], to[2]].filter((v) => v !== undefined).map(Number) : [];
  const now = ends.length > 0 ? Math.min(...ends) : NaN;
  if (!(now >= 40 && now < RATED_HZ)) return null;
  const ratio = now / RATED_HZ;
  const range = ends.length === 2 && ends[0] !== ends[1] ? `, the low end of ${figure(ends[0]!)}-${figure(ends[1]!)} Hz,` : '';
  return { ratio, said: `${figure(now)} Hz${range} is ${figure(ratio * 100, 1)}% of a ${RATED_HZ} Hz supply` };
}

/**
 * "supply often drops to 48 Hz ... rated 300 m3/h at 50 Hz", "300 m3/h at 50 Hz, what at 48 Hz?":
 * two frequencies told apart, the rated one and the new one (the one it falls to, else the later).
 */
function twoFrequencies(q: string): [number, number] | null {
  // "runs at 49 Hz instead of 50": the rated figure said without its unit.
  const instead = q.match(/(\d+(?:\.\d+)?)\s*hz instead of (\d+(?:\.\d+)?)\b/);
  if (instead) return [Number(instead[2]), Number(instead[1])];
  const told = [...new Set([...q.matchAll(/(\d+(?:\.\d+)?)\s*hz\b/g)].map((m) => Number(m[1])))];
  if (told.length !== 2 || told.some((f) => !(f > 0))) return null;
  const fallsTo = q.match(SAGS_TO);
  const now = fallsTo ? Number(fallsTo[1]) : told[1]!;
  const old = told.find((f) => f !== now);
  return old === undefined ? null : [old, now];
}

/** The quantities the laws give, in the order the page gives their powers, and how a visitor names each. */
const QUANTITIES = [
  { name: 'flow', named: /\b(?:flow|yield|output|discharge)\b/ },
  { name: 'head', named: /\b(?:head|pressure)\b/ },
  { name: 'power', named: /\b(?:power|kw|energy|consumption)\b/ },
];

/**
 * "Roughly 5% less flow and 10% less head": the changes asked about (all three where none is
 * named), in whole percent, first, for a visitor who gave a frequency and wants its effect.
 */
function roughly(q: string, rule: PublishedRule, ratio: number): string {
  const powers = rule.figures.map((w) => POWER_OF[w.toLowerCase()]!);
  const named = QUANTITIES.filter((k) => k.named.test(q));
  const parts = (named.length > 0 ? named : QUANTITIES).map((k) => {
    const percent = (ratio ** powers[QUANTITIES.indexOf(k)]! - 1) * 100;
    // A change under 1% is not rounded away.
    const shown = Math.abs(percent) < 1 ? figure(Math.abs(percent), 1) : Math.round(Math.abs(percent));
    return `${shown}% ${percent < 0 ? 'less' : 'more'} ${k.name}`;
  });
  return `Roughly ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}` : parts[0]!}`;
}

/** "the discharge pipework shakes at 38 Hz": a trouble the laws say nothing of, told beside the speed. */
const NOT_OF_THE_LAWS = /\b(shak\w*|vibrat\w*|rattl\w*|resonan\w*|nois\w*|hums?|humming|overheat\w*|leak\w*)\b/;

export function answerAboutAffinity(query: string, pages: readonly Page[]): Answer | null {
  const q = normalise(query);
  if (!ASKS_EFFECT.test(q) || NOT_OF_THE_LAWS.test(q)) return null;
  if (TRIM.test(q) && !SPEED_WORDS.test(q)) return trimAnswer(q, pages);
  if (!SPEED_WORDS.test(q) && !/\baffinity\b/.test(q)) return null;
  // "supply frequency sags from 50 Hz to 47.5 Hz": a speed change, where a page says the speed follows it.
  const frequency = frequencyChange(q);
  const [frequencyRule] = frequency ? publishedRules(pages, FOLLOWS_FREQUENCY) : [];
  const ratio = frequency && frequencyRule ? frequency.ratio : speedRatio(q);
  // "will power fall as the cube of speed?": whether the cube law holds is the answer, figures or not.
  const asksCube = /\bcube\b/.test(q) && /\b(power|energy|sav\w*|kw)\b/.test(q);
  if ((ratio === null && !asksCube) || (ratio !== null && (!(ratio > 0.2 && ratio < 2) || ratio === 1))) return null;
  const [rule] = publishedRules(pages, LAWS);
  if (!rule) return null;
  // Where the cube law holds, where it does not, and where a VFD saves most and least.
  const caveats = rule.section.filter((s) => s !== rule.text && CAVEAT.test(s));
  if (ratio === null) return ruleAnswer(caveats, rule);
  const line = `At ${figure(ratio * 100, 1)}% of the speed, the affinity laws give ${effects(q, rule, ratio)}`;
  if (frequency && frequencyRule) {
    const why = `${roughly(q, rule, ratio)}: ${frequency.said}, and an induction motor's speed follows the supply frequency.`;
    // Where the cube law holds; what a VFD saves is not what a sagging supply asks.
    return ruleAnswer([why, line, ...caveats.slice(0, 1)], rule, frequencyRule);
  }
  // Beside the figures, room for where the law holds and where a VFD saves most.
  // Where the visitor speaks of static head, the two that say what it does to the saving.
  const told = caveats.length <= 2 ? caveats : /\bstatic\b/.test(q) ? caveats.slice(-2) : [caveats[0]!, caveats.at(-1)!];
  const shutOff = shutOffAgainstStatic(q, rule, ratio);
  return ruleAnswer(shutOff ? [shutOff, line, ...told.slice(0, 1)] : [line, ...told], rule);
}

/** "shut-off head at 1480 rpm is 60 m", "static head of the system is 40 m": the two heads told. */
const SHUT_OFF_HEAD = /\b(?:shut[- ]?off|closed[- ]valve|zero[- ]flow) head\b[^.?\d]{0,30}?(?:\d+ ?rpm[^.?\d]{0,10}?)?(\d+(?:\.\d+)?) ?m\b/;
const STATIC_HEAD = /\bstatic (?:head|lift)\b[^.?\d]{0,30}?(\d+(?:\.\d+)?) ?m\b/;

/**
 * "Shut-off head 60 m at 1480 rpm, static head 40 m: will it deliver anything at 1100 rpm?": the
 * shut-off head at the new speed (with the square of speed) against the static head, which it
 * must exceed to deliver any flow; null where the two heads are not told.
 */
function shutOffAgainstStatic(q: string, rule: PublishedRule, ratio: number): string | null {
  const shutOff = q.match(SHUT_OFF_HEAD);
  const staticHead = q.match(STATIC_HEAD);
  const headPower = POWER_OF[rule.figures[1]?.toLowerCase() ?? ''];
  if (!shutOff || !staticHead || headPower === undefined) return null;
  const [before, against] = [Number(shutOff[1]), Number(staticHead[1])];
  const after = before * ratio ** headPower;
  const worked = `the shut-off head falls with the square of the speed, ${figure(before)} × ${figure(ratio, 4)}² ≈ ${figure(after, 1)} m`;
  return after <= against
    ? `No: ${worked}, below the ${figure(against)} m static head, so the pump cannot lift the water and delivers nothing.`
    : `Yes, some: ${worked}, above the ${figure(against)} m static head, so it still delivers, though less than before.`;
}
