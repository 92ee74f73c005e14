/**
 * A local stand-in for an Ollama server, faithful to the parts of its HTTP API the chat
 * service uses: GET /api/version, GET /api/tags, and POST /api/chat with streaming NDJSON
 * (one JSON object per line, `done: true` on the last). Like Ollama, it sends the response
 * headers with the first chunk, so a slow model is slow before the headers too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode =
  /** Streams `tokens` then a done line. */
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
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface OllamaStandIn {
  url: string;
  requests: RecordedRequest[];
  /** /api/chat streams the client closed before the last line. */
  cancelledStreams(): number;
  set(behaviour: Partial<StandInBehaviour>): void;
  close(): Promise<void>;
}

const line = (value: object) => `${JSON.stringify(value)}\n`;

export async function startOllamaStandIn(initial: Partial<StandInBehaviour> = {}): Promise<OllamaStandIn> {
  let behaviour: StandInBehaviour = {
    mode: 'ok',
    tokens: ['Cavitation ', 'is caused by ', 'low suction pressure.'],
    firstTokenDelayMs: 0,
    tokenDelayMs: 1,
    model: 'qwen2.5:3b',
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  let cancelled = 0;
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body: unknown = raw === '' ? null : JSON.parse(raw);
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ method: req.method ?? 'GET', path, body });
    const json = (status: number, value: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };

    if (req.method === 'GET' && path === '/api/version') return json(200, { version: '0.12.0-standin' });
    if (req.method === 'GET' && path === '/api/tags') {
      return json(200, {
        models: [
          {
            name: behaviour.model,
            model: behaviour.model,
            modified_at: '2025-01-01T00:00:00Z',
            size: 1_900_000_000,
            digest: 'standin',
            details: { format: 'gguf', family: 'qwen2', parameter_size: '3.1B', quantization_level: 'Q4_K_M' },
          },
        ],
      });
    }
    if (req.method === 'POST' && path === '/api/chat') {
      const request = body as { model?: string; stream?: boolean };
      if (request.model !== behaviour.model) return json(404, { error: `model "${request.model}" not found, try pulling it first` });
      if (behaviour.mode === 'error-status') return json(500, { error: 'llama runner process has terminated' });
      if (behaviour.mode === 'slow-first-token') await sleep(behaviour.firstTokenDelayMs);
      if (res.destroyed) return;
      const base = { model: behaviour.model, created_at: new Date(0).toISOString() };
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.on('close', () => {
        if (!res.writableFinished) cancelled++;
      });
      for (const [i, token] of behaviour.tokens.entries()) {
        if (res.destroyed) return;
        res.write(line({ ...base, message: { role: 'assistant', content: token }, done: false }));
        if (behaviour.mode === 'error-midstream' && i === 0) {
          res.end(line({ error: 'an error was encountered while running the model' }));
          return;
        }
        await sleep(behaviour.tokenDelayMs);
      }
      res.end(line({ ...base, message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop', eval_count: behaviour.tokens.length }));
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
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
