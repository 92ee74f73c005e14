/**
 * The knowledge base as pages and sections rather than passages: long sections are indexed as
 * several chunks, but an answer quotes a section whole (a list of causes is one list), and picks
 * the section that fits the kind of question (the Causes of the page the question is about).
 */
import type { StoredPassage } from '../ingest/store.ts';

export interface Section {
  file: string;
  title: string;
  url: string;
  /** '' for the text before the first heading. */
  heading: string;
  headingPath: string[];
  /** The chunks of the section joined again, in order. */
  body: string;
  /** Id of the section's first passage. */
  firstPassageId: number;
}

export interface Page {
  file: string;
  title: string;
  url: string;
  /** The first sentence of the page (its summary). */
  summary: string;
  sections: Section[];
}

const firstSentence = (text: string): string => {
  const line = text.split(/\n+/).find((l) => l.trim() !== '') ?? '';
  return (line.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? line).trim();
};

export class Library {
  readonly pages: Page[];
  private readonly byFile: Map<string, Page>;
  private readonly byPassage = new Map<number, Section>();

  constructor(passages: StoredPassage[]) {
    const pages = new Map<string, Page>();
    for (const p of passages) {
      let page = pages.get(p.file);
      if (!page) {
        page = { file: p.file, title: p.title, url: p.url, summary: firstSentence(p.body), sections: [] };
        pages.set(p.file, page);
      }
      const last = page.sections.at(-1);
      if (last && last.heading === p.heading && last.headingPath.join('\u0000') === p.headingPath.join('\u0000')) {
        last.body = `${last.body}\n\n${p.body}`;
        this.byPassage.set(p.id, last);
        continue;
      }
      const section: Section = {
        file: p.file,
        title: p.title,
        url: p.url,
        heading: p.heading,
        headingPath: p.headingPath,
        body: p.body,
        firstPassageId: p.id,
      };
      page.sections.push(section);
      this.byPassage.set(p.id, section);
    }
    this.pages = [...pages.values()];
    this.byFile = pages;
  }

  page(file: string): Page | undefined {
    return this.byFile.get(file);
  }

  /** The whole section a passage (chunk) belongs to. */
  sectionOf(passageId: number): Section | undefined {
    return this.byPassage.get(passageId);
  }
}
