/**
 * Exact nearest neighbours over all passage vectors, kept in one Float32Array. A knowledge
 * base of a few hundred passages takes well under a millisecond to scan, so no ANN index.
 */
import type { VectorRow } from '../ingest/store.ts';

export interface DenseHit {
  id: number;
  cosine: number;
}

export class DenseIndex {
  private readonly ids: number[];
  private readonly matrix: Float32Array;
  readonly dimension: number;

  constructor(rows: VectorRow[], dimension: number) {
    this.dimension = dimension;
    const usable = rows.filter((r) => r.vector.length === dimension);
    this.ids = usable.map((r) => r.id);
    this.matrix = new Float32Array(usable.length * dimension);
    usable.forEach((r, i) => this.matrix.set(r.vector, i * dimension));
  }

  get size(): number {
    return this.ids.length;
  }

  /** Vectors are unit length, so the dot product is the cosine similarity. */
  search(query: Float32Array, limit: number): DenseHit[] {
    const dim = this.dimension;
    const hits: DenseHit[] = [];
    for (let row = 0; row < this.ids.length; row++) {
      let dot = 0;
      const offset = row * dim;
      for (let j = 0; j < dim; j++) dot += this.matrix[offset + j]! * query[j]!;
      hits.push({ id: this.ids[row]!, cosine: dot });
    }
    return hits.sort((a, b) => b.cosine - a.cosine || a.id - b.id).slice(0, limit);
  }
}
