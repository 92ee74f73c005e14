// Reads the knowledge folder on disk: the rule below holds for every file staff write there.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, fillBrandPlaceholders } from './brand.ts';

const knowledgeDir = path.resolve(import.meta.dirname, '..', '..', 'knowledge');

/** A knowledge file's text after its front matter. */
function body(text: string): string {
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) : -1;
  return end < 0 ? text : text.slice(end + 5);
}

describe('brand facts in knowledge files', () => {
  it('are named by placeholder, so a change in brand.ts reaches every answer and page', () => {
    const literal = [brand.network, brand.product, brand.companyName, brand.email, brand.phone.display];
    const found = readdirSync(knowledgeDir)
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => {
        const text = body(readFileSync(path.join(knowledgeDir, name), 'utf8'));
        return literal.filter((value) => text.includes(value)).map((value) => `knowledge/${name}: ${value}`);
      });
    expect(found).toEqual([]);
  });

  it('placeholders are filled from the brand config', () => {
    expect(fillBrandPlaceholders('{network} by {company}')).toBe(`${brand.network} by ${brand.companyName}`);
  });
});
