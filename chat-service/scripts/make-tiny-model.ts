/**
 * Generates the tiny embedding model used by the tests: a real ONNX graph and real BERT-style
 * tokenizer files that @huggingface/transformers loads exactly as it loads all-MiniLM-L6-v2,
 * only a few kilobytes big. Weights come from a seeded generator, so the output is
 * byte-for-byte reproducible (a test checks the committed files against a fresh build).
 *
 * The graph is a BERT embedding layer and nothing else:
 *   last_hidden_state = (WordEmb[input_ids] + 0.01 * TypeEmb[token_type_ids]) * attention_mask
 * Mean pooling over it gives a bag-of-words vector, so texts that share words are close: enough
 * to test the dense path end to end, not a semantic model.
 *
 *   npx tsx chat-service/scripts/make-tiny-model.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';

export const TINY_MODEL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'tiny-model');
export const TINY_DIMENSION = 32;
const SEED = 20240605;

/** Whole words the tests and fixtures use; anything else falls back to single characters. */
const WORDS = `the a an of to and in is it for on with as by at from or be are this that what how why when
which who do does can not no pump pumps pumping station stations motor motors bearing bearings seal seals
cavitation vibration flow head pressure sump suction discharge leakage leak corrosion shaft impeller
temperature heat hot overheat noise energy power efficiency cost monitoring sensor sensors alarm data
cloud mobile app academy course courses training certificate fee fees enrol career careers job jobs
apply engineer contact phone email office address company product model models price water waste
irrigation mining marine project projects team about failure failures mode modes cause causes symptom
symptoms remedy remedies fix repair maintenance oil grease lubrication wear damage low high level tank
valve pipe net positive npsh vapour bubble bubbles collapse noisy rattle gravel marbles coffee kettle
recipe weather football`.split(/\s+/);

const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const PUNCT = [...".,?!-'():;/&%+"];

export function tinyVocab(): string[] {
  return [...SPECIAL, ...CHARS, ...CHARS.map((c) => `##${c}`), ...PUNCT, ...new Set(WORDS)];
}

/** mulberry32: a small, well-mixed 32-bit PRNG; the same seed gives the same weights everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function floatBytes(values: number[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(values.length * 4));
  values.forEach((v, i) => view.setFloat32(i * 4, v, true));
  return new Uint8Array(view.buffer);
}

function int64Bytes(values: number[]): Uint8Array {
  const view = new DataView(new ArrayBuffer(values.length * 8));
  values.forEach((v, i) => view.setBigInt64(i * 8, BigInt(v), true));
  return new Uint8Array(view.buffer);
}

/** The subset of onnx.proto (field numbers from onnx/onnx.proto) this graph needs. */
const ONNX_SCHEMA = {
  nested: {
    onnx: {
      nested: {
        ModelProto: {
          fields: {
            ir_version: { type: 'int64', id: 1 },
            producer_name: { type: 'string', id: 2 },
            graph: { type: 'GraphProto', id: 7 },
            opset_import: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            op_type: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
          },
        },
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            i: { type: 'int64', id: 3 },
            type: { type: 'int32', id: 20 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            data_type: { type: 'int32', id: 2 },
            name: { type: 'string', id: 8 },
            raw_data: { type: 'bytes', id: 9 },
          },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        TypeProto: {
          fields: { tensor_type: { type: 'TypeProtoTensor', id: 1 } },
        },
        TypeProtoTensor: {
          fields: { elem_type: { type: 'int32', id: 1 }, shape: { type: 'TensorShapeProto', id: 2 } },
        },
        TensorShapeProto: { fields: { dim: { rule: 'repeated', type: 'Dimension', id: 1 } } },
        Dimension: { fields: { dim_value: { type: 'int64', id: 1 }, dim_param: { type: 'string', id: 2 } } },
      },
    },
  },
};

const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE_INT = 2;

const dims = (...names: (string | number)[]) => ({
  dim: names.map((d) => (typeof d === 'number' ? { dim_value: d } : { dim_param: d })),
});
const tensorInfo = (name: string, elemType: number, shape: (string | number)[]) => ({
  name,
  type: { tensor_type: { elem_type: elemType, shape: dims(...shape) } },
});

