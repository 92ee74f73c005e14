/**
 * An open-loop load: questions arrive at random moments (a Poisson process at `rate` per second),
 * each sent when it arrives whether or not earlier answers have come back, as independent
 * visitors would. autocannon's `overallRate` is not this: it releases each connection's share in
 * bursts, so a trivial server already shows a p99 of about 60 ms at 300 requests/s.
 */
import { Pool } from 'undici';
import { percentile } from './percentile.ts';

export interface OpenLoopResult {
  sent: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export async function openLoop(base: string, bodies: string[], rate: number, seconds: number): Promise<OpenLoopResult> {
  const pool = new Pool(base, { connections: 256, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const end = performance.now() + seconds * 1000;
  let next = performance.now();
  let i = 0;
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = bodies[i++ % bodies.length]!;
    const started = performance.now();
    inFlight.push(
      pool
        .request({ path: '/chat', method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (res) => {
          await res.body.text();
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - started);
        })
        .catch(() => {
          errors++;
        }),
    );
    // Exponential gaps: arrivals of a Poisson process.
    next += (-Math.log(1 - Math.random()) / rate) * 1000;
  }
  await Promise.all(inFlight);
  await pool.close();
  const at = (q: number) => Math.round(percentile(latencies, q) || 0);
  return { sent: i, errors, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(Math.max(0, ...latencies)) };
}
