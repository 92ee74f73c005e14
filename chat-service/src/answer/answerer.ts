/**
 * Answers one question. The engine plans the answer; what it answers exactly (small talk,
 * refusals, hand-offs, facts from the typed content, a section that fits the kind of question)
 * is given at once. Otherwise, when the language model is loaded and free, it writes the answer
 * from the sections the engine chose (streamed); when it is down, still loading, busy, slow or
 * failing, the engine's quoted answer is given instead. Each answer gets its own id.
 *
 * A streaming visitor never waits long for useful text: when the model's first token is not
 * expected within `draftAfterMs` (the prompt's new part at the measured reading speed), or has
 * not come by then, the engine's answer goes out at once as a draft; the generated answer
 * follows and replaces it.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ChatResponse, ChatTurn } from '@site/contracts/chat';
import { FALLBACK_PROMPT_TOKENS_PER_SECOND } from '../config.ts';
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
  /**
   * Receives the engine's answer while the model has yet to start (SSE `draft`); the final
   * answer, generated or not, keeps its answerId.
   */
  onDraft?: (draft: ChatResponse) => void;
  /** Fires when the visitor goes away; generation stops. */
  signal?: AbortSignal;
}

export interface AnswerTrace {
  plan: Plan;
  /** Why the model did not write the answer, when the plan wanted it to. */
  fallbackReason?: string;
  /** Whether a draft was given before the final answer. */
  drafted?: boolean;
}

/** The model settings the answerer uses: the prompt budget, the draft deadline, parallel requests. */
export interface AnswererSettings extends PromptBudget {
  draftAfterMs?: number;
  parallel?: number;
}

const withId = ({ handoff, ...answer }: Answer, answerId: string = randomUUID()): ChatResponse => ({
  ...answer,
  answerId,
  handoff: handoff ?? (answer.mode === 'closest' || answer.mode === 'handoff'),
});

export class Answerer {
  readonly engine: AnswerEngine;
  private inFlight = 0;

  constructor(
    retriever: Retriever,
    private readonly model: ChatModel | null,
    private readonly settings: AnswererSettings,
    private readonly logger: Logger,
  ) {
    this.engine = new AnswerEngine(retriever);
  }

  async answer(query: string, options: AnswerOptions = {}): Promise<ChatResponse> {
    return (await this.answerWithTrace(query, options)).response;
  }

  /** The budget for this request: the configured speed, else the measured one, else a cautious guess. */
  private budget(): PromptBudget {
    const measured = this.model?.status().promptTokensPerSecond ?? null;
    return {
      ...this.settings,
      promptTokensPerSecond: this.settings.promptTokensPerSecond ?? measured ?? FALLBACK_PROMPT_TOKENS_PER_SECOND,
    };
  }

  async answerWithTrace(query: string, options: AnswerOptions = {}): Promise<{ response: ChatResponse; trace: AnswerTrace }> {
    const plan = await this.engine.plan(query, options.history ?? []);
    if (plan.kind === 'instant' || (plan.exact && !plan.context)) return { response: withId(plan.answer), trace: { plan } };
    const engineAnswer = (fallbackReason: string, answerId?: string, drafted?: boolean) => ({
      response: withId(plan.answer, answerId),
      trace: { plan, fallbackReason, drafted },
    });
    if (!this.model) return engineAnswer('no model');
    if (this.inFlight >= (this.settings.parallel ?? Number.POSITIVE_INFINITY)) return engineAnswer('busy');
    if (!(await this.model.isReady())) return engineAnswer(this.model.status().reachable ? 'loading' : 'down');
    const budget = this.budget();
    const prompt = buildPrompt(query, promptSources(plan), budget, options.history ?? []);
    if (prompt.used.length === 0) return engineAnswer('no room');

    const answerId = randomUUID();
    let drafted = false;
    let draftTimer: NodeJS.Timeout | undefined;
    const draft = () => {
      clearTimeout(draftTimer);
      if (drafted || !options.onDraft) return;
      drafted = true;
      options.onDraft(withId(plan.answer, answerId));
    };
    if (options.onDraft && this.settings.draftAfterMs !== undefined) {
      const expectedMs = (prompt.uncachedTokens / budget.promptTokensPerSecond!) * 1000;
      if (expectedMs >= this.settings.draftAfterMs) draft();
      else draftTimer = setTimeout(draft, this.settings.draftAfterMs);
    }

    let text = '';
    this.inFlight++;
    try {
      for await (const piece of this.model.stream(prompt.messages, options.signal)) {
        clearTimeout(draftTimer);
        text += piece;
        options.onToken?.(piece);
      }
    } catch (error) {
      const reason = error instanceof ModelUnavailableError ? error.reason : 'error';
      this.logger.warn(
        { reason, err: (error as Error).message, streamed: text.length },
        'model failed, answering from the knowledge sections',
      );
      return engineAnswer(reason, answerId, drafted);
    } finally {
      clearTimeout(draftTimer);
      this.inFlight--;
    }
    if (text.trim() === '') return engineAnswer('empty', answerId, drafted);
    return {
      response: withId(
        { response: text.trim(), sources: sourcesOf(prompt.used), mode: 'generated', suggestions: plan.answer.suggestions },
        answerId,
      ),
      trace: { plan, drafted },
    };
  }
}
