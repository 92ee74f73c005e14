/** The shape of every answer from typed facts: the lines, a closing line that links the page, its sources. */
import type { ChatSource } from '@site/contracts/chat';
import type { Answer } from '../types.ts';

export function factAnswer(lines: string[], closing: string, sources: ChatSource[]): Answer {
  return { response: [...lines, closing].join('\n'), sources, mode: 'facts', suggestions: [] };
}

/** An answer from one page's facts, closed with the link to that page. */
export function pageFactAnswer(lines: string[], page: ChatSource): Answer {
  return factAnswer(lines, `More on the ${page.title} page: ${page.url}`, [page]);
}
