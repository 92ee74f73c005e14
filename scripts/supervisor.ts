/**
 * The supervision of `npm start` (start.ts): each service, the live renderer and nginx run as
 * child processes that are restarted when they stop, with a growing delay, saying so in the log.
 */
import type { ChildProcess } from 'node:child_process';

/** Restart delays: doubled after each stop, back to the first once a run lasted a minute. */
const RESTART_FIRST_MS = 250;
const RESTART_MAX_MS = 15_000;
const STABLE_AFTER_MS = 60_000;

export function log(line: string): void {
  console.log(`[start] ${line}`);
}
export function fail(line: string): never {
  console.error(`[start] ${line}`);
  process.exit(1);
}
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True while a process with this pid runs (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when the URL answers as a live service does (a degraded mail outbox still answers). */
export async function answers(target: string): Promise<boolean> {
  try {
    const response = await fetch(target, { signal: AbortSignal.timeout(2000) });
    if (response.ok) {
      await response.arrayBuffer();
      return true;
    }
    const body = (await response.json().catch(() => ({}))) as { status?: string };
    return response.status === 503 && body.status === 'degraded';
  } catch {
    return false;
  }
}

/** Everything started under supervision, and whether the site is stopping (then nothing restarts). */
export class Supervisor {
  stopping = false;
  readonly supervised: Supervised[] = [];

  /** `giveUp` stops the site: a process stopped too often before it ever answered. */
  constructor(readonly giveUp: (why: string) => void) {}

  /** Stops every process (SIGTERM, then SIGKILL after 5 s); none restarts from now on. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.supervised.map((s) => s.stop()));
  }

  /** As this process exits, whatever ends it: its children go with it. */
  killAll(): void {
    for (const s of this.supervised) s.child?.kill('SIGKILL');
  }
}

export class Supervised {
  child: ChildProcess | undefined;
  private delay = RESTART_FIRST_MS;
  private runs = 0;
  private lastStart = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  /** Set once its health check answered; a restart is reported when it answers again. */
  ready = false;

  constructor(
    private readonly supervisor: Supervisor,
    readonly name: string,
    private readonly launch: () => ChildProcess,
    private readonly healthUrl?: string,
  ) {
    supervisor.supervised.push(this);
  }

  start(): void {
    if (this.supervisor.stopping) return;
    this.runs += 1;
    this.lastStart = Date.now();
    const child = this.launch();
    this.child = child;
    log(`${this.name} ${this.runs === 1 ? 'started' : 'restarted'} (pid ${child.pid})`);
    if (this.runs > 1) void this.reportBack(this.lastStart);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (this.supervisor.stopping) return;
      const lived = Date.now() - this.lastStart;
      if (lived > STABLE_AFTER_MS) this.delay = RESTART_FIRST_MS;
      if (!this.ready && this.runs >= 5) {
        this.supervisor.giveUp(
          `${this.name} stopped ${this.runs} times before it answered (last: ${signal ?? `exit ${code}`}); see its messages above.`,
        );
        return;
      }
      log(`${this.name} stopped (${signal ?? `exit ${code}`}) after ${seconds(lived)}; restarting in ${this.delay} ms`);
      this.restartTimer = setTimeout(() => this.start(), this.delay);
      this.delay = Math.min(this.delay * 2, RESTART_MAX_MS);
    });
  }

  /** After a restart: log how long until the service answered its health check again. */
  private async reportBack(since: number): Promise<void> {
    if (!this.healthUrl) return;
    const run = this.runs;
    while (!this.supervisor.stopping && this.runs === run) {
      if (await answers(this.healthUrl)) {
        log(`${this.name} answers again, ${seconds(Date.now() - since)} after its restart`);
        return;
      }
      await sleep(100);
    }
  }

  stop(): Promise<void> {
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
