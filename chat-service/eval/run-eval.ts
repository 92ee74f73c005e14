/**
 * `npm run eval:chat`: scores the assistant's answers (retrieval-only, as `npm start` and every
 * visitor during a model outage get them) on the project's visitor questions, against the real
 * knowledge folder in a throw-away index.
 *
 * Two halves: `questions.tuning.json` may be used to tune the engine; `questions.held-out.json`
 * is frozen and only measured (its failures are not printed unless --show-held-out is given, so
 * nobody fits a rule to them by accident). A question counts as useful when every check passes:
 * the kind of answer (answer, small talk, hand-off, refusal), each required fact, no forbidden
 * phrase (and no placeholder wording anywhere), the length cap, and the cited page.
 *
 * Prints, for each half: the useful-answer rate, small talk and refusals, latency p50/p99 of
 * whole answers (retrieval cache off), then the time from editing a knowledge file to the edit
 * being answerable. Exits 1 when a target is missed. EMBEDDING_MODEL_DIR set = hybrid retrieval.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import type { ChatTurn } from '@site/contracts/chat';
import { Answerer } from '../src/answer/answerer.ts';
import { loadSettings } from '../src/config.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { watchKnowledge } from '../src/ingest/watcher.ts';
import { Retriever } from '../src/retrieve/retriever.ts';
import { openEmbedder } from '../src/service.ts';
import { judge } from './judge.ts';
import { allQuestions, loadHalf, type EvalQuestion, type Expect } from './questions.ts';
import { percentile } from '../scripts/percentile.ts';

const TARGETS = { heldOutUseful: 0.9, smallTalk: 1, refusals: 1, editMs: 5000 };
const LATENCY_ROUNDS = 5;

const rate = (ok: number, n: number) => (n === 0 ? 'n/a' : `${((100 * ok) / n).toFixed(1)}% (${ok}/${n})`);
const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

interface HalfResult {
  useful: number;
  total: number;
  smallTalk: [number, number];
  refusals: [number, number];
  followUps: [number, number];
  p50: number;
  p99: number;
}

async function runHalf(answerer: Answerer, name: string, questions: EvalQuestion[], showFailures: boolean): Promise<HalfResult> {
  const result: HalfResult = { useful: 0, total: questions.length, smallTalk: [0, 0], refusals: [0, 0], followUps: [0, 0], p50: 0, p99: 0 };
  const byExpect = new Map<Expect, [number, number]>();
  const failures: string[] = [];
  /** Kinds of problem, counted: a summary that shows where to work without showing the questions. */
  const kinds = new Map<string, number>();
  for (const q of questions) {
    const response = await answerer.answer(q.question, { history: (q.history ?? []) as ChatTurn[] });
    const verdict = judge(q, response);
    const tally = byExpect.get(q.expect) ?? [0, 0];
    tally[1]++;
    if (verdict.useful) {
      result.useful++;
      tally[0]++;
    } else {
      for (const problem of verdict.problems) {
        const kind = problem.replace(/^(missing|contains|does not cite).*/, '$1').replace(/^\d+ words.*/, 'too long');
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      failures.push(
        `  ${q.id} ${cut(q.question, 70)}\n      ${verdict.problems.join('; ')}\n      > ${cut(response.response.replace(/\n/g, ' / '), 220)}`,
      );
    }
    byExpect.set(q.expect, tally);
    if (q.expect === 'smalltalk') result.smallTalk = [result.smallTalk[0] + (verdict.useful ? 1 : 0), result.smallTalk[1] + 1];
    if (q.expect.startsWith('refuse')) result.refusals = [result.refusals[0] + (verdict.useful ? 1 : 0), result.refusals[1] + 1];
    if (q.history?.length) result.followUps = [result.followUps[0] + (verdict.useful ? 1 : 0), result.followUps[1] + 1];
  }
  const timings: number[] = [];
  for (let round = 0; round < LATENCY_ROUNDS; round++) {
    for (const q of questions) {
      const start = performance.now();
      await answerer.answer(q.question, { history: (q.history ?? []) as ChatTurn[] });
      timings.push(performance.now() - start);
    }
  }
  timings.sort((a, b) => a - b);
  result.p50 = percentile(timings, 0.5);
  result.p99 = percentile(timings, 0.99);

  console.log(`\n${name} (${questions.length} questions)`);
  console.log(`  useful answers   ${rate(result.useful, result.total)}`);
  for (const [expect, [ok, n]] of byExpect) console.log(`    ${expect.padEnd(18)} ${rate(ok, n)}`);
  console.log(`  small talk       ${rate(...result.smallTalk)}`);
  console.log(`  refusals         ${rate(...result.refusals)}`);
  console.log(`  follow-ups       ${rate(...result.followUps)}`);
  console.log(`  latency          p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms (${timings.length} answers, cache off)`);
  if (kinds.size > 0)
    console.log(
      `  problems         ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  if (showFailures && failures.length > 0) console.log(`  not useful:\n${failures.join('\n')}`);
  else if (failures.length > 0)
    console.log(`  ${failures.length} not useful (details hidden: this half is held out; --show-held-out prints them)`);
  return result;
}

/** Copies the knowledge folder, watches it, edits one file and times until the edit is answerable. */
async function measureEditToAnswer(knowledgeDir: string, tmp: string, logger: pino.Logger): Promise<number> {
  const dir = path.join(tmp, 'knowledge-copy');
  fs.cpSync(knowledgeDir, dir, { recursive: true });
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

async function main(): Promise<number> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const showHeldOut = process.argv.includes('--show-held-out');
  const settings = loadSettings();
  const logger = pino({ level: 'warn' });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-eval-'));
  try {
    const store = new KnowledgeStore(path.join(tmp, 'chat.sqlite'));
    const embedder = await openEmbedder(settings.embeddingModelDir, logger);
    await new KnowledgeIndexer(store, settings.knowledgeDir, embedder, logger).sync();
    // No cache: every question is answered as if asked for the first time.
    const retriever = new Retriever(store, embedder, { cacheSize: 0 });
    // No model: what `npm start` gives, and every visitor while the model is down.
    const answerer = new Answerer(retriever, null, settings.ollama, logger);
    const { files, passages } = store.counts();
    console.log(
      `Knowledge: ${settings.knowledgeDir} (${files} files, ${passages} passages), retrieval ${retriever.mode}, no language model`,
    );

    // Ids name failures in the report: one id, one question, across every set.
    allQuestions(here);
    // The tuning half: every questions.tuning*.json file (more may be added as visitors ask).
    const tuning = fs
      .readdirSync(here)
      .filter((f) => /^questions\.tuning.*\.json$/.test(f))
      .sort()
      .flatMap((f) => loadHalf(path.join(here, f)).questions);
    const heldOut = loadHalf(path.join(here, 'questions.held-out.json'));
    const t = await runHalf(answerer, 'Tuning half', tuning, true);
    const h = await runHalf(answerer, `Held-out half (frozen ${heldOut.frozen})`, heldOut.questions, showHeldOut);
    store.close();
    const editMs = await measureEditToAnswer(settings.knowledgeDir, tmp, logger);

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const share = (pair: [number, number]) => (pair[1] === 0 ? 1 : pair[0] / pair[1]);
    const checks = [
      [`held-out useful answers >= ${TARGETS.heldOutUseful * 100}%`, h.useful / h.total >= TARGETS.heldOutUseful],
      ['small talk 100% (both halves)', share([t.smallTalk[0] + h.smallTalk[0], t.smallTalk[1] + h.smallTalk[1]]) >= TARGETS.smallTalk],
      ['refusals 100% (both halves)', share([t.refusals[0] + h.refusals[0], t.refusals[1] + h.refusals[1]]) >= TARGETS.refusals],
      [`edit -> answerable ${editMs.toFixed(0)} ms < ${TARGETS.editMs} ms`, editMs < TARGETS.editMs],
    ] as const;
    console.log('\nTargets');
    for (const [label, ok] of checks) console.log(`  ${verdict(ok)}  ${label}`);
    return checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

process.exitCode = await main();
