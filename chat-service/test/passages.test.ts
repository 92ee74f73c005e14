import { describe, expect, it } from 'vitest';
import { parseKnowledgeFile } from '@site/contracts/knowledge';
import { brand } from '@site/contracts/brand';
import { chunkBody, embeddingText, sentencesOf, toPassages } from '../src/ingest/passages.ts';

const file = `---
title: Cavitation
route: /pump-failure-modes-cavitation
summary: Bubbles that collapse.
---
<!-- Generated file: do not edit. -->
Intro about {product}.

## Symptoms

- Noise like gravel

### At the impeller

Pitting on the vanes.

## Empty heading
## Causes

Low NPSH.
`;

describe('toPassages', () => {
  const passages = toPassages(parseKnowledgeFile(file, 'cavitation.md'), 'cavitation.md');

  it('makes one passage per section with its heading path, skipping empty sections', () => {
    expect(passages.map((p) => p.headingPath.join(' > '))).toEqual([
      'Cavitation',
      'Cavitation > Symptoms',
      'Cavitation > Symptoms > At the impeller',
      'Cavitation > Causes',
    ]);
    expect(passages.map((p) => p.ordinal)).toEqual([0, 1, 2, 3]);
    expect(passages.every((p) => p.url === '/pump-failure-modes-cavitation' && p.title === 'Cavitation')).toBe(true);
  });

  it('puts the summary with the intro, drops HTML comments and fills brand placeholders', () => {
    expect(passages[0]!.body).toBe(`Bubbles that collapse.\n\nIntro about ${brand.product}.`);
    expect(passages[0]!.heading).toBe('');
  });

  it('embeds a passage together with its heading path', () => {
    expect(embeddingText(passages[2]!)).toBe('Cavitation > Symptoms > At the impeller\nPitting on the vanes.');
  });

  it('keeps a file without body text findable by its summary', () => {
    const bare = toPassages(parseKnowledgeFile('---\ntitle: T\nroute: /t\nsummary: Only a summary.\n---\n', 't.md'), 't.md');
    expect(bare).toHaveLength(1);
    expect(bare[0]!.body).toBe('Only a summary.');
  });
});

describe('chunkBody', () => {
  const para = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ');

  it('keeps a short section whole', () => {
    expect(chunkBody('one two three', 10)).toEqual(['one two three']);
  });

  it('cuts a long section on paragraph boundaries without losing text', () => {
    const body = [para(6, 'a'), para(6, 'b'), para(6, 'c')].join('\n\n');
    const chunks = chunkBody(body, 12);
    expect(chunks).toEqual([`${para(6, 'a')}\n\n${para(6, 'b')}`, para(6, 'c')]);
  });

  it('cuts a paragraph longer than the limit by sentences', () => {
    const body = 'First sentence has five words. Second sentence has five words. Third sentence has five words.';
    const chunks = chunkBody(body, 10);
    expect(chunks).toEqual(['First sentence has five words. Second sentence has five words.', 'Third sentence has five words.']);
  });
});

describe('sentencesOf', () => {
  it('splits before a sentence that opens with a name in lower case, never inside a number', () => {
    expect(sentencesOf('It runs reliably. iPUMPNET is the solution. Keep 0.5 D. It ends.')).toEqual([
      'It runs reliably.',
      'iPUMPNET is the solution.',
      'Keep 0.5 D.',
      'It ends.',
    ]);
  });
});
