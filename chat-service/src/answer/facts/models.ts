/**
 * Questions about the five models, answered from the comparison table's data: the list, one
 * model, which models have a feature, whether a model has it, and what one has that another
 * lacks. The tiering is the data's: a model has every feature from its `from` model upwards.
 */
import { brand } from '@site/contracts/brand';
import { siteFacts, type SiteFeature } from '@site/contracts/site-facts';
import type { ChatSource } from '@site/contracts/chat';
import type { Answer } from '../types.ts';
import { DEMO_PAGE } from '../replies.ts';
import { CONTROLLED_FROM_AFAR, POWER_CUT, QUANTITY_NOUNS } from '../../retrieve/query.ts';
import { synonymsOf } from '../../retrieve/expansion.ts';
import { factAnswer } from './answer.ts';
import { NAMES_OUR_PRODUCT, normalise, speaksOfTheirPump, tokens } from '../understand.ts';
import { GENERIC, ORDINAL, atPlace, hasWhat, inSentence, labelStems, listInWords, matchLabels, stems } from './match.ts';

const { models } = siteFacts;
const PAGE = { title: 'Products and Solutions', url: models.route };
const rank = (name: string): number => models.names.indexOf(name);
const hasFeature = (model: string, feature: SiteFeature): boolean => rank(model) >= rank(feature.from);

/**
 * Model names the question uses as model names: "basic reporting", "max flow" and "pros and
 * cons" are not about the Basic, Max or Pro models. Written with a capital ("Max"), a name is a
 * name; in lower case it is one only where a name fits: before a verb, a conjunction or the end
 * ("does max have", "lite vs pro", "the pro?"), not before a noun ("max water", "max winding
 * temperature").
 */
export function modelsNamed(query: string): string[] {
  const q = normalise(query);
  // "the entry-level model", "your top plan": the first or the last of the range.
  // "...different from the top one": "one" is a model where the question speaks of models.
  const ends = MODEL_WORDS.test(q) ? ENDS_OF_THE_RANGE.orOne : ENDS_OF_THE_RANGE.named;
  const byPlace = [ends[0].test(q) || CHEAPEST_ASKED_OF.test(q) ? models.names[0]! : '', ends[1].test(q) ? models.names.at(-1)! : ''];
  return models.names.filter((name) => {
    if (byPlace.includes(name)) return true;
    const n = name.toLowerCase();
    const at = new RegExp(`\\b${n}\\b(?!\\s*(reporting|reports?|${QUANTITY_NOUNS}|and min|\\/min))`);
    if (!at.test(q)) return false;
    if (
      n === 'basic' &&
      /\bbasic (reporting|reports?|knowledge|principles?|terms?|questions?|quer(y|ies)|doubts?|concepts?|idea|understanding|level|training|course|fundamentals?)\b/.test(
        q,
      )
    )
      return false;
    // "sorry if this is basic", "a very basic doubt": the visitor's question, not the model.
    if (
      n === 'basic' &&
      /\b((this|that|it|question|doubt) (is|sounds|seems)|this'?s|that'?s|it'?s|too|very|quite|a bit|really|pretty) basic\b(?! (model|plan|version|tier|package|edition|one)\b)/.test(
        q,
      ) &&
      !/\bBasic\b/.test(query)
    )
      return false;
    if (n === 'pro' && /\bpros\b/.test(q)) return false;
    // "the most basic plan" is the first of the range, not the Basic model.
    if (n === 'basic' && /\bmost basic\b/.test(q) && !/\bBasic\b/.test(query)) return false;
    if (new RegExp(`\\b${name}\\b`).test(query)) return true;
    // In lower case: "what temp is the max for that" is the most a quantity may be.
    if (
      n === 'max' &&
      /\b(temp|temps|temperature|pressure|speed|value|limit|level|flow|current|voltage|head|rating|load|amps?|rpm|vibration|noise|velocity|size)\b.{0,20}\bmax\b/.test(
        q,
      )
    )
      return false;
    // "staad pro", "macbook pro", "iphone max": in lower case after a name of something else, another maker's product.
    const before = new RegExp(`(\\S+) ${n}\\b`).exec(q)?.[1];
    if (before && !NAME_LEADS.test(before) && !models.names.some((other) => other.toLowerCase() === before)) return false;
    // Else a name only where a name fits, or beside another model's name.
    return NAME_FITS(n).test(q) || models.names.some((other) => other !== name && new RegExp(`\\b${other.toLowerCase()}\\b`).test(q));
  });
}

const FIRST_OF_THE_RANGE = String.raw`entry[- ]level|entry|lowest|smallest|starter|starting|most basic|simplest|base`;
const LAST_OF_THE_RANGE = String.raw`top|top[- ]end|highest|premium|most advanced|most complete|flagship|biggest|largest|full|complete|most expensive|costliest|priciest`;
const ofTheRange = (places: string, word: string): RegExp => new RegExp(String.raw`\b(${places})( \w+)? ${word}\b`);
const rangeEnds = (word: string): readonly [RegExp, RegExp] => [ofTheRange(FIRST_OF_THE_RANGE, word), ofTheRange(LAST_OF_THE_RANGE, word)];
/** The words for the first and the last model of the range: "the entry-level model", "the top one". */
const RANGE_WORD = '(model|plan|version|edition|tier|package|variant|option)s?';
const ENDS_OF_THE_RANGE = { named: rangeEnds(RANGE_WORD), orOne: rangeEnds(`(${RANGE_WORD}|one)`) };
/**
 * "does the cheapest model have it too?", "is it in the cheapest plan?": the first model, asked of;
 * "the cheapest one that has it" asks which model is needed at least.
 */
