/**
 * Delay before the next attempt: exponential (base * 2^(attempt-1)), capped, with "equal
 * jitter" (half fixed, half random) so deliveries that failed together do not all come back
 * in the same second, while the delay still grows predictably.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
