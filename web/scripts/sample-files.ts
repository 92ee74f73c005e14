/**
 * Writes every PDF the site's content links to, so no download link on the built site is dead:
 *
 * - the brochure (/download/brochure/...), generated from the product content: description,
 *   components, sensors, the five models and the comparison table, and the contact details from
 *   the brand config. It is real content, regenerated on every build, so it never drifts from
 *   the pages.
 * - the news clippings (the years published as PDFs), press releases and annual returns: the real
 *   documents are not published yet, so each is a one-page PDF marked SAMPLE with the entry's title. When staff
 *   add the real documents (e.g. under web/public/download), sampleDocuments() is where to stop
 *   generating them, or the build would overwrite them in build/client.
 *
 * Called by the build after the pre-render with web/build/client as outDir; also runnable:
 *   npx tsx web/scripts/sample-files.ts [outDir]     (default web/build/client)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { brand } from '@site/contracts/brand';
import { annualReturns, brochure } from '../app/content/downloads';
import { MODEL_NAMES, addedBy, comparison, includes, models } from '../app/content/models';
import { newsByYear } from '../app/content/news';
import { press } from '../app/content/press';
import { product } from '../app/content/product';

/** A linked document the generator writes as a one-page SAMPLE. */
export interface SampleDocument {
  readonly href: string;
  readonly title: string;
  /** Lines under the title (publication, date, place...). */
  readonly details: readonly string[];
}

/** Every SAMPLE PDF, built from the content lists that link them. */
export function sampleDocuments(): SampleDocument[] {
  const newsDocs = Object.values(newsByYear)
    .flat()
    .filter((item) => item.kind === 'pdf')
    .map((item) => ({ href: item.href, title: item.title, details: [item.publication, item.date] }));
  const pressDocs = press.map((p) => ({ href: p.href, title: p.title, details: [p.place, p.date] }));
  const returnDocs = annualReturns.map((a) => ({
    href: a.href,
    title: a.title,
    details: [brand.companyName, `Financial year ${a.financialYear}`],
  }));
  return [...newsDocs, ...pressDocs, ...returnDocs];
}

/** Every PDF path the generator writes (sample documents and the brochure). */
export function generatedPdfHrefs(): string[] {
  return [...sampleDocuments().map((d) => d.href), brochure.href];
}

// Layout constants, in PDF points (A4).
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.04, 0.16, 0.24);
const MUTED = rgb(0.3, 0.38, 0.44);
const ACCENT = rgb(0.9, 0.49, 0.13);

/**
 * The standard PDF fonts only encode WinAnsi; typographic quotes and dashes from the content are
 * mapped to plain ones and anything else outside Latin-1 becomes '?', rather than failing the build.
 */
function pdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '?');
}

/** A top-down text cursor over as many pages as the content needs. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }

  /** Splits text into lines no wider than `width` at the given size. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of pdfText(text).split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; after?: number } = {},
  ): void {
    const { size = 10.5, bold = false, color = INK, indent = 0, after = 4 } = options;
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, font, size, PAGE[0] - 2 * MARGIN - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  heading(text: string, size = 15): void {
    this.ensure(size * 3);
    this.y -= size * 0.6;
    this.text(text, { size, bold: true, after: 6 });
  }

  /** One table row of fixed columns; the first column wraps, the others are short. */
  row(cells: readonly string[], widths: readonly number[], options: { bold?: boolean; size?: number } = {}): void {
    const { bold = false, size = 9 } = options;
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.3;
    const first = this.wrap(cells[0] ?? '', font, size, (widths[0] ?? 0) - 6);
    this.ensure(lineHeight * first.length + 3);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const lines = i === 0 ? first : [pdfText(cell)];
      lines.forEach((line, j) => {
        const width = font.widthOfTextAtSize(line, size);
        // Tick columns are centred, the label column left-aligned.
        const dx = i === 0 ? 0 : ((widths[i] ?? 0) - width) / 2;
        this.page.drawText(line, { x: x + dx, y: this.y - lineHeight * (j + 1), size, font, color: INK });
      });
      x += widths[i] ?? 0;
    });
    this.y -= lineHeight * first.length + 3;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 1 },
      end: { x: PAGE[0] - MARGIN, y: this.y + 1 },
      thickness: 0.3,
      color: MUTED,
    });
  }

  space(points: number): void {
    this.y -= points;
  }
}

async function newDocument(title: string): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  // No automatic dates: the same content gives byte-identical files, build after build.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(pdfText(title));
  doc.setAuthor(pdfText(brand.companyName));
  doc.setProducer('web/scripts/sample-files.ts');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, regular, bold };
}

