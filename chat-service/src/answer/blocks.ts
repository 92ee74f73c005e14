/** A knowledge section's body as a visitor reads it: paragraphs, list items and sentences. */
import { remembered } from '../remember.ts';
import { countWords, sentencesOf } from '../ingest/passages.ts';
import { plainText } from './text.ts';

export interface Block {
  readonly kind: 'text' | 'item';
  readonly text: string;
}

/**
 * A section body as paragraphs and list items, in plain text. Sections are quoted again and
 * again; each body is split once (callers never change the blocks).
 */
export const blocksOf = remembered(2_000, (body: string): readonly Block[] => blocksAfresh(body));

function blocksAfresh(body: string): Block[] {
  const blocks: { kind: Block['kind']; text: string }[] = [];
  const marker = /^\s*(?:[-*+]|\d+[.)])\s+/;
  for (const paragraph of body.split(/\n\s*\n/)) {
    let current: { kind: Block['kind']; text: string } | null = null;
    for (const line of paragraph.split('\n')) {
      if (/^#+\s/.test(line) || line.trim() === '') continue;
      // A table row is an item of its own, not a run-on continuation of the paragraph above.
      const isItem = marker.test(line) || /^\s*\|/.test(line);
      const text = plainText(line);
      if (text === '') continue;
      // A wrapped line continues the paragraph or list item above it.
      if (!isItem && current) current.text = `${current.text} ${text}`;
      else blocks.push((current = { kind: isItem ? 'item' : 'text', text }));
    }
  }
  return blocks;
}

/** The sentences of a text as an answer quotes them (split as the index splits, without stray fragments). */
export const sentencesIn = (text: string): string[] => sentencesOf(text).filter((s) => s.length > 2);

export { countWords };
