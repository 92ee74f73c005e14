/**
 * Keeps the SQLite index in step with the knowledge folder: compares content hashes, parses
 * and embeds only what changed, drops what disappeared, and writes everything in one
 * transaction. Runs are queued, so a watcher event never overlaps a start-up sync.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { fillBrandPlaceholders } from '@site/contracts/brand';
import { parseKnowledgeFile } from '@site/contracts/knowledge';
import type { Embedder } from '../embed/embedder.ts';
import { contentHash, listKnowledgeFiles } from './files.ts';
import { embeddingText, toPassages } from './passages.ts';
import { SCHEMA_VERSION, type EmbeddingModelInfo, type FileUpdate, type KnowledgeStore } from './store.ts';

export interface SyncReport {
  /** Files (re)indexed in this run. */
  indexed: string[];
  unchanged: number;
  removed: string[];
  /** Files that could not be read, parsed or embedded; their previous passages stay. */
  failed: { file: string; error: string }[];
  /** True when the whole index was rebuilt (model or format change). */
  rebuilt: boolean;
}

export type SyncProgress = (done: number, total: number, file: string) => void;

/** The brand facts as they appear in parsed text; part of every content hash. */
const brandFingerprint = (): string => fillBrandPlaceholders('{product}|{company}|{network}|{phone}|{email}');

export class KnowledgeIndexer {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: KnowledgeStore,
    private readonly knowledgeDir: string,
    private readonly embedder: Embedder | null,
    private readonly logger: Logger,
  ) {}

  get model(): EmbeddingModelInfo {
    return this.embedder ? { id: this.embedder.id, dimension: this.embedder.dimension } : { id: 'none', dimension: 0 };
  }

  /** Called after every committed change (the retriever reloads its vectors). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Brings the index up to date with the folder; queued behind any running sync. */
  sync(options: { progress?: SyncProgress; force?: boolean } = {}): Promise<SyncReport> {
    const run = this.queue.then(() => this.runSync(options));
    // Keep the queue alive after a failure; the caller still sees the error.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private needsRebuild(force: boolean): boolean {
    if (force) return true;
    const stored = this.store.embeddingModel();
    const current = this.model;
    return (
      stored === null || stored.id !== current.id || stored.dimension !== current.dimension || this.store.schemaVersion() !== SCHEMA_VERSION
    );
  }

  private async runSync({ progress, force = false }: { progress?: SyncProgress; force?: boolean }): Promise<SyncReport> {
    const rebuilt = this.needsRebuild(force);
    if (rebuilt) this.logger.info({ model: this.model }, 'knowledge index: full rebuild');
    const stored = new Map(rebuilt ? [] : this.store.files().map((f) => [f.file, f.hash]));
    const onDisk = await listKnowledgeFiles(this.knowledgeDir);
    const fingerprint = brandFingerprint();

    const report: SyncReport = { indexed: [], unchanged: 0, removed: [], failed: [], rebuilt };
    const updates: FileUpdate[] = [];
    let done = 0;
    for (const file of onDisk) {
      try {
        const text = await fs.readFile(path.join(this.knowledgeDir, file), 'utf8');
        const hash = contentHash(text, fingerprint);
        if (stored.get(file) === hash) {
          report.unchanged++;
        } else {
          const passages = toPassages(parseKnowledgeFile(text, file), file);
          const embeddings = this.embedder ? await this.embedder.embed(passages.map(embeddingText)) : null;
          updates.push({ file, hash, passages, embeddings });
          report.indexed.push(file);
        }
      } catch (error) {
        // A file being written, or with broken front matter, must not take the service down.
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn({ file, err: message }, 'knowledge file skipped');
        report.failed.push({ file, error: message });
      }
      progress?.(++done, onDisk.length, file);
    }
    const present = new Set(onDisk);
    report.removed = [...stored.keys()].filter((file) => !present.has(file));

    if (rebuilt || updates.length > 0 || report.removed.length > 0) {
      this.store.apply({ updates, deletions: report.removed }, this.model, rebuilt);
      for (const listener of this.listeners) listener();
      this.logger.info(
        { indexed: report.indexed.length, removed: report.removed.length, failed: report.failed.length },
        'knowledge index updated',
      );
    }
    return report;
  }
}
