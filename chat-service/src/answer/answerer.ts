/**
 * Answers one question: retrieve, gate, then either the language model (streamed) or, when it
 * is down, slow or failing, an extractive answer built from the passages at once. A question
 * the knowledge base cannot answer is refused without calling the model.
 */
import type { Logger } from 'pino';
import type { ChatResponse } from '@site/contracts/chat';
import type { Retrieval, Retriever } from '../retrieve/retriever.ts';
import { extractiveAnswer } from './extractive.ts';
import { ModelUnavailableError, type ChatModel } from './model.ts';
import { buildPrompt, type PromptBudget } from './prompt.ts';
import { refusal } from './refusal.ts';
import { sourcesOf } from './sources.ts';

export interface AnswerOptions {
  /** Receives each generated piece as it arrives (SSE). */
  onToken?: (text: string) => void;
  /** Fires when the visitor goes away; generation stops. */
  signal?: AbortSignal;
}

export interface AnswerTrace {
  retrieval: Retrieval;
  fallbackReason?: string;
}

export class Answerer {
  /**
   * Extractive answers of cached retrievals (see Retriever): a repeated question while the
   * model is down costs nothing, and the entry goes when the retrieval leaves the cache.
   */
  private readonly extractiveCache = new WeakMap<Retrieval, ChatResponse>();

  constructor(
    private readonly retriever: Retriever,
    private readonly model: ChatModel | null,
    private readonly budget: PromptBudget,
    private readonly logger: Logger,
  ) {}

  async answer(query: string, options: AnswerOptions = {}): Promise<ChatResponse> {
    return (await this.answerWithTrace(query, options)).response;
  }

  async answerWithTrace(query: string, options: AnswerOptions = {}): Promise<{ response: ChatResponse; trace: AnswerTrace }> {
    const retrieval = await this.retriever.retrieve(query);
    if (!retrieval.gate.pass) return { response: refusal(), trace: { retrieval } };
    const extractive = () => {
      let answer = this.extractiveCache.get(retrieval);
      if (!answer) {
        answer = extractiveAnswer(retrieval.terms, retrieval.passages);
        this.extractiveCache.set(retrieval, answer);
      }
      return answer;
    };

    if (!this.model || !(await this.model.isUp())) {
      return { response: extractive(), trace: { retrieval, fallbackReason: this.model ? 'down' : 'no model' } };
    }
    const prompt = buildPrompt(query, retrieval.passages, this.budget);
    let text = '';
    try {
      for await (const piece of this.model.stream(prompt.messages, options.signal)) {
        text += piece;
        options.onToken?.(piece);
      }
    } catch (error) {
      const reason = error instanceof ModelUnavailableError ? error.reason : 'error';
      this.logger.warn({ reason, err: (error as Error).message, streamed: text.length }, 'model failed, answering from passages');
      return { response: extractive(), trace: { retrieval, fallbackReason: reason } };
    }
    if (text.trim() === '') {
      return { response: extractive(), trace: { retrieval, fallbackReason: 'empty' } };
    }
    return {
      response: { response: text.trim(), sources: sourcesOf(prompt.used), mode: 'generated' },
      trace: { retrieval },
    };
  }
}
