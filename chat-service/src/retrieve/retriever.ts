/**
 * Hybrid retrieval: BM25 from FTS5 and, when a local embedding model is loaded, dense cosine
 * similarity, fused by reciprocal rank; then the relevance gate. In BM25-only mode the fusion
 * has a single ranking and the gate relies on term coverage alone.
 */
import type { Embedder } from '../embed/embedder.ts';
import type { KnowledgeStore, StoredPassage } from '../ingest/store.ts';
import { Bm25Index } from './bm25.ts';
import { DenseIndex, type DenseHit } from './dense.ts';
import { reciprocalRankFusion } from './fusion.ts';
import { DEFAULT_GATE, relevanceGate, weigher, type GateDecision, type GateSettings, type TermEvidence } from './gate.ts';
import { synonymsOf } from './expansion.ts';
import { aspectOf, ASPECT_HEADING_WORDS } from './aspect.ts';
import { Library } from './library.ts';
import { ftsTerm, isAspectWord, isTradeWord, queryTerms } from './query.ts';

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
  /** Terms the knowledge base uses but not everywhere: what the question is about, for it. */
  topical: string[];
  /** Terms the knowledge base never uses ("bitcoin", "australia"). */
  unknown: string[];
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
  /** Retrievals kept for repeated questions; 0 turns the cache off. */
  cacheSize?: number;
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
  return namedIn(term, headingWords(headingPath));
}

