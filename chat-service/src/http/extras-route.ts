/**
 * GET /chat/suggestions?page=<site path>: starter questions for that page.
 * POST /chat/feedback {"answerId", "helpful"}: 204, 404 for an unknown answer, 400 otherwise.
 */
import type { Request, Response } from 'express';
import type { ChatErrorResponse, ChatFeedbackRequest, ChatSuggestionsResponse } from '@site/contracts/chat';
import type { FeedbackResult } from '../feedback/conversation-log.ts';

export function suggestionsHandler(forPage: (page: string) => Promise<string[]>) {
  return async (req: Request, res: Response): Promise<void> => {
    const page = typeof req.query.page === 'string' && req.query.page.startsWith('/') ? req.query.page.slice(0, 300) : '/';
    res.json({ questions: await forPage(page) } satisfies ChatSuggestionsResponse);
  };
}

export function validateFeedback(body: unknown): ChatFeedbackRequest | string {
  const { answerId, helpful } = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  if (typeof answerId !== 'string' || answerId === '' || answerId.length > 100) return 'The field "answerId" must be the id of an answer.';
  if (typeof helpful !== 'boolean') return 'The field "helpful" must be true or false.';
  return { answerId, helpful };
}

export function feedbackHandler(record: (answerId: string, helpful: boolean) => FeedbackResult) {
  return (req: Request, res: Response): void => {
    const feedback = validateFeedback(req.body);
    if (typeof feedback === 'string') {
      res.status(400).json({ error: feedback } satisfies ChatErrorResponse);
      return;
    }
    if (record(feedback.answerId, feedback.helpful) === 'unknown') {
      res.status(404).json({ error: 'No answer with this id (it may be too old to rate).' } satisfies ChatErrorResponse);
      return;
    }
    res.status(204).end();
  };
}
