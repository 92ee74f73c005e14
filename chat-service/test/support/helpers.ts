import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import type { ChatTurn } from '@site/contracts/chat';
import { afterAll, beforeAll } from 'vitest';
import { Answerer } from '../../src/answer/answerer.ts';
import { loadSettings, REPO_ROOT } from '../../src/config.ts';
import type { Embedder } from '../../src/embed/embedder.ts';
import { KnowledgeIndexer } from '../../src/ingest/indexer.ts';
import { KnowledgeStore } from '../../src/ingest/store.ts';
import { Retriever } from '../../src/retrieve/retriever.ts';

export const FIXTURE_KNOWLEDGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'knowledge');

export const silentLogger = () => pino({ level: 'silent' });

/** A fresh temp folder holding a copy of the fixture knowledge files. */
export function tempKnowledge(): { root: string; knowledgeDir: string; dataDir: string; cleanup: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-test-'));
  const knowledgeDir = path.join(root, 'knowledge');
  fs.cpSync(FIXTURE_KNOWLEDGE, knowledgeDir, { recursive: true });
  return { root, knowledgeDir, dataDir: path.join(root, 'data'), cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * A deterministic bag-of-words embedder that counts its calls, for index tests that must not
 * depend on ONNX: each word adds a hashed unit direction, and the sum is normalised.
 */
export class CountingEmbedder implements Embedder {
  readonly embedded: string[] = [];
  constructor(
    readonly id = 'counting@1',
    readonly dimension = 16,
  ) {}

  async embed(texts: string[]): Promise<Float32Array[]> {
    this.embedded.push(...texts);
    return texts.map((text) => {
      const v = new Float32Array(this.dimension);
      for (const word of text.toLowerCase().split(/\W+/).filter(Boolean)) {
        let h = 2166136261;
        for (const ch of word) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
        v[(h >>> 0) % this.dimension]! += 1;
      }
      const norm = Math.hypot(...v) || 1;
      return v.map((x) => x / norm);
    });
  }
}

export async function waitFor<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * An answerer over the real knowledge folder, retrieval only and without the cache, in a temp
 * data folder made before the file's tests and removed after them.
 */
export function realKnowledgeAnswerer(): () => Answerer {
  let answerer: Answerer | undefined;
  let store: KnowledgeStore | undefined;
  const temp = tempKnowledge();
  beforeAll(async () => {
    store = new KnowledgeStore(path.join(temp.dataDir, 'chat.sqlite'));
    await new KnowledgeIndexer(store, path.join(REPO_ROOT, 'knowledge'), null, silentLogger()).sync();
    answerer = new Answerer(new Retriever(store, null, { cacheSize: 0 }), null, loadSettings({}).ollama, silentLogger());
  });
  afterAll(() => {
    store?.close();
    temp.cleanup();
  });
  return () => answerer!;
}

/** A conversation of one earlier question and the bot's reply to it, as a follow-up's history. */
export const earlierTurn = (question: string, reply: string): ChatTurn[] => [
  { sender: 'user', content: question },
  { sender: 'bot', content: reply },
];
