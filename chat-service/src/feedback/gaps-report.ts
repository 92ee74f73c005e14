/**
 * The report staff read to decide which knowledge file to write next: the questions the
 * assistant could not answer, grouped when they ask the same thing in other words (shared topic
 * words), with how often and when last; then the answers visitors marked unhelpful.
 */
import { stem } from '../answer/text.ts';
import { queryTerms } from '../retrieve/query.ts';
import type { GapEntry } from './gap-log.ts';

export interface QuestionGroup {
  /** The most frequent wording (the latest among equals). */
  question: string;
  count: number;
  lastSeen: number;
  kinds: Set<GapEntry['kind']>;
  wordings: Set<string>;
  /** Pages the answers cited. */
  pages: Set<string>;
}

/** Two questions are alike when they share at least this share of their topic words (Jaccard). */
export const SIMILARITY = 0.5;

const topicWords = (question: string): Set<string> => new Set(queryTerms(question).map(stem));

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

export function groupQuestions(entries: readonly GapEntry[]): QuestionGroup[] {
  const groups: { words: Set<string>; group: QuestionGroup; counts: Map<string, number> }[] = [];
  const exact = new Map<string, (typeof groups)[number]>();
  for (const entry of entries) {
    const key = entry.question.trim().toLowerCase();
    const words = topicWords(entry.question);
    let home = exact.get(key) ?? groups.find((g) => jaccard(g.words, words) >= SIMILARITY);
    if (!home) {
      home = {
        words,
        counts: new Map(),
        group: { question: entry.question, count: 0, lastSeen: 0, kinds: new Set(), wordings: new Set(), pages: new Set() },
      };
      groups.push(home);
    }
    exact.set(key, home);
    const g = home.group;
    g.count++;
    g.lastSeen = Math.max(g.lastSeen, entry.at);
    g.kinds.add(entry.kind);
    g.wordings.add(key);
    for (const source of entry.sources) g.pages.add(source.url);
    // Wordings are counted without regard to case; the latest spelling is shown.
    const n = (home.counts.get(key) ?? 0) + 1;
    home.counts.set(key, n);
    if (n >= (home.counts.get(g.question.trim().toLowerCase()) ?? 0)) g.question = entry.question;
  }
  return groups.map((g) => g.group).sort((a, b) => b.count - a.count || b.lastSeen - a.lastSeen);
}

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function describe(groups: QuestionGroup[], withPages: boolean): string[] {
  if (groups.length === 0) return ['  none'];
  return groups.map((g) => {
    const other = g.wordings.size > 1 ? ` (+${g.wordings.size - 1} other wording${g.wordings.size > 2 ? 's' : ''})` : '';
    const pages = withPages ? `  -> ${[...g.pages].join(', ') || '(no page)'}` : `  [${[...g.kinds].join('/')}]`;
    return `  ${String(g.count).padStart(4)}x  last ${day(g.lastSeen)}  ${g.question}${other}${pages}`;
  });
}

export function gapsReport(entries: readonly GapEntry[], retentionDays: number): string {
  const unanswered = entries.filter((e) => e.kind !== 'unhelpful');
  const unhelpful = entries.filter((e) => e.kind === 'unhelpful');
  const lines = [`Unanswered questions (refused or closest pages only), last ${retentionDays} days: ${unanswered.length}`];
  lines.push(...describe(groupQuestions(unanswered), false));
  lines.push('', `Answers marked unhelpful: ${unhelpful.length}`);
  lines.push(...describe(groupQuestions(unhelpful), true));
  return lines.join('\n');
}
