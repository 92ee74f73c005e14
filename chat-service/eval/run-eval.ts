/**
 * `npm run eval:chat`: scores retrieval and the extractive answer on the project's question set
 * (eval/questions.json) against the real knowledge folder, in a throw-away index.
 *
 * - recall@3: share of in-scope questions whose answering section is among the top 3 passages
 *   (a question the gate wrongly refuses counts as a miss).
 * - MRR: mean of 1/rank of the answering section (0 when absent from the top 10 or refused).
 * - answer@section: share whose extractive answer quotes the answering section.
 * - refusal accuracy: share of out-of-scope questions refused; false refusals are listed.
 * - latency percentiles of a whole retrieval-only answer, and the time from editing a
 *   knowledge file to the new text being answerable (watcher + re-index).
 *
 * BM25-only unless EMBEDDING_MODEL_DIR points to a model. Exits 1 when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { parseKnowledgeFile } from '@site/contracts/knowledge';
import { Answerer } from '../src/answer/answerer.ts';
import { sentencesOf } from '../src/answer/extractive.ts';
import { loadSettings } from '../src/config.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { toPassages } from '../src/ingest/passages.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { watchKnowledge } from '../src/ingest/watcher.ts';
import type { RetrievedPassage } from '../src/retrieve/retriever.ts';
import { Retriever } from '../src/retrieve/retriever.ts';
import { openEmbedder } from '../src/service.ts';

interface InScope {
  question: string;
  file: string;
  section: string;
}
interface QuestionSet {
  in_scope: InScope[];
  out_of_scope: string[];
}

const TARGETS = { recallAt3: 0.9, mrr: 0.8, refusal: 1 };
const LATENCY_ROUNDS = 10;

const here = path.dirname(fileURLToPath(import.meta.url));
const questions = JSON.parse(fs.readFileSync(path.join(here, 'questions.json'), 'utf8')) as QuestionSet;
const settings = loadSettings();
const logger = pino({ level: 'warn' });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-eval-'));

/** Sentences of each expected section, read straight from the files (not from the index). */
function expectedSentences(item: InScope): Set<string> {
  const file = path.join(settings.knowledgeDir, item.file);
  if (!fs.existsSync(file)) throw new Error(`questions.json names ${item.file}, which is not in ${settings.knowledgeDir}`);
  const passages = toPassages(parseKnowledgeFile(fs.readFileSync(file, 'utf8'), item.file), item.file).filter(
    (p) => p.heading.replace(/\{[a-z]+\}/g, '') === item.section.replace(/\{[a-z]+\}/g, '') || p.heading === item.section,
  );
  if (passages.length === 0) throw new Error(`questions.json: ${item.file} has no section "${item.section}" (question: ${item.question})`);
  return new Set(passages.flatMap((p) => sentencesOf(p.body)));
}

const answers = (item: InScope, p: Pick<RetrievedPassage, 'file' | 'heading'>) => p.file === item.file && p.heading === item.section;

function percentile(sorted: number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text.padEnd(n));

