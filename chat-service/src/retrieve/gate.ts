/**
 * The relevance gate: decides whether the retrieved passages can answer the question at all,
 * before any model is called. BM25 always returns *something* for a question that shares one
 * common word with the corpus ("How do I pump up a bicycle tyre?"), so the gate asks how much
 * of the question's information the best passage covers: each query term is weighted by its
 * inverse document frequency, and a word the knowledge base never uses ("bicycle") weighs the
 * most. A question is answered when some candidate covers enough of that weight; or covers
 * less (visitors pad questions with words the files never use) but names the candidate's page
 * or section in a topical word (one that is not in most passages, unlike "pump"); or, with dense
 * embeddings, covers a fair share and is semantically close (paraphrases: "noisy" for
 * "noise"). Cosine alone never passes: how high a cosine "unrelated" reaches depends on the
 * model, and a wrong guess would answer every off-topic question.
 */
import { hasTopicWord } from './query.ts';

export interface TermEvidence {
  term: string;
  /** Passages that contain the term (0 for a word the knowledge base never uses). */
  df: number;
}

export interface GateCandidate {
  id: number;
  /** Terms of the question that occur in this passage. */
  matched: ReadonlySet<string>;
  /** Terms of the question that occur in the passage's title or heading path. */
  inHeading?: ReadonlySet<string>;
  /** Cosine similarity with the question, when dense embeddings are on. */
  cosine?: number;
}

export interface GateSettings {
  /** Share of the question's IDF weight the best passage must contain. */
  minCoverage: number;
  /** Lower share that suffices when a topical question word is in the passage's headings. */
  minHeadingCoverage: number;
  /** A word in more than this share of passages is not topical (e.g. "pump"). */
  maxTopicalShare: number;
  /** Share a passage sharing several specific words with the question must still cover. */
  minSpecificCoverage: number;
  /** Share of the weight of the question's known words a passage describing a trouble must hold. */
  minDescribedCoverage: number;
  /** A word in at most this many passages is rare: two shared words suffice when one is. */
  maxRareDf: number;
  /** Cosine similarity that, with minSimilarCoverage, passes (dense mode; set for all-MiniLM-L6-v2). */
  minCosine: number;
  /** Share of the question's IDF weight a semantically close passage must still contain. */
  minSimilarCoverage: number;
}

export const DEFAULT_GATE: GateSettings = {
  minCoverage: 0.6,
  minHeadingCoverage: 0.25,
  minSpecificCoverage: 0.3,
  minDescribedCoverage: 0.25,
  maxRareDf: 3,
  maxTopicalShare: 0.5,
  minCosine: 0.55,
  minSimilarCoverage: 0.4,
};

export interface GateDecision {
  pass: boolean;
  /** Best coverage among the candidates, 0..1. */
  coverage: number;
  bestCosine: number | null;
  reason: 'no-topic-words' | 'no-candidates' | 'covered' | 'heading' | 'specific' | 'described' | 'similar' | 'not-covered';
}

/** BM25's IDF, floored at a small positive value so very common words still count a little. */
export function idf(df: number, totalPassages: number): number {
  return Math.max(0.05, Math.log((totalPassages - df + 0.5) / (df + 0.5) + 1));
}

export function coverage(terms: TermEvidence[], matched: ReadonlySet<string>, totalPassages: number): number {
  return weigher(terms, totalPassages)(matched);
}

/** `coverage` of many passages against the same terms: each term's IDF is worked out once. */
export function weigher(terms: readonly TermEvidence[], totalPassages: number): (matched: ReadonlySet<string>) => number {
  const weights = terms.map((t) => idf(t.df, totalPassages));
  return (matched) => {
    let total = 0;
    let covered = 0;
    for (let i = 0; i < terms.length; i++) {
      const weight = weights[i]!;
      total += weight;
      if (matched.has(terms[i]!.term)) covered += weight;
    }
    return total === 0 ? 0 : covered / total;
  };
}

