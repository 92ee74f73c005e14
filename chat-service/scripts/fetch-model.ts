/**
 * Downloads the production embedding model into a local folder. It runs in the Docker build
 * (the only place with access to the Hugging Face hub); the service itself never downloads:
 * it loads EMBEDDING_MODEL_DIR with allowRemoteModels = false.
 *
 *   npx tsx chat-service/scripts/fetch-model.ts /models/all-MiniLM-L6-v2
 *   # then: EMBEDDING_MODEL_DIR=/models/all-MiniLM-L6-v2
 *
 * The model id (default Xenova/all-MiniLM-L6-v2, the ONNX export of
 * sentence-transformers/all-MiniLM-L6-v2, 384 dimensions) can be changed with
 * EMBEDDING_MODEL_ID; a different model changes the stored model id and the index rebuilds.
 */
import fs from 'node:fs';
import path from 'node:path';

const MODEL_ID = process.env.EMBEDDING_MODEL_ID ?? 'Xenova/all-MiniLM-L6-v2';
/** Pin a revision for reproducible images; 'main' follows the repository. */
const REVISION = process.env.EMBEDDING_MODEL_REVISION ?? 'main';
const HUB = process.env.HF_ENDPOINT ?? 'https://huggingface.co';
/** What transformers.js's feature-extraction pipeline reads; the quantised weights are used when present. */
const FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx'];

async function download(file: string, outDir: string): Promise<number> {
  const url = `${HUB}/${MODEL_ID}/resolve/${REVISION}/${file}`;
  const response = await fetch(url, { redirect: 'follow' });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const target = path.join(outDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Write then rename, so an interrupted build never leaves a truncated model behind.
  fs.writeFileSync(`${target}.part`, bytes);
  fs.renameSync(`${target}.part`, target);
  return bytes.length;
}

const outDir = path.resolve(process.argv[2] ?? process.env.EMBEDDING_MODEL_DIR ?? 'models/all-MiniLM-L6-v2');
for (const file of FILES) {
  const size = await download(file, outDir);
  console.log(`${MODEL_ID}/${file}: ${(size / 1024).toFixed(0)} KiB`);
}
console.log(`model ready in ${outDir}; set EMBEDDING_MODEL_DIR=${outDir}`);
