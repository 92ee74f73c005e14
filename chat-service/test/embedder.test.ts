/**
 * The real transformers.js loading path (local folder, no remote models, ONNX Runtime, BERT
 * tokenizer, mean pooling, normalisation) against the tiny model the project generates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@huggingface/transformers';
import { loadEmbedder, ModelDirectoryError, type Embedder } from '../src/embed/embedder.ts';
import { KnowledgeIndexer } from '../src/ingest/indexer.ts';
import { KnowledgeStore } from '../src/ingest/store.ts';
import { Retriever } from '../src/retrieve/retriever.ts';
import { buildTinyModel, TINY_DIMENSION, TINY_MODEL_DIR } from '../scripts/make-tiny-model.ts';
import { silentLogger, tempKnowledge } from './support/helpers.ts';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe('tiny model fixture', () => {
  it('is exactly what the generator produces (regenerate with scripts/make-tiny-model.ts)', () => {
    let total = 0;
    for (const [file, content] of buildTinyModel()) {
      const committed = fs.readFileSync(path.join(TINY_MODEL_DIR, file));
      expect(Buffer.compare(committed, Buffer.from(content)), file).toBe(0);
      total += committed.length;
    }
    expect(total).toBeLessThan(200_000);
  });
});

describe('loadEmbedder (transformers.js)', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    embedder = await loadEmbedder(TINY_MODEL_DIR);
  });

  it('loads from the local folder only', () => {
    expect(env.allowRemoteModels).toBe(false);
    expect(embedder.id).toMatch(/^tiny-model@[0-9a-f]{12}$/);
    expect(embedder.dimension).toBe(TINY_DIMENSION);
  });

  it('returns unit vectors that are closer for texts sharing words', async () => {
    const [a, b, c] = await embedder.embed(['pump cavitation noise', 'noise from cavitation in the pump', 'coffee recipe']);
    expect(dot(a!, a!)).toBeCloseTo(1, 5);
    expect(dot(a!, b!)).toBeGreaterThan(dot(a!, c!) + 0.1);
  });

  it('embeds batches larger than one ONNX run in order', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => `pump ${i}`);
    const batched = await embedder.embed(texts);
    const single = await embedder.embed([texts[17]!]);
    expect(batched).toHaveLength(20);
    expect(Array.from(batched[17]!)).toEqual(Array.from(single[0]!));
  });

  it('refuses a folder without model files', async () => {
    await expect(loadEmbedder(path.join(TINY_MODEL_DIR, 'onnx'))).rejects.toBeInstanceOf(ModelDirectoryError);
  });

  describe('hybrid retrieval', () => {
    let knowledge: ReturnType<typeof tempKnowledge>;
    let store: KnowledgeStore;
    afterAll(() => {
      store.close();
      knowledge.cleanup();
    });

    it('indexes with dense vectors and fuses both rankings', async () => {
      knowledge = tempKnowledge();
      store = new KnowledgeStore(path.join(knowledge.dataDir, 'chat.sqlite'));
      await new KnowledgeIndexer(store, knowledge.knowledgeDir, embedder, silentLogger()).sync();
      expect(store.embeddingModel()).toEqual({ id: embedder.id, dimension: TINY_DIMENSION });
      const retriever = new Retriever(store, embedder);
      expect(retriever.mode).toBe('dense+bm25');
      const result = await retriever.retrieve('What are the symptoms of cavitation?');
      expect(result.gate.pass).toBe(true);
      expect(result.passages[0]!.headingPath).toEqual(['Cavitation', 'Symptoms']);
      expect(result.passages.every((p) => typeof p.cosine === 'number')).toBe(true);
    });
  });
});
