import { useEffect, useState } from 'react';
import { fetchSuggestions } from './chat-client';

/** Questions already fetched, per page: reopening the chat on a page asks the service once. */
const cache = new Map<string, string[]>();

/** Forgets the fetched questions (for tests). */
export function clearStarterCache(): void {
  cache.clear();
}

/**
 * The starter questions for a page, fetched when `wanted` (the dialog is open with no
 * conversation yet). They are an offer, not an answer: when the service cannot give them the
 * list stays empty and the greeting alone invites a question.
 */
export function useStarterQuestions(page: string, wanted: boolean): string[] {
  const [fetched, setFetched] = useState<{ page: string; questions: string[] } | null>(null);

  useEffect(() => {
    if (!wanted || cache.has(page)) return;
    const controller = new AbortController();
    fetchSuggestions(page, controller.signal).then(
      (questions) => {
        cache.set(page, questions);
        if (!controller.signal.aborted) setFetched({ page, questions });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [page, wanted]);

  if (!wanted) return [];
  return cache.get(page) ?? (fetched?.page === page ? fetched.questions : []);
}
