/**
 * Turns a parsed knowledge file into passages: the units that are indexed, retrieved and shown
 * to the model. A passage is one heading's section (long sections are cut into chunks on
 * paragraph boundaries) and carries the file title and heading path so it reads on its own.
 */
import type { KnowledgeFile } from '@site/contracts/knowledge';

export interface Passage {
  /** Knowledge file, relative to the knowledge folder, with forward slashes. */
  file: string;
  /** Position of the passage in its file, from 0. */
  ordinal: number;
  /** The file's title (front matter). */
  title: string;
  /** The site page the file belongs to. */
  url: string;
  /** The section's own heading ('' for the intro). */
  heading: string;
  /** Title and headings down to this section. */
  headingPath: string[];
  /** Plain-ish markdown text of the chunk. */
  body: string;
}

/**
 * About 1.3 tokens a word: 180 words stay inside MiniLM's 256-token window, so the embedding
 * sees the whole chunk, and several chunks fit in a small model's prompt.
 */
export const MAX_CHUNK_WORDS = 180;

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * The sentences of a text: split after a full stop and a space, never inside a number ("0.5 D",
 * "9.8-2018"). A sentence may open with a name in lower case that has a capital inside ("iPUMPNET").
 */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(]|[a-z]+[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Splits a paragraph that is too long by sentences. */
function splitLongParagraph(paragraph: string, maxWords: number): string[] {
  return packPieces(sentencesOf(paragraph), maxWords, ' ');
}

/** Greedily packs pieces into chunks of at most maxWords (a single piece may exceed it). */
function packPieces(pieces: string[], maxWords: number, joiner: string): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const piece of pieces) {
    const n = countWords(piece);
    if (current.length > 0 && words + n > maxWords) {
      chunks.push(current.join(joiner));
      current = [];
      words = 0;
    }
    current.push(piece);
    words += n;
  }
  if (current.length > 0) chunks.push(current.join(joiner));
  return chunks;
}

export function chunkBody(body: string, maxWords = MAX_CHUNK_WORDS): string[] {
  if (countWords(body) <= maxWords) return body.trim() === '' ? [] : [body.trim()];
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => (countWords(p) > maxWords ? splitLongParagraph(p, maxWords) : [p]));
  return packPieces(paragraphs, maxWords, '\n\n');
}

/** HTML comments (e.g. "generated file, do not edit") are notes for staff, not content. */
const withoutComments = (markdown: string): string => markdown.replace(/<!--[\s\S]*?-->/g, '').trim();

export function toPassages(parsed: KnowledgeFile, file: string, maxWords = MAX_CHUNK_WORDS): Passage[] {
  const passages: Passage[] = [];
  for (const section of parsed.sections) {
    const own = withoutComments(section.body);
    // The summary is what a visitor reads first on the page; it belongs with the intro.
    const body = section.heading === '' ? [parsed.meta.summary, own].filter(Boolean).join('\n\n') : own;
    for (const chunk of chunkBody(body, maxWords)) {
      passages.push({
        file,
        ordinal: passages.length,
        title: parsed.meta.title,
        url: parsed.meta.route,
        heading: section.heading,
        headingPath: section.headingPath,
        body: chunk,
      });
    }
  }
  // A file with front matter and no text still gets one passage, so its page can be found.
  if (passages.length === 0) {
    passages.push({
      file,
      ordinal: 0,
      title: parsed.meta.title,
      url: parsed.meta.route,
      heading: '',
      headingPath: [parsed.meta.title],
      body: parsed.meta.summary,
    });
  }
  return passages;
}

/** The text a passage is embedded as: its heading path gives the chunk its topic. */
export function embeddingText(passage: Passage): string {
  return `${passage.headingPath.join(' > ')}\n${passage.body}`;
}
