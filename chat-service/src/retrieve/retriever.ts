/**
 * Hybrid retrieval: BM25 from FTS5 and, when a local embedding model is loaded, dense cosine
 * similarity, fused by reciprocal rank; then the relevance gate. In BM25-only mode the fusion
 * has a single ranking and the gate relies on term coverage alone.
 */
import type { Embedder } from '../embed/embedder.ts';
import type { KnowledgeStore, StoredPassage } from '../ingest/store.ts';
import { DenseIndex, type DenseHit } from './dense.ts';
import { reciprocalRankFusion } from './fusion.ts';
import { coverage, DEFAULT_GATE, relevanceGate, type GateDecision, type GateSettings, type TermEvidence } from './gate.ts';
import { intentHeadings, synonymsOf } from './expansion.ts';
import { ftsTerm, queryTerms } from './query.ts';

export type EmbeddingMode = 'dense+bm25' | 'bm25-only';

export interface RetrievedPassage extends StoredPassage {
  /** Fused score (higher is better). */
  score: number;
  /** Cosine similarity with the question (dense mode). */
  cosine?: number;
  /** Question terms found in the passage. */
  matched: string[];
  /** Question terms found in the passage's title or headings. */
  inHeading: string[];
  /** Share of the question's IDF weight this passage contains (see gate.ts). */
  coverage: number;
}

export interface Retrieval {
  terms: string[];
  /** Best passages first; empty when the gate refused. */
  passages: RetrievedPassage[];
  /** Ranked candidates before the gate, for evaluation and logging. */
  ranked: RetrievedPassage[];
  gate: GateDecision;
}

export interface RetrieverOptions {
  /** Passages handed to the answer step. */
  topK?: number;
  /** Depth of each ranking before fusion. */
  depth?: number;
  gate?: GateSettings;
}

/** A passage is kept for the answer when it covers at least this share of what the best one covers. */
const RELATED_SHARE = 0.6;

/** Weight of a section whose heading matches the question's intent (see expansion.ts). */
const INTENT_BOOST = 1.8;
/** Weight of a page's intro passage. */
const INTRO_FACTOR = 0.8;

/**
 * Whether a question word (or a synonym) names the passage's page or section. Compared on the
 * words themselves, allowing plural and -ing endings, not on Porter stems, which conflate
 * words like "united" and "units".
 */
export function namedInHeadings(term: string, headingPath: string[]): boolean {
  const headingWords = headingPath.join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const close = (a: string, b: string) => {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short === long || (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3);
  };
  return [term, ...synonymsOf(term)].some((t) => headingWords.some((w) => close(t, w)));
}

/** Caches are dropped after this many distinct terms; the vocabulary of visitors is small. */
const TERM_CACHE_LIMIT = 10_000;

export class Retriever {
  private dense: DenseIndex | null = null;
  private readonly termDocs = new Map<string, ReadonlySet<number>>();
  private readonly passages = new Map<number, StoredPassage>();
  private totalPassages = 0;
  private readonly topK: number;
  private readonly depth: number;
  private readonly gate: GateSettings;

  constructor(
    private readonly store: KnowledgeStore,
    private readonly embedder: Embedder | null,
    options: RetrieverOptions = {},
  ) {
    this.topK = options.topK ?? 4;
    this.depth = options.depth ?? 20;
    this.gate = options.gate ?? DEFAULT_GATE;
    this.reload();
  }

  get mode(): EmbeddingMode {
    return this.embedder ? 'dense+bm25' : 'bm25-only';
  }

  /** Re-reads vectors and drops caches; call after every index change. */
  reload(): void {
    this.termDocs.clear();
    this.passages.clear();
    this.totalPassages = this.store.counts().passages;
    this.dense = this.embedder ? new DenseIndex(this.store.vectors(), this.embedder.dimension) : null;
  }

  /** Passages containing the term or one of its synonyms. */
  private docsWith(term: string): ReadonlySet<number> {
    let docs = this.termDocs.get(term);
    if (!docs) {
      if (this.termDocs.size >= TERM_CACHE_LIMIT) this.termDocs.clear();
      docs = new Set(this.store.termDocs([term, ...synonymsOf(term)].map(ftsTerm).join(' OR ')));
      this.termDocs.set(term, docs);
    }
    return docs;
  }

