import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { KnowledgeFormatError, parseKnowledgeFile } from './knowledge.ts';

const file = `---
title: Cavitation
route: /pump-failure-modes-cavitation
summary: Vapour bubbles that collapse inside the pump.
---
# Cavitation
Intro text.

## Symptoms
- Noise like gravel

### At the impeller
Pitting on the vanes.

## Causes
\`\`\`
## not a heading inside a fence
\`\`\`
Low NPSH available.
`;

describe('parseKnowledgeFile', () => {
  it('reads the front matter and splits sections with their heading paths', () => {
    const parsed = parseKnowledgeFile(file, 'cavitation.md');
    expect(parsed.meta).toEqual({
      title: 'Cavitation',
      route: '/pump-failure-modes-cavitation',
      summary: 'Vapour bubbles that collapse inside the pump.',
      questions: [],
    });
    expect(parsed.sections.map((s) => s.headingPath.join(' > '))).toEqual([
      'Cavitation',
      'Cavitation > Symptoms',
      'Cavitation > Symptoms > At the impeller',
      'Cavitation > Causes',
    ]);
    expect(parsed.sections[0]!.body).toBe('Intro text.');
    expect(parsed.sections[3]!.body).toContain('## not a heading inside a fence');
  });

  it('names the file and the missing key when front matter is incomplete', () => {
    expect(() => parseKnowledgeFile('---\ntitle: X\n---\nbody', 'broken.md')).toThrow(KnowledgeFormatError);
    expect(() => parseKnowledgeFile('---\ntitle: X\n---\nbody', 'broken.md')).toThrow(/broken.md: .*"route"/);
  });

  it('fills brand placeholders in front matter and text', () => {
    const parsed = parseKnowledgeFile('---\ntitle: "{product} academy"\nroute: /contact-us\nsummary: Call {phone}.\n---\nWrite to {email}.', 'a.md');
    expect(parsed.meta.title).toBe(`${brand.product} academy`);
    expect(parsed.meta.summary).toBe(`Call ${brand.phone.display}.`);
    expect(parsed.body).toBe(`Write to ${brand.email}.`);
  });

  it('rejects malformed YAML with a clear error', () => {
    expect(() => parseKnowledgeFile('---\ntitle: [unclosed\n---\n', 'bad.md')).toThrow(/bad.md: front matter is not valid YAML/);
  });

  describe('questions', () => {
    const withQuestions = (yaml: string) => `---\ntitle: Cavitation\nroute: /pump-failure-modes-cavitation\nsummary: Bubbles.\n${yaml}---\nBody.`;

    it('are exposed trimmed, with brand placeholders filled', () => {
      const parsed = parseKnowledgeFile(withQuestions('questions:\n  - "What causes cavitation? "\n  - How does {product} detect it?\n'), 'c.md');
      expect(parsed.meta.questions).toEqual(['What causes cavitation?', `How does ${brand.product} detect it?`]);
    });

    it('are an empty list when the front matter has none', () => {
      expect(parseKnowledgeFile(withQuestions(''), 'c.md').meta.questions).toEqual([]);
    });

    it.each([
      ['a single string', 'questions: What causes cavitation?\n'],
      ['an empty list', 'questions: []\n'],
      ['more than six', `questions:\n${Array.from({ length: 7 }, (_, i) => `  - Question ${i}?\n`).join('')}`],
      ['an empty item', 'questions:\n  - ""\n'],
      ['a non-string item', 'questions:\n  - 42\n'],
      ['a nested list', 'questions:\n  - [a, b]\n'],
      ['an item over 120 characters', `questions:\n  - "${'x'.repeat(121)}"\n`],
    ])('reject %s with an error naming the file and the field', (_, yaml) => {
      const parse = () => parseKnowledgeFile(withQuestions(yaml), 'cavitation.md');
      expect(parse).toThrow(KnowledgeFormatError);
      expect(parse).toThrow(/^cavitation\.md: front matter "questions"/);
    });

    it('accept six questions of 120 characters', () => {
      const yaml = `questions:\n${Array.from({ length: 6 }, () => `  - "${'q'.repeat(120)}"\n`).join('')}`;
      expect(parseKnowledgeFile(withQuestions(yaml), 'c.md').meta.questions).toHaveLength(6);
    });
  });
});
