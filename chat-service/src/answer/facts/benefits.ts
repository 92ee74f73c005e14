/**
 * "How much can we save?", "is the 5-35 % guaranteed?": the results the company states for the
 * product (the home page's advantages) with the disclaimer's word on them, from the typed content.
 */
import { brand } from '@site/contracts/brand';
import { siteFacts } from '@site/contracts/site-facts';
import type { Page } from '../../retrieve/library.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';
import { NAMES_OUR_PRODUCT, normalise } from '../understand.ts';
import { sentencesIn } from '../blocks.ts';
import { lakhSaid, moneySaid } from './figures.ts';

const { benefits } = siteFacts;

/** The stated result that is a share taken off a cost. */
const LIFE_CYCLE_COST_TITLE = 'Life-cycle cost reduction';

/** Words that name a stated result, and the result each names. */
const NAMED: [RegExp, string][] = [
  [/\b(efficien\w*|energy|power|electricity|kwh)\b/, 'Efficiency improvement'],
  [
    /\b(life extension|extend\w* (the )?(\w+ )?life|equipment life|pump life|longer life|last\w* longer|longer[- ]lasting|longer\b.{0,30}\blast|lifespan|life span)\b/,
    'Life extension',
  ],
  [
    /\b(life[- ]?cycle|lcc|total cost of ownership|tco|cost (savings?|reduction)|(operating|running|maintenance|repair) (costs?|bills?)|(save|saving|savings|cut|cutting|reduce|reducing|lower|lowering) (in |on )?(our |the )?(costs?|money|bills?))\b/,
    LIFE_CYCLE_COST_TITLE,
  ],
  [
    /\b(roi|return on investment|payback|pay ?back|pay for itself|pays for itself|recover (the|our|my) (cost|investment|money)|(get|have) (our|my|the) money back|break[- ]?even)\b/,
    'Return on investment',
  ],
];

/** A question about how much the product achieves, not about how to save energy in general. */
const ASKS_AMOUNT =
  /\b(how much|how (fast|soon|quickly) (do|does|will|would|can|could)|(give|tell|show) (me|us) (a |some |any )?(numbers?|figures?|percentages?)|any (numbers?|figures?)|by how much|how many percent|what (kind of |sort of )?(energy |cost |power )?(savings?|results?|improvements?|benefits?|returns?|roi|payback|reduction)|(realistic(ally)?|typical(ly)?|expected|expect|promise[ds]?|claims?|claimed|stated)\b.*\b(savings?|save|improvement|results?|reduction|extension|roi|return|payback)|(savings?|improvement|results?|reduction|extension|roi|return|payback)\b.*\b(realistic(ally)?|typical(ly)?|expect\w*|promise[ds]?|claims?|claimed|stated)|guarantee\w*|payback period|return on investment|\broi\b)/;
/**
 * "how would iPUMPNET help us save power?", "can your system cut our electricity bill?": how the
 * product brings a saving about, which the stated results follow. Not "does it save energy?"
 * after a VFD: the product named.
 */
const HOW_IT_SAVES = new RegExp(
  String.raw`\b(how (would|does|will|can|could|do|is)|(can|will|would|does|could)) (${NAMES_OUR_PRODUCT}|ur (system|product|solution)|you)( really)?( (going to|gonna))?( (help|helps|able to))?( (us|me|our \w+))?( to)? (save|reduce|cut|lower|bring down)\b.{0,30}\b(power|energy|electricity|kwh|units|bills?|costs?|money)\b`,
);
/** The page's sentences on why pumps waste energy and what the product does about it. */
const WHY_IT_SAVES = /\bbelow their best efficiency\b|\bvisible and measurable\b/;

