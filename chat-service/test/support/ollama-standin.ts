/**
 * A local stand-in for an Ollama server, faithful to the parts of its HTTP API the chat
 * service uses: GET /api/version, GET /api/tags, GET /api/ps, and POST /api/chat, streaming
 * NDJSON (one JSON object per line, `done: true` on the last, with Ollama's counters) or one
 * JSON object with `stream: false`. Like Ollama, it sends the response headers with the first
 * chunk, so a slow model is slow before the headers too.
 *
 * With a speed profile it also behaves like a CPU server in time: one request at a time (others
 * queue, as with OLLAMA_NUM_PARALLEL=1), a load time when the model is not in memory (at start,
 * after keep_alive runs out, or when num_ctx changes, as Ollama reloads then), prompt processing
 * at the profile's tokens/s for the part of the prompt that is not cached (llama.cpp keeps the
 * previous prompt and reuses its longest common prefix), and generation at the profile's
 * tokens/s. `timeScale` runs that clock faster (0.05: 20 times); the reported durations are the
 * wall-clock ones, so a client measuring speeds sees the scaled speeds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode =
  /** Streams `tokens` (or, with a speed profile, an answer of profile length) then a done line. */
  | 'ok'
  /** Waits `firstTokenDelayMs` before anything, then behaves like 'ok'. */
  | 'slow-first-token'
  /** Answers 500 with an Ollama error body. */
  | 'error-status'
  /** Streams one token, then an {"error": ...} line, as Ollama does when a runner crashes. */
  | 'error-midstream';

/** How fast a model runs on a server; figures in real seconds. */
export interface SpeedProfile {
  /** The model this profile describes (the stand-in serves it under this name). */
  model: string;
  /** The server, e.g. "2 CPUs". */
  server: string;
  /** Prompt processing (prefill), tokens/s. */
  promptTokensPerSecond: number;
  /** Generation, tokens/s. */
  generateTokensPerSecond: number;
  /** Loading the model into memory, ms. */
  loadMs: number;
  /** Characters per token of the model's tokenizer on English text with markup. */
  charsPerToken: number;
  /** Length of a generated answer in tokens, [shortest, longest], chosen per prompt. */
  answerTokens: [number, number];
  /** Where the figures come from. */
  basis: string;
}

const QWEN_15B = 'qwen2.5:1.5b';
const QWEN_3B = 'qwen2.5:3b';
const PUBLISHED_2 =
  'llama.cpp, Llama 3.2 3B Q4_K_M, 2 threads, Intel i5-4278U: pp512 17.7, pp4096 14.1, tg128 7.7 tokens/s (geerlingguy/ai-benchmarks#53)';
const PUBLISHED_8 =
  'llama.cpp, 8 threads, Snapdragon 8cx Gen 3: Llama 3.2 3B Q4_K_M pp512 72.3, pp4096 56.8 tokens/s; TinyLlama 1.1B Q4_K_M pp512 194.5, tg128 38.8 tokens/s (geerlingguy/ai-benchmarks#54)';
/** Answers of 60 to 135 words: the system prompt asks for at most 120. */
const ANSWER_TOKENS: [number, number] = [80, 180];

/**
 * Speed profiles. The 3B figures on 2 and 8 CPUs are the published ones (low end of the prompt
 * range); everything else is an estimate, marked as such in its basis: a 1.5B model is taken as
 * twice as fast as a 3B one (half the weights to multiply and to read per token; the published
 * 1.1B/3B pair on the same machine differs by 2.7 for 2.9 times the parameters), 4 CPUs as twice
 * the prompt speed of 2, and generation (bound by memory bandwidth) as growing more slowly.
 * Load times are estimates for a model file in the page cache or on an SSD.
 */
