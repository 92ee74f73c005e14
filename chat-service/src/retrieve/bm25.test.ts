/**
 * The in-memory ranking must be FTS5's bm25() exactly: the same rows, scores and order for the
 * questions visitors ask, over the real knowledge folder, and again after another process changes the index.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeStore } from '../ingest/store.ts';
import { KnowledgeIndexer } from '../ingest/indexer.ts';
import { allQuestions } from '../../eval/questions.ts';
import { REPO_ROOT } from '../config.ts';
import { silentLogger, tempKnowledge } from '../../test/support/helpers.ts';
import { Bm25Index } from './bm25.ts';
import { Retriever } from './retriever.ts';
import { synonymsOf } from './expansion.ts';
import { ftsTerm, queryTerms } from './query.ts';

const temp = tempKnowledge();
let store: KnowledgeStore;

beforeAll(async () => {
  store = new KnowledgeStore(path.join(temp.dataDir, 'chat.sqlite'));
  await new KnowledgeIndexer(store, path.join(REPO_ROOT, 'knowledge'), null, silentLogger()).sync();
});
afterAll(() => {
  store.close();
  temp.cleanup();
});

/** The phrases a question searches for: its words and their synonyms. */
const phrasesOf = (question: string) => [...new Set(queryTerms(question).flatMap((t) => [t, ...synonymsOf(t)]))];

describe('the in-memory bm25 ranking', () => {
  it('ranks every eval question as the MATCH query does, bit for bit', () => {
    const index = new Bm25Index(store);
    const questions = allQuestions(path.join(REPO_ROOT, 'chat-service', 'eval')).map((q) => q.question);
    let compared = 0;
    for (const question of questions) {
      const phrases = phrasesOf(question);
      if (phrases.length === 0) continue;
      expect(index.search(phrases, 40), question).toEqual(store.search(phrases.map(ftsTerm).join(' OR '), 40));
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
    // Every eval question, twice over: a walk that grows with each question set, beyond the default 5 s.
  }, 60_000);

  it('scores multi-word phrases (a synonym such as "request a demo") as FTS5 does', () => {
    const index = new Bm25Index(store);
    const phrases = ['request a demo', 'best efficiency point', 'seal'];
    const expected = store.search(phrases.map(ftsTerm).join(' OR '), 40);
    expect(expected.length).toBeGreaterThan(0);
    expect(index.search(phrases, 40)).toEqual(expected);
  });
});

describe('the ranking after another process changes the index', () => {
  it('is read again, so a word the index CLI just added is found', async () => {
    const files = tempKnowledge();
    const database = path.join(files.dataDir, 'chat.sqlite');
    const served = new KnowledgeStore(database);
    const cli = new KnowledgeStore(database);
    try {
      await new KnowledgeIndexer(cli, files.knowledgeDir, null, silentLogger()).sync();
      const retriever = new Retriever(served, null, { cacheSize: 0 });
      expect((await retriever.retrieve('zyxoplast coating')).ranked).toHaveLength(0);
      fs.appendFileSync(path.join(files.knowledgeDir, 'cavitation.md'), '\n\nA zyxoplast coating resists pitting.\n');
      await new KnowledgeIndexer(cli, files.knowledgeDir, null, silentLogger()).sync();
      expect((await retriever.retrieve('zyxoplast coating')).ranked.map((p) => p.file)).toContain('cavitation.md');
    } finally {
      served.close();
      cli.close();
      files.cleanup();
    }
  });
});
