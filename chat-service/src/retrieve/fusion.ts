/**
 * Reciprocal rank fusion (Cormack et al., 2009): score(d) = sum over rankings of 1 / (k + rank).
 * It needs no score calibration between BM25 and cosine similarity, only their orders.
 */

/** k = 60 is the value of the original paper; it damps the influence of the very top ranks. */
export const RRF_K = 60;

export interface Fused {
  id: number;
  score: number;
}

/**
 * Fuses rankings of ids (best first). Ties keep the order of the earlier rankings, so the
 * result is deterministic.
 */
export function reciprocalRankFusion(rankings: number[][], k = RRF_K): Fused[] {
  const scores = new Map<number, number>();
  const firstSeen = new Map<number, number>();
  let seen = 0;
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
      if (!firstSeen.has(id)) firstSeen.set(id, seen++);
    });
  }
  return [...scores.entries()]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || firstSeen.get(a.id)! - firstSeen.get(b.id)!);
}
