/**
 * The language model behind the assistant: an Ollama server reached with the `ollama` client.
 * A cached probe (`GET /api/ps`) tells whether the server answers and whether the model is
 * loaded, so a request skips a dead server, or a model still loading, at once; each chat request
 * gets its own connect timeout (TCP, through an undici dispatcher), a first-token timeout and an
 * idle timeout between tokens, and every failure becomes a ModelUnavailableError with a reason.
 *
 * Warm-up: a short request (the same system prompt and stable start of the user message as every
 * question, so Ollama's prompt cache then holds them) loads the model, and its reply's
 * prompt_eval_count/prompt_eval_duration and eval_count/eval_duration give the server's prompt
 * and generation speeds. Every answer's final line refines them. The probe starts a warm-up
 * whenever it finds the server up without the model loaded (first start, an Ollama restart, the
 * model pulled late); until it has finished, questions are answered by the engine.
 */
import { Ollama, type ChatResponse as OllamaChatResponse, type Message } from 'ollama';
import { Agent, fetch as undiciFetch } from 'undici';
import type { OllamaSettings } from '../config.ts';
import { warmUpMessages } from './prompt.ts';

export type ModelFailure = 'down' | 'slow' | 'error';

export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
  constructor(
    readonly reason: ModelFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What the service knows of the model server, for /health and for sizing prompts. */
export interface ModelStatus {
  /** The server answered the last probe. */
  reachable: boolean;
  /** The model is in memory (Ollama's /api/ps, or a request just served). */
  loaded: boolean;
  /** A warm-up request is running. */
  warming: boolean;
  /** Measured prompt-processing speed, tokens/s (null until measured). */
  promptTokensPerSecond: number | null;
  /** Measured generation speed, tokens/s (null until measured). */
  generateTokensPerSecond: number | null;
  /** How long the warm-up took to load the model, in seconds (null when it was already loaded). */
  loadSeconds: number | null;
  /** Why the last warm-up failed (e.g. the model is not pulled yet). */
  warmUpError: string | null;
}

export interface ChatModel {
  readonly host: string;
  readonly model: string;
  /** Whether the server answered recently; cached for probeTtlMs. */
  isUp(): Promise<boolean>;
  /**
   * Whether the model can answer now: the server is up and the model loaded. When the server is
   * up without it, a warm-up starts in the background and the answer is no.
   */
  isReady(): Promise<boolean>;
  /** Loads the model with a short request and measures its speeds; never throws. */
  warmUp(): Promise<void>;
  status(): ModelStatus;
  /** The answer piece by piece; throws ModelUnavailableError. */
  stream(messages: Message[], signal?: AbortSignal): AsyncGenerator<string>;
  close(): Promise<void>;
}

/** Ollama reads a bare number as seconds (negative: keep loaded for good), text as a Go duration. */
export const keepAliveValue = (keepAlive: string): string | number => (/^-?\d+$/.test(keepAlive.trim()) ? Number(keepAlive) : keepAlive);

/** A prompt speed measured over fewer tokens is mostly overhead; it is not used. */
const MIN_MEASURED_PROMPT_TOKENS = 32;
const MIN_MEASURED_EVAL_TOKENS = 4;
/** Weight of the newest measurement in the running speeds. */
const SMOOTHING = 0.3;
/** Loading a model from a slow disk on a small server can take minutes. */
const WARM_UP_TIMEOUT_MS = 5 * 60_000;
/** Tokens the warm-up generates: enough to measure generation speed. */
const WARM_UP_PREDICT = 16;

type FetchLike = typeof fetch;

export class OllamaModel implements ChatModel {
  readonly host: string;
  readonly model: string;
  private readonly dispatcher: Agent;
  private probe: { up: boolean; at: number } | null = null;
  private probing: Promise<boolean> | null = null;
  private loaded = false;
  private warming: Promise<void> | null = null;
  private lastWarmUpFailure = 0;
  private warmUpError: string | null = null;
  private loadSeconds: number | null = null;
  private promptSpeed: number | null = null;
  private generateSpeed: number | null = null;
  private readonly closing = new AbortController();
  /** How long the last warm-up took (ms), load included. */
  warmUpMs: number | null = null;

  constructor(
    private readonly settings: OllamaSettings,
    /** After a failed warm-up, the next one waits this long (a model still being pulled). */
    private readonly warmUpRetryMs = 30_000,
  ) {
    this.host = settings.host.replace(/\/+$/, '');
    this.model = settings.model;
    this.dispatcher = new Agent({ connect: { timeout: settings.connectTimeoutMs } });
  }

  /** Ollama names a model without a tag `<name>:latest`. */
  private isOurs(name: string): boolean {
    const full = (n: string) => (n.includes(':') ? n : `${n}:latest`);
    return full(name) === full(this.model);
  }

  /** A fetch that uses our dispatcher and also stops when `signal` fires. */
  private fetchWith(signal: AbortSignal): FetchLike {
    const dispatcher = this.dispatcher;
    const wrapped = (input: Parameters<FetchLike>[0], init?: RequestInit) => {
      const signals = init?.signal ? [init.signal, signal] : [signal];
      // undici's fetch is the same implementation as Node's global fetch, with its own types.
      return undiciFetch(String(input instanceof Request ? input.url : input), {
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string> | undefined,
        body: init?.body as string | undefined,
        signal: AbortSignal.any(signals),
        dispatcher,
      }) as unknown as Promise<Response>;
    };
    return wrapped as FetchLike;
  }

  private client(signal: AbortSignal): Ollama {
    return new Ollama({ host: this.host, fetch: this.fetchWith(signal) });
  }

  private remember(up: boolean, loaded = up && this.loaded): void {
    this.probe = { up, at: Date.now() };
    this.loaded = loaded;
  }

  async isUp(): Promise<boolean> {
    if (this.probe && Date.now() - this.probe.at < this.settings.probeTtlMs) return this.probe.up;
    // Concurrent requests share one probe instead of each opening a connection.
    this.probing ??= (async () => {
      try {
        const running = await this.client(AbortSignal.timeout(this.settings.connectTimeoutMs)).ps();
        this.remember(
          true,
          running.models.some((m) => this.isOurs(m.name) || this.isOurs(m.model)),
        );
      } catch {
        this.remember(false, false);
      } finally {
        this.probing = null;
      }
      return this.probe!.up;
    })();
    return this.probing;
  }

  async isReady(): Promise<boolean> {
    if (!(await this.isUp())) return false;
    if (this.loaded && !this.warming) return true;
    if (!this.warming && Date.now() - this.lastWarmUpFailure >= this.warmUpRetryMs) void this.warmUp();
    return false;
  }

  status(): ModelStatus {
    return {
      reachable: this.probe?.up ?? false,
      loaded: this.loaded,
      warming: this.warming !== null,
      promptTokensPerSecond: this.promptSpeed,
      generateTokensPerSecond: this.generateSpeed,
      loadSeconds: this.loadSeconds,
      warmUpError: this.warmUpError,
    };
  }

  /** Speeds from the final line of an Ollama reply (durations in nanoseconds). */
  private observe(reply: Partial<OllamaChatResponse>): void {
    const rate = (count?: number, ns?: number) => (count && ns && ns > 0 ? count / (ns / 1e9) : null);
    const blend = (old: number | null, fresh: number) => (old === null ? fresh : old * (1 - SMOOTHING) + fresh * SMOOTHING);
    const prompt = rate(reply.prompt_eval_count, reply.prompt_eval_duration);
    if (prompt !== null && reply.prompt_eval_count! >= MIN_MEASURED_PROMPT_TOKENS) this.promptSpeed = blend(this.promptSpeed, prompt);
    const generate = rate(reply.eval_count, reply.eval_duration);
    if (generate !== null && reply.eval_count! >= MIN_MEASURED_EVAL_TOKENS) this.generateSpeed = blend(this.generateSpeed, generate);
  }

  warmUp(): Promise<void> {
    this.warming ??= (async () => {
      const started = Date.now();
      try {
        const reply = await this.client(AbortSignal.any([AbortSignal.timeout(WARM_UP_TIMEOUT_MS), this.closing.signal])).chat({
          model: this.model,
          messages: warmUpMessages(),
          stream: false,
          keep_alive: keepAliveValue(this.settings.keepAlive),
          // The same num_ctx as every question: another value would make Ollama load the model again.
          options: { num_ctx: this.settings.numCtx, num_predict: WARM_UP_PREDICT, temperature: 0 },
        });
        this.observe(reply);
        this.loadSeconds = reply.load_duration ? Math.round(reply.load_duration / 1e6) / 1000 : null;
        this.warmUpError = null;
        this.remember(true, true);
      } catch (error) {
        this.lastWarmUpFailure = Date.now();
        this.warmUpError = error instanceof Error ? error.message : String(error);
        if (/fetch failed|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|Connect Timeout|ECONNRESET/i.test(this.warmUpError))
          this.remember(false, false);
      } finally {
        this.warmUpMs = Date.now() - started;
        this.warming = null;
      }
    })();
    return this.warming;
  }

  async *stream(messages: Message[], signal?: AbortSignal): AsyncGenerator<string> {
    const controller = new AbortController();
    let timedOut: 'first-token' | 'idle' | null = null;
    const arm = (ms: number, kind: 'first-token' | 'idle') =>
      setTimeout(() => {
        timedOut = kind;
        controller.abort();
      }, ms);
    let timer = arm(this.settings.firstTokenTimeoutMs, 'first-token');
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const parts = await this.client(controller.signal).chat({
        model: this.model,
        messages,
        stream: true,
        keep_alive: keepAliveValue(this.settings.keepAlive),
        options: { num_ctx: this.settings.numCtx, num_predict: this.settings.numPredict, temperature: 0.2 },
      });
      for await (const part of parts) {
        const text = part.message?.content ?? '';
        if (text !== '') {
          clearTimeout(timer);
          timer = arm(this.settings.idleTimeoutMs, 'idle');
          yield text;
        }
        if (part.done) {
          this.observe(part);
          break;
        }
      }
      this.remember(true, true);
    } catch (error) {
      if (timedOut) throw new ModelUnavailableError('slow', `no ${timedOut === 'first-token' ? 'first token' : 'token'} in time`);
      if (signal?.aborted) throw new ModelUnavailableError('error', 'request cancelled by the client');
      const message = error instanceof Error ? error.message : String(error);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      if (/fetch failed|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|Connect Timeout|ECONNRESET/i.test(`${message} ${cause}`)) {
        // The next request should not wait for the probe's TTL to learn this.
        this.remember(false);
        throw new ModelUnavailableError('down', `${message} ${cause}`.trim());
      }
      throw new ModelUnavailableError('error', message);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.warming;
    await this.dispatcher.close();
  }
}
