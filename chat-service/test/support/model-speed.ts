/**
 * What the model-speed tests share: the 2-CPU profile on a 20-times clock, the service settings
 * scaled alike, the questions they ask, and stand-ins and models closed after the test file.
 */
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { Answerer } from '../../src/answer/answerer.ts';
import { OllamaModel } from '../../src/answer/model.ts';
import type { OllamaSettings } from '../../src/config.ts';
import { KnowledgeIndexer } from '../../src/ingest/indexer.ts';
import { KnowledgeStore } from '../../src/ingest/store.ts';
import { Retriever } from '../../src/retrieve/retriever.ts';
import { startOllamaStandIn, type OllamaStandIn } from './ollama-standin.ts';
import { SPEED_PROFILES } from './speed-profiles.ts';
import { silentLogger, tempKnowledge } from './helpers.ts';

/** 20 times real time: the 2-CPU profile's 3 s load takes 150 ms, its 15 s timeout 750 ms. */
export const SCALE = 0.05;
export const profile = SPEED_PROFILES['2cpu']!;
export const HISTORY = [{ sender: 'user' as const, content: 'What causes cavitation?' }];
export const FOLLOW_UP = ['and how do I fix it?', { history: HISTORY }] as const;
export const FOLLOW_UP_PLAN = ['and how do I fix it?', HISTORY] as const;

export const settings = (host: string, over: Partial<OllamaSettings> = {}): OllamaSettings => ({
  host,
  model: profile.model,
  numCtx: 4096,
  numPredict: 200,
  keepAlive: '-1',
  connectTimeoutMs: 1000,
  // 15 s, 10 s and 1.5 s of real time on the scaled clock.
  firstTokenTimeoutMs: 15_000 * SCALE,
  idleTimeoutMs: 10_000 * SCALE,
  probeTtlMs: 0,
  promptTokensPerSecond: null,
  draftAfterMs: 1500 * SCALE,
  parallel: 1,
  ...over,
});

const closers: (() => Promise<void>)[] = [];

/** The fixture knowledge, indexed in a temporary folder, removed by closeAll. */
async function openRetriever(): Promise<Retriever> {
  const knowledge = tempKnowledge();
  const store = new KnowledgeStore(path.join(knowledge.dataDir, 'chat.sqlite'));
  closers.push(async () => {
    store.close();
    knowledge.cleanup();
  });
  await new KnowledgeIndexer(store, knowledge.knowledgeDir, null, silentLogger()).sync();
  return new Retriever(store, null);
}

export async function standInAt(speed = profile) {
  const standIn = await startOllamaStandIn({ speed, timeScale: SCALE });
  closers.push(() => standIn.close());
  return standIn;
}
export function modelOn(standIn: OllamaStandIn, over: Partial<OllamaSettings> = {}) {
  const model = new OllamaModel(settings(standIn.url, over), 0);
  closers.push(() => model.close());
  return model;
}
export const chatRequests = (standIn: OllamaStandIn) => standIn.requests.filter((r) => r.path === '/api/chat');

/** Closes what the tests opened, the last opened first. */
async function closeAll() {
  for (const close of closers.reverse()) await close();
}

/**
 * A test file's setup: the fixture knowledge indexed before its tests, and everything they
 * opened closed after them. Returns how its tests make answerers over that knowledge.
 */
export function modelSpeedFile() {
  let retriever: Retriever;
  beforeAll(async () => {
    retriever = await openRetriever();
  });
  afterAll(closeAll);
  /** An answerer with `model` at the stand-in's address; with no model, the engine alone. */
  const answererWith = (model: OllamaModel | null, standIn?: OllamaStandIn) =>
    new Answerer(retriever, model, settings(standIn?.url ?? ''), silentLogger());
  return {
    answererWith,
    /** A stand-in at `speed` whose model is warmed up, and an answerer using it. */
    async warmAnswerer(speed = profile) {
      const standIn = await standInAt(speed);
      const model = modelOn(standIn);
      await model.warmUp();
      return { standIn, model, answerer: answererWith(model, standIn) };
    },
  };
}
