/**
 * The answers given lately, by id, so a visitor's "Helpful? No" can be recorded with the question
 * and the answer it is about. Held in memory only (a visitor rates an answer within minutes);
 * an id that has left it, or was never given, is unknown.
 */
import type { ChatResponse } from '@site/contracts/chat';

export interface GivenAnswer {
  question: string;
  response: ChatResponse;
}

export class RecentAnswers {
  private readonly answers = new Map<string, GivenAnswer>();

  constructor(private readonly capacity = 10_000) {}

  remember(question: string, response: ChatResponse): void {
    if (this.answers.size >= this.capacity) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(response.answerId, { question, response });
  }

  get(answerId: string): GivenAnswer | undefined {
    return this.answers.get(answerId);
  }
}
