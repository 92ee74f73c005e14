/**
 * The answer when no language model answers in time: the sentences of the best passages that
 * share the most words with the question, each on a line starting with '- ' (the widget shows
 * them as bullets), and a last line pointing to the page that covers the topic.
 */
import type { ChatResponse } from '@site/contracts/chat';
import type { RetrievedPassage } from '../retrieve/retriever.ts';
import { sourcesOf } from './sources.ts';
import { plainText, stem, truncateWords, words } from './text.ts';

/** Sentences in the answer: enough to be useful, short enough for a chat bubble. */
export const MAX_LINES = 3;
const MAX_LINE_CHARS = 280;
/** Only the best passages are mined; lower ones are usually about something else. */
const PASSAGES_USED = 2;

interface Candidate {
  text: string;
  passage: number;
  position: number;
  score: number;
}

/** List items and sentences of a markdown body. */
export function sentencesOf(body: string): string[] {
  return body
    .split(/\n+/)
    .map(plainText)
    .filter((line) => line !== '' && !/^#+\s/.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
}

export function extractiveAnswer(terms: string[], passages: RetrievedPassage[]): ChatResponse {
  const top = passages[0];
  if (!top) throw new Error('extractiveAnswer needs at least one passage');
  const stems = new Set(terms.map(stem));
  const used = passages.slice(0, PASSAGES_USED);

  const candidates: Candidate[] = used.flatMap((p, passage) =>
    sentencesOf(p.body).map((text, position) => {
      const matched = new Set(words(text).map(stem).filter((w) => stems.has(w)));
      // A hit in the best passage counts a little more than the same hit in the second one.
      return { text, passage, position, score: matched.size + (passage === 0 ? 0.5 : 0) };
    }),
  );
  const withHits = candidates.filter((c) => c.score >= 1);
  const chosen = (withHits.length > 0 ? withHits : candidates.filter((c) => c.passage === 0))
    .sort((a, b) => b.score - a.score || a.passage - b.passage || a.position - b.position)
    .slice(0, MAX_LINES)
    // Read in document order: the best passage first, each passage top to bottom.
    .sort((a, b) => a.passage - b.passage || a.position - b.position);

  const sources = sourcesOf(chosen.length > 0 ? chosen.map((c) => used[c.passage]!) : [top]);
  const lines = chosen.map((c) => `- ${truncateWords(c.text, MAX_LINE_CHARS)}`);
  const main = sources[0]!;
  lines.push(`- Read more on the ${main.title} page: ${main.url}`);
  return { response: lines.join('\n'), sources, mode: 'extractive' };
}