/** A one-page PDF stamped SAMPLE, with the linked entry's title and details. */
export async function samplePdf(document: SampleDocument): Promise<Uint8Array> {
  const { doc, regular, bold } = await newDocument(`SAMPLE - ${document.title}`);
  const writer = new Writer(doc, regular, bold);
  const page = writer.currentPage;
  // A large diagonal watermark, so a printed copy can not be mistaken for the real document.
  page.drawText('SAMPLE', {
    x: 110,
    y: 260,
    size: 120,
    font: bold,
    color: rgb(0.9, 0.3, 0.2),
    opacity: 0.15,
    rotate: degrees(35),
  });
  writer.text('SAMPLE DOCUMENT', { size: 12, bold: true, color: ACCENT, after: 14 });
  writer.text(document.title, { size: 20, bold: true, after: 10 });
  for (const line of document.details) writer.text(line, { size: 12, color: MUTED });
  writer.space(20);
  writer.text(
    'This is a placeholder generated by the website build. The real document has not been added yet; ' +
      'staff replace this file with the published one at the same address.',
    { size: 11 },
  );
  writer.space(10);
  writer.text(`${brand.companyName} - ${brand.siteUrl}`, { size: 10, color: MUTED });
  return doc.save({ useObjectStreams: false });
}

/** The product brochure, built from the same content modules as the pages. */
export async function brochurePdf(): Promise<Uint8Array> {
  const { doc, regular, bold } = await newDocument(`${brand.network} brochure`);
  const w = new Writer(doc, regular, bold);
  w.text(brand.product.toUpperCase(), { size: 11, bold: true, color: ACCENT, after: 2 });
  w.text(product.title, { size: 28, bold: true, after: 2 });
  w.text(product.subtitle, { size: 13, color: MUTED, after: 12 });
  for (const paragraph of product.description) w.text(paragraph, { after: 8 });

  w.heading('Components');
  for (const component of product.components) {
    w.text(component.title, { bold: true, size: 11.5, after: 2 });
    w.text(component.summary, { after: 2 });
    for (const paragraph of component.paragraphs) w.text(paragraph, { after: 6 });
    for (const sensor of component.sensors ?? []) {
      w.text(`- ${sensor.name}: ${sensor.purpose}`, { indent: 12, size: 10, after: 1 });
    }
  }

  w.heading('Technology');
  for (const section of product.technology) {
    w.text(section.title, { bold: true, size: 11.5, after: 2 });
    for (const paragraph of section.paragraphs) w.text(paragraph, { after: 6 });
  }

  w.heading('Models');
  MODEL_NAMES.forEach((name, index) => {
    const model = models.find((m) => m.name === name);
    const added = addedBy(name).flatMap((entry) => entry.rows.map((r) => r.label));
    const lead = index === 0 ? 'Includes' : `Everything in ${MODEL_NAMES[index - 1]}, plus`;
    w.text(name, { bold: true, size: 11.5, after: 2 });
    if (model) w.text(model.audience, { after: 2 });
    w.text(`${lead}: ${added.join('; ')}.`, { size: 10, color: MUTED, after: 8 });
  });

  w.heading('Comparison');
  const widths = [243, ...MODEL_NAMES.map(() => 48)];
  for (const section of comparison) {
    w.space(6);
    w.row([section.title, ...MODEL_NAMES], widths, { bold: true });
    for (const r of section.rows) w.row([r.label, ...MODEL_NAMES.map((m) => (includes(r, m) ? 'Yes' : '-'))], widths);
  }

  w.heading('Contact');
  w.text(brand.companyName, { bold: true });
  for (const line of brand.address.lines) w.text(line, { after: 1 });
  w.text(`Phone: ${brand.phone.display}`, { after: 1 });
  w.text(`E-mail: ${brand.email}`, { after: 1 });
  w.text(`Web: ${brand.siteUrl}`);
  return doc.save({ useObjectStreams: false });
}

/** Writes the brochure and every sample PDF under outDir at their linked paths; returns the files written. */
export async function writeSampleFiles(outDir: string): Promise<string[]> {
  const jobs: { href: string; bytes: () => Promise<Uint8Array> }[] = [
    { href: brochure.href, bytes: brochurePdf },
    ...sampleDocuments().map((d) => ({ href: d.href, bytes: () => samplePdf(d) })),
  ];
  const written: string[] = [];
  for (const job of jobs) {
    if (!job.href.startsWith('/') || job.href.includes('..')) throw new Error(`Unsafe download path ${job.href}`);
    const file = path.join(outDir, ...job.href.slice(1).split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await job.bytes());
    written.push(file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build', 'client'));
  writeSampleFiles(outDir).then(
    (files) => console.log(`sample-files: ${files.length} PDFs written under ${outDir}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
