/**
 * Speed profiles for the Ollama stand-in (ollama-standin.ts): how fast a model loads, reads a
 * prompt and generates on a CPU server, used by the speed tests and `npm run bench:chat -- --model`.
 */
/** How fast a model runs on a server; figures in real seconds. */
export interface SpeedProfile {
  /** The model this profile describes (the stand-in serves it under this name). */
  model: string;
  /** The server, e.g. "2 CPUs". */
  server: string;
  /** Prompt processing (prefill), tokens/s. */
  promptTokensPerSecond: number;
  /** Generation, tokens/s. */
  generateTokensPerSecond: number;
  /** Loading the model into memory, ms. */
  loadMs: number;
  /** Characters per token of the model's tokenizer on English text with markup. */
  charsPerToken: number;
  /** Length of a generated answer in tokens, [shortest, longest], chosen per prompt. */
  answerTokens: [number, number];
  /** Where the figures come from. */
  basis: string;
}

const QWEN_15B = 'qwen2.5:1.5b';
const QWEN_3B = 'qwen2.5:3b';
const PUBLISHED_2 =
  'llama.cpp, Llama 3.2 3B Q4_K_M, 2 threads, Intel i5-4278U: pp512 17.7, pp4096 14.1, tg128 7.7 tokens/s (geerlingguy/ai-benchmarks#53)';
const PUBLISHED_8 =
  'llama.cpp, 8 threads, Snapdragon 8cx Gen 3: Llama 3.2 3B Q4_K_M pp512 72.3, pp4096 56.8 tokens/s; TinyLlama 1.1B Q4_K_M pp512 194.5, tg128 38.8 tokens/s (geerlingguy/ai-benchmarks#54)';
/** Answers of 60 to 135 words: the system prompt asks for at most 120. */
const ANSWER_TOKENS: [number, number] = [80, 180];

/**
 * Speed profiles. The 3B figures on 2 and 8 CPUs are the published ones (low end of the prompt
 * range); everything else is an estimate, marked as such in its basis: a 1.5B model is taken as
 * twice as fast as a 3B one (half the weights to multiply and to read per token; the published
 * 1.1B/3B pair on the same machine differs by 2.7 for 2.9 times the parameters), 4 CPUs as twice
 * the prompt speed of 2, and generation (bound by memory bandwidth) as growing more slowly.
 * Load times are estimates for a model file in the page cache or on an SSD.
 */
export const SPEED_PROFILES: Record<string, SpeedProfile> = {
  '2cpu': {
    model: QWEN_15B,
    server: '2 CPUs',
    promptTokensPerSecond: 28,
    generateTokensPerSecond: 15,
    loadMs: 3000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `estimate: twice the published 3B figures (${PUBLISHED_2})`,
  },
  '4cpu': {
    model: QWEN_15B,
    server: '4 CPUs',
    promptTokensPerSecond: 56,
    generateTokensPerSecond: 20,
    loadMs: 2500,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: 'estimate: prompt speed twice the 2-CPU profile, generation between the 2- and 8-CPU profiles',
  },
  '8cpu': {
    model: QWEN_15B,
    server: '8 CPUs',
    promptTokensPerSecond: 114,
    generateTokensPerSecond: 25,
    loadMs: 2000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `estimate: prompt twice the published 3B figure, generation the published 1.1B figure scaled by 1.1/1.5 and rounded down (${PUBLISHED_8})`,
  },
  '2cpu-3b': {
    model: QWEN_3B,
    server: '2 CPUs',
    promptTokensPerSecond: 14,
    generateTokensPerSecond: 7.7,
    loadMs: 5000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `published (${PUBLISHED_2}); load time an estimate`,
  },
  '4cpu-3b': {
    model: QWEN_3B,
    server: '4 CPUs',
    promptTokensPerSecond: 28,
    generateTokensPerSecond: 10,
    loadMs: 4500,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: 'estimate: prompt speed twice the published 2-thread figure, generation between the 2- and 8-CPU profiles',
  },
  '8cpu-3b': {
    model: QWEN_3B,
    server: '8 CPUs',
    promptTokensPerSecond: 57,
    generateTokensPerSecond: 13,
    loadMs: 4000,
    charsPerToken: 4,
    answerTokens: ANSWER_TOKENS,
    basis: `prompt published (${PUBLISHED_8}); generation an estimate: the 1.1B figure scaled by 1.1/3.2`,
  },
};
