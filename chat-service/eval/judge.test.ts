import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '@site/contracts/chat';
import { judge, saysPhrase } from './judge.ts';
import type { EvalQuestion } from './questions.ts';

const question = (fields: Partial<EvalQuestion>): EvalQuestion => ({
  id: 'x001',
  question: 'price list please',
  expect: 'handoff',
  must: [],
  must_not: [],
  ...fields,
});
const reply = (response: string, mode: ChatResponse['mode'] = 'handoff'): ChatResponse => ({
  response,
  mode,
  sources: [{ title: 'Contact us', url: '/contact-us' }],
  answerId: 'a1',
  suggestions: [],
  handoff: mode === 'handoff',
});

describe('the eval judge', () => {
  it('reads a forbidden phrase that begins with a letter as the start of a word: "Rs." is a price, "24 hours." is not', () => {
    expect(saysPhrase('We reply within 24 hours.', 'Rs.')).toBe(false);
    expect(saysPhrase('It costs Rs. 5,000 a month.', 'Rs.')).toBe(true);
    expect(saysPhrase('(Rs. 5,000)', 'Rs.')).toBe(true);
    // A phrase that begins with a sign matches anywhere.
    expect(saysPhrase('about ₹5,000', '₹')).toBe(true);
    expect(saysPhrase('the {product} page', '{product}')).toBe(true);
  });

  it('fails an answer that holds a forbidden phrase, misses a required fact, runs too long or cites another page', () => {
    const q = question({ must: [['quote', 'quotation']], must_not: ['Rs.'], max_words: 12, source: '/request-demo' });
    expect(judge(q, reply('Prices are quoted per station; we reply within 24 hours.')).problems).toEqual(['does not cite /request-demo']);
    const bad = judge(q, reply('It costs Rs. 5,000 a month for each of your pumping stations, billed yearly.', 'extractive'));
    expect(bad.useful).toBe(false);
    expect(bad.problems).toEqual([
      'mode extractive, expected handoff',
      'missing quote | quotation',
      'contains "Rs."',
      '14 words > 12',
      'does not cite /request-demo',
    ]);
  });
});
