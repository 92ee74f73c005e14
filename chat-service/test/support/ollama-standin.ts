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
import { startRunner, type ChatBody } from './ollama-runner.ts';
import type { SpeedProfile } from './speed-profiles.ts';

export type StandInMode =
  /** Streams `tokens` (or, with a speed profile, an answer of profile length) then a done line. */
  | 'ok'
  /** Waits `firstTokenDelayMs` before anything, then behaves like 'ok'. */
  | 'slow-first-token'
  /** Answers 500 with an Ollama error body. */
  | 'error-status'
  /** Streams one token, then an {"error": ...} line, as Ollama does when a runner crashes. */
  | 'error-midstream';

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
  const runner = startRunner(() => behaviour);

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
      const until = runner.loadedUntil();
      const expires = until !== null && Number.isFinite(until) ? new Date(until).toISOString() : '2318-01-01T00:00:00Z';
      return json(200, { models: runner.isLoaded() ? [{ ...entry(), expires_at: expires, size_vram: 0 }] : [] });
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
      await runner.chat(res, request, record, gone.signal);
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
    unload: () => runner.unload(),
    close: async () => {
      runner.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