/** "what savings have customers got?": our customers, though the question does not say "your". */
const CUSTOMERS_ASKED = String.raw`(have|did|do) (the )?(customers|clients|users)|(customers|clients|users) (see|saw|get|got|achieve\w*|report\w*)`;
const ABOUT_US = new RegExp(
  String.raw`\b(${CUSTOMERS_ASKED}|ipumpnet|(your|ur|the) (system|product|solution)|(your|ur) (customers?|clients?|users?|installations?|sites?)|it|this|you|we|our|us|(can|could|will|would) i (save|expect|get|see|gain))\b`,
);
/**
 * With no result named, the question must name the product, or ask what a customer may expect
 * ("what savings can we expect?"): "how much does that cut the NPSH at our station" does neither.
 */
const NAMES_PRODUCT = new RegExp(
  String.raw`\b(${CUSTOMERS_ASKED}|ipumpnet|(your|ur) (system|product|solution|customers?|clients?|users?|installations?|sites?)|you|(from|with|by|of) (it|this)|(does|will|can|could|would|did) (it|this)|(can|could|will|would|should|do) (we|i) (\w+ly )?(expect|get|see))\b`,
);
const RESULT =
  /\b(pays? for itself|money back|break[- ]?even|last\w* longer|longer\b.{0,30}\blast|sav\w*|improv\w*|benefits?|results?|roi|return|payback|pay ?back|reduc\w*|extension|extend\w*|lower|cut|life)\b/;

/** "how much can we save by trimming the impeller?": a saving from something other than the product. */
const BY_OTHER_MEANS = /\bby (\w+ing)\b(?!.{0,25}\b(ipumpnet|(your|ur) (system|product|solution)|it|this)\b)/;

/** "+5-35%" and "5 to 35%" are the same figure. */
const figureOf = (text: string): string =>
  text
    .replace(/^[+-]/, '')
    .replace(/\s*(-|–|to)\s*/g, '-')
    .replace(/\s+%/, '%');

/**
 * The knowledge page that states the same results, where a visitor reads how they come about:
 * the one whose text holds at least two of the figures.
 */
const stating = new WeakMap<readonly Page[], Page | null>();

export function pageStatingBenefits(pages: readonly Page[]): Page | null {
  // Found once per knowledge base (a new one comes with every index change), not per question.
  let found = stating.get(pages);
  if (found === undefined) {
    const figures = benefits.list.map((b) => figureOf(b.figure)).filter((f) => /\d/.test(f) && f.includes('%'));
    found =
      pages.find((page) => {
        const text = figureOf(page.sections.map((s) => s.body).join(' '));
        return figures.filter((f) => text.includes(f)).length >= 2;
      }) ?? null;
    stating.set(pages, found);
  }
  return found;
}

/** "₹2 crore", "Rs 50 lakh", "INR 3,00,000": a sum in rupees the visitor gives. */
const RUPEE_SUM =
  /(?:₹|\brs\.?|\binr)\s*(\d[\d,]*(?:\.\d+)?)\s*(crores?|cr|lakhs?|lacs?)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(crores?|cr|lakhs?|lacs?)\b/i;

function rupeesGiven(q: string): number | null {
  const m = RUPEE_SUM.exec(q);
  if (!m) return null;
  const value = Number((m[1] ?? m[3])!.replace(/,/g, ''));
  const unit = (m[2] ?? m[4] ?? '').toLowerCase();
  return value * (/^cr/.test(unit) ? 1e7 : /^la/.test(unit) ? 1e5 : 1);
}

/** A sum in rupees as it is read in India: "₹30 lakh", "₹1.2 crore"; small sums in digits. */
const rupeesSaid = (value: number): string => `₹${lakhSaid(value) ?? moneySaid(value)}`;

/**
 * "our life-cycle cost is ₹2 crore a year, how much could we save?": the stated reduction, a range
 * of percentages, worked out on the visitor's own sum; a cost reduced by a share is that share of it.
 */
