/**
 * The checks of one eval question against one answer: the kind of answer, each required fact,
 * no forbidden phrase (and no placeholder wording anywhere), the length cap and the cited page.
 */
import { unfinishedWording } from '@site/contracts/visitor-text';
import type { ChatAnswerMode as ChatMode, ChatResponse } from '@site/contracts/chat';
import type { EvalQuestion, Expect } from './questions.ts';

const MODES: Record<Expect, ChatMode[]> = {
  answer: ['extractive', 'facts', 'generated'],
  smalltalk: ['smalltalk'],
  handoff: ['handoff'],
  'refuse-off-topic': ['refusal'],
  'refuse-emergency': ['refusal'],
  'refuse-advice': ['refusal'],
};

export interface Verdict {
  useful: boolean;
  problems: string[];
}

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * Whether a text says a phrase that must not appear: a phrase that begins with a letter or digit
 * begins a word ("Rs." is a currency, not the end of "24 hours.").
 */
export function saysPhrase(text: string, phrase: string): boolean {
  const said = text.toLowerCase();
  const wanted = phrase.toLowerCase();
  const wordStart = /^[\p{L}\p{N}]/u.test(wanted);
  for (let at = said.indexOf(wanted); at !== -1; at = said.indexOf(wanted, at + 1)) {
    if (!wordStart || at === 0 || !/[\p{L}\p{N}]/u.test(said[at - 1]!)) return true;
  }
  return false;
}

/** The checks of one question against one answer. */
export function judge(q: EvalQuestion, answer: ChatResponse): Verdict {
  const problems: string[] = [];
  const text = answer.response;
  const haystack = `${text}\n${answer.sources.map((s) => s.url).join('\n')}`.toLowerCase();
  if (!MODES[q.expect].includes(answer.mode)) problems.push(`mode ${answer.mode}, expected ${q.expect}`);
  for (const fact of q.must ?? []) {
    const options = Array.isArray(fact) ? fact : [fact];
    if (!options.some((o) => haystack.includes(o.toLowerCase()))) problems.push(`missing ${options.join(' | ')}`);
  }
  for (const phrase of q.must_not ?? []) {
    if (saysPhrase(text, phrase)) problems.push(`contains "${phrase}"`);
  }
  for (const wording of unfinishedWording(text)) problems.push(`unfinished wording "${wording}"`);
  const words = countWords(text);
  if (words > (q.max_words ?? 130)) problems.push(`${words} words > ${q.max_words ?? 130}`);
  if (q.source && !answer.sources.some((s) => s.url === q.source)) problems.push(`does not cite ${q.source}`);
  return { useful: problems.length === 0, problems };
}