const CHEAPEST = String.raw`(cheapest|least expensive|lowest[- ]priced|most affordable) (${RANGE_WORD}|one)`;
const CHEAPEST_ASKED_OF = new RegExp(
  String.raw`\b${CHEAPEST}( also| too| even)? (have|has|include|includes|get|gets|come with|comes with|support|supports|offer|offers|do|does)\b|\bin the ${CHEAPEST}\b`,
);

/** "what does the next model up add?", "and the one below that?": a step from a model named before. */
const RANGE_STEP = String.raw`(?:model|one|tier|level|version|plan)`;
const NEXT_UP = new RegExp(
  String.raw`\b(?:next|one) (?:${RANGE_STEP} )?(?:up|above|higher)\b|\bnext ${RANGE_STEP}\b(?! (?:down|below))|\bthe one above\b`,
);
const NEXT_DOWN = new RegExp(String.raw`\b(?:next|one) (?:${RANGE_STEP} )?(?:down|below|lower)\b|\bthe one below\b`);
/** "what does Max add on top of that?": what a model adds to the one below it, not a feature asked about before. */
const ASKS_WHAT_IT_ADDS = /\b(what|which)\b.{0,30}\b(add|adds|added|extra|more|additional)\b|\bon top of\b|\bin addition\b/;

