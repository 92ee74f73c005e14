/**
 * The language model behind the assistant: an Ollama server reached with the `ollama` client.
 * A cached liveness probe lets a request skip a dead server at once; each chat request gets its
 * own connect timeout (TCP, through an undici dispatcher), a first-token timeout and an idle
 * timeout between tokens, and every failure becomes a ModelUnavailableError with a reason.
 */
import { Ollama, type Message } from 'ollama';
import { Agent, fetch as undiciFetch } from 'undici';
import type { OllamaSettings } from '../config.ts';

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

export interface ChatModel {
  readonly host: string;
  readonly model: string;
  /** Whether the server answered recently; cached for probeTtlMs. */
  isUp(): Promise<boolean>;
  /** The answer piece by piece; throws ModelUnavailableError. */
  stream(messages: Message[], signal?: AbortSignal): AsyncGenerator<string>;
  close(): Promise<void>;
}

type FetchLike = typeof fetch;

export class OllamaModel implements ChatModel {
  readonly host: string;
  readonly model: string;
  private readonly dispatcher: Agent;
  private probe: { up: boolean; at: number } | null = null;
  private probing: Promise<boolean> | null = null;

  constructor(private readonly settings: OllamaSettings) {
    this.host = settings.host.replace(/\/+$/, '');
    this.model = settings.model;
    this.dispatcher = new Agent({ connect: { timeout: settings.connectTimeoutMs } });
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

  private remember(up: boolean): void {
    this.probe = { up, at: Date.now() };
  }

  async isUp(): Promise<boolean> {
    if (this.probe && Date.now() - this.probe.at < this.settings.probeTtlMs) return this.probe.up;
    // Concurrent requests share one probe instead of each opening a connection.
    this.probing ??= (async () => {
      try {
        await this.client(AbortSignal.timeout(this.settings.connectTimeoutMs)).version();
        this.remember(true);
      } catch {
        this.remember(false);
      } finally {
        this.probing = null;
      }
      return this.probe!.up;
    })();
    return this.probing;
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
        keep_alive: this.settings.keepAlive,
        options: { num_ctx: this.settings.numCtx, num_predict: this.settings.numPredict, temperature: 0.2 },
      });
      for await (const part of parts) {
        const text = part.message?.content ?? '';
        if (text !== '') {
          clearTimeout(timer);
          timer = arm(this.settings.idleTimeoutMs, 'idle');
          yield text;
        }
        if (part.done) break;
      }
      this.remember(true);
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
    await this.dispatcher.close();
  }
}
