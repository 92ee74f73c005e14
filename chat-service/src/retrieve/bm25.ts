/**
 * FTS5's bm25() ranking, worked out in memory from the index's own postings: the same scores,
 * bit for bit, and the same order (score, then rowid, as SQLite's sorter keeps ties), at a
 * small fraction of the cost of running the MATCH query (which also counts every phrase's
 * documents again, for its IDF, on every query). The index's postings are read once per index
 * change; a phrase seen for the first time is tokenized by FTS5's own tokenizer (in a scratch
 * table, with the other new phrases of its question) and scored once, then kept.
 *
 * The formula is fts5Bm25Function's (sqlite3.c): k1 = 1.2, b = 0.75, a phrase's frequency in a
 * row is the sum of its column weights over its instances, D the row's size in tokens (all
 * columns), avgdl the table's tokens per row, IDF = ln((N - n + 0.5) / (n + 0.5)) floored at
 * 1e-6; the logarithm is SQLite's own (the C library's), so no last-bit difference can reorder
 * two passages.
 */
import { COLUMN_WEIGHTS, type KnowledgeStore, type SearchRow, type TokenHit } from '../ingest/store.ts';

const K1 = 1.2;
const B = 0.75;

interface Phrase {
  /** The rows that hold the phrase, and what it adds to each row's score there. */
  rows: number[];
  parts: number[];
}

/** Phrases kept before the cache is dropped; the vocabulary of visitors is small. */
const PHRASE_CACHE_LIMIT = 10_000;

export class Bm25Index {
  private readonly phrases = new Map<string, Phrase>();
  private readonly hits: Map<string, TokenHit[]>;
  private readonly sizes: Map<number, number>;
  private readonly rows: number;
  private readonly avgdl: number;

  constructor(private readonly store: KnowledgeStore) {
    this.hits = store.tokenHits();
    this.sizes = store.rowSizes();
    let tokens = 0;
    for (const size of this.sizes.values()) tokens += size;
    this.rows = this.sizes.size;
    this.avgdl = tokens / this.rows;
  }

  /**
   * What `SELECT rowid, bm25(...) FROM fts WHERE fts MATCH '"p1" OR "p2" ...' ORDER BY score
   * LIMIT n` returns, for these phrases (each one quoted string of the query, unquoted).
   */
  search(phrases: readonly string[], limit: number): SearchRow[] {
    const unseen = phrases.filter((text) => !this.phrases.has(text));
    if (unseen.length > 0) this.learn([...new Set(unseen)]);
    const scores = new Map<number, number>();
    // Phrase by phrase, as fts5Bm25Function adds them up; a phrase absent from a row adds 0.
    for (const text of phrases) {
      const { rows, parts } = this.phrases.get(text)!;
      for (let i = 0; i < rows.length; i++) scores.set(rows[i]!, (scores.get(rows[i]!) ?? 0) + parts[i]!);
    }
    const found: SearchRow[] = [];
    for (const [id, score] of scores) found.push({ id, score: -1.0 * score });
    return found.sort((a, b) => a.score - b.score || a.id - b.id).slice(0, limit);
  }

  /** Phrases seen for the first time: tokenized together, each scored against every row once. */
  private learn(texts: readonly string[]): void {
    if (this.phrases.size + texts.length > PHRASE_CACHE_LIMIT) this.phrases.clear();
    const tokens = this.store.tokensOf(texts);
    texts.forEach((text, i) => {
      const freq = this.frequencies(tokens[i]!);
      const n = freq.size;
      let idf = this.store.ln((this.rows - n + 0.5) / (n + 0.5));
      if (idf <= 0.0) idf = 1e-6;
      // A phrase's share of a row's score depends on the row alone: worked out once.
      const phrase: Phrase = { rows: [], parts: [] };
      for (const [id, f] of freq) {
        const D = this.sizes.get(id) ?? 0;
        phrase.rows.push(id);
        phrase.parts.push(idf * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + (B * D) / this.avgdl))));
      }
      this.phrases.set(text, phrase);
    });
  }

  /** Row -> weighted count of the instances of these tokens, in this order, side by side in one column. */
  private frequencies(tokens: readonly string[]): Map<number, number> {
    const freq = new Map<number, number>();
    if (tokens.length === 0) return freq;
    const [first, ...rest] = tokens.map((t) => this.hits.get(t) ?? []);
    const later = rest.map((hits) => new Set(hits.map((h) => `${h.id}:${h.column}:${h.offset}`)));
    for (const hit of first!) {
      if (!later.every((set, i) => set.has(`${hit.id}:${hit.column}:${hit.offset + i + 1}`))) continue;
      freq.set(hit.id, (freq.get(hit.id) ?? 0) + (COLUMN_WEIGHTS[hit.column] ?? 1.0));
    }
    return freq;
  }
}
