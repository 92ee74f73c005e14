/**
 * "1000 m of 300 mm pipe at 2 m/s, friction factor 0.02: what's the friction head loss?", "using
 * Hazen-Williams, 2 km of 300 mm main, C = 120, 100 l/s: the friction loss?": the friction head
 * worked out by the Darcy-Weisbach equation or the Hazen-Williams formula as the head-terms page
 * states them, with the visitor's figures, citing the page. A question that gives all but one
 * figure is told which one is missing; one that gives less is left to the other answers.
 */
import type { Page } from '../../retrieve/library.ts';
import { normalise } from '../understand.ts';
import type { Answer } from '../types.ts';
import { figure, FLOW, FLOW_UNIT, flowInCubicMetres, GRAVITY, IN_METRES, VELOCITY } from './figures.ts';
import { boreOf, LENGTH, meanVelocity, meanVelocityWorked, metres } from './lengths.ts';
import { publishedRules, ruleAnswer, type PublishedRule } from './published-rule.ts';

/** "h_f = f · (L/D) · v²/2g": the Darcy-Weisbach equation as the page writes it. */
const DARCY_RULE = /\bh_f = f · \(L\/D\) · v²\/2g/;
/** "h_f = 10.67 · L · Q^1.852 / (C^1.852 · D^4.87)": its constant and exponents captured, so the page's figures are the ones used. */
const HAZEN_RULE = /\bh_f = (\d+(?:\.\d+)?) · L · Q\^(\d+(?:\.\d+)?) \/ \(C\^(\d+(?:\.\d+)?) · D\^(\d+(?:\.\d+)?)\)/;
/** "Losses in fittings are added as K · v²/2g". */
export const FITTINGS_RULE = /\blosses in fittings are added as K · v²\/2g/i;
/** "Friction head rises roughly with the square of the flow, ...": what the figure means for the visitor's system. */
const MEANING = /\bfriction head rises\b[^.]*\bsquare of (?:the )?flow\b/i;

/** The words that may stand between a coefficient's name and its figure: "friction factor of about 0.02", "C = 120". */
const NAMED = String.raw`(?:\s*[=:≈~(),]|\s+(?:is|of|about|around|approx\.?|approximately|roughly|say|taken as|assumed|assume|use|value|as|at))*\s*`;
/** A coefficient's figure, not the start of a longer one nor a length or a percentage. */
const COEFFICIENT = String.raw`(\d*\.\d+|\d+)(?!\.?\d|\s*(?:mm|m\b|%|°))`;
/** "friction factor 0.02", "friction factor (f) of 0.02", "f = 0.018", "Darcy f 0.02", "λ = 0.02", "0.02 friction factor". */
const FRICTION_FACTOR = new RegExp(
  [
    String.raw`\b(?:darcy(?:[- ]weisbach)?\s+)?friction (?:factor|coefficient)(?:\s*\(?f\)?)?${NAMED}${COEFFICIENT}`,
    String.raw`\bdarcy(?:[- ]weisbach)?\s+f${NAMED}${COEFFICIENT}`,
    String.raw`(?<![a-z])(?:λ|lambda)${NAMED}${COEFFICIENT}`,
    String.raw`\bf(?=\s*[=:≈]|\s+(?:is|of)\b)${NAMED}${COEFFICIENT}`,
    String.raw`(\d*\.\d+)\s*(?:darcy\s+)?friction factor\b`,
  ].join('|'),
);
/** "C = 120", "C 120", "C of 130", "C-value 100", "Hazen-Williams C 140", "roughness coefficient 120", "a C-value of 120", "120 C-value". */
const HAZEN_C = new RegExp(
  [
    String.raw`\b(?:(?:hazen[- ]williams|h-?w)\s+)?(?:c[- ]?(?:value|factor|coefficient)|chw|c_hw)\b${NAMED}${COEFFICIENT}`,
    String.raw`\b(?:hazen[- ]williams|h-?w)\s+c\b${NAMED}${COEFFICIENT}`,
    String.raw`\bc(?=\s*[=:≈]|\s+(?:is|of)\b)${NAMED}${COEFFICIENT}`,
    // "C 120" bare, but not "20 C" of a temperature nor "C 100 l/s".
    String.raw`(?<![\d°]\s?)\bc\s+(\d{2,3}(?:\.\d+)?)(?!\.?\d|\s*(?:mm|m\b|%|°|${FLOW_UNIT}))`,
    String.raw`\broughness coefficient${NAMED}${COEFFICIENT}`,
    String.raw`\b(\d+(?:\.\d+)?)\s*(?:c[- ]?(?:value|factor)|hazen[- ]williams c)\b`,
  ].join('|'),
);
/**
 * "fittings totalling K = 5", "total K of 4.5", "ΣK = 6": the fittings' K values summed by the visitor, not one
 * fitting's, nor a roughness k in millimetres.
 */
