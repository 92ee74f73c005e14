/**
 * `npm run knowledge:index`: brings DATA_DIR/chat.sqlite up to date with KNOWLEDGE_DIR from the
 * command line, with a progress bar. `npm run knowledge:index -- --rebuild` re-indexes every
 * file even if unchanged.
 * Safe while the service runs: SQLite WAL lets it keep reading, and it sees the change commit
 * in one transaction (its own watcher then finds nothing left to do).
 */
import { SingleBar, Presets } from 'cli-progress';
import { pino } from 'pino';
import { loadSettings } from '../src/config.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { databasePath, openEmbedder } from '../src/service.ts';

const settings = loadSettings();
// Warnings (skipped files) go to stderr so they do not tear the progress bar on stdout.
const logger = pino({ level: 'warn' }, pino.destination(2));
const store = new KnowledgeStore(databasePath(settings.dataDir));
const embedder = await openEmbedder(settings.embeddingModelDir, logger);
const indexer = new KnowledgeIndexer(store, settings.knowledgeDir, embedder, logger);

console.log(`knowledge: ${settings.knowledgeDir}`);
console.log(`index:     ${databasePath(settings.dataDir)} (${embedder ? `dense+bm25, ${embedder.id}` : 'bm25-only'})`);
const bar = new SingleBar({ format: ' {bar} {value}/{total} files | {file}', hideCursor: true }, Presets.shades_classic);
let started = false;
const start = performance.now();
const report = await indexer.sync({
  force: process.argv.includes('--rebuild'),
  progress: (done, total, file) => {
    if (!started) {
      bar.start(total, 0, { file });
      started = true;
    }
    bar.update(done, { file });
  },
});
if (started) bar.stop();
const { files, passages } = store.counts();
console.log(
  `${report.rebuilt ? 'rebuilt' : 'updated'} in ${Math.round(performance.now() - start)} ms: ` +
    `${report.indexed.length} indexed, ${report.unchanged} unchanged, ${report.removed.length} removed, ${report.failed.length} skipped`,
);
for (const { file, error } of report.failed) console.log(`  skipped ${file}: ${error}`);
console.log(`index holds ${files} files, ${passages} passages`);
store.close();
process.exitCode = report.failed.length > 0 ? 1 : 0;