export const SPEED_PROFILES: Record<string, SpeedProfile> = {
  '2cpu': {
    model: QWEN_15B,
    server: '2 CPUs',
    promptTokensPerSecond: 28,
    generateTokensPerSecond: 15,
    loadMs: 3000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `estimate: twice the published 3B figures (${PUBLISHED_2})`,
  },
  '4cpu': {
    model: QWEN_15B,
    server: '4 CPUs',
    promptTokensPerSecond: 56,
    generateTokensPerSecond: 20,
    loadMs: 2500,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: 'estimate: prompt speed twice the 2-CPU profile, generation between the 2- and 8-CPU profiles',
  },
  '8cpu': {
    model: QWEN_15B,
    server: '8 CPUs',
    promptTokensPerSecond: 114,
    generateTokensPerSecond: 25,
    loadMs: 2000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `estimate: prompt twice the published 3B figure, generation the published 1.1B figure scaled by 1.1/1.5 and rounded down (${PUBLISHED_8})`,
  },
  '2cpu-3b': {
    model: QWEN_3B,
    server: '2 CPUs',
    promptTokensPerSecond: 14,
    generateTokensPerSecond: 7.7,
    loadMs: 5000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `published (${PUBLISHED_2}); load time an estimate`,
  },
  '4cpu-3b': {
    model: QWEN_3B,
    server: '4 CPUs',
    promptTokensPerSecond: 28,
    generateTokensPerSecond: 10,
    loadMs: 4500,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: 'estimate: prompt speed twice the published 2-thread figure, generation between the 2- and 8-CPU profiles',
  },
  '8cpu-3b': {
    model: QWEN_3B,
    server: '8 CPUs',
    promptTokensPerSecond: 57,
    generateTokensPerSecond: 13,
    loadMs: 4000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `prompt published (${PUBLISHED_8}); generation an estimate: the 1.1B figure scaled by 1.1/3.2`,
  },
};

export interface StandInBehaviour {
  mode: StandInMode;
  tokens: string[];
  firstTokenDelayMs: number;
  /** Pause between two tokens. */
  tokenDelayMs: number;
  model: string;
  /** Real speeds; null answers at once with `tokens` (contract tests). */
  speed: SpeedProfile | null;
  /** Multiplies every simulated duration (load, prompt, generation, keep_alive). */
  timeScale: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** For /api/chat: prompt tokens read anew and taken from the cache, and whether it loaded the model. */
  promptTokens?: number;
  cachedTokens?: number;
  loaded?: boolean;
  /** For /api/chat: the client went away before the last line. */
  cancelled?: boolean;
}

export interface OllamaStandIn {
  url: string;
  requests: RecordedRequest[];
  /** /api/chat streams the client closed before the last line. */
  cancelledStreams(): number;
  set(behaviour: Partial<StandInBehaviour>): void;
  /** Drops the model from memory (as an Ollama restart or an expired keep_alive would). */
  unload(): void;
  close(): Promise<void>;
}

const line = (value: object) => `${JSON.stringify(value)}\n`;

interface ChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
  keep_alive?: string | number;
  options?: { num_ctx?: number; num_predict?: number };
}

/** Ollama's keep_alive in ms: a number is seconds, text a Go duration; negative = for good. */
export function keepAliveMs(value: string | number | undefined): number {
  if (value === undefined) return 5 * 60_000;
  if (typeof value === 'number') return value < 0 ? Number.POSITIVE_INFINITY : value * 1000;
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const sign = value.trim().startsWith('-') ? -1 : 1;
  let total = 0;
  for (const [, n, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) total += Number(n) * units[unit!]!;
  return sign < 0 ? Number.POSITIVE_INFINITY : total;
}

/** The prompt as the model reads it (Qwen's ChatML template). */
const render = (messages: { role: string; content: string }[]) =>
  `${messages.map((m) => `<|im_start|>${m.role}\n${m.content}<|im_end|>\n`).join('')}<|im_start|>assistant\n`;

const commonPrefix = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
};

/** A stable pseudo-random number in [0, 1) from a text. */
const unitHash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
};

/** An answer of `count` tokens, one word each, from the first passage of the prompt. */
function answerWords(user: string, count: number): string[] {
  const passage = /<<<PASSAGE 1[^\n]*\n([\s\S]*?)\n<<<END PASSAGE 1>>>/.exec(user)?.[1] ?? 'OK';
  const words = passage.split(/\s+/).filter(Boolean);
  return Array.from({ length: count }, (_, i) => `${words[i % words.length]}${i === count - 1 ? '' : ' '}`);
}

