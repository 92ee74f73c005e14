// @vitest-environment node
// (writes real files and loads them back with pdf-lib; jsdom's globals are not needed)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPdfHrefs, writeSampleFiles } from './sample-files';

/** Every string in the exported content that links a PDF on this site, found by walking the data. */
function pdfHrefsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/') && value.toLowerCase().endsWith('.pdf')) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) pdfHrefsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) pdfHrefsIn(item, found);
  }
  return found;
}

// Every content module, so a PDF link added to any of them later is covered too.
const contentModules = import.meta.glob(['../app/content/*.ts', '!../app/content/*.test.ts'], { eager: true });

describe('writeSampleFiles', () => {
  let outDir = '';
  let written: string[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'sample-files-'));
    written = await writeSampleFiles(outDir);
  }, 60_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('finds the content modules and their PDF links', () => {
    expect(Object.keys(contentModules).length).toBeGreaterThanOrEqual(10);
    // 21 + 8 news clippings, 2 press releases, 2 annual returns, 1 brochure.
    expect(pdfHrefsIn(contentModules).size).toBeGreaterThanOrEqual(34);
  });

  it('produces every PDF the content links to, and nothing else', () => {
    const linked = [...pdfHrefsIn(contentModules)].sort();
    expect([...generatedPdfHrefs()].sort()).toEqual(linked);
    for (const href of linked) {
      const file = path.join(outDir, ...href.slice(1).split('/'));
      expect(existsSync(file), href).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(written).toHaveLength(linked.length);
  });

  it('marks each sample as SAMPLE on one page, and builds a multi-page brochure', async () => {
    for (const file of written) {
      const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
      if (file.includes(`${path.sep}brochure${path.sep}`)) {
        expect(doc.getPageCount()).toBeGreaterThan(1);
        expect(doc.getTitle()).toMatch(/brochure/);
      } else {
        expect(doc.getPageCount()).toBe(1);
        expect(doc.getTitle()).toMatch(/^SAMPLE - /);
      }
    }
  });

  it('writes the same bytes on every run', async () => {
    const again = mkdtempSync(path.join(tmpdir(), 'sample-files-'));
    try {
      const files = await writeSampleFiles(again);
      const first = files[0]!;
      const relative = path.relative(again, first);
      expect(readFileSync(first).equals(readFileSync(path.join(outDir, relative)))).toBe(true);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  }, 60_000);
});
