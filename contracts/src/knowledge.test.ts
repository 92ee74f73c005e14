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
});
