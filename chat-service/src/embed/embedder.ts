/**
 * Dense sentence embeddings from a local transformers.js model directory. Models are never
 * fetched at run time (allowRemoteModels = false): the Docker image downloads them at build
 * time (scripts/fetch-model.ts) and tests use a tiny generated model.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env, pipeline, type FeatureExtractionPipeline } from '@huggingface/transformers';

export interface Embedder {
  /** Identifies the model and its weights; stored with the index, a change forces a rebuild. */
  readonly id: string;
  readonly dimension: number;
  /** Unit-length vectors, one per text. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** Texts per ONNX run: big enough to amortise the call, small enough to keep memory flat. */
const BATCH = 16;

/** Short hash of the weights, so swapping the files under the same folder name is noticed. */
function fingerprint(file: string): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/** Prefers the 8-bit quantised weights when present: about 4x faster on CPU for MiniLM. */
function pickWeights(modelDir: string): { dtype: 'q8' | 'fp32'; file: string } {
  const quantized = path.join(modelDir, 'onnx', 'model_quantized.onnx');
  if (fs.existsSync(quantized)) return { dtype: 'q8', file: quantized };
  return { dtype: 'fp32', file: path.join(modelDir, 'onnx', 'model.onnx') };
}

export class ModelDirectoryError extends Error {
  override name = 'ModelDirectoryError';
}

/**
 * Loads the model in `modelDir` (config.json, tokenizer.json, tokenizer_config.json,
 * onnx/model.onnx or onnx/model_quantized.onnx) through the transformers.js
 * feature-extraction pipeline with mean pooling and normalisation.
 */
export async function loadEmbedder(modelDir: string): Promise<Embedder> {
  const dir = path.resolve(modelDir);
  const weights = pickWeights(dir);
  if (!fs.existsSync(path.join(dir, 'config.json')) || !fs.existsSync(weights.file)) {
    throw new ModelDirectoryError(`${dir} has no config.json and onnx/model.onnx`);
  }
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  // transformers.js resolves a model id against localModelPath: parent + folder name.
  env.localModelPath = path.dirname(dir) + path.sep;
  const name = path.basename(dir);
  const extractor: FeatureExtractionPipeline = await pipeline('feature-extraction', name, {
    dtype: weights.dtype,
    device: 'cpu',
  });

  const embed = async (texts: string[]): Promise<Float32Array[]> => {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const batch = texts.slice(i, i + BATCH);
      const tensor = await extractor(batch, { pooling: 'mean', normalize: true });
      const [rows, dim] = tensor.dims as [number, number];
      const data = tensor.data as Float32Array;
      for (let r = 0; r < rows; r++) out.push(data.slice(r * dim, (r + 1) * dim));
    }
    return out;
  };

  const [probe] = await embed(['dimension probe']);
  if (!probe) throw new ModelDirectoryError(`${dir} produced no embedding`);
  return { id: `${name}@${fingerprint(weights.file)}`, dimension: probe.length, embed };
}
