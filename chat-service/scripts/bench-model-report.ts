/**
 * The model bench's figures and targets (bench-model.ts): how each question was answered, the
 * shares and percentiles printed, and the targets the profile must meet.
 */
import os from 'node:os';
import type { RecordedRequest } from '../test/support/ollama-standin.ts';
import { percentile } from './percentile.ts';

const USEFUL_WITHIN_S = 2;
const MAX_TIMEOUT_SHARE = 0.1;
const COMPLETE_P95_S = 15;

export interface Asked {
  /** Real seconds from sending the question. */
  firstUseful: number;
  /** Real seconds to the first generated token, if any. */
  firstToken: number | null;
  complete: number;
  drafted: boolean;
  mode: string;
  kind: 'model' | 'engine' | 'timeout' | 'failed';
  chat?: RecordedRequest;
}

/** Real seconds as printed, "-" when there are none. */
export const s = (seconds: number) => (Number.isNaN(seconds) ? '-' : `${seconds.toFixed(seconds < 10 ? 2 : 1)} s`);
/** The median and the 95th percentile of real seconds, as printed. */
const p50p95 = (seconds: number[]) => `p50 ${s(percentile(seconds, 0.5))}, p95 ${s(percentile(seconds, 0.95))}`;
const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)} %`);

/** Prints how the questions were answered and how fast, then the profile's targets; the exit code (1: a target missed). */
export function reportAnswers(profileName: string, asked: Asked[], withHistory: number): number {
  const routed = asked.filter((a) => a.kind !== 'engine');
  const generated = asked.filter((a) => a.kind === 'model');
  const count = (kind: Asked['kind']) => asked.filter((a) => a.kind === kind).length;
  const useful = asked.filter((a) => a.firstUseful <= USEFUL_WITHIN_S).length;
  const read = routed.map((a) => a.chat!.promptTokens ?? 0);
  const cached = routed.map((a) => a.chat!.cachedTokens ?? 0);
  console.log(
    `\nAnswers: ${asked.length} questions (${withHistory} with earlier turns), asked one at a time; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`  written by the model        ${generated.length} (${pct(generated.length, asked.length)})`);
  console.log(`  by the engine at once       ${count('engine')} (${pct(count('engine'), asked.length)})`);
  console.log(
    `  fallback after a timeout    ${count('timeout')} (${pct(count('timeout'), asked.length)}; ${pct(count('timeout'), routed.length)} of the ${routed.length} model-routed)`,
  );
  console.log(`  fallback after a failure    ${count('failed')}`);
  console.log(
    `  drafts sent                 ${asked.filter((a) => a.drafted).length} (${pct(asked.filter((a) => a.drafted).length, routed.length)} of model-routed)`,
  );
  console.log(
    `  first useful text           ${p50p95(asked.map((a) => a.firstUseful))}, max ${s(Math.max(...asked.map((a) => a.firstUseful)))}; within ${USEFUL_WITHIN_S} s: ${pct(useful, asked.length)}`,
  );
  console.log(`  complete answer (all)       ${p50p95(asked.map((a) => a.complete))}`);
  const tokens = generated.map((a) => a.firstToken!).filter((t) => t !== null);
  console.log(`  model-routed: useful text   ${p50p95(routed.map((a) => a.firstUseful))}; first generated token ${p50p95(tokens)}`);
  console.log(
    `  generated answer complete   ${p50p95(generated.map((a) => a.complete))}, max ${s(Math.max(0, ...generated.map((a) => a.complete)))}`,
  );
  const n = (v: number) => (Number.isNaN(v) ? '-' : String(v));
  console.log(
    `  prompt tokens read anew     p50 ${n(percentile(read, 0.5))}, p95 ${n(percentile(read, 0.95))}, max ${Math.max(0, ...read)} (from the cache: p50 ${n(percentile(cached, 0.5))})`,
  );

  const checks: [string, boolean][] = [];
  if (profileName.startsWith('2cpu')) {
    checks.push([`useful text within ${USEFUL_WITHIN_S} s for 100 % of questions`, useful === asked.length]);
    checks.push([
      `at most ${MAX_TIMEOUT_SHARE * 100} % of model-routed questions fall back on a timeout`,
      count('timeout') <= MAX_TIMEOUT_SHARE * routed.length,
    ]);
  }
  if (profileName.startsWith('8cpu')) {
    checks.push([
      `generated answers complete within ${COMPLETE_P95_S} s at p95`,
      generated.length > 0 &&
        percentile(
          generated.map((a) => a.complete),
          0.95,
        ) < COMPLETE_P95_S,
    ]);
  }
  for (const [what, ok] of checks) console.log(`  target  ${what}: ${ok ? 'PASS' : 'FAIL'}`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}
