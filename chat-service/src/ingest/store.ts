/**
 * The one SQLite file of the chat service (DATA_DIR/chat.sqlite): passages, their FTS5 index
 * and their embeddings, the content hash of each indexed file, and which embedding model made
 * the vectors. All SQL of the service lives here.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Passage } from './passages.ts';

/** Bump when the passage format or tokenizer changes: every file is then re-indexed. */
export const SCHEMA_VERSION = '5';

export interface StoredPassage extends Passage {
  id: number;
}

export interface FileRecord {
  file: string;
  hash: string;
}

export interface EmbeddingModelInfo {
  /** 'none' in BM25-only mode. */
  id: string;
  dimension: number;
}

/** A file's new content, ready to be written in one go. */
export interface FileUpdate {
  file: string;
  hash: string;
  passages: Passage[];
  /** One vector per passage, or null in BM25-only mode. */
  embeddings: Float32Array[] | null;
}

export interface ChangeSet {
  updates: FileUpdate[];
  deletions: string[];
}

export interface VectorRow {
  id: number;
  vector: Float32Array;
}

export interface SearchRow {
  id: number;
  score: number;
}

/**
 * Heading text (title + heading path) weighs this much more than body text in BM25: a
 * question about "cavitation symptoms" should land on the Symptoms section of the Cavitation
 * page, not on every page that mentions cavitation in passing.
 */
export const HEADING_WEIGHT = 4;

/** bm25()'s weight of each FTS5 column, in column order: heading, body. */
export const COLUMN_WEIGHTS: readonly number[] = [HEADING_WEIGHT, 1.0];

/** How FTS5 splits and stems the passages, and (in a scratch table) a search phrase the same way. */
const TOKENIZER = `tokenize = 'porter unicode61 remove_diacritics 2'`;

/** One occurrence of an indexed token: its row, its column (0 heading, 1 body) and its offset there. */
export interface TokenHit {
  id: number;
  column: number;
  offset: number;
}

/** The sizes in an FTS5 docsize blob: one SQLite varint per column. */
function varints(blob: Buffer): number[] {
  const values: number[] = [];
  let value = 0;
  for (const byte of blob) {
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      values.push(value);
      value = 0;
    }
  }
  return values;
}

interface PassageRow {
  id: number;
  file: string;
  ordinal: number;
  title: string;
  url: string;
  heading: string;
  heading_path: string;
  body: string;
}

const toPassage = (row: PassageRow): StoredPassage => ({
  id: row.id,
  file: row.file,
  ordinal: row.ordinal,
  title: row.title,
  url: row.url,
  heading: row.heading,
  headingPath: JSON.parse(row.heading_path) as string[],
  body: row.body,
});

const toBlob = (vector: Float32Array): Buffer => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/** Copies so the vector owns aligned memory (a Buffer slice may not be 4-byte aligned). */
const fromBlob = (blob: Buffer): Float32Array => {
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
};