export async function startOllamaStandIn(initial: Partial<StandInBehaviour> = {}): Promise<OllamaStandIn> {
  let behaviour: StandInBehaviour = {
    mode: 'ok',
    tokens: ['Cavitation ', 'is caused by ', 'low suction pressure.'],
    firstTokenDelayMs: 0,
    tokenDelayMs: 1,
    model: initial.speed?.model ?? 'qwen2.5:1.5b',
    speed: null,
    timeScale: 1,
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  let cancelled = 0;
  const timers = new Set<NodeJS.Timeout>();
  /** Resolves after `ms`, or early (false) when `signal` fires. */
  const sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      if (signal?.aborted) return resolve(false);
      const t = setTimeout(() => {
        timers.delete(t);
        signal?.removeEventListener('abort', stop);
        resolve(true);
      }, ms);
      const stop = () => {
        clearTimeout(t);
        timers.delete(t);
        resolve(false);
      };
      signal?.addEventListener('abort', stop, { once: true });
      timers.add(t);
    });

  // The runner: what is in memory, and the text its KV cache holds.
  let loaded: { numCtx: number; expiresAt: number } | null = null;
  let cache = '';
  let queue: Promise<void> = Promise.resolve();
  const isLoaded = () => loaded !== null && Date.now() < loaded.expiresAt;

  /** One request at a time, as a runner with one slot. */
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const previous = queue;
    let release!: () => void;
    queue = new Promise<void>((r) => (release = r));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  };

  async function chat(res: http.ServerResponse, request: ChatBody, record: RecordedRequest, gone: AbortSignal) {
    if (gone.aborted) return;
    const b = behaviour;
    const scale = b.timeScale;
    const started = process.hrtime.bigint();
    const numCtx = request.options?.num_ctx ?? 2048;
    const messages = request.messages ?? [];
    const prompt = render(messages);
    const charsPerToken = b.speed?.charsPerToken ?? 4;
    const tokensOf = (chars: number) => Math.ceil(chars / charsPerToken);

    // Load (or reload for another num_ctx), dropping the cache.
    let loadNs = 0n;
    if (!isLoaded() || loaded!.numCtx !== numCtx) {
      record.loaded = true;
      cache = '';
      const t = process.hrtime.bigint();
      if (b.speed && !(await sleep(b.speed.loadMs * scale, gone))) return;
      loadNs = b.speed ? BigInt(Math.round(b.speed.loadMs * scale * 1e6)) : process.hrtime.bigint() - t;
    }
    loaded = { numCtx, expiresAt: Number.POSITIVE_INFINITY };
    // Read the prompt past its longest common prefix with the cache (at least its last token).
    const common = commonPrefix(cache, prompt);
    const cachedTokens = Math.min(Math.floor(common / charsPerToken), tokensOf(prompt.length) - 1);
    const promptTokens = tokensOf(prompt.length) - cachedTokens;
    record.promptTokens = promptTokens;
    record.cachedTokens = cachedTokens;
    if (b.speed) {
      if (!(await sleep((promptTokens / b.speed.promptTokensPerSecond) * 1000 * scale, gone))) {
        cache = cache.slice(0, common);
        return;
      }
    } else if (b.mode === 'slow-first-token') {
      if (!(await sleep(b.firstTokenDelayMs, gone))) return;
    }
    cache = prompt;
    // Durations as the modelled server spends them (wall-clock, scaled), not as this process's
    // timers happen to fire on a busy machine.
    const ns = (ms: number) => BigInt(Math.round(ms * 1e6));
    const promptNs = b.speed ? ns((promptTokens / b.speed.promptTokensPerSecond) * 1000 * scale) : BigInt(promptTokens) * 10_000n;

    // Generate.
    const user = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    let tokens = b.tokens;
    if (b.speed) {
      const [shortest, longest] = b.speed.answerTokens;
      const count = Math.min(request.options?.num_predict ?? longest, shortest + Math.floor(unitHash(prompt) * (longest - shortest + 1)));
      tokens = answerWords(user, count);
    }
    const perToken = b.speed ? (1000 / b.speed.generateTokensPerSecond) * scale : b.tokenDelayMs;
    const base = { model: b.model, created_at: new Date().toISOString() };
    const evalStart = process.hrtime.bigint();
    const streaming = request.stream !== false;
    let text = '';
    const evalFrom = performance.now();
    for (const [i, token] of tokens.entries()) {
      // The first token costs one generation step too. With a speed profile each token is due at
      // a fixed time from the start, so late timers on a busy machine do not add up.
      const wait = b.speed ? evalFrom + (i + 1) * perToken - performance.now() : i > 0 ? perToken : 0;
      if ((b.speed || i > 0) && !(await sleep(Math.max(0, wait), gone))) return;
      if (res.destroyed) return;
      text += token;
      cache += token;
      if (streaming) {
        if (!res.headersSent) res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
        res.write(line({ ...base, message: { role: 'assistant', content: token }, done: false }));
        if (b.mode === 'error-midstream' && i === 0) {
          res.end(line({ error: 'an error was encountered while running the model' }));
          return;
        }
      }
    }
    const ended = process.hrtime.bigint();
    const final = {
      ...base,
      done: true,
      done_reason: 'stop',
      total_duration: b.speed ? Number(loadNs + promptNs + ns(tokens.length * perToken)) : Number(ended - started),
      load_duration: Number(loadNs),
      prompt_eval_count: promptTokens,
      prompt_eval_duration: Number(promptNs),
      eval_count: tokens.length,
      eval_duration: b.speed ? Number(ns(tokens.length * perToken)) : Number(ended - evalStart),
    };
    if (loaded) loaded.expiresAt = Date.now() + keepAliveMs(request.keep_alive) * scale;
    if (!streaming) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ...final, message: { role: 'assistant', content: text } }));
      return;
    }
    if (!res.headersSent) res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    res.end(line({ ...final, message: { role: 'assistant', content: '' } }));
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body: unknown = raw === '' ? null : JSON.parse(raw);
    const path = (req.url ?? '/').split('?')[0]!;
    const record: RecordedRequest = { method: req.method ?? 'GET', path, body };
    requests.push(record);
    const json = (status: number, value: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    const entry = () => ({
      name: behaviour.model,
      model: behaviour.model,
      modified_at: '2025-01-01T00:00:00Z',
      size: behaviour.model.includes('3b') ? 1_900_000_000 : 986_000_000,
      digest: 'standin',
      details: {
        format: 'gguf',
        family: 'qwen2',
        parameter_size: behaviour.model.includes('3b') ? '3.1B' : '1.5B',
        quantization_level: 'Q4_K_M',
      },
    });

    if (req.method === 'GET' && path === '/api/version') return json(200, { version: '0.12.0-standin' });
    if (req.method === 'GET' && path === '/api/tags') return json(200, { models: [entry()] });
    if (req.method === 'GET' && path === '/api/ps') {
      const expires = loaded && Number.isFinite(loaded.expiresAt) ? new Date(loaded.expiresAt).toISOString() : '2318-01-01T00:00:00Z';
      return json(200, { models: isLoaded() ? [{ ...entry(), expires_at: expires, size_vram: 0 }] : [] });
    }
    if (req.method === 'POST' && path === '/api/chat') {
      const request = body as ChatBody;
      if (request.model !== behaviour.model) return json(404, { error: `model "${request.model}" not found, try pulling it first` });
      if (behaviour.mode === 'error-status') return json(500, { error: 'llama runner process has terminated' });
      // The visitor may leave while the request waits in the queue or runs.
      const gone = new AbortController();
      res.on('close', () => {
        if (res.writableFinished) return;
        cancelled++;
        record.cancelled = true;
        gone.abort();
      });
      await exclusive(() => chat(res, request, record, gone.signal));
      return;
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cancelledStreams: () => cancelled,
    set: (next) => {
      behaviour = { ...behaviour, ...next };
    },
    unload: () => {
      loaded = null;
      cache = '';
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