function reductionOnSum(q: string, chosen: readonly { title: string; figure: string }[]): string | null {
  const cost = chosen.length === 1 && chosen[0]!.title === LIFE_CYCLE_COST_TITLE ? chosen[0]! : null;
  const sum = cost ? rupeesGiven(q) : null;
  const range = cost?.figure.match(/(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*%/);
  if (!sum || !range) return null;
  const [low, high] = [Number(range[1]), Number(range[2])];
  const per = /\b(years?|yearly|annual\w*|per annum)\b/i.test(q) ? ' a year' : '';
  return `On ${rupeesSaid(sum)}${per}, ${low} to ${high}% is about ${rupeesSaid((sum * low) / 100)} to ${rupeesSaid((sum * high) / 100)}${per}, if your station turns out like the past installations these ranges come from.`;
}

/** "what is typical payback period?": on this site, a payback asked alone is the product's. */
const PAYBACK_ALONE =
  /^(what('?s| is| are) |and |so )?(the |a |your )?((typical|usual|average|expected|normal|realistic) )?(payback|roi|return on investment)( period| time)?( like)?\W*$/;

/** "Are the 5-35% savings guaranteed?": the stated results whose figures the question quotes. */
const resultsQuoted = (q: string): string[] => {
  const said = figureOf(q);
  return benefits.list
    .filter((b) => /\d/.test(b.figure) && b.figure.includes('%') && said.includes(figureOf(b.figure)))
    .map((b) => b.title);
};

export function answerAboutBenefits(query: string, pages: readonly Page[] = []): Answer | null {
  const q = normalise(query);
  const quoted = resultsQuoted(q);
  if (
    !RESULT.test(q) ||
    !(ASKS_AMOUNT.test(q) || HOW_IT_SAVES.test(q)) ||
    !(ABOUT_US.test(q) || PAYBACK_ALONE.test(q) || quoted.length > 0) ||
    BY_OTHER_MEANS.test(q)
  )
    return null;
  // "what savings do you claim, and how fast does it pay back?": every result, the payback among them.
  const all =
    /\b(what|which) (savings|results|benefits)\b|\b(savings|results|benefits) (do|does) (you|it|ipumpnet) (claim|promise|state|give)\b/.test(
      q,
    );
  const named = all ? [] : [...new Set([...quoted, ...NAMED.filter(([words]) => words.test(q)).map(([, title]) => title)])];
  if (named.length === 0 && !NAMES_PRODUCT.test(q)) return null;
  const chosen = benefits.list.filter((b) => named.length === 0 || named.includes(b.title));
  const lines = /\bguarantee/.test(q)
    ? [`No: ${benefits.caveat.charAt(0).toLowerCase()}${benefits.caveat.slice(1)}`, ...chosen.map((b) => `- ${b.title}: ${b.text}`)]
    : [
        `${brand.product} states these results for ${brand.network}:`,
        ...chosen.map((b) => `- ${b.title}: ${b.text}`),
        ...[reductionOnSum(q, chosen)].filter((line): line is string => line !== null),
        // All of them: the caveat's last sentence (not guaranteed) keeps the answer short.
        chosen.length > 2 ? (sentencesIn(benefits.caveat).at(-1) ?? benefits.caveat) : benefits.caveat,
      ];
  const home = { title: 'Home', url: benefits.route };
  const disclaimer = { title: 'Disclaimer', url: benefits.disclaimerRoute };
  const detail = pageStatingBenefits(pages);
  // How it comes about first, where that is asked: what the page says makes pumps waste energy, and what the product does.
  if (HOW_IT_SAVES.test(q) && !ASKS_AMOUNT.test(q) && detail) {
    const why = detail.sections.flatMap((section) => sentencesIn(section.body)).filter((sentence) => WHY_IT_SAVES.test(sentence));
    lines.unshift(...why);
  }
  const more = detail
    ? `More on the ${detail.title} page (${detail.url}), the home page (${home.url}) and in the disclaimer: ${disclaimer.url}`
    : `More on the home page (${home.url}) and in the disclaimer: ${disclaimer.url}`;
  return factAnswer(lines, more, [...(detail ? [{ title: detail.title, url: detail.url }] : []), home, disclaimer]);
}
