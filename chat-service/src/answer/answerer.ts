/**
 * Answers one question. The engine plans the answer; what it answers exactly (small talk,
 * refusals, hand-offs, facts from the typed content, a section that fits the kind of question)
 * is given at once. Otherwise, when the language model is up, it writes the answer from the
 * sections the engine chose (streamed); when it is down, slow or failing, the engine's quoted
 * answer is given instead. Each answer gets its own id.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ChatResponse, ChatTurn } from '@site/contracts/chat';
import type { Retriever } from '../retrieve/retriever.ts';
import { AnswerEngine, type Plan } from './engine.ts';
import { ModelUnavailableError, type ChatModel } from './model.ts';
import { buildPrompt, promptSources, type PromptBudget } from './prompt.ts';
import { sourcesOf } from './sources.ts';
import type { Answer } from './types.ts';

export interface AnswerOptions {
  /** The conversation so far, oldest first. */
  history?: readonly ChatTurn[];
  /** Receives each generated piece as it arrives (SSE). */
  onToken?: (text: string) => void;
  /** Fires when the visitor goes away; generation stops. */
  signal?: AbortSignal;
}

export interface AnswerTrace {
  plan: Plan;
  /** Why the model did not write the answer, when the plan wanted it to. */
  fallbackReason?: string;
}

const withId = ({ handoff, ...answer }: Answer): ChatResponse => ({
  ...answer,
  answerId: randomUUID(),
  handoff: handoff ?? (answer.mode === 'closest' || answer.mode === 'handoff'),
});

export class Answerer {
  readonly engine: AnswerEngine;

  constructor(
    retriever: Retriever,
    private readonly model: ChatModel | null,
    private readonly budget: PromptBudget,
    private readonly logger: Logger,
  ) {
    this.engine = new AnswerEngine(retriever);
  }

  async answer(query: string, options: AnswerOptions = {}): Promise<ChatResponse> {
    return (await this.answerWithTrace(query, options)).response;
  }

  async answerWithTrace(query: string, options: AnswerOptions = {}): Promise<{ response: ChatResponse; trace: AnswerTrace }> {
    const plan = await this.engine.plan(query, options.history ?? []);
    if (plan.kind === 'instant' || (plan.exact && !plan.context)) return { response: withId(plan.answer), trace: { plan } };
    if (!this.model || !(await this.model.isUp())) {
      return { response: withId(plan.answer), trace: { plan, fallbackReason: this.model ? 'down' : 'no model' } };
    }
    const prompt = buildPrompt(query, promptSources(plan), this.budget, options.history ?? []);
    let text = '';
    try {
      for await (const piece of this.model.stream(prompt.messages, options.signal)) {
        text += piece;
        options.onToken?.(piece);
      }
    } catch (error) {
      const reason = error instanceof ModelUnavailableError ? error.reason : 'error';
      this.logger.warn({ reason, err: (error as Error).message, streamed: text.length }, 'model failed, answering from the knowledge sections');
      return { response: withId(plan.answer), trace: { plan, fallbackReason: reason } };
    }
    if (text.trim() === '') return { response: withId(plan.answer), trace: { plan, fallbackReason: 'empty' } };
    return {
      response: withId({ response: text.trim(), sources: sourcesOf(prompt.used), mode: 'generated', suggestions: plan.answer.suggestions }),
      trace: { plan },
    };
  }
}
