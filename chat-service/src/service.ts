/**
 * Wires the chat service together: the SQLite index, the optional embedding model, the
 * knowledge watcher, retrieval, the model client and the answerer. The language model is warmed
 * up at start, in the background (visitors get the engine's answers until it is loaded), and
 * every health probe re-warms it if the server has lost it.
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
import { FALLBACK_PROMPT_TOKENS_PER_SECOND, type Settings } from './config.ts';
import { loadEmbedder, type Embedder } from './embed/embedder.ts';
import { KnowledgeIndexer } from './ingest/indexer.ts';
import { KnowledgeStore } from './ingest/store.ts';
import { watchKnowledge, type KnowledgeWatcher } from './ingest/watcher.ts';
import { Retriever } from './retrieve/retriever.ts';

const round = (n: number | null): number | null => (n === null ? null : Math.round(n * 10) / 10);

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
  /** The model client (for its warm-up state). */
  model: OllamaModel;
  /** The answerer as visitors reach it: answers remembered for feedback, gaps recorded. */
  conversation: ConversationLog;
  gaps: GapLog;
  starters: StarterQuestions;
  health: () => Promise<ChatHealth>;
  close: () => Promise<void>;
}

export async function startService(settings: Settings, logger: Logger, options: { watch?: boolean } = {}): Promise<ChatService> {
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
  // Load the model now, not when the first visitor asks.
  void model.warmUp().then(() => {
    const status = model.status();
    if (status.loaded) logger.info({ model: model.model, ...status, warmUpMs: model.warmUpMs }, 'language model loaded');
    else
      logger.warn(
        { model: model.model, host: model.host, err: status.warmUpError },
        'language model not loaded yet: answering from the knowledge base',
      );
  });
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
    modelServer: await (async () => {
      const reachable = await model.isUp();
      // A server that lost the model (restart, pulled late) gets it loaded again.
      await model.isReady();
      const status = model.status();
      return {
        host: model.host,
        model: model.model,
        reachable,
        loaded: status.loaded && !status.warming,
        warming: status.warming,
        promptTokensPerSecond: round(status.promptTokensPerSecond),
        generateTokensPerSecond: round(status.generateTokensPerSecond),
        budgetTokensPerSecond: round(
          settings.ollama.promptTokensPerSecond ?? status.promptTokensPerSecond ?? FALLBACK_PROMPT_TOKENS_PER_SECOND,
        )!,
        warmUpError: status.warmUpError,
      };
    })(),
  });

  return {
    store,
    indexer,
    retriever,
    answerer,
    model,
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