const K_GIVEN =
  /(?:^|[^a-z])(?:σ\s*)?k(?:[- ]?(?:values?|factors?))?(?:\s*[=:]|\s+(?:of|is|totals?|totalling|totaling|adds up to))\s*(\d+(?:\.\d+)?)(?!\.?\d|\s*(?:mm|m\b|each|per|apiece|for each)\b)/;
/** Fittings, whose losses the page adds to the pipe's as K · v²/2g. */
const FITTINGS = /\b(?:fittings?|bends?|elbows?|tees?|valves?|reducers?|k[- ]?values?|minor loss(?:es)?|entry loss|exit loss)\b/;

/** A pipe's length unit: kilometres as well as metres, which `LENGTH` leaves to bores. */
const LONG_UNIT = String.raw`(km|kilomet(?:re|er)s?|m|metres?|meters?)(?![a-z0-9/³])`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
/** What a pipe is called, in a length's words: "1000 m of 300 mm pipe", "a 2 km rising main". */
const PIPE_WORD = String.raw`(?:pipe|pipes|pipeline|pipework|piping|main|mains|line|tube|hose)\b`;
/** Words that make a metres figure a head or a level, not a pipe's length: "20 m of head in the line". */
const NOT_PIPE = String.raw`(?:the )?(?:head|water|static|friction|suction|lift|delivery|discharge|pressure|loss|losses|npsh)\b`;
/**
 * "1000 m of 300 mm pipe", "2 km of main", "a pipe 500 m long", "pipe length 1.2 km", "L = 800 m",
 * "a 1,200 m rising main", "over 3 km": the pipe's length, value and unit in one of the pairs.
 */
const PIPE_LENGTH = new RegExp(
  [
    String.raw`${NUMBER}\s*${LONG_UNIT}\s*-?\s*(?:long|in length|of length|length)\b`,
    String.raw`(?:\b(?:length|long|distance)\b|\bl\s*=)[^.?!;\d]{0,25}?${NUMBER}\s*${LONG_UNIT}`,
    String.raw`${NUMBER}\s*${LONG_UNIT}\s+of\s+(?!${NOT_PIPE})(?=\d|dn|[^.?!;\d]{0,30}?\b${PIPE_WORD})`,
    String.raw`${NUMBER}\s*${LONG_UNIT}\s+(?:(?!${NOT_PIPE}|(?:of|in|at|on|from|above|below|to|and|with|for)\b)[a-z-]+\s+){0,3}?${PIPE_WORD}`,
    String.raw`\b(?:over|across|along)\s+(?:a distance of\s+)?${NUMBER}\s*${LONG_UNIT}`,
    String.raw`${NUMBER}\s*(km|kilomet(?:re|er)s?)\b`,
  ].join('|'),
);
/** "per km", "per 100 m", "in m/km": the loss asked for a length of pipe, not the visitor's whole pipe. */
const PER_LENGTH = /(?:\bper\s+|\/\s*)(?:(\d+(?:\.\d+)?)\s*)?(km|kilomet(?:re|er)|m|metres?|meters?)\b(?!\/)/;
/** Words near a metres figure that make it a head or a level rather than a length. */
const HEAD_WORDS = /\b(?:head|lift|static|level|above|below|high|higher|deep|depth|elevation|friction|loss|losses|npsh\w*)\b/;
/** "150 mm diameter", "diameter 0.3 m", "ID 250 mm", "bore of 200 mm": a bore named without a pipe word. */
const DIAMETER = new RegExp(
  String.raw`\b(?:internal diameter|inside diameter|diameter|dia|bore|id|d)\b[^.?!;\d]{0,15}?${LENGTH}|${LENGTH}\s*(?:internal diameter|inside diameter|diameter|dia|bore|id|nb)\b`,
);

