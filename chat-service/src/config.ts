/**
 * Settings of the chat service. The names shared with the deployment (CHAT_PORT, DATA_DIR,
 * KNOWLEDGE_DIR, EMBEDDING_MODEL_DIR, OLLAMA_HOST, OLLAMA_MODEL) are fixed; the
 * tuning knobs below them have defaults that suit a small CPU model and are optional.
 */
import path from 'node:path';
import { DEFAULT_CHAT_LOG_RETENTION_DAYS } from '@site/contracts/chat';
import { fileURLToPath } from 'node:url';

/** The repository root: chat-service/src/config.ts -> ../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * qwen2.5:1.5b: the largest model the minimum server (2 CPUs) reads a prompt with fast enough
 * (about 30 prompt tokens/s, estimated from published 3B figures) to start answering within the
 * first-token timeout; qwen2.5 keeps to "answer only from these passages" better than llama3.2
 * at the same size. qwen2.5:3b suits servers with 8 CPUs or more (README, operator's guide).
 */
export const DEFAULT_OLLAMA_MODEL = 'qwen2.5:1.5b';

/**
 * Prompt-processing speed assumed until the warm-up has measured one (tokens/s): a 3B model on
 * 2 CPUs, the slowest server the README sizes, so an unmeasured server gets short prompts.
 */
export const FALLBACK_PROMPT_TOKENS_PER_SECOND = 14;

export interface OllamaSettings {
  host: string;
  model: string;
  /** Context window sent with every request; the prompt is budgeted against it. */
  numCtx: number;
  /** Upper bound on generated tokens, reserved out of numCtx. */
  numPredict: number;
  /** How long Ollama keeps the model loaded after a request ("-1" = for good). */
  keepAlive: string;
  /** TCP connect (and liveness probe) timeout. */
  connectTimeoutMs: number;
  /** Time allowed from sending the question to the first answer token. */
  firstTokenTimeoutMs: number;
  /** Longest pause allowed between two tokens once streaming has started. */
  idleTimeoutMs: number;
  /** How long a liveness probe result is reused. */
  probeTtlMs: number;
  /**
   * Expected prompt-processing speed of the model server in tokens/s; with firstTokenTimeoutMs it
   * sizes the part of each prompt the server has not cached. null = the speed the warm-up
   * measured (FALLBACK_PROMPT_TOKENS_PER_SECOND until then).
   */
  promptTokensPerSecond: number | null;
  /**
   * A streaming visitor gets the engine's answer as a `draft` event when the model's first token
   * is not expected (or has not come) within this time.
   */
  draftAfterMs: number;
  /** Model requests at a time; a question that finds them all busy is answered by the engine. */
  parallel: number;
}

export interface RateLimitSettings {
  /** Requests per window per IP; 0 disables the limiter (benchmarks). */
  limit: number;
  windowMs: number;
}

export interface Settings {
  port: number;
  dataDir: string;
  knowledgeDir: string;
  /** The site's live pages folder (its routes.json lists the pages that exist); null = no check. */
  livePagesDir: string | null;
  /** Directory of one transformers.js model (config.json, tokenizer.json, onnx/model.onnx); null = BM25 only. */
  embeddingModelDir: string | null;
  ollama: OllamaSettings;
  rateLimit: RateLimitSettings;
  /** Retrieval results kept for repeated questions (cleared on every index change); 0 = off. */
  retrievalCacheSize: number;
  /** Days the log of unanswered questions and unhelpful answers is kept; 0 = record nothing. */
  chatLogRetentionDays: number;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function textFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // `npm run -w chat-service` runs in chat-service/; relative paths mean what they meant where
  // the command was typed (npm's INIT_CWD).
  const base = env.INIT_CWD ?? process.cwd();
  const dir = (name: string): string | undefined => {
    const value = textFrom(env, name);
    return value === undefined ? undefined : path.resolve(base, value);
  };
  return {
    port: intFrom(env, 'CHAT_PORT', 5000),
    dataDir: dir('DATA_DIR') ?? path.join(REPO_ROOT, 'data'),
    knowledgeDir: dir('KNOWLEDGE_DIR') ?? path.join(REPO_ROOT, 'knowledge'),
    livePagesDir: dir('LIVE_PAGES_DIR') ?? null,
    embeddingModelDir: dir('EMBEDDING_MODEL_DIR') ?? null,
    ollama: {
      host: textFrom(env, 'OLLAMA_HOST') ?? 'http://127.0.0.1:11434',
      model: textFrom(env, 'OLLAMA_MODEL') ?? DEFAULT_OLLAMA_MODEL,
      numCtx: intFrom(env, 'CHAT_NUM_CTX', 4096),
      numPredict: intFrom(env, 'CHAT_NUM_PREDICT', 200),
      keepAlive: textFrom(env, 'CHAT_KEEP_ALIVE') ?? '-1',
      connectTimeoutMs: intFrom(env, 'CHAT_CONNECT_TIMEOUT_MS', 1000),
      firstTokenTimeoutMs: intFrom(env, 'CHAT_FIRST_TOKEN_TIMEOUT_MS', 15000),
      idleTimeoutMs: intFrom(env, 'CHAT_IDLE_TIMEOUT_MS', 10000),
      probeTtlMs: intFrom(env, 'CHAT_PROBE_TTL_MS', 5000),
      promptTokensPerSecond: intFrom(env, 'CHAT_PROMPT_TOKENS_PER_SECOND', 0) || null,
      draftAfterMs: intFrom(env, 'CHAT_DRAFT_AFTER_MS', 1500),
      parallel: Math.max(1, intFrom(env, 'CHAT_MODEL_PARALLEL', 1)),
    },
    rateLimit: {
      limit: intFrom(env, 'CHAT_RATE_LIMIT', 30),
      windowMs: intFrom(env, 'CHAT_RATE_WINDOW_MS', 60000),
    },
    retrievalCacheSize: intFrom(env, 'CHAT_RETRIEVAL_CACHE', 1000),
    chatLogRetentionDays: intFrom(env, 'CHAT_LOG_RETENTION_DAYS', DEFAULT_CHAT_LOG_RETENTION_DAYS),
  };
}
