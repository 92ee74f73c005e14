/**
 * The answer when no language model answers in time: sentences of the best passage, each on a
 * line starting with '- ' (the widget shows them as bullets), and a last line pointing to the
 * page that covers the topic.
 */
import type { ChatResponse } from '@site/contracts/chat';
import type { RetrievedPassage } from '../retrieve/retriever.ts';
import { sourcesOf } from './sources.ts';
import { synonymsOf } from '../retrieve/expansion.ts';
import { plainText, stem, truncateWords, words } from './text.ts';

/** A section this short is quoted whole (e.g. a phone number under its lead sentence). */
export const SHORT_SECTION_LINES = 5;
/** Otherwise a window of this many lines, from the sentence that best matches the question. */
export const MAX_LINES = 4;
const MAX_LINE_CHARS = 280;

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

/**
 * Quotes the best passage: whole when short, else a window that starts at the sentence sharing
 * the most words (or synonyms) with the question. A window keeps a lead sentence with the
 * list it introduces, where picking single sentences would tear them apart.
 */
export function extractiveAnswer(terms: string[], passages: RetrievedPassage[]): ChatResponse {
  const top = passages[0];
  if (!top) throw new Error('extractiveAnswer needs at least one passage');
  const sentences = sentencesOf(top.body);
  let chosen = sentences;
  if (sentences.length > SHORT_SECTION_LINES) {
    const stems = new Set(terms.flatMap((t) => [t, ...synonymsOf(t)]).map(stem));
    const scores = sentences.map((text) => new Set(words(text).map(stem).filter((w) => stems.has(w))).size);
    const best = scores.indexOf(Math.max(...scores));
    // Near the top, start at the lead sentence: it says what the list or paragraph is about.
    const start = best <= 1 ? 0 : best;
    chosen = sentences.slice(start, start + MAX_LINES);
  }
  const lines = chosen.map((text) => `- ${truncateWords(text, MAX_LINE_CHARS)}`);
  lines.push(`- Read more on the ${top.title} page: ${top.url}`);
  return { response: lines.join('\n'), sources: sourcesOf([top]), mode: 'extractive' };
}