/** What the visitor asks for: the friction, or the head the pipe loses. */
const ASKS_FRICTION =
  /\bfriction\b(?! (?:factor|coefficient))|\bhead ?loss(?:es)?\b|\bh_?f\b|\bloss(?:es)?\b|\b(?:head )?lost\b|\blose\b|\bhead drop\b/;
/** Another quantity asked, which friction head alone does not give: the system's whole head, power, NPSH. */
const ASKS_OTHER =
  /\b(?:power|kw|kwh|energy|cost|efficien\w*|npsh\w*|tdh|total head|total dynamic|system head|system curve|pump head|duty point|velocity head)\b/;
/** The friction factor, the C or the pipe asked for rather than given: the formula the other way round. */
const ASKS_INVERSE =
  /\b(?:what|which|find|calculate|estimate|determine|work out)(?:'s| is| are| would be| should be| do (?:i|we) need)?(?: the| a| an| my| our)?(?: required| minimum| maximum| pipe| darcy| hazen[- ]williams)*\s+(?:friction factor|c[- ]?value|c|roughness|diameter|size|bore|flow|velocity|length)\b|\bsize (?:the|a|my|our) (?:pipe|main|line)\b|\bhow (?:big|large|long|much flow)\b/;

/** "Why are our friction losses so high?", "how do we reduce them?": a cause or a remedy asked, not a figure. */
const ASKS_WHY = /\b(?:why|reduce|reducing|cut down|causes?|caused)\b/;
/** "Friction seems high, is that normal?": a judgement asked, which a missing figure's answer would not give. */
const ASKS_JUDGEMENT = /\b(?:seems?|normal|too (?:high|much)|acceptable|reasonable|okay|ok|should (?:i|we)|worth|lower|lowering)\b/;

const NAMES_HAZEN = /\bhazen\b|\bwilliams\b|\bh-w\b/;
const NAMES_DARCY = /\bdarcy\b|\bweisbach\b|\bmoody\b|\bcolebrook\b/;

type Method = 'darcy' | 'hazen';

interface PipeLength {
  metres: number;
  /** "2 km is 2000 m. ", or nothing for a length given in metres. */
  converted: string;
  /** " per km" for a loss asked per length; nothing for the visitor's whole pipe. */
  per: string;
  /** The words the length took up, so no other figure is read from them. */
  words: string;
}

interface Bore {
  bore: number;
  said: string;
}

interface Given {
  f: number | null;
  c: number | null;
  length: PipeLength | null;
  bore: Bore | null;
  velocity: number | null;
  flow: RegExpMatchArray | null;
  /** The fittings' K values summed, as the visitor gave it. */
  k: number | null;
  fittings: boolean;
  /** A head in metres the question gives besides the pipe's length and bore: a friction known, or a static head. */
  otherHead: boolean;
}

const firstOf = (found: RegExpMatchArray | null): string | undefined => found?.slice(1).find((v) => v !== undefined);
const isKilometres = (unit: string): boolean => unit.startsWith('k');
// Compiled once: `matchAll` copies a global pattern, so sharing one is safe.
const ALL_IN_METRES = new RegExp(IN_METRES, 'g');
const ALL_LENGTHS = new RegExp(LENGTH, 'g');
const metresFigures = (text: string): RegExpExecArray[] => [...text.matchAll(ALL_IN_METRES)];

function pipeLength(q: string): PipeLength | null {
  const per = q.match(PER_LENGTH);
  if (per) {
    const inMetres = Number(per[1] ?? 1) * (isKilometres(per[2]!) ? 1000 : 1);
    const said = per[1] ? `${per[1]} ${isKilometres(per[2]!) ? 'km' : 'm'}` : isKilometres(per[2]!) ? 'km' : 'metre';
    if (inMetres >= 1) return { metres: inMetres, converted: '', per: ` per ${said}`, words: per[0] };
  }
  const found = q.match(PIPE_LENGTH);
  if (found) {
    const at = found.slice(1).findIndex((v) => v !== undefined) + 1;
    const [value, unit] = [found[at]!, found[at + 1]!];
    const inMetres = Number(value) * (isKilometres(unit) ? 1000 : 1);
    // "a 0.3 m pipe" names a bore: no pipe a friction head is worked out for is that short.
    if (inMetres > 3) {
      const converted = isKilometres(unit) ? `${value} km is ${figure(inMetres)} m. ` : '';
      return { metres: inMetres, converted, per: '', words: found[0] };
    }
  }
  // "DN 250, 800 m, 60 l/s": the one figure in metres that is no head or level is the pipe's length.
  const lone = metresFigures(q).filter((m) => {
    const near = `${q.slice(Math.max(0, m.index - 20), m.index)} ${q.slice(m.index + m[0].length, m.index + m[0].length + 15)}`;
    return Number(m[1]) > 3 && !HEAD_WORDS.test(near);
  });
  if (lone.length !== 1) return null;
  const [only] = lone;
  return { metres: Number(only![1]), converted: '', per: '', words: only![0] };
}

function boreIn(q: string): Bore | null {
  const pipe = boreOf(q);
  if (pipe) return pipe;
  const said = (value: string, unit: string): Bore | null => {
    const bore = metres(value, unit);
    if (!(bore >= 0.015 && bore <= 3)) return null;
    return { bore, said: unit === 'mm' ? `${value} mm` : /^(?:inch|inches|")$/.test(unit) ? `${value} inch` : `${figure(bore, 3)} m` };
  };
  const found = q.match(DIAMETER);
  if (found) return found[1] ? said(found[1], found[2]!) : said(found[3]!, found[4]!);
  // A single figure in millimetres or inches, in a question about a pipe's friction, is its bore.
  const small = [...q.matchAll(ALL_LENGTHS)].filter((m) => /^(?:mm|inch|inches|")$/.test(m[2]!));
  return small.length === 1 ? said(small[0]![1]!, small[0]![2]!) : null;
}

function given(q: string): Given {
  const f = Number(firstOf(q.match(FRICTION_FACTOR)) ?? NaN);
  const c = Number(firstOf(q.match(HAZEN_C)) ?? NaN);
  const length = pipeLength(q);
  // The length's figures are no bore: "1000 m of 300 mm pipe" is read for its 300 mm alone.
  const rest = length ? q.replace(length.words, ' ') : q;
  const bore = boreIn(rest);
  const velocity = Number(q.match(VELOCITY)?.[1] ?? NaN);
  const k = Number(q.match(K_GIVEN)?.[1] ?? NaN);
  return {
    // Outside what pipes have, a figure is some other quantity.
    f: f > 0 && f < 0.2 ? f : null,
    c: c >= 20 && c <= 200 ? c : null,
    length,
    bore,
    velocity: velocity > 0 && velocity < 20 ? velocity : null,
    flow: q.match(FLOW),
    k: k > 0 && k < 1000 ? k : null,
    fittings: FITTINGS.test(q),
    otherHead: metresFigures(rest).some((m) => Number(m[1]) !== bore?.bore),
  };
}

/** The method the question names, or the one its only coefficient belongs to; null where it cannot be told. */
function methodOf(q: string, { f, c }: Given): Method | null {
  const hazen = NAMES_HAZEN.test(q);
  const darcy = NAMES_DARCY.test(q);
  if (hazen !== darcy) return hazen ? 'hazen' : 'darcy';
  if (hazen) return null;
  if (c !== null && f === null) return 'hazen';
  if (f !== null && c === null) return 'darcy';
  return null;
}

/** The figures the method still needs, as the answer names them. */
function missingFor(method: Method | null, g: Given): string[] {
  const missing: string[] = [];
  if (method === 'darcy' && g.f === null) missing.push('the friction factor f (from the Moody chart or the Colebrook equation)');
  if (method === 'hazen' && g.c === null) missing.push('the roughness coefficient C');
  if (method === null) missing.push('a friction factor f for Darcy-Weisbach, or the roughness coefficient C for Hazen-Williams');
  if (!g.length) missing.push('the length of the pipe');
  if (!g.bore) missing.push("the pipe's internal diameter");
  if (g.velocity === null && !g.flow) missing.push(method === 'hazen' ? 'the flow' : 'the mean velocity, or the flow');
  return missing;
}

/** A head to the digits a friction figure is read to: "142", "13.6", "3.71", "0.051". */
const headSaid = (value: number): string => figure(value, value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3);

interface Worked {
  head: number;
  /** The arithmetic, conversions first. */
  said: string;
  /** The mean velocity, as shown, that the fittings' K · v²/2g takes. */
  velocity: number;
  /** "At the mean velocity ... ≈ 1.41 m/s, the": how that velocity was found, where the arithmetic does not show it already. */
  velocitySaid: string;
}

function darcy(f: number, length: PipeLength, bore: Bore, g: Given): Worked | null {
  let v = g.velocity;
  let velocitySaid = '';
  if (v === null && g.flow) {
    const { cubic, converted } = flowInCubicMetres(g.flow);
    // Rounded as shown, so the arithmetic shown adds up.
    v = Number(figure(meanVelocity(cubic, bore.bore)));
    velocitySaid = `${converted}In the ${bore.said} pipe the mean velocity is ${meanVelocityWorked(cubic, bore.bore)} ≈ ${figure(v)} m/s. `;
  }
  if (v === null || !(v > 0)) return null;
  const head = f * (length.metres / bore.bore) * ((v * v) / (2 * GRAVITY));
  // With L/D and the velocity head worked out too, so each step can be checked.
  const ratio = length.metres / bore.bore;
  const velocityHead = (v * v) / (2 * GRAVITY);
  const said = `${length.converted}${velocitySaid}By Darcy-Weisbach, h_f = f · (L/D) · v²/2g = ${figure(f, 4)} × (${figure(length.metres)} / ${figure(bore.bore, 4)}) × ${figure(v)}² / (2 × ${GRAVITY}) = ${figure(f, 4)} × ${figure(ratio, 1)} × ${figure(velocityHead, 4)} ≈ ${headSaid(head)} m${length.per}.`;
  return { head, said, velocity: v, velocitySaid: '' };
}

function hazen(c: number, length: PipeLength, bore: Bore, g: Given, rule: PublishedRule): Worked | null {
  const [constant, flowPower, cPower, borePower] = rule.figures.map(Number) as [number, number, number, number];
  let cubic: number;
  let flowSaid: string;
  if (g.flow) {
    ({ cubic, converted: flowSaid } = flowInCubicMetres(g.flow));
  } else if (g.velocity !== null) {
    // Hazen-Williams takes the flow: the velocity's, through the bore; rounded as shown.
    cubic = Number(figure((g.velocity * Math.PI * bore.bore ** 2) / 4, 4));
    flowSaid = `At ${figure(g.velocity)} m/s in the ${bore.said} pipe the flow is v · π D² / 4 = ${figure(g.velocity)} × π × ${figure(bore.bore, 4)}² / 4 ≈ ${figure(cubic, 4)} m³/s. `;
  } else return null;
  if (!(cubic > 0)) return null;
  const head = (constant * length.metres * cubic ** flowPower) / (c ** cPower * bore.bore ** borePower);
  const said = `${length.converted}${flowSaid}By Hazen-Williams, h_f = ${constant} · L · Q^${flowPower} / (C^${cPower} · D^${borePower}) = ${constant} × ${figure(length.metres)} × ${figure(cubic, 4)}^${flowPower} / (${figure(c)}^${cPower} × ${figure(bore.bore, 4)}^${borePower}) ≈ ${headSaid(head)} m${length.per}.`;
  // The velocity given, not the one worked back from the flow rounded from it.
  const velocity = g.velocity ?? Number(figure(meanVelocity(cubic, bore.bore)));
  const velocitySaid = g.flow ? `At the mean velocity ${meanVelocityWorked(cubic, bore.bore)} ≈ ${figure(velocity)} m/s, the` : '';
  return { head, said, velocity, velocitySaid };
}

/** "To work out the friction head by Hazen-Williams I need one more figure: the roughness coefficient C", with the formulas it would use. */
function askForMissing(missing: string, method: Method | null, darcyRule?: PublishedRule, hazenRule?: PublishedRule): Answer | null {
  const rules = (method === 'hazen' ? [hazenRule] : method === 'darcy' ? [darcyRule] : [darcyRule, hazenRule]).filter(
    (r): r is PublishedRule => r !== undefined,
  );
  const [first, ...more] = rules;
  if (!first) return null;
  const by = method === 'hazen' ? ' by Hazen-Williams' : method === 'darcy' ? ' by Darcy-Weisbach' : '';
  return ruleAnswer(
    [`To work out the friction head${by} I need one more figure: ${missing}.`, ...rules.map((r) => r.text)],
    first,
    ...more,
  );
}

export function answerAboutFrictionHead(query: string, pages: readonly Page[]): Answer | null {
  // "1,000 m": the thousands separator is no decimal point.
  const q = normalise(query).replace(/(?<=\d),(?=\d{3}\b)/g, '');
  if (!ASKS_FRICTION.test(q) || ASKS_OTHER.test(q) || ASKS_WHY.test(q)) return null;
  const g = given(q);
  const named = NAMES_HAZEN.test(q) || NAMES_DARCY.test(q);
  // Both methods named, or both coefficients given and neither named: no telling which is meant.
  if ((NAMES_HAZEN.test(q) && NAMES_DARCY.test(q)) || (!named && g.f !== null && g.c !== null)) return null;
  const method = methodOf(q, g);
  const [darcyRule] = publishedRules(pages, DARCY_RULE);
  const [hazenRule] = publishedRules(pages, HAZEN_RULE);
  const missing = missingFor(method, g);
  if (missing.length > 0) {
    // All but one figure of a friction calculation: say which is needed. A head already given, or
    // a figure asked for, is the formula the other way round, and a judgement asked is not met by
    // a figure: neither is this answer's.
    if (missing.length > 1 || g.otherHead || ASKS_INVERSE.test(q) || ASKS_JUDGEMENT.test(q)) return null;
    if (method === null && !g.length) return null;
    return askForMissing(missing[0]!, method, darcyRule, hazenRule);
  }
  const { length, bore } = g;
  if (!length || !bore) return null;
  const rule = method === 'hazen' ? hazenRule : darcyRule;
  if (!rule) return null;
  const worked = method === 'hazen' ? hazen(g.c!, length, bore, g, rule) : darcy(g.f!, length, bore, g);
  if (!worked) return null;
  const lines: string[] = [];
  const [fittingsRule] = g.fittings || g.k !== null ? publishedRules(pages, FITTINGS_RULE) : [];
  // The fittings' K given as one sum is added as K · v²/2g; fittings named without it are left out, and said to be.
  const fittingsHead = g.k !== null && fittingsRule ? (g.k * worked.velocity ** 2) / (2 * GRAVITY) : null;
  if (fittingsHead !== null) {
    const total = worked.head + fittingsHead;
    lines.push(
      `About ${headSaid(total)} m of friction head${length.per}: ${headSaid(worked.head)} m in the pipe and ${headSaid(fittingsHead)} m in the fittings. ${worked.said} ${worked.velocitySaid || 'The'} fittings add K · v²/2g = ${figure(g.k!)} × ${figure(worked.velocity)}² / (2 × ${GRAVITY}) ≈ ${headSaid(fittingsHead)} m.`,
    );
  } else {
    const pipeAlone = g.fittings ? ' That is the straight pipe alone: the bends, valves and fittings add their own losses on top.' : '';
    lines.push(`About ${headSaid(worked.head)} m of friction head${length.per}. ${worked.said}${pipeAlone}`);
  }
  lines.push(rule.text);
  if (fittingsRule) lines.push(fittingsRule.text);
  const [meaning] = publishedRules(pages, MEANING);
  if (meaning) lines.push(meaning.text);
  return ruleAnswer(lines, rule, ...(fittingsRule ? [fittingsRule] : []), ...(meaning ? [meaning] : []));
}
