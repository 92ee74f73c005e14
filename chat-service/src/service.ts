/**
 * Wires the chat service together: the SQLite index, the optional embedding model, the
 * knowledge watcher, retrieval, the model client and the answerer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ChatHealth } from '@site/contracts/chat';
import { Answerer } from './answer/answerer.ts';
import { StarterQuestions } from './answer/starters.ts';
import { ConversationLog } from './feedback/conversation-log.ts';
import { GapLog } from './feedback/gap-log.ts';
import { RecentAnswers } from './feedback/recent-answers.ts';
import { OllamaModel } from './answer/model.ts';
import type { Settings } from './config.ts';
import { loadEmbedder, type Embedder } from './embed/embedder.ts';
import { KnowledgeIndexer } from './ingest/indexer.ts';
import { KnowledgeStore } from './ingest/store.ts';
import { watchKnowledge, type KnowledgeWatcher } from './ingest/watcher.ts';
import { Retriever } from './retrieve/retriever.ts';

export const databasePath = (dataDir: string): string => path.join(dataDir, 'chat.sqlite');

/** The embedding model, or null (BM25 only) when none is configured or it fails to load. */
export async function openEmbedder(modelDir: string | null, logger: Logger): Promise<Embedder | null> {
  if (modelDir === null) {
    logger.info('EMBEDDING_MODEL_DIR not set: retrieval is BM25 only');
    return null;
  }
  if (!fs.existsSync(modelDir)) {
    logger.warn({ modelDir }, 'embedding model folder missing: retrieval is BM25 only');
    return null;
  }
  try {
    const embedder = await loadEmbedder(modelDir);
    logger.info({ model: embedder.id, dimension: embedder.dimension }, 'embedding model loaded');
    return embedder;
  } catch (error) {
    logger.error({ err: error, modelDir }, 'embedding model failed to load: retrieval is BM25 only');
    return null;
  }
}

export interface ChatService {
  store: KnowledgeStore;
  indexer: KnowledgeIndexer;
  retriever: Retriever;
  answerer: Answerer;
  /** The answerer as visitors reach it: answers remembered for feedback, gaps recorded. */
  conversation: ConversationLog;
  gaps: GapLog;
  starters: StarterQuestions;
  health: () => Promise<ChatHealth>;
  close: () => Promise<void>;
}

export async function startService(
  settings: Settings,
  logger: Logger,
  options: { watch?: boolean } = {},
): Promise<ChatService> {
  const store = new KnowledgeStore(databasePath(settings.dataDir));
  const embedder = await openEmbedder(settings.embeddingModelDir, logger);
  const indexer = new KnowledgeIndexer(store, settings.knowledgeDir, embedder, logger);
  const retriever = new Retriever(store, embedder, { cacheSize: settings.retrievalCacheSize });
  indexer.onChange(() => retriever.reload());
  await indexer.sync();
  let watcher: KnowledgeWatcher | null = null;
  if (options.watch !== false) {
    watcher = watchKnowledge(settings.knowledgeDir, indexer, logger);
    await watcher.ready;
  }
  const model = new OllamaModel(settings.ollama);
  const answerer = new Answerer(retriever, model, settings.ollama, logger);
  const gaps = new GapLog(store.db, settings.chatLogRetentionDays);
  const purge = () => {
    const removed = gaps.purge();
    if (removed > 0) logger.info({ removed }, 'chat log: entries past their retention deleted');
  };
  purge();
  const purger = setInterval(purge, 60 * 60 * 1000).unref();
  const conversation = new ConversationLog(answerer, new RecentAnswers(), gaps);
  const starters = new StarterQuestions(settings.knowledgeDir, logger);
  indexer.onChange(() => starters.invalidate());

  const health = async (): Promise<ChatHealth> => ({
    status: 'ok',
    index: store.counts(),
    embedding: {
      mode: retriever.mode,
      model: embedder?.id ?? null,
      dimension: embedder?.dimension ?? null,
    },
    modelServer: { host: model.host, model: model.model, reachable: await model.isUp() },
  });

  return {
    store,
    indexer,
    retriever,
    answerer,
    conversation,
    gaps,
    starters,
    health,
    close: async () => {
      clearInterval(purger);
      await watcher?.close();
      await model.close();
      store.close();
    },
  };
}
