/**
 * A stack of its own (scripts/start.ts behind real nginx) on a temporary copy of the knowledge
 * folder, for the specs and the benchmark that edit knowledge files: the repository's
 * `knowledge/` is never touched. Its live pages folder and data folder are temporary too.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './stack';
import { spawnSite } from '../../scripts/site-process';
import { LIVE_ACTIVE_MARKER } from '../../web/scripts/nginx-snippets';

export interface KnowledgeStack {
  url: string;
  knowledgeDir: string;
  liveDir: string;
  child: ChildProcess;
  /** Everything the stack printed so far. */
  log(): string;
  stop(): Promise<void>;
}

export async function startKnowledgeStack(port: number): Promise<KnowledgeStack> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-stack-'));
  // nginx's workers run as nobody when the tests run as root: they must reach the live folder.
  fs.chmodSync(base, 0o755);
  const knowledgeDir = path.join(base, 'knowledge');
  const liveDir = path.join(base, 'live');
  const dataDir = path.join(base, 'data');
  fs.cpSync(path.join(root, 'knowledge'), knowledgeDir, { recursive: true });
  fs.mkdirSync(liveDir, { mode: 0o755 });
  const child = spawnSite(
    port,
    {
      FRONT: 'nginx',
      KNOWLEDGE_DIR: knowledgeDir,
      LIVE_PAGES_DIR: liveDir,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      CHAT_RATE_LIMIT: '0',
      // No language model: answers come from the knowledge index at once.
      OLLAMA_HOST: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
    },
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  // Ready once the site answers and the live renderer has taken over (its first full render).
  while (!/Site running at/.test(output) || !fs.existsSync(path.join(liveDir, LIVE_ACTIVE_MARKER))) {
    if (child.exitCode !== null) throw new Error(`the stack exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`the stack did not start within 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    knowledgeDir,
    liveDir,
    child,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** The assistant's sources for a question, as the chat widget receives them. */
export async function askSources(url: string, query: string): Promise<{ title: string; url: string }[]> {
  const response = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) return [];
  return ((await response.json()) as { sources: { title: string; url: string }[] }).sources;
}

/** Polls `check` until it holds; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function within(timeoutMs: number, what: string, check: () => Promise<boolean>, since = Date.now()): Promise<number> {
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - since;
    if (Date.now() - since > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A new knowledge page, as staff would write it. */
export function topicFile(route: string, title: string, extra = ''): string {
  return `---
title: "${title}"
route: "${route}"
summary: "How to prime a centrifugal pump before starting it: filling the casing and suction line so it can lift water."
page: true
nav:
  menu: knowledge
  order: 45
${extra}---
Priming a centrifugal pump means filling its casing and suction pipe with liquid before starting it, because an impeller spinning in air cannot lift water.

## What it is
A centrifugal pump cannot pump air. Priming removes the air from the casing and the suction pipe so the impeller is surrounded by liquid when the motor starts.

## How to prime a pump
- Close the discharge valve.
- Open the air vent on the casing.
- Fill the casing and suction pipe through the priming funnel until water flows from the vent without bubbles.
- Close the vent and start the motor, then open the discharge valve slowly.
`;
}