export class KnowledgeStore {
  readonly db: Database.Database;
  private readonly statements;
  private readonly tokenize: (texts: readonly string[]) => string[][];

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    // WAL lets the index CLI write while a running service reads.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS files (file TEXT PRIMARY KEY, hash TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS passages (
        id INTEGER PRIMARY KEY,
        file TEXT NOT NULL REFERENCES files(file),
        ordinal INTEGER NOT NULL,
        title TEXT NOT NULL,
        url TEXT NOT NULL,
        heading TEXT NOT NULL,
        heading_path TEXT NOT NULL,
        body TEXT NOT NULL,
        embedding BLOB
      );
      CREATE INDEX IF NOT EXISTS passages_file ON passages(file);
      CREATE VIRTUAL TABLE IF NOT EXISTS passages_fts USING fts5(
        heading, body, ${TOKENIZER}
      );
      CREATE VIRTUAL TABLE IF NOT EXISTS temp.passages_fts_instances USING fts5vocab(main, passages_fts, instance);
      CREATE VIRTUAL TABLE IF NOT EXISTS temp.phrase_fts USING fts5(text, ${TOKENIZER});
      CREATE VIRTUAL TABLE IF NOT EXISTS temp.phrase_fts_instances USING fts5vocab(temp, phrase_fts, instance);
    `);
    this.statements = {
      getMeta: this.db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: this.db.prepare<[string, string]>(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ),
      files: this.db.prepare<[], FileRecord>('SELECT file, hash FROM files ORDER BY file'),
      upsertFile: this.db.prepare<[string, string]>(
        'INSERT INTO files (file, hash) VALUES (?, ?) ON CONFLICT(file) DO UPDATE SET hash = excluded.hash',
      ),
      deleteFile: this.db.prepare<[string]>('DELETE FROM files WHERE file = ?'),
      deleteFts: this.db.prepare<[string]>('DELETE FROM passages_fts WHERE rowid IN (SELECT id FROM passages WHERE file = ?)'),
      deletePassages: this.db.prepare<[string]>('DELETE FROM passages WHERE file = ?'),
      insertPassage: this.db.prepare<[string, number, string, string, string, string, string, Buffer | null]>(
        `INSERT INTO passages (file, ordinal, title, url, heading, heading_path, body, embedding)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertFts: this.db.prepare<[number | bigint, string, string]>('INSERT INTO passages_fts (rowid, heading, body) VALUES (?, ?, ?)'),
      counts: this.db.prepare<[], { files: number; passages: number }>(
        'SELECT (SELECT count(*) FROM files) AS files, (SELECT count(*) FROM passages) AS passages',
      ),
      vectors: this.db.prepare<[], { id: number; embedding: Buffer }>(
        'SELECT id, embedding FROM passages WHERE embedding IS NOT NULL ORDER BY id',
      ),
      passage: this.db.prepare<[number], PassageRow>('SELECT * FROM passages WHERE id = ?'),
      allPassages: this.db.prepare<[], PassageRow>('SELECT * FROM passages ORDER BY file, ordinal'),
      search: this.db.prepare<[string, number], SearchRow>(
        `SELECT rowid AS id, bm25(passages_fts, ${COLUMN_WEIGHTS.join(', ')}) AS score
         FROM passages_fts WHERE passages_fts MATCH ? ORDER BY score LIMIT ?`,
      ),
      termDocs: this.db.prepare<[string], { id: number }>('SELECT rowid AS id FROM passages_fts WHERE passages_fts MATCH ?'),
      tokenHits: this.db
        .prepare<[], [string, number, number, number]>(
          `SELECT term, doc, CASE col WHEN 'heading' THEN 0 ELSE 1 END, "offset" FROM temp.passages_fts_instances`,
        )
        .raw(),
      rowSizes: this.db.prepare<[], { id: number; sz: Buffer }>('SELECT id, sz FROM passages_fts_docsize'),
      phraseInsert: this.db.prepare<[number, string]>('INSERT INTO temp.phrase_fts (rowid, text) VALUES (?, ?)'),
      phraseTokens: this.db.prepare<[], { doc: number; term: string }>(
        'SELECT doc, term FROM temp.phrase_fts_instances ORDER BY doc, "offset"',
      ),
      phraseClear: this.db.prepare('DELETE FROM temp.phrase_fts'),
      ln: this.db.prepare<[number], { value: number }>('SELECT ln(?) AS value'),
      dataVersion: this.db.prepare<[], { data_version: number }>('PRAGMA data_version'),
    };
    this.tokenize = this.db.transaction((texts: readonly string[]): string[][] => {
      const tokens = texts.map((): string[] => []);
      texts.forEach((text, i) => this.statements.phraseInsert.run(i + 1, text.normalize('NFKC')));
      for (const { doc, term } of this.statements.phraseTokens.all()) tokens[doc - 1]!.push(term);
      this.statements.phraseClear.run();
      return tokens;
    });
  }

  getMeta(key: string): string | null {
    return this.statements.getMeta.get(key)?.value ?? null;
  }

  embeddingModel(): EmbeddingModelInfo | null {
    const id = this.getMeta('embedding_model');
    const dimension = this.getMeta('embedding_dimension');
    return id === null || dimension === null ? null : { id, dimension: Number(dimension) };
  }

  schemaVersion(): string | null {
    return this.getMeta('schema_version');
  }

  files(): FileRecord[] {
    return this.statements.files.all();
  }

  counts(): { files: number; passages: number } {
    return this.statements.counts.get() ?? { files: 0, passages: 0 };
  }

  /**
   * Applies every update and deletion in ONE transaction, so a reader sees either the old
   * index or the new one, never a file half removed or half written.
   */
  apply(changes: ChangeSet, model?: EmbeddingModelInfo, clearFirst = false): void {
    const run = this.db.transaction(() => {
      if (clearFirst) {
        this.db.exec('DELETE FROM passages_fts; DELETE FROM passages; DELETE FROM files;');
      }
      if (model) {
        this.statements.setMeta.run('embedding_model', model.id);
        this.statements.setMeta.run('embedding_dimension', String(model.dimension));
        this.statements.setMeta.run('schema_version', SCHEMA_VERSION);
      }
      for (const file of changes.deletions) this.removeFileRows(file);
      for (const update of changes.updates) {
        this.removeFileRows(update.file);
        this.statements.upsertFile.run(update.file, update.hash);
        update.passages.forEach((p, i) => {
          const vector = update.embeddings?.[i];
          const { lastInsertRowid } = this.statements.insertPassage.run(
            p.file,
            p.ordinal,
            p.title,
            p.url,
            p.heading,
            JSON.stringify(p.headingPath),
            p.body,
            vector ? toBlob(vector) : null,
          );
          // Indexed in compatibility form, as questions are read: "m³" is searched as the "m3" visitors type.
          this.statements.insertFts.run(lastInsertRowid, p.headingPath.join(' ').normalize('NFKC'), p.body.normalize('NFKC'));
        });
      }
    });
    run();
  }

  private removeFileRows(file: string): void {
    this.statements.deleteFts.run(file);
    this.statements.deletePassages.run(file);
    this.statements.deleteFile.run(file);
  }

  vectors(): VectorRow[] {
    return this.statements.vectors.all().map((row) => ({ id: row.id, vector: fromBlob(row.embedding) }));
  }

  passage(id: number): StoredPassage | null {
    const row = this.statements.passage.get(id);
    return row ? toPassage(row) : null;
  }

  /** Every passage, file by file in document order (for the page and section map). */
  allPassages(): StoredPassage[] {
    return this.statements.allPassages.all().map(toPassage);
  }

  /**
   * BM25 over heading and body by FTS5's own MATCH query; lower score is better (FTS5
   * convention). Answers rank with `Bm25Index`, which gives the same rows; this is its reference.
   */
  search(match: string, limit: number): SearchRow[] {
    return this.statements.search.all(match, limit);
  }

  /** Passages containing a term (FTS5 applies the same stemming as the index). */
  termDocs(match: string): number[] {
    return this.statements.termDocs.all(match).map((r) => r.id);
  }

  /** Each row's size in tokens, all columns together (what bm25() calls D). */
  rowSizes(): Map<number, number> {
    return new Map(this.statements.rowSizes.all().map((r) => [r.id, varints(r.sz).reduce((a, b) => a + b, 0)]));
  }

  /** Every stemmed token of the passages and where it occurs (one read of the index). */
  tokenHits(): Map<string, TokenHit[]> {
    const hits = new Map<string, TokenHit[]>();
    for (const [term, id, column, offset] of this.statements.tokenHits.all()) {
      let list = hits.get(term);
      if (!list) hits.set(term, (list = []));
      list.push({ id, column, offset });
    }
    return hits;
  }

  /** Search phrases as FTS5 tokenizes and stems them, all in one scratch transaction. */
  tokensOf(texts: readonly string[]): string[][] {
    return this.tokenize(texts);
  }

  /** SQLite's natural logarithm: the C library's, as FTS5's bm25() takes it. */
  ln(x: number): number {
    return this.statements.ln.get(x)!.value;
  }

  /** Changes when another connection (the index CLI) commits a change. */
  dataVersion(): number {
    return this.statements.dataVersion.get()!.data_version;
  }

  close(): void {
    this.db.close();
  }
}