  /**
   * BM25 over any term or synonym, then a re-rank: a section whose heading is what the
   * question's wording asks for (Causes for "why ...") moves up, and a page's intro, which
   * names every topic of its page and so matches many questions weakly, moves down.
   */
  private bm25(query: string, terms: string[]): number[] {
    if (terms.length === 0) return [];
    const words = [...new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]))].map(ftsTerm).join(' OR ');
    const hints = intentHeadings(query);
    return this.store
      .search(words, this.depth * 2)
      .map(({ id, score }) => {
        const passage = this.passage(id);
        const heading = passage?.heading.toLowerCase() ?? '';
        let factor = heading === '' ? INTRO_FACTOR : 1;
        // The intent picks a section within the page the question names ("bearings" -> the
        // Bearing failure page): "why" alone must not pull every page's Causes section up.
        const pageNamed = passage !== null && terms.some((t) => namedInHeadings(t, [passage.title]));
        if (pageNamed && hints.some((h) => heading.includes(h))) factor *= INTENT_BOOST;
        // FTS5's bm25() is negative, lower is better: a factor above 1 promotes.
        return { id, score: score * factor };
      })
      .sort((a, b) => a.score - b.score || a.id - b.id)
      .slice(0, this.depth)
      .map((r) => r.id);
  }

  private passage(id: number): StoredPassage | null {
    let p = this.passages.get(id);
    if (!p) {
      const loaded = this.store.passage(id);
      if (!loaded) return null;
      p = loaded;
      this.passages.set(id, p);
    }
    return p;
  }

  async retrieve(query: string): Promise<Retrieval> {
    const terms = queryTerms(query);
    const bm25 = this.bm25(query, terms);
    let denseHits: DenseHit[] = [];
    if (this.dense && this.embedder && this.dense.size > 0) {
      const [vector] = await this.embedder.embed([query]);
      if (vector) denseHits = this.dense.search(vector, this.depth);
    }
    const cosineOf = new Map(denseHits.map((h) => [h.id, h.cosine]));
    const fused = reciprocalRankFusion(denseHits.length > 0 ? [bm25, denseHits.map((h) => h.id)] : [bm25]);

    const evidence: TermEvidence[] = terms.map((term) => ({ term, df: this.docsWith(term).size }));
    const ranked: RetrievedPassage[] = [];
    for (const { id, score } of fused.slice(0, this.depth)) {
      const p = this.passage(id);
      if (!p) continue;
      const cosine = cosineOf.get(id);
      ranked.push({
        ...p,
        score,
        ...(cosine === undefined ? {} : { cosine }),
        matched: [],
        inHeading: [],
        coverage: 0,
      });
    }
    for (const p of ranked) {
      p.matched = terms.filter((t) => this.docsWith(t).has(p.id));
      p.inHeading = terms.filter((t) => namedInHeadings(t, p.headingPath));
      p.coverage = coverage(evidence, new Set(p.matched), this.totalPassages);
    }
    const top = ranked.slice(0, this.topK);
    const gate = relevanceGate(
      evidence,
      top.map((p) => ({ id: p.id, matched: new Set(p.matched), inHeading: new Set(p.inHeading), ...(p.cosine === undefined ? {} : { cosine: p.cosine }) })),
      this.totalPassages,
      this.gate,
    );
    return { terms, passages: gate.pass ? this.relevantOnly(top) : [], ranked, gate };
  }

  /**
   * Drops passages that share much less of the question than the best one ("causes" alone in
   * a page about another failure): they would only dilute the prompt and the cited sources.
   */
  private relevantOnly(top: RetrievedPassage[]): RetrievedPassage[] {
    const best = Math.max(...top.map((p) => p.coverage));
    return top.filter(
      (p, i) => i === 0 || p.coverage >= best * RELATED_SHARE || (p.cosine ?? 0) >= this.gate.minCosine,
    );
  }
}
