/**
 * Follows staff edits: any add, change or delete under the knowledge folder schedules a sync.
 * A sync hash-compares every file (cheap for a few dozen files) and re-embeds only what
 * changed, which also covers renames and deleted folders without per-event bookkeeping.
 */
import { watch, type FSWatcher } from 'chokidar';
import type { Logger } from 'pino';
import { isKnowledgeFile } from './files.ts';
import type { KnowledgeIndexer } from './indexer.ts';

export interface KnowledgeWatcher {
  /** Resolves when the watcher has scanned the folder and reports changes. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Editors save in bursts (temp file, rename, chmod); one sync per burst is enough. */
const DEBOUNCE_MS = 100;

export function watchKnowledge(dir: string, indexer: KnowledgeIndexer, logger: Logger): KnowledgeWatcher {
  const watcher: FSWatcher = watch(dir, {
    ignoreInitial: true,
    // Wait for a file to stop growing before reading it, so a half-written file is not indexed.
    awaitWriteFinish: { stabilityThreshold: 200, pollInterval: 50 },
  });
  let timer: NodeJS.Timeout | undefined;
  const schedule = (event: string, file: string) => {
    if (!isKnowledgeFile(file) && event !== 'unlinkDir') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      indexer.sync().catch((error: unknown) => logger.error({ err: error }, 'knowledge re-index failed'));
    }, DEBOUNCE_MS);
  };
  watcher.on('all', schedule);
  watcher.on('error', (error) => logger.error({ err: error }, 'knowledge watcher error'));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
