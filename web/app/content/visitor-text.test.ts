// @vitest-environment node
// (reads the knowledge folder on disk)
/**
 * Text a visitor can read never carries unfinished wording: every knowledge file (pages and
 * chat answers), every string value of every content module, and the route table's titles
 * and descriptions. Entries labelled "Sample" are allowed: they say so, and the disclaimer
 * explains them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unfinishedWording } from '@site/contracts/visitor-text';
import { applyKnowledgeFolder } from '../../scripts/knowledge-pages';
import { pages } from '../route-table';

applyKnowledgeFolder();

const knowledgeDir = path.resolve(import.meta.dirname, '..', '..', '..', 'knowledge');

/** Every string value reachable from a module's exports, with the path that leads to it. */
function stringsIn(value: unknown, where: string, found: { where: string; text: string }[] = [], seen = new Set<unknown>()): typeof found {
  if (typeof value === 'string') {
    found.push({ where, text: value });
  } else if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, item] of Object.entries(value)) stringsIn(item, `${where}.${key}`, found, seen);
  }
  return found;
}

// Every content module, so a module added later is covered too.
const contentModules = import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true });

const knowledgeFiles = readdirSync(knowledgeDir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, text: readFileSync(path.join(knowledgeDir, name), 'utf8') }));

describe('visitor-visible text', () => {
  it('recognises unfinished wording', () => {
    expect(unfinishedWording('Fees: (placeholder: staff to confirm)')).toEqual(['placeholder', 'staff to confirm']);
    expect(unfinishedWording('Dates TBD, to be confirmed. Lorem ipsum.')).toEqual(['to be confirmed', 'TBD', 'lorem']);
    expect(unfinishedWording('Dates are announced on request: ask us.')).toEqual([]);
  });

  it('has no unfinished wording in any knowledge file', () => {
    expect(knowledgeFiles.length).toBeGreaterThan(20);
    const found = knowledgeFiles.flatMap(({ name, text }) => unfinishedWording(text).map((word) => `knowledge/${name}: ${word}`));
    expect(found).toEqual([]);
  });

  it('has no unfinished wording in the string values of any content module', () => {
    expect(Object.keys(contentModules).length).toBeGreaterThanOrEqual(10);
    const strings = Object.entries(contentModules).flatMap(([file, exports]) => stringsIn(exports, path.basename(file, '.ts')));
    expect(strings.length).toBeGreaterThan(200);
    const found = strings.flatMap(({ where, text }) => unfinishedWording(text).map((word) => `${where}: ${word} in "${text}"`));
    expect(found).toEqual([]);
  });

  it('allows entries labelled Sample', () => {
    const strings = Object.values(contentModules).flatMap((exports) => stringsIn(exports, ''));
    expect(strings.some(({ text }) => /\bSample\b/.test(text))).toBe(true);
  });

  it('has no unfinished wording in page titles and descriptions', () => {
    const found = pages().flatMap((page) => unfinishedWording(`${page.title} ${page.description}`).map((word) => `${page.path}: ${word}`));
    expect(found).toEqual([]);
  });
});