async function main(): Promise<number> {
  const store = new KnowledgeStore(path.join(tmp, 'chat.sqlite'));
  const embedder = await openEmbedder(settings.embeddingModelDir, logger);
  await new KnowledgeIndexer(store, settings.knowledgeDir, embedder, logger).sync();
  // No cache: every question is retrieved, so the latency figures are those of a first ask.
  const retriever = new Retriever(store, embedder, { cacheSize: 0 });
  // No model: the eval scores retrieval and the extractive answer the service gives without one.
  const answerer = new Answerer(retriever, null, settings.ollama, logger);
  const { files, passages } = store.counts();
  console.log(`Knowledge: ${settings.knowledgeDir} (${files} files, ${passages} passages), mode ${retriever.mode}`);
  console.log(`Questions: ${questions.in_scope.length} in scope, ${questions.out_of_scope.length} out of scope\n`);

  let hits3 = 0;
  let reciprocal = 0;
  let answerHits = 0;
  const falseRefusals: string[] = [];
  const rows: string[] = [];
  for (const [i, item] of questions.in_scope.entries()) {
    const sentences = expectedSentences(item);
    const { response, trace } = await answerer.answerWithTrace(item.question);
    const ranked = trace.retrieval.gate.pass ? trace.retrieval.ranked.slice(0, 10) : [];
    const rank = ranked.findIndex((p) => answers(item, p)) + 1;
    if (rank >= 1 && rank <= 3) hits3++;
    if (rank >= 1) reciprocal += 1 / rank;
    if (response.mode === 'refusal') falseRefusals.push(item.question);
    const quoted = response.response
      .split('\n')
      .map((line) => line.replace(/^- /, '').replace(/…$/, ''))
      .some((line) => [...sentences].some((s) => s.startsWith(line) && line.length > 10));
    if (quoted) answerHits++;
    const top = ranked[0];
    rows.push(
      [
        String(i + 1).padStart(2),
        cut(item.question, 52),
        cut(`${item.file.replace(/\.md$/, '').replace('pump-failure-modes-', 'pfm-')} > ${item.section || '(intro)'}`, 46),
        (rank === 0 ? '-' : String(rank)).padStart(4),
        quoted ? ' yes' : '  no',
        top ? cut(`${top.file.replace(/\.md$/, '').replace('pump-failure-modes-', 'pfm-')} > ${top.heading || '(intro)'}`, 40) : '(refused)',
      ].join(' | '),
    );
  }
  console.log([' #', cut('question', 52), cut('expected file > section', 46), 'rank', 'ans.', 'top passage'].join(' | '));
  console.log('-'.repeat(180));
  for (const row of rows) console.log(row);

  let refused = 0;
  console.log('\nOut of scope:');
  for (const question of questions.out_of_scope) {
    const { response, trace } = await answerer.answerWithTrace(question);
    const ok = response.mode === 'refusal';
    if (ok) refused++;
    console.log(`  ${ok ? 'refused ' : 'ANSWERED'} | ${cut(question, 52)} | coverage ${trace.retrieval.gate.coverage.toFixed(2)}`);
  }

  // Latency of whole retrieval-only answers, every question several times.
  const all = [...questions.in_scope.map((q) => q.question), ...questions.out_of_scope];
  const timings: number[] = [];
  for (let round = 0; round < LATENCY_ROUNDS; round++) {
    for (const question of all) {
      const start = performance.now();
      await answerer.answer(question);
      timings.push(performance.now() - start);
    }
  }
  timings.sort((a, b) => a - b);

  const editLatency = await measureEditToAnswer();
  store.close();

  const n = questions.in_scope.length;
  const recallAt3 = hits3 / n;
  const mrr = reciprocal / n;
  const refusalAccuracy = refused / questions.out_of_scope.length;
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('\nResults');
  console.log(`  recall@3            ${recallAt3.toFixed(3)}  (target >= ${TARGETS.recallAt3})  ${verdict(recallAt3 >= TARGETS.recallAt3)}`);
  console.log(`  MRR                 ${mrr.toFixed(3)}  (target >= ${TARGETS.mrr})  ${verdict(mrr >= TARGETS.mrr)}`);
  console.log(`  answer@section      ${(answerHits / n).toFixed(3)}  (extractive answer quotes the answering section)`);
  console.log(
    `  refusal accuracy    ${refusalAccuracy.toFixed(3)}  (${refused}/${questions.out_of_scope.length} out-of-scope refused)  ${verdict(refusalAccuracy >= TARGETS.refusal)}`,
  );
  console.log(`  false refusals      ${falseRefusals.length}/${n}${falseRefusals.length ? `: ${falseRefusals.join(' | ')}` : ''}`);
  console.log(
    `  latency (${timings.length} answers) p50 ${ms(percentile(timings, 0.5))}, p95 ${ms(percentile(timings, 0.95))}, p99 ${ms(percentile(timings, 0.99))}, max ${ms(timings.at(-1)!)}`,
  );
  console.log(`  edit -> answerable  ${editLatency.toFixed(0)} ms  (target < 5000)  ${verdict(editLatency < 5000)}`);
  const ok =
    recallAt3 >= TARGETS.recallAt3 && mrr >= TARGETS.mrr && refusalAccuracy >= TARGETS.refusal && editLatency < 5000;
  return ok ? 0 : 1;
}

/** Copies the knowledge folder, watches it, edits one file and times until the edit is answerable. */
async function measureEditToAnswer(): Promise<number> {
  const dir = path.join(tmp, 'knowledge-copy');
  fs.cpSync(settings.knowledgeDir, dir, { recursive: true });
  const store = new KnowledgeStore(path.join(tmp, 'edit.sqlite'));
  const indexer = new KnowledgeIndexer(store, dir, null, logger);
  await indexer.sync();
  const retriever = new Retriever(store, null);
  indexer.onChange(() => retriever.reload());
  const watcher = watchKnowledge(dir, indexer, logger);
  await watcher.ready;
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.md'))!;
  const start = performance.now();
  fs.appendFileSync(path.join(dir, file), '\n\n## Opening hours\n\nThe quarterly hydrotest clinic runs on Saturdays.\n');
  let elapsed = Number.POSITIVE_INFINITY;
  while (performance.now() - start < 10_000) {
    const result = await retriever.retrieve('When is the quarterly hydrotest clinic?');
    if (result.gate.pass && result.passages[0]?.file === file) {
      elapsed = performance.now() - start;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await watcher.close();
  store.close();
  return elapsed;
}

try {
  process.exitCode = await main();
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