function headingWords(headingPath: string[]): string[] {
  return headingPath
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function namedIn(term: string, words: readonly string[]): boolean {
  return namedAs(spellings(term), words);
}

/** A term and its synonyms: the words that name it in a heading. */
const spellings = (term: string): string[] => [term, ...synonymsOf(term)];

/** Whether one of a term's spellings (see `spellings`) is among the words. */
function namedAs(spelled: readonly string[], words: readonly string[]): boolean {
  for (const t of spelled) for (const w of words) if (close(t, w)) return true;
  return false;
}

/** The same word, allowing plural and -ing endings. */
function close(a: string, b: string): boolean {
  // Most pairs differ in their first letter: no shared start, nor one word within the other.
  if (a.length > 0 && b.length > 0 && a.charCodeAt(0) !== b.charCodeAt(0)) return false;
  const swap = a.length > b.length;
  const short = swap ? b : a;
  const long = swap ? a : b;
  if (short === long || (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3)) return true;
  // "cavitating" and "cavitation": a long shared start, different endings.
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return shared >= 6 && shared >= short.length - 3;
}

/**
 * A passage with what the question found in it. Written out field by field: copying the passage
 * with a spread (`{ ...passage, score }`) costs V8 several microseconds per object, most of the
 * retriever's time. The keys come in the order the spread gave them.
 */
function retrieved(
  p: StoredPassage,
  score: number,
  cosine: number | undefined,
  matched: string[],
  inHeading: string[],
  coverage: number,
): RetrievedPassage {
  const { id, file, ordinal, title, url, heading, headingPath, body } = p;
  return cosine === undefined
    ? { id, file, ordinal, title, url, heading, headingPath, body, score, matched, inHeading, coverage }
    : { id, file, ordinal, title, url, heading, headingPath, body, score, cosine, matched, inHeading, coverage };
}

/** A passage with the words of its title and heading path, split once. */
interface CachedPassage {
  passage: StoredPassage;
  titleWords: string[];
  pathWords: string[];
}

/** Caches are dropped after this many distinct terms; the vocabulary of visitors is small. */
const TERM_CACHE_LIMIT = 10_000;

export class Retriever {
  private dense: DenseIndex | null = null;
  private pagesAndSections: Library | null = null;
  private ranking: Bm25Index | null = null;
  /** The store's data version when the caches were filled: another connection's commit changes it. */
  private storeVersion = -1;
  private readonly termDocs = new Map<string, ReadonlySet<number>>();
  private readonly passages = new Map<number, CachedPassage>();
  /** Visitors ask the same few questions again and again; the answer only changes with the index. */
  private readonly results = new Map<string, Retrieval>();
  private readonly cacheSize: number;
  private totalPassages = 0;
  private generation = 0;
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
    this.cacheSize = options.cacheSize ?? 1000;
    this.reload();
  }

  /** Changes with every index change: what was worked out from the index before is stale. */
  get version(): number {
    return this.generation;
  }

  /** Entries kept per cache; 0 when caching is off. */
  get cacheCapacity(): number {
    return this.cacheSize;
  }

  get mode(): EmbeddingMode {
    return this.embedder ? 'dense+bm25' : 'bm25-only';
  }

  /**
   * Re-reads vectors and drops caches; call after every index change made here. A change
   * committed by another process (the index CLI) is noticed by `retrieve` itself.
   */
  reload(): void {
    this.storeVersion = this.store.dataVersion();
    this.generation++;
    this.termDocs.clear();
    this.passages.clear();
    this.results.clear();
    this.pagesAndSections = null;
    this.ranking = null;
    this.totalPassages = this.store.counts().passages;
    this.dense = this.embedder ? new DenseIndex(this.store.vectors(), this.embedder.dimension) : null;
  }

  /** The knowledge base as pages and whole sections; rebuilt after an index change. */
  get library(): Library {
    this.pagesAndSections ??= new Library(this.store.allPassages());
    return this.pagesAndSections;
  }

  /** bm25() over the index in memory; rebuilt after an index change. */
  private get bm25Index(): Bm25Index {
    this.ranking ??= new Bm25Index(this.store);
    return this.ranking;
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
    // A word in most passages ("pump") adds nothing to BM25 (FTS5 floors its IDF) but makes
    // FTS5 score nearly every row; leave it out unless it is all the question has.
    const specific = terms.filter((t) => this.docsWith(t).size <= this.totalPassages / 2);
    // "idle for 5 months every year": the numbers of a visitor's story name no topic, though
    // they match an opening's years of experience; a question of figures alone keeps them.
    const worded = specific.filter((t) => !/^\d+$/.test(t));
    const searched = worded.length >= 3 ? worded : specific.length > 0 ? specific : terms;
    const phrases = [...new Set(searched.flatMap((t) => [t, ...synonymsOf(t)]))];
    const aspect = aspectOf(query);
    const hints = aspect ? [ASPECT_HEADING_WORDS[aspect]] : [];
    const spelled = hints.length > 0 ? terms.map(spellings) : [];
    return this.bm25Index
      .search(phrases, this.depth * 2)
      .map(({ id, score }) => {
        const cached = this.cached(id);
        const heading = cached?.passage.heading.toLowerCase() ?? '';
        let factor = heading === '' ? INTRO_FACTOR : 1;
        // The intent picks a section within the page the question names ("bearings" -> the
        // Bearing failure page): "why" alone must not pull every page's Causes section up.
        if (hints.length > 0 && cached && hints.some((h) => heading.includes(h))) {
          if (spelled.some((t) => namedAs(t, cached.titleWords))) factor *= INTENT_BOOST;
        }
        // FTS5's bm25() is negative, lower is better: a factor above 1 promotes.
        return { id, score: score * factor };
      })
      .sort((a, b) => a.score - b.score || a.id - b.id)
      .slice(0, this.depth)
      .map((r) => r.id);
  }

  private cached(id: number): CachedPassage | null {
    let entry = this.passages.get(id);
    if (!entry) {
      const passage = this.store.passage(id);
      if (!passage) return null;
      entry = { passage, titleWords: headingWords([passage.title]), pathWords: headingWords(passage.headingPath) };
      this.passages.set(id, entry);
    }
    return entry;
  }

  async retrieve(query: string): Promise<Retrieval> {
    // Every cache, not only the ranking, is stale once another process has changed the index.
    if (this.store.dataVersion() !== this.storeVersion) this.reload();
    if (this.cacheSize === 0) return this.search(query);
    const key = query.toLowerCase().replace(/\s+/g, ' ').trim();
    const hit = this.results.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry.
      this.results.delete(key);
      this.results.set(key, hit);
      return hit;
    }
    const generation = this.generation;
    const result = await this.search(query);
    // A re-index during an await (dense mode) must not leave a stale entry behind.
    if (generation === this.generation) {
      if (this.results.size >= this.cacheSize) this.results.delete(this.results.keys().next().value!);
      this.results.set(key, result);
    }
    return result;
  }

  private async search(query: string): Promise<Retrieval> {
    const terms = queryTerms(query);
    const bm25 = this.bm25(query, terms);
    let denseHits: DenseHit[] = [];
    if (this.dense && this.embedder && this.dense.size > 0) {
      const [vector] = await this.embedder.embed([query]);
      if (vector) denseHits = this.dense.search(vector, this.depth);
    }
    const cosineOf = new Map(denseHits.map((h) => [h.id, h.cosine]));
    const fused = reciprocalRankFusion(denseHits.length > 0 ? [bm25, denseHits.map((h) => h.id)] : [bm25]);

    // Words that only say what kind of question it is ("signs", "why", "fix") rank sections but
    // are not its topic: a question is not less covered because a page says "Symptoms".
    // So do words of the trade the files never use ("submersible"): about pumps, but no topic.
    const topical = terms.filter((t) => !isAspectWord(t) && !(isTradeWord(t) && this.docsWith(t).size === 0));
    const evidence: TermEvidence[] = (topical.length > 0 ? topical : terms).map((term) => ({ term, df: this.docsWith(term).size }));
    // Worked out once per question, not once per candidate passage.
    const docs = terms.map((t) => this.docsWith(t));
    const spelled = terms.map(spellings);
    const weighs = weigher(evidence, this.totalPassages);
    const ranked: RetrievedPassage[] = [];
    for (const { id, score } of fused.slice(0, this.depth)) {
      const entry = this.cached(id);
      if (!entry) continue;
      const cosine = cosineOf.get(id);
      const matched = terms.filter((_, i) => docs[i]!.has(id));
      ranked.push(
        retrieved(
          entry.passage,
          score,
          cosine,
          matched,
          terms.filter((_, i) => namedAs(spelled[i]!, entry.pathWords)),
          weighs(new Set(matched)),
        ),
      );
    }
    const top = ranked.slice(0, this.topK);
    const gate = relevanceGate(
      evidence,
      top.map((p) => ({
        id: p.id,
        matched: new Set(p.matched),
        inHeading: new Set(p.inHeading),
        ...(p.cosine === undefined ? {} : { cosine: p.cosine }),
      })),
      this.totalPassages,
      this.gate,
    );
    const specificTerms = evidence.filter((e) => e.df > 0 && e.df <= this.totalPassages / 2).map((e) => e.term);
    const unknown = evidence.filter((e) => e.df === 0).map((e) => e.term);
    return { terms, topical: specificTerms, unknown, passages: gate.pass ? this.relevantOnly(top) : [], ranked, gate };
  }

  /**
   * Drops passages that share much less of the question than the best one ("causes" alone in
   * a page about another failure): they would only dilute the prompt and the cited sources.
   */
  private relevantOnly(top: RetrievedPassage[]): RetrievedPassage[] {
    const best = Math.max(...top.map((p) => p.coverage));
    return top.filter((p, i) => i === 0 || p.coverage >= best * RELATED_SHARE || (p.cosine ?? 0) >= this.gate.minCosine);
  }
}
