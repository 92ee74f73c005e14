/**
 * `npm run ask -w chat-service -- "question" ["earlier question" ...]`: asks the assistant one
 * question (retrieval-only, on the real knowledge folder) and prints the answer, its mode and
 * sources: for reading answers as a visitor would. Earlier questions, oldest first, become the
 * conversation history.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { ChatTurn } from '@site/contracts/chat';
import { Answerer } from '../src/answer/answerer.ts';
import { loadSettings } from '../src/config.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { Retriever } from '../src/retrieve/retriever.ts';

const [query, ...earlier] = process.argv.slice(2);
if (!query) {
  console.error('usage: npm run ask -w chat-service -- "question" ["earlier question" ...]');
  process.exit(2);
}
const settings = loadSettings();
const logger = pino({ level: 'warn' });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-ask-'));
try {
  const store = new KnowledgeStore(path.join(tmp, 'chat.sqlite'));
  await new KnowledgeIndexer(store, settings.knowledgeDir, null, logger).sync();
  const answerer = new Answerer(new Retriever(store, null), null, settings.ollama, logger);
  const history: ChatTurn[] = earlier.map((content) => ({ sender: 'user', content }));
  const answer = await answerer.answer(query, { history });
  console.log(`[${answer.mode}] ${answer.sources.map((s) => s.url).join(' ')}\n${answer.response}`);
  if (answer.suggestions.length > 0) console.log(`suggestions: ${answer.suggestions.join(' | ')}`);
  store.close();
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
