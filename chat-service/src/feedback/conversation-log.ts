/**
 * Wraps the answerer: remembers each answer for feedback, and records in the gap log what the
 * knowledge base could not answer. Emergencies and requests for legal or medical advice are
 * refused without a hand-off and are not recorded: they are not knowledge to write, and their
 * text may be personal.
 */
import type { ChatResponse } from '@site/contracts/chat';
import type { AnswerOptions } from '../answer/answerer.ts';
import type { GapLog } from './gap-log.ts';
import type { RecentAnswers } from './recent-answers.ts';

export interface AnswerSource {
  answer(query: string, options?: AnswerOptions): Promise<ChatResponse>;
}

export type FeedbackResult = 'recorded' | 'unknown';

export class ConversationLog implements AnswerSource {
  constructor(
    private readonly answerer: AnswerSource,
    private readonly recent: RecentAnswers,
    private readonly gaps: GapLog,
  ) {}

  async answer(query: string, options?: AnswerOptions): Promise<ChatResponse> {
    const response = await this.answerer.answer(query, options);
    this.recent.remember(query, response);
    const unanswered = response.mode === 'closest' ? 'closest' : response.mode === 'refusal' && response.handoff ? 'refused' : null;
    if (unanswered) this.gaps.record({ kind: unanswered, question: query, mode: response.mode, sources: response.sources });
    return response;
  }

  feedback(answerId: string, helpful: boolean): FeedbackResult {
    const given = this.recent.get(answerId);
    if (!given) return 'unknown';
    if (!helpful) {
      this.gaps.record({ kind: 'unhelpful', question: given.question, mode: given.response.mode, sources: given.response.sources });
    }
    return 'recorded';
  }
}