export function buildOnnxModel(vocabSize: number, dimension = TINY_DIMENSION): Uint8Array {
  const next = random(SEED);
  const words = Array.from({ length: vocabSize * dimension }, () => next() * 2 - 1);
  const types = Array.from({ length: 2 * dimension }, () => (next() * 2 - 1) * 0.01);
  const model = {
    ir_version: 8,
    producer_name: 'chat-service make-tiny-model',
    opset_import: [{ domain: '', version: 13 }],
    graph: {
      name: 'tiny-bert-embeddings',
      input: [
        tensorInfo('input_ids', INT64, ['batch_size', 'sequence_length']),
        tensorInfo('attention_mask', INT64, ['batch_size', 'sequence_length']),
        tensorInfo('token_type_ids', INT64, ['batch_size', 'sequence_length']),
      ],
      output: [tensorInfo('last_hidden_state', FLOAT, ['batch_size', 'sequence_length', dimension])],
      initializer: [
        { name: 'word_embeddings', data_type: FLOAT, dims: [vocabSize, dimension], raw_data: floatBytes(words) },
        { name: 'token_type_embeddings', data_type: FLOAT, dims: [2, dimension], raw_data: floatBytes(types) },
        { name: 'last_axis', data_type: INT64, dims: [1], raw_data: int64Bytes([-1]) },
      ],
      node: [
        { op_type: 'Gather', name: 'word_lookup', input: ['word_embeddings', 'input_ids'], output: ['word_vectors'] },
        { op_type: 'Gather', name: 'type_lookup', input: ['token_type_embeddings', 'token_type_ids'], output: ['type_vectors'] },
        { op_type: 'Add', name: 'embed', input: ['word_vectors', 'type_vectors'], output: ['embedded'] },
        {
          op_type: 'Cast',
          name: 'mask_to_float',
          input: ['attention_mask'],
          output: ['mask_float'],
          attribute: [{ name: 'to', i: FLOAT, type: ATTRIBUTE_INT }],
        },
        { op_type: 'Unsqueeze', name: 'mask_per_token', input: ['mask_float', 'last_axis'], output: ['mask_3d'] },
        { op_type: 'Mul', name: 'apply_mask', input: ['embedded', 'mask_3d'], output: ['last_hidden_state'] },
      ],
    },
  };
  const ModelProto = protobuf.Root.fromJSON(ONNX_SCHEMA).lookupType('onnx.ModelProto');
  const problem = ModelProto.verify(model);
  if (problem) throw new Error(`invalid ONNX model: ${problem}`);
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
}

function tokenizerJson(vocab: string[]): object {
  const ids = Object.fromEntries(vocab.map((token, id) => [token, id]));
  const special = (content: string) => ({
    id: ids[content],
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map(special),
    normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [ids['[CLS]']], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [ids['[SEP]']], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: ids,
    },
  };
}

/** Every file of the model folder, path relative to it -> content. */
export function buildTinyModel(): Map<string, Uint8Array> {
  const vocab = tinyVocab();
  const json = (value: object) => new TextEncoder().encode(`${JSON.stringify(value, null, 1)}\n`);
  return new Map<string, Uint8Array>([
    [
      'config.json',
      json({
        model_type: 'bert',
        architectures: ['BertModel'],
        hidden_size: TINY_DIMENSION,
        vocab_size: vocab.length,
        max_position_embeddings: 128,
        type_vocab_size: 2,
        num_attention_heads: 1,
        num_hidden_layers: 0,
        pad_token_id: 0,
      }),
    ],
    [
      'tokenizer_config.json',
      json({
        tokenizer_class: 'BertTokenizer',
        do_lower_case: true,
        model_max_length: 128,
        cls_token: '[CLS]',
        sep_token: '[SEP]',
        pad_token: '[PAD]',
        unk_token: '[UNK]',
        mask_token: '[MASK]',
        clean_up_tokenization_spaces: true,
      }),
    ],
    ['tokenizer.json', json(tokenizerJson(vocab))],
    ['onnx/model.onnx', buildOnnxModel(vocab.length)],
  ]);
}

export function writeTinyModel(outDir: string): void {
  for (const [file, content] of buildTinyModel()) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), content);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? TINY_MODEL_DIR);
  writeTinyModel(outDir);
  console.log(`tiny embedding model written to ${outDir}`);
}
