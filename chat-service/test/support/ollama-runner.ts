/**
 * The runner behind the stand-in's POST /api/chat: what is in memory, the text its KV cache
 * holds, one request at a time, and the answer it generates, at a speed profile's pace or at
 * once with the configured tokens.
 */
import type http from 'node:http';
import type { RecordedRequest, StandInBehaviour } from './ollama-standin.ts';

const line = (value: object) => `${JSON.stringify(value)}\n`;

export interface ChatBody {
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

/** The runner's state and its /api/chat; `current` gives the behaviour the stand-in is set to. */
export function startRunner(current: () => StandInBehaviour) {
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
    const b = current();
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

  return {
    isLoaded,
    /** When the loaded model expires (ms since the epoch, possibly infinite), null when none is loaded. */
    loadedUntil: () => loaded?.expiresAt ?? null,
    /** Runs one /api/chat request after those before it. */
    chat: (res: http.ServerResponse, request: ChatBody, record: RecordedRequest, gone: AbortSignal) =>
      exclusive(() => chat(res, request, record, gone)),
    unload: () => {
      loaded = null;
      cache = '';
    },
    /** Cancels every pending wait. */
    stop: () => {
      for (const t of timers) clearTimeout(t);
    },
  };
}