export function relevanceGate(
  terms: TermEvidence[],
  candidates: GateCandidate[],
  totalPassages: number,
  settings: GateSettings = DEFAULT_GATE,
): GateDecision {
  if (!hasTopicWord(terms.map((t) => t.term))) {
    return { pass: false, coverage: 0, bestCosine: null, reason: 'no-topic-words' };
  }
  if (candidates.length === 0) return { pass: false, coverage: 0, bestCosine: null, reason: 'no-candidates' };
  const covers = weigher(terms, totalPassages);
  const best = Math.max(...candidates.map((c) => covers(c.matched)));
  const cosines = candidates.map((c) => c.cosine).filter((c): c is number => c !== undefined);
  const bestCosine = cosines.length > 0 ? Math.max(...cosines) : null;
  if (best >= settings.minCoverage) return { pass: true, coverage: best, bestCosine, reason: 'covered' };
  const topical = new Set(terms.filter((t) => t.df > 0 && t.df <= settings.maxTopicalShare * totalPassages).map((t) => t.term));
  // A section whose heading holds a phrase of the question, two topical words side by side
  // ("hybrid cloud"), is named outright, however many words of their own visitors wrap around it.
  const order = new Map(terms.map((t, i) => [t.term, i]));
  const namesPhrase = (named: string[]): boolean => named.some((a) => named.some((b) => order.get(b)! - order.get(a)! === 1));
  const namesItsTopic = candidates.some((c) => {
    const named = [...(c.inHeading ?? [])].filter((t) => topical.has(t));
    const share = covers(c.matched);
    return (named.length >= 1 && share >= settings.minHeadingCoverage) || (namesPhrase(named) && share >= settings.minHeadingCoverage / 2);
  });
  if (namesItsTopic) return { pass: true, coverage: best, bestCosine, reason: 'heading' };
  // A long question in a visitor's own words ("after the motor was rewound the flow dropped"):
  // several of the knowledge base's specific words in one passage, one of them in its headings.
  const dfOf = new Map(terms.map((t) => [t.term, t.df]));
  const specific = candidates.some((c) => {
    const shared = [...c.matched].filter((t) => topical.has(t));
    // A word few passages use ("sponge") is strong evidence on its own account.
    const rare = shared.some((t) => (dfOf.get(t) ?? 0) <= settings.maxRareDf);
    const enough = shared.length >= 3 || (shared.length >= 2 && (rare || shared.some((t) => c.inHeading?.has(t))));
    return enough && covers(c.matched) >= settings.minSpecificCoverage;
  });
  if (specific) return { pass: true, coverage: best, bestCosine, reason: 'specific' };
  // A trouble described at length ("the contractor pulled the piping onto the flange, since
  // then vibration is up and the seal leaks"): visitors' own words the knowledge base never
  // uses ("pulled", "coincidence") weigh most and sink the coverage, yet one passage holds many
  // of the words it does use, one of them naming its page or section.
  const known = terms.filter((t) => t.df > 0);
  const coversKnown = weigher(known, totalPassages);
  const described = candidates.some((c) => {
    const shared = [...c.matched].filter((t) => topical.has(t));
    const named = shared.some((t) => c.inHeading?.has(t));
    const rare = shared.some((t) => (dfOf.get(t) ?? 0) <= settings.maxRareDf);
    return (shared.length >= 4 || (shared.length >= 3 && (named || rare))) && coversKnown(c.matched) >= settings.minDescribedCoverage;
  });
  if (described) return { pass: true, coverage: best, bestCosine, reason: 'described' };
  const similar = candidates.some(
    (c) => c.cosine !== undefined && c.cosine >= settings.minCosine && covers(c.matched) >= settings.minSimilarCoverage,
  );
  if (similar) return { pass: true, coverage: best, bestCosine, reason: 'similar' };
  return { pass: false, coverage: best, bestCosine, reason: 'not-covered' };
}
