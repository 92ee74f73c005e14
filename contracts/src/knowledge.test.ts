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
    const parsed = parseKnowledgeFile(
      '---\ntitle: "{product} academy"\nroute: /contact-us\nsummary: Call {phone}.\n---\nWrite to {email}.',
      'a.md',
    );
    expect(parsed.meta.title).toBe(`${brand.product} academy`);
    expect(parsed.meta.summary).toBe(`Call ${brand.phone.display}.`);
    expect(parsed.body).toBe(`Write to ${brand.email}.`);
  });

  it('rejects malformed YAML with a clear error', () => {
    expect(() => parseKnowledgeFile('---\ntitle: [unclosed\n---\n', 'bad.md')).toThrow(/bad.md: front matter is not valid YAML/);
  });

  describe('questions', () => {
    const withQuestions = (yaml: string) =>
      `---\ntitle: Cavitation\nroute: /pump-failure-modes-cavitation\nsummary: Bubbles.\n${yaml}---\nBody.`;

    it('are exposed trimmed, with brand placeholders filled', () => {
      const parsed = parseKnowledgeFile(
        withQuestions('questions:\n  - "What causes cavitation? "\n  - How does {product} detect it?\n'),
        'c.md',
      );
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

  describe('page and nav', () => {
    const withPage = (yaml: string, route = '/pump-failure-modes-cavitation') =>
      `---\ntitle: Cavitation\nroute: ${route}\nsummary: Bubbles.\n${yaml}---\nBody.`;

    it('are absent for a file that only feeds the assistant', () => {
      expect(parseKnowledgeFile(withPage(''), 'c.md').meta.page).toBeUndefined();
      expect(parseKnowledgeFile(withPage('page: false\n'), 'c.md').meta.page).toBeUndefined();
    });

    it('give the menu, the label (the title by default) and the order', () => {
      const menu = parseKnowledgeFile(withPage('page: true\nnav:\n  menu: failure-modes\n  order: 20\n'), 'c.md').meta.page;
      expect(menu).toEqual({ menu: 'failure-modes', label: 'Cavitation', order: 20 });
      const labelled = parseKnowledgeFile(withPage('page: true\nnav:\n  menu: knowledge\n  label: " Bubbles "\n  order: 1.5\n'), 'c.md')
        .meta.page;
      expect(labelled).toEqual({ menu: 'knowledge', label: 'Bubbles', order: 1.5 });
    });

    it.each([
      ['page', 'page: yes please\n', '/pump-failure-modes-cavitation'],
      ['nav', 'page: true\n', '/pump-failure-modes-cavitation'],
      ['nav', 'nav:\n  menu: knowledge\n  order: 1\n', '/pump-failure-modes-cavitation'],
      ['nav.menu', 'page: true\nnav:\n  menu: sidebar\n  order: 1\n', '/pump-failure-modes-cavitation'],
      ['nav.order', 'page: true\nnav:\n  menu: knowledge\n', '/pump-failure-modes-cavitation'],
      ['nav.order', 'page: true\nnav:\n  menu: knowledge\n  order: first\n', '/pump-failure-modes-cavitation'],
      ['nav.label', 'page: true\nnav:\n  menu: knowledge\n  label: ""\n  order: 1\n', '/pump-failure-modes-cavitation'],
      ['route', 'page: true\nnav:\n  menu: knowledge\n  order: 1\n', '/Pump-Cavitation'],
      ['route', 'page: true\nnav:\n  menu: knowledge\n  order: 1\n', '/pumps/cavitation'],
      ['route', 'page: true\nnav:\n  menu: knowledge\n  order: 1\n', '/cavitation/'],
      ['route', 'page: true\nnav:\n  menu: knowledge\n  order: 1\n', '/cavitation--bubbles'],
    ])('reject a bad "%s" with an error naming the file and the field', (field, yaml, route) => {
      const parse = () => parseKnowledgeFile(withPage(yaml, route), 'cavitation.md');
      expect(parse).toThrow(KnowledgeFormatError);
      expect(parse).toThrow(new RegExp(`^cavitation\\.md: front matter "${field.replace('.', '\\.')}"`));
      try {
        parse();
      } catch (error) {
        expect((error as KnowledgeFormatError).field).toBe(field);
        expect((error as KnowledgeFormatError).file).toBe('cavitation.md');
      }
    });

    it('names the field of a missing title, route or summary', () => {
      try {
        parseKnowledgeFile('---\ntitle: X\nroute: /x\n---\nbody', 'x.md');
        expect.unreachable();
      } catch (error) {
        expect((error as KnowledgeFormatError).field).toBe('summary');
      }
    });
  });
});