/** A lower-case model word in a place only a name fits. */
/** Words a model's name follows in lower case ("the pro", "upgrade to max", "choosing lite", "pro"), not another product's name. */
const NAME_LEADS =
  /^([^a-z]*|the|a|an|and|or|aur|ya|vs|versus|ipumpnet|ipumpnet's|model|plan|with|in|for|than|to|of|between|from|is|are|about|get|buy|choose|take|want|need|our|your|my|this|that|which|whats|what's|what|does|do|has|have|only|just|not|also|even|but|if|on|at|by|into|over|pick|go|use|using|prefer|recommend|upgrade|both|either|neither|like|per|same|vs\.|\w+ing|\w+ed|[(/,.:;-]\w*)$/;

const NAME_FITS = (n: string): RegExp =>
  new RegExp(
    `\\b${n}\\b\\s*($|[?,.!;:)]|(model|plan|version|edition|tier|package|variant|option|has|have|had|include|includes|including|come|comes|offer|offers|support|supports|give|gives|cover|covers|do|does|is|are|was|be|only|also|too|and|or|aur|ya|mein|me|ka|ki|ke|se|vs|versus|than|cost|costs|price|pricing|suit|suits|fit|fits|need|needs|enough|good|better|best|worth|really|still|then|now|please|plz|pls|can|could|would|will|should|lack|lacks|lacking|miss|misses|get|gets|add|adds|with|without|in|for|at|to|on|over|instead)\\b)`,
  );

/** The words that name models, not a comparison of anything. */
const MODEL_NOUN_WORDS = String.raw`models?|versions?|plans?|editions?|tiers?|packages?|variants?|options|range|products?|offerings?|subscriptions?`;
const MODEL_NOUNS = new RegExp(String.raw`\b(${MODEL_NOUN_WORDS})\b`);
const MODEL_WORDS = new RegExp(String.raw`\b(${MODEL_NOUN_WORDS}|comparison|compare|compared|difference|differences|differ|vs|versus)\b`);
/** "can I plan that...", "we plan to": planning, no plan of ours. */
const PLAN_THE_VERB = /\b(i|we|you|they|to|can|could|should|will|must) plan\b|\bplan (that|for|to|on|ahead|accordingly)\b/g;
/** A model of something: of a sump, a pump or a flow, to study or test it. */
const MODEL_OF_SOMETHING =
  /\b(physical|scale|hydraulic|cfd|computer|mathematical|numerical|reduced[- ]scale|3d) models?\b|\bmodels? (study|studies|tests?|testing)\b/g;
const ASKS_LIST = /\b(what|which|how many|list|all|available|different|types?|kinds?|range|offer|have|are there)\b/;

/** "which pumps to run", "which ones to start": the pumps the product schedules. */
const WHICH_PUMPS_TO_RUN = String.raw`\bwhich (pumps?|ones?|of them|of the pumps) to (run|start|stop|use|switch on|operate)\b`;

/**
 * Visitors' words for what a row of the comparison names ("switch pumps on and off
 * automatically" is auto scheduling of pumps), added to the question before it is matched.
 */
const ROW_WORDS: readonly [RegExp, string][] = [
  [/\b(automatic|automatically|automated|on its own|by itself|without (an )?operator)\b/, 'auto'],
  [
    new RegExp(
      String.raw`\b(switch\w*|turn\w*|start\w*|stop\w*) (the )?(\w+ )?pumps? (on|off)\b|\b(switch\w*|turn\w*) (on|off) (the )?(\w+ )?pumps?\b|${WHICH_PUMPS_TO_RUN}|\bdecides?\b.{0,30}\bpumps?\b`,
    ),
    'scheduling',
  ],
  // "does it record power cuts?": the hours lost to power failure.
  [POWER_CUT, 'power-failure hours'],
  // Hinglish "bijli bahut jaati hai", "kitne ghante light nahi thi": the supply lost.
  [/\b(bijli|light|current)\b.{0,20}\b(jaati|jati|gayi|gai|chali|nahi|nahin|gul|kat(ti)?)\b/, 'power-failure hours'],
  // "can this system replace the log register?": the operators' log kept electronically.
  [
    /\blog ?(registers?|books?|sheets?)\b|\b(handwritten|hand-written|paper|manual) (logs?|records?|registers?)\b|\bregisters? by hand\b/,
    'electronic logbooks',
  ],
  // "all 120 stations on the district map": the stations shown on a map.
  [
    /\b(district|city|state|area|zone|regional|network|google|gis) maps?\b|\bmaps? (view|of (all )?(our |the )?(stations|pumps|sites))\b|\bon (a|the|one|single|a single|one single) map\b/,
    'gis visualisation',
  ],
  // "can the system prove who was present?": staff presence recorded by biometric attendance.
  [
    /\bwho (was|were|is|are) (present|on duty|on shift)\b|\b(staff|operator|manpower) (presence|attendance)\b|\boperators? per shift\b/,
    'manpower biometric attendance',
  ],
  // "how many pumps are not working and the reason for each": the count of non-operative pumps.
  [
    /\bhow many (of the |of our )?pumps (are |were )?(not (working|running|operating|operative)|down|idle|out of (order|service)|under repair)\b/,
    'count non-operative pumps',
  ],
  // "...and the reason for each": why each pump is not operating.
  [
    /\breasons?\b.{0,30}\b(each|them|not working|down|idle)\b|\bnot (working|running|operating)\b.{0,40}\b(reasons?|why)\b/,
    'reasons pumps not operating',
  ],
  // "which model has the AI fault prediction?": failures foreseen by condition monitoring.
  [/\b(fault|failure|breakdown)s? predict\w*|\bpredict\w* (the )?(faults?|failures?|breakdowns?)\b/, 'condition monitoring'],
];

/** "a big part of our contract management": management alone names no row ("Inventory management"). */
const FEATURE_GENERIC = new Set([...GENERIC, ...stems('management')]);

/** "we dont want to pay for water quality stuff": a feature the visitor rules out, not one asked for. */
const RULED_OUT =
  /\b(do ?n[o']?t|dont|do not|won'?t|will not) (want|need|require|care about|use)( to (pay for|buy|have|get))? [^.?!,;]*|\bnot interested in [^.?!,;]*|\bno need (for|of) [^.?!,;]*/gi;

export function featuresNamed(query: string, minScore = 0.5): SiteFeature[] {
  const q = normalise(query);
  // "can it switch pumps from the cloud?": the cloud a command is sent from, not the hybrid cloud a model has.
  if (CONTROLLED_FROM_AFAR.test(q)) return [];
  const named = ROW_WORDS.filter(([words]) => words.test(q)).map(([, word]) => word);
  // "I run a small booster station": running a station, no "Run hours of each pump".
  // "CW pumps at a thermal power station": where the visitor works, no power measured.
  // "which pump to run at night": the scheduling named above, no "Run hours".
  const asked = query
    .replace(/\b(i|we|they|who) (run|operate)\b/gi, '$1')
    .replace(new RegExp(WHICH_PUMPS_TO_RUN, 'gi'), 'which pumps')
    .replace(RULED_OUT, ' ')
    .replace(/\b(thermal |hydro |nuclear )?power (stations?|plants?|generation|sector|houses?)\b/gi, ' ');
  const matches = matchLabels([asked, ...named].join(' '), models.features, (f) => f.label, minScore, FEATURE_GENERIC);
  if (matches.length === 0) return [];
  const best = matches[0]!.score;
  return matches
    .filter((m) => m.score >= best - 0.01 || m.score >= 0.99)
    .slice(0, 6)
    .map((m) => m.item);
}

/** Rows that share one distinctive word of the question ("penalty"), when several do. */
function featuresSharingAWord(query: string): SiteFeature[] {
  const asked = new Set(stems(query));
  const byWord = new Map<string, SiteFeature[]>();
  for (const f of models.features) {
    for (const w of labelStems(f.label)) if (asked.has(w) && w.length > 3 && !GENERIC.has(w)) byWord.set(w, [...(byWord.get(w) ?? []), f]);
  }
  // A family of features ("penalties") comes in at one tier; a word scattered over tiers ("water") is no family.
  const families = [...byWord.values()].filter((rows) => new Set(rows.map((r) => r.from)).size === 1);
  return families.sort((a, b) => b.length - a.length)[0] ?? [];
}

/** The rows an earlier question named, or, in the rows' words as the search reads them ("penalised" is a penalty), the family it asked about. */
function featuresAskedBefore(context: string): SiteFeature[] {
  const named = featuresNamed(context);
  return named.length > 0 ? named : featuresSharingAWord([context, ...tokens(normalise(context)).flatMap(synonymsOf)].join(' '));
}

const modelLine = (name: string): string => `- ${name}: ${models.list.find((m) => m.name === name)?.audience ?? ''}`;

/** +1 for "the next one up from X", -1 for "the one below X", 0 otherwise. */
function stepFrom(q: string, name: string): number {
  const n = name.toLowerCase();
  if (
    new RegExp(
      `\\b((next|one|model|tier|level|step) (up )?(from|after|above)|above|after|higher than|bigger than|better than|upgrade from) (the )?${n}\\b`,
    ).test(q)
  )
    return 1;
  if (
    new RegExp(
      `\\b((one|model|tier|level|step) (down )?(from|below|before)|below|before|lower than|cheaper than|smaller than|under) (the )?${n}\\b`,
    ).test(q)
  )
    return -1;
  return 0;
}

const modelListLines = (): string[] => [
  `${brand.network} comes in ${models.names.length} models, each with everything the one before it has:`,
  ...models.names.map(modelLine),
];

function listModels(): Answer {
  return facts(modelListLines());
}

const describe = (name: string): Answer => facts(modelLines(name));

/** "what does Pro not have?", "what is missing in Lite?": the features a model lacks. */
const ASKS_WHAT_IT_LACKS =
  /\b(not have|doesn'?t have|does not have|don'?t (get|have)|lacks?|lacking|missing|left out|not included|not get|miss out on)\b/;

/** The features a model lacks, by the model each first comes in. */
function lacking(name: string): Answer {
  const lacks = models.features.filter((f) => !hasFeature(name, f));
  if (lacks.length === 0) return facts([`${name} has all ${models.features.length} features: nothing is left out.`]);
  return facts([
    `${name} has ${models.features.length - lacks.length} of the ${models.features.length} features; it lacks:`,
    ...listedAtMost(lacks.map((f) => `${f.label} (${isTop(f) ? `only in ${f.from}` : `from ${f.from} up`})`)),
  ]);
}

/** Features listed one to a line, so many and no more, the rest counted ("and 4 more in the comparison table"). */
const LISTED_AT_MOST = 16;
const listedAtMost = (labels: readonly string[]): string[] => [
  ...labels.slice(0, LISTED_AT_MOST).map((l) => `- ${l}`),
  ...(labels.length > LISTED_AT_MOST ? [`- and ${labels.length - LISTED_AT_MOST} more in the comparison table`] : []),
];

/** One model: who it is for, and what it has. */
function modelLines(name: string): string[] {
  const added = models.features.filter((f) => f.from === name);
  const before = models.names[rank(name) - 1];
  const has = models.features.filter((f) => hasFeature(name, f));
  const lines = [`${name}: ${models.list.find((m) => m.name === name)?.audience ?? ''}`];
  if (before) {
    lines.push(`${has.length} of the ${models.features.length} features.`);
    lines.push(`It has everything in ${before}, plus:`, ...added.slice(0, 10).map((f) => `- ${f.label}`));
  } else {
    const sections = [...new Set(has.map((f) => f.section))];
    lines.push(`It covers ${listInWords(sections.map((s) => s.toLowerCase()))}: ${has.length} of the ${models.features.length} features.`);
  }
  return lines;
}

/** Two models held against the features a question names: which has each, then the rest of the difference. */
function differenceIn(a: string, b: string, features: SiteFeature[]): Answer {
  const said = features.map((f) => {
    const from = rank(f.from) === 0 ? 'all five models' : isTop(f) ? `only in ${f.from}, the top model` : `from ${f.from} up`;
    const label = inSentence(f.label);
    if (hasFeature(a, f) && hasFeature(b, f)) return `Both ${a} and ${b} have ${label} (${from}): no difference there.`;
    const [has, lacks] = hasFeature(a, f) ? [a, b] : hasFeature(b, f) ? [b, a] : [null, null];
    return has ? `${has} has ${label} and ${lacks} does not (${from}).` : `Neither ${a} nor ${b} has ${label} (${from}).`;
  });
  return facts([...said, ...(differenceLines(a, b) ?? [])]);
}

function difference(a: string, b: string): Answer {
  const lines = differenceLines(a, b);
  return lines ? facts(lines) : describe(rank(a) >= rank(b) ? a : b);
}

/** What the higher of two models has that the lower lacks, listed up to a cap; null where it has nothing more. */
function differenceLines(a: string, b: string): string[] | null {
  const [lower, higher] = rank(a) <= rank(b) ? [a, b] : [b, a];
  const extra = models.features.filter((f) => rank(f.from) > rank(lower) && rank(f.from) <= rank(higher));
  if (lower === higher || extra.length === 0) return null;
  const count = (name: string) => models.features.filter((f) => hasFeature(name, f)).length;
  return [
    `${higher} (${count(higher)} of the ${models.features.length} features) has everything in ${lower} (${count(lower)} of the ${models.features.length}), plus ${extra.length} feature${extra.length === 1 ? '' : 's'} ${lower} lacks:`,
    ...listedAtMost(extra.map((f) => f.label)),
  ];
}

/** A feature of the top model alone: "only in Max, the top model", not "from Max up (Max)". */
const isTop = (f: SiteFeature): boolean => rank(f.from) === models.names.length - 1;

/** "is GIS only in Max?", "only in the top model, or do the cheaper ones get it too?": whether one model alone has it. */
const ONLY_IN = new RegExp(
  String.raw`\bonly (?:in|on|with|for|available in|part of) (?:the )?(?:${models.names.join('|')}|top|highest|premium|most expensive|biggest)\b|\b(?:${models.names.join('|')})(?: model| plan| version)? only\b`,
  'i',
);

/** Whether `model` alone has the feature. */
const onlyIn = (model: string, f: SiteFeature): boolean => models.names.filter((m) => hasFeature(m, f)).join() === model;

/** "Mini or Basic", "Mini, Basic or Lite": the models a feature is not in. */
const orInWords = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

function whoHas(features: SiteFeature[], model?: string, yesOrNo = false, onlyAsked = false): Answer {
  // "is that in Mini too?" after the alarms: the rows of one family, in the same models, said in one line.
  const [first] = features;
  if (model && first && !onlyAsked && features.length > 1 && features.every((f) => f.from === first.from)) {
    const from = rank(first.from);
    const which = from === 0 ? 'all five models' : listInWords(models.names.slice(from));
    const rows = features.map((f) => hasWhat(f.label));
    const none = rows.length === 2 ? `neither ${rows[0]} nor ${rows[1]}` : `none of ${orInWords(rows)}`;
    return facts([
      hasFeature(model, first)
        ? `Yes: ${model} has ${listInWords(rows)} (${which}).`
        : `No: ${model} has ${none}; they come with ${isTop(first) ? `${which} only, the top model` : which}.`,
    ]);
  }
  const lines = features.map((f) => {
    const from = rank(f.from);
    const which = from === 0 ? 'all five models' : listInWords(models.names.slice(from));
    const top = isTop(f);
    if (model && onlyAsked && hasFeature(model, f)) {
      return onlyIn(model, f)
        ? `Yes: only ${model} has ${hasWhat(f.label)}.`
        : `No, not only ${model}: ${hasWhat(f.label)} comes with ${from === 0 ? `all five models, including ${models.names[0]}, the entry model` : `every model from ${f.from} up (${which})`}.`;
    }
    if (model) {
      return hasFeature(model, f)
        ? `Yes: ${model} has ${hasWhat(f.label)} (${which}).`
        : `No: ${model} does not have ${hasWhat(f.label)}; it comes with ${top ? `${which} only, the top model` : which}.`;
    }
    if (!yesOrNo || features.length > 1)
      return `${f.label}: ${from === 0 ? `in ${which}` : top ? `only in ${f.from}, the top model` : `from ${f.from} up (${which}; not in ${orInWords(models.names.slice(0, from))})`}.`;
    // "does it measure vibration?": every feature in the table is in some model, so the answer is yes.
    if (from === 0) return `Yes: ${which} have ${hasWhat(f.label)}.`;
    // The one model that has it, said as the only one: the visitor weighing models needs that most.
    if (top) return `Yes: the ${f.from} has ${hasWhat(f.label)}, and only the ${f.from}, the top model.`;
    return `Yes: every model from ${f.from} up has ${hasWhat(f.label)} (${which}).`;
  });
  return facts(features.length > 1 && !model ? lines.map((l) => `- ${l}`) : lines);
}

/** "Mobile app: in all five models.": which models have a feature, in one line. */
export const modelsOf = (feature: SiteFeature): string => whoHas([feature]).response.split('\n')[0]!;

/** "no fancy AI", "we don't need reports": features the visitor names to leave out. */
const LEAVES_OUT = /\b(no|not|without|don'?t|dont|do not|never)\b/;

/**
 * "Which model do I need if I want it to decide which pumps to run?": the first model that has
 * every feature the visitor wants, where who a model is for points lower (Lite "runs pumping
 * under contract"); null where a lower model is not ruled out or the visitor also names what
 * they do not want.
 */
function neededFor(q: string, features: SiteFeature[]): string | null {
  const needed = firstWithAll(q, features);
  const suited = suitedTo(q);
  if (!needed || !suited || rank(suited) < rank(needed)) return needed;
  // "O&M contractor, penalty for low efficiency: which model at minimum?": the least model is asked, though who it is for agrees.
  if (rank(suited) === rank(needed) && LEAST_ASKED.test(q)) return needed;
  // "spares inventory with low-stock alerts": a row named nearly whole outranks who a higher model is for (Max, "spares and inventory management").
  const namedWhole =
    matchLabels(
      q,
      features.filter((f) => f.from === needed),
      (f) => f.label,
      NAMED_WHOLE,
    ).length > 0;
  return rank(suited) > rank(needed) && namedWhole && !caseBeyond(q, suited, features) ? needed : null;
}

/**
 * "an O&M contractor running stations on a performance contract with penalties": the higher
 * model's audience holds two words of the visitor's case ("contract", "penalties") that the row
 * the story happens to name ("Number of pumps running") does not: the case, not the row, chooses.
 */
function caseBeyond(q: string, suited: string, features: readonly SiteFeature[]): boolean {
  const rows = new Set(features.flatMap((f) => labelStems(f.label)));
  const asked = new Set(stems(q).filter((w) => !NOT_A_NEED.has(w) && !rows.has(w)));
  const audience = models.list.find((m) => m.name === suited)?.audience ?? '';
  return labelStems(audience).filter((w) => asked.has(w)).length >= 2;
}

/** "which model do we need at minimum?", "the cheapest one that has it". */
const LEAST_ASKED = /\b(at (the )?(minimum|least)|minimum|lowest|cheapest|least expensive)\b/;

/** How much of a row's label the question must hold to name it nearly whole. */
const NAMED_WHOLE = 0.8;

/** The first model with every feature named, unless the visitor names some to leave out. */
const firstWithAll = (q: string, features: SiteFeature[]): string | null =>
  features.length === 0 || LEAVES_OUT.test(q) ? null : models.names[Math.max(...features.map((f) => rank(f.from)))]!;

/** The line that says why the model suggested is the one: the features asked for come with it. */
function neededLead(features: SiteFeature[], model: string): string {
  const above = models.names.slice(rank(model) + 1);
  // "Alerts" is said already by "Spares inventory control with low-stock alert".
  const within = (f: SiteFeature, g: SiteFeature) => f !== g && labelStems(f.label).every((w) => labelStems(g.label).includes(w));
  const said = features.filter((f) => !features.some((g) => within(f, g)));
  const what = listInWords(said.map((f) => inSentence(f.label)));
  const them = said.length === 1 ? 'it' : 'them';
  if (rank(model) === 0) return `For ${what} any model will do: all five have ${them}.`;
  return above.length === 0
    ? `For ${what} you need ${model}, the only model that has ${them}.`
    : `For ${what} you need ${model} or a model above it (${listInWords(above)}).`;
}

const facts = (lines: string[], more: ChatSource[] = []): Answer =>
  factAnswer(lines, `Compare all models on the ${PAGE.title} page: ${PAGE.url}`, [PAGE, ...more]);

/**
 * A model suggested for the visitor's case is a first reading of who each model is for: the
 * choice for real stations is made with our team, in a demo.
 */
const withChoiceInADemo = (lines: string[]): Answer =>
  facts([...lines, `Which model fits your stations is best settled with our team in a demo: ${DEMO_PAGE.url}`], [DEMO_PAGE]);

/** "does it also check water quality?": whether the product has a feature, which the comparison answers. */
const ASKS_HAVE =
  /(^|[.?!] )(and )?(does|do|can|will|is) (it|ipumpnet|the system|your system|this system|this|the product|the software|your software)( also| even)? (have|has|replace|replaces|prove|proves|calculate|calculates|check|checks|measure|measures|monitor|monitors|track|tracks|show|shows|give|gives|do|include|includes|support|supports|offer|offers|provide|provides|record|records|keep (a )?records? of|log|logs|switch|switches|start|starts|stop|stops|turn|turns|control|controls|schedule|schedules|decide|decides|tell (me|us|the operators?) (which|when)|suggest|suggests|recommend|recommends|advise|advises)\b|^(is there|any) (a |an )?\w+( \w+)? (feature|option)\b/;

/** "can we see...", "is there a...": what the visitor will see or have with the product. */
const CAN_WE_SEE =
  /^(can|could|will|would) (i|we|you|u|our \w+) (be able to )?(see|view|get|show|display)\b|^(is there|do you have|have you got) (a|an|any)\b|^(can|could|will|would|does) (it|ipumpnet|the system|your system) (automatically |also |itself )?(decide|choose|select|switch|schedule|pick)\b/;

/** "does it ...", "does that one ...": a question about the thing the earlier question named. */
/** "which model do we need for that?", "what version has it?": a model asked for what the earlier question named. */
const WHICH_MODEL_FOR_IT =
  /\b(which|what) (model|version|plan|one)s?\b.{0,30}\b(for (that|this|it|them|those)|(has|have|includes?|gives?|offers?|covers?|does|do) (that|this|it|them|those))\b/;
const ASKS_OF_IT =
  /^((and|so|ok|okay|but|also) )*(does|do|can|will|would|is|has) (it|this|that)( one| model| version| plan)?\b|\b(is|are) (that|this|those|these|it|they) (also |too |even )?(in|included in|part of|available in) (it|that|this)( one| model| version| plan)?\b/;
/** "what extra does Lite give over Basic?": the model a comparison is about, which a later "it" means. */
const SUBJECT_OF_COMPARISON =
  /\b(?:does|do|will|would|can) (?:the )?(mini|basic|lite|pro|max)\b(?: model)? (?:give|add|have|offer|include|get|do)\b.{0,30}\b(?:over|than|compared|beyond|vs|versus)\b/;

/** "is there a mobile app?": a row of the comparison named whole. */
const IS_THERE = /^(?:is there|do you have|does ipumpnet have|does it (?:have|come with)) (?:a |an |any )?([\p{L}\d -]+?)[?.!]*$/u;

/** "the second one", "the first": a model by its place in the list the earlier answer gave. */
const ORDINAL_MODEL = new RegExp(`${ORDINAL.source}(?! (time|step|thing|year|month|week|day))`, 'g');

/** "which would suit us?", "is it for small stations like ours?": the model for the visitor's case. */
/** "is iPUMPNET suitable for a small municipality with 3 borewells?": the product asked of an operation's size. */
const OUR_PRODUCT_FOR_A_SIZE = new RegExp(
  String.raw`\b${NAMES_OUR_PRODUCT}\b.{0,60}\b(small|smaller|tiny|little|few|single|just one|only one|one|two|three|2|3)\b`,
);
const ASKS_SUITS =
  /\bwhich (model|version|plan|one) (do|would|should|will|shall) (we|i) (need|want|get|take|buy|choose|pick)\b|\b(suit|suits|suited|suitable|right for|best for|good for|enough for|fits? (us|me|our)|recommend\w*|should (we|i) (take|choose|go for|buy|pick|start with))\b|\b(for|meant for) (small|smaller) (ones?|stations?|sites?|towns?|utilities|plants?|like us)\b|\bfor small\b/;
/** Words of a visitor's case that say it is a single, small station. */
const SMALL_CASE =
  /\b(small|smaller|single|one|only one|tiny|little|1) (town|station|site|pumps?|borewell|scheme|works)\b|\b(small|smaller|tiny|little) (stations|sites)\b|\b(2|3|two|three) pumps\b|\bsmall like us\b|\bjust one\b/;
/** Words every audience and many questions hold: they tell no model from another. */
const NOT_A_NEED = new Set([
  ...GENERIC,
  ...stems(
    'water utility utilities also that who and of to in on with from they them it its everything else which would suit us our we for five one want need only like',
  ),
]);

/**
 * The model whose audience holds most of the visitor's case ("one small station", "alarms"), when
 * one holds more than any other; a small, single station counts as the entry model's "single".
 */
function suitedTo(q: string): string | null {
  const asked = new Set(stems(q).filter((w) => !NOT_A_NEED.has(w)));
  if (SMALL_CASE.test(q)) asked.add(stems('single')[0]!);
  const scored = models.list
    .map((m) => ({ name: m.name, score: labelStems(m.audience).filter((w) => asked.has(w)).length }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  return best && best.score > 0 && best.score > (next?.score ?? 0) ? best.name : null;
}

/** A question of what the product costs or how it is charged, which the pricing page answers. */
const ASKS_HOW_IT_IS_CHARGED =
  /\b(charged|billed|priced|pricing|cost (a|per|each) (month|year)|(what|how much) (would|will|does|do) (it|ipumpnet|they|the system) cost)\b/;

/**
 * Answers a question about the models, or null when it is not one. `context` is the previous
 * question of the conversation, for "and the Max?" or "is it in the Mini?".
 */
export function answerAboutModels(query: string, context?: string): Answer | null {
  const q = normalise(query);
  // The question as written: a name with its capital ("We got Mini installed") is a name.
  let named = modelsNamed(query);
  // "charged per pump or per station, and what would it cost a month?": how pricing works, not the monthly reports.
  if (named.length === 0 && ASKS_HOW_IT_IS_CHARGED.test(q)) return null;
  let features = featuresNamed(q);
  // "a physical model study of the sump", "a scale model": a model of something, not one of ours.
  // "can I plan that every bearing lasts 50,000 h?": to plan, not a plan of ours.
  const ofSomething = q.replace(MODEL_OF_SOMETHING, ' ').replace(PLAN_THE_VERB, ' ');
  // The earlier question was about the models (it named one, or the models as such).
  // "the difference between gland packing and a mechanical seal" compares no models: "the first type" after it is packing.
  const afterModels = context !== undefined && (modelsNamed(context).length > 0 || MODEL_NOUNS.test(normalise(context)));
  const aboutModels =
    named.length > 0 ||
    // "which one would suit a small village?" after the list of models: one of the models.
    (afterModels && /\b(which|what) (one|of them|of these|of those)\b/.test(q)) ||
    // "difference between static head and total dynamic head", "the open area compared with the pipe" compare no models.
    (MODEL_WORDS.test(ofSomething) &&
      !/^(compare|compared|comparison|difference|differences|differ|vs|versus)$/.test(ofSomething.match(MODEL_WORDS)?.[0] ?? ''));
  if (
    named.length === 1 &&
    features.length === 0 &&
    /\b(does|do|has|have|include|includes|come with|support|supports|offer|offers)\b/.test(q) &&
    !/\bhow many (features|functions)\b/.test(q)
  ) {
    // "does the Lite model do AI based fault prediction?": the rows that share a word or two,
    // beside the model's name ("the entry-level model" has no water level).
    const withoutName = ENDS_OF_THE_RANGE.named.reduce((rest, end) => rest.replace(end, ''), q);
    features = featuresNamed(withoutName.replace(new RegExp(`\\b${named[0]!.toLowerCase()}\\b`, 'g'), ''), 0.3);
  }
  // "what does it not have?" after "what does the Pro model include?": what that model lacks.
  if (context && named.length === 0 && features.length === 0 && ASKS_WHAT_IT_LACKS.test(q) && /\b(it|this|that)\b/.test(q)) {
    const earlier = modelsNamed(context);
    if (earlier.length === 1) return lacking(earlier[0]!);
  }
  if (context && named.length === 0 && features.length > 0 && ASKS_OF_IT.test(q)) {
    // "does it show vibration also?" after "what does the Mini model include?": "it" is the Mini.
    const earlier = modelsNamed(context);
    const subject = SUBJECT_OF_COMPARISON.exec(normalise(context))?.[1];
    if (earlier.length === 1) named = earlier;
    else if (subject) named = earlier.filter((m) => m.toLowerCase() === subject);
    else {
      // "does that one also do automatic scheduling?" after "which model has water quality
      // analysis?": the first model with that feature is "that one"; with no such feature,
      // which models have this one answers it.
      const before = featuresNamed(context);
      if (before.length === 1) named = [before[0]!.from];
      else if (afterModels) return whoHas(features);
    }
  }
  // "and water quality?" after "which models have AI condition monitoring?": the same asked of another row.
  if (
    afterModels &&
    named.length === 0 &&
    features.length > 0 &&
    /^(and|also|what about|how about)\b(?! (what|how|why|when|where|who|does|do|is|are|can|could|will)\b)/.test(q) &&
    tokens(q).length <= 8
  )
    return whoHas(features);
  // "which model do we need for that?" after "can it work out what the contractor should be
  // penalised?": which models have what the earlier question named.
  if (context && named.length === 0 && features.length === 0 && WHICH_MODEL_FOR_IT.test(q)) {
    const before = featuresAskedBefore(context);
    if (before.length > 0) return whoHas(before);
  }
  const row = IS_THERE.exec(q)?.[1];
  const whole = row ? models.features.find((f) => f.label.toLowerCase() === row) : undefined;
  if (whole && named.length === 0) return whoHas([whole], undefined, true);
  if (afterModels && named.length === 0) {
    // "what does the second one add over the first?" after the list of models: those of the list.
    named = [...q.matchAll(ORDINAL_MODEL)].flatMap((m) => atPlace(models.names, m[1]!) ?? []);
  }
  if (afterModels && named.length === 0 && features.length === 0) {
    // "and what does the next model up add?" after Mini and Basic: what Lite adds to Basic.
    const earlier = modelsNamed(context!).sort((a, b) => rank(a) - rank(b));
    const step = NEXT_UP.test(q) ? 1 : NEXT_DOWN.test(q) ? -1 : 0;
    const from = step > 0 ? earlier.at(-1) : earlier[0];
    const to = from && step !== 0 ? models.names[rank(from) + step] : undefined;
    if (from && to) return difference(from, to);
  }
  if (context && named.length > 0 && features.length === 0 && !ASKS_WHAT_IT_ADDS.test(q)) {
    // "is it in the Mini?" after a question about a feature; "is that in the cheapest model too?" after "does it send alarms?".
    features = featuresAskedBefore(context);
  }
  if (context && named.length === 1 && features.length === 0) {
    // "and the Max?" after "what is the difference between Lite and Pro" keeps comparing.
    const earlier = modelsNamed(context);
    // Not "and the one below Basic?": a step from the model it names, which is asked below.
    const comparing = /\b(differ|difference|compare|vs|versus|than|lacks?)\b/.test(normalise(context));
    if (earlier.length >= 2 && comparing && earlier[0] !== named[0] && stepFrom(q, named[0]!) === 0) named = [earlier[0]!, named[0]!];
  }
  if (named.length === 0 && /\bhow many (features|functions|rows|groups|categories|sections)\b/.test(q)) {
    // "how many features are in the comparison, in how many groups?": the table's own count.
    const groups = [...new Set(models.features.map((f) => f.section))];
    return facts([
      `The model comparison lists ${models.features.length} features in ${groups.length} groups:`,
      ...groups.map((g) => `- ${g} (${models.features.filter((f) => f.section === g).length})`),
    ]);
  }
  if (
    named.length === 2 &&
    // "is there a model between Basic and Pro?", not "we are torn between Mini and Basic".
    /\b(models?|versions?|ones?|anything|something|plans?|options?|there)( \w+)? (in ?between|between)\b/.test(q) &&
    !/\b(difference|differences|diff|differ|compare|comparison|vs|versus)\b/.test(q)
  ) {
    // "is there a model in between Basic and Pro?": the ones ranked between them.
    const [low, high] = [rank(named[0]!), rank(named[1]!)].sort((a, b) => a - b);
    const inside = models.names.slice(low! + 1, high);
    if (inside.length === 0) return facts([`No: ${models.names[low!]} and ${models.names[high!]} are next to each other in the range.`]);
    return facts([
      `Yes: ${listInWords(inside)} ${inside.length === 1 ? 'sits' : 'sit'} between ${models.names[low!]} and ${models.names[high!]}.`,
      ...inside.map(modelLine),
    ]);
  }
  // "the difference between Basic and Pro in vibration monitoring": whether each has the feature named, then what else differs.
  if (named.length === 2 && features.length > 0) return differenceIn(named[0]!, named[1]!, features);
  if (named.length >= 2) return difference(named[0]!, named[1]!);
  if (named.length === 1 && features.length === 0) {
    // "the next one up from basic", "what's below Pro": the neighbouring model, by what it adds.
    const neighbour = models.names[rank(named[0]!) + stepFrom(q, named[0]!)];
    if (neighbour && neighbour !== named[0]) return difference(named[0]!, neighbour);
  }
  if (named.length === 1) {
    if (features.length === 0 && ASKS_WHAT_IT_LACKS.test(q)) return lacking(named[0]!);
    if (features.length > 0) return whoHas(features, named[0], false, ONLY_IN.test(q));
    return describe(named[0]!);
  }
  if (
    features.length === 0 &&
    // Not "all the time": no list of anything.
    /\b(what|which|list)\b|\ball\b(?! (the )?(time|day|night|week|year|along)\b)/.test(q) &&
    /\b(does|do|can|will) (it|ipumpnet|the system|your system|you)\b|\bipumpnet\b/.test(q)
  ) {
    // "what penalties does it calculate": one word shared by several rows of the table.
    const shared = featuresSharingAWord(q);
    if (shared.length >= 2) return whoHas(shared);
  }
  // "which of the five would suit one small borewell station?", "is iPUMPNET for small towns like us?":
  // by who each model is for.
  const asksSuits =
    (ASKS_SUITS.test(q) && (aboutModels || /\b(ipumpnet|it|your (system|product|solution)|five)\b/.test(q))) ||
    (aboutModels &&
      features.length === 0 &&
      /\b(which|what) (model|version|plan)\b|\bmodel (should|for|suits|would suit|is best|fits)\b|\brecommend\b/.test(q));
  const needed = asksSuits ? neededFor(q, features) : null;
  if (needed) return withChoiceInADemo([neededLead(features, needed), ...modelLines(needed)]);
  const suits = asksSuits ? suitedTo(q) : null;
  if (suits) return withChoiceInADemo(modelLines(suits));
  // No model's audience holds the visitor's case more than another's: who each one is for.
  if (asksSuits && (aboutModels || OUR_PRODUCT_FOR_A_SIZE.test(q)) && features.length === 0) return withChoiceInADemo(modelListLines());
  // "can we see all stations on one map?": a row in the visitor's words, asked of what they will see.
  const seesRow = CAN_WE_SEE.test(q) && ROW_WORDS.some(([words]) => words.test(q));
  if (!aboutModels && !(features.length > 0 && (ASKS_HAVE.test(q) || seesRow))) return null;
  if (features.length === 0) {
    const loose = /\b(which|what) (models?|versions?|plans?)\b/.test(q) ? featuresNamed(q, 0.3) : [];
    if (loose.length > 0) return whoHas(loose);
    if (/\b(models?|versions?|plans?|editions?|tiers?|packages?|variants?)\b/.test(q) && ASKS_LIST.test(q)) return listModels();
    if (/\b(compare|comparison|difference|differences|differ)\b/.test(q) && /\b(models?|versions?|plans?)\b/.test(q)) return listModels();
    return null;
  }
  // "the strainer compared with the suction pipe" shares a word with "Suction head", but asks
  // nothing of the product: a feature half named needs the question to be about the product.
  // A feature named whole in a short question ("GIS visualisation?") asks about it; in a longer
  // one about pumps ("acceptable vibration level for a centrifugal pump?") only with the product.
  const wholly = tokens(q).length <= 5 && matchLabels(q, features, (f) => f.label, 0.99).length > 0;
  // "our pump is rated 60 m head... will it give less head on oil?": the "it" that gives or has is the visitor's pump.
  if (
    !wholly &&
    !seesRow &&
    !/\b(ipumpnet|system|models?|plans?|versions?|includes?|offers?|supports?|measures?|shows?|tracks?|reports?|features?)\b/.test(q) &&
    (speaksOfTheirPump(q) || !/\b(it|has|have|gives?)\b/.test(q))
  )
    return null;
  return whoHas(features, undefined, ASKS_HAVE.test(q) || seesRow);
}
