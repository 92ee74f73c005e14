/**
 * A sentence of the knowledge base that states a rule or a formula, found by its wording, so a
 * figure worked out with a visitor's own numbers uses the rule as the page states it: staff who
 * change the page change the answer, and no threshold is written twice.
 */
import type { Page } from '../../retrieve/library.ts';
import { readMoreLine } from '../quote.ts';
import { paragraphSentences } from '../sentences.ts';
import type { Answer } from '../types.ts';
import { factAnswer } from './answer.ts';

export interface PublishedRule {
  /** The sentence as the page has it. */
  text: string;
  /** What the pattern captured in it. */
  figures: string[];
  page: Page;
  /** The sentences of the same section, in order, for the advice that follows the rule. */
  section: readonly string[];
}

/**
 * Rules found, by the pages searched and the pattern: every calculator looks its rules up for
 * every question, and the pages only change when the knowledge base is reloaded (a new array).
 */
const found = new WeakMap<readonly Page[], Map<string, readonly PublishedRule[]>>();

/** Every sentence the pattern matches, page by page and section by section. */
export function publishedRules(pages: readonly Page[], pattern: RegExp): PublishedRule[] {
  let byPattern = found.get(pages);
  if (!byPattern) found.set(pages, (byPattern = new Map()));
  const key = `${pattern.source}/${pattern.flags}`;
  let rules = byPattern.get(key);
  if (!rules) byPattern.set(key, (rules = rulesIn(pages, pattern)));
  // A copy: callers sort and filter what they get.
  return [...rules];
}

function rulesIn(pages: readonly Page[], pattern: RegExp): PublishedRule[] {
  const found: PublishedRule[] = [];
  for (const page of pages) {
    for (const section of page.sections) {
      if (!pattern.test(section.body)) continue;
      const sentences = paragraphSentences(section.body).map((s) => s.text);
      for (const text of sentences) {
        const match = text.match(pattern);
        if (match) found.push({ text, figures: match.slice(1), page, section: sentences });
      }
    }
  }
  return found;
}

/** An answer worked out with rules, closed with the links to the pages that state them. */
export function ruleAnswer(lines: string[], rule: PublishedRule, ...more: PublishedRule[]): Answer {
  const pages = [...new Map([rule, ...more].map(({ page }) => [page.url, { title: page.title, url: page.url }])).values()];
  const closing = pages.map((page, i) => (i === 0 ? readMoreLine(page) : `the ${page.title} page: ${page.url}`)).join('; and ');
  return factAnswer(lines, closing, pages);
}
