/** The rules a page states, found once per knowledge base and handed out as copies. */
import { describe, expect, it } from 'vitest';
import { publishedRules } from './published-rule.ts';
import { knowledgePage as page } from '../../../test/support/pages.ts';

const RULE = /\bclearance of about (\d+(?:\.\d+)?) D\b/;
const sump = () => page('Sump design', '/sump', 'Sumps.', ['Floor clearance', 'Keep a clearance of about 0.3 D to the floor.']);

describe('rules a page states', () => {
  it('hands each caller a list of its own, which it may sort or cut without changing the next', () => {
    const pages = [sump()];
    const first = publishedRules(pages, RULE);
    expect(first.map((r) => r.figures)).toEqual([['0.3']]);
    first.length = 0;
    expect(publishedRules(pages, RULE).map((r) => r.figures)).toEqual([['0.3']]);
  });

  it('finds the rules again in the pages of a knowledge base reloaded with another figure', () => {
    const edited = page('Sump design', '/sump', 'Sumps.', ['Floor clearance', 'Keep a clearance of about 0.4 D to the floor.']);
    expect(publishedRules([sump()], RULE)[0]?.figures).toEqual(['0.3']);
    expect(publishedRules([edited], RULE)[0]?.figures).toEqual(['0.4']);
  });
});
