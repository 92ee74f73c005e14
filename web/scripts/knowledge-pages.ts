/**
 * Knowledge files as site pages. The files' front matter owns each knowledge page (title,
 * route, summary, menu, label, order, page or not); this module reads the folder, checks every
 * file against the format (contracts/src/knowledge.ts) and against the site's other pages, and
 * turns the valid ones into the knowledge catalog and each page's data. Markdown is rendered
 * here, in Node, so no markdown parser ships to the browser.
 *
 * The build (prerender.ts, postbuild.ts) fails on any error; the live renderer
 * (live-render.ts) logs it and keeps the file's last good version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { type KnowledgeFile, KnowledgeFormatError, parseKnowledgeFile } from '@site/contracts/knowledge';
import type { KnowledgePageData } from '../app/content/knowledge-types';
import { type KnowledgeEntry, setKnowledgeSite } from '../app/knowledge-catalog';
import { reservedPaths, sitePages } from '../app/route-table';

/** The one setting both the pages and the assistant read. */
export const knowledgeDir = path.resolve(process.env.KNOWLEDGE_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'knowledge'));

export interface KnowledgeSource {
  /** File name within the folder, e.g. 'sub-optimal.md'. */
  name: string;
  parsed: KnowledgeFile;
}

/** Every .md file of the folder, parsed; a file that fails the format is an error, not a source. */
export function readKnowledgeFolder(dir = knowledgeDir): { sources: KnowledgeSource[]; errors: KnowledgeFormatError[] } {
  const sources: KnowledgeSource[] = [];
  const errors: KnowledgeFormatError[] = [];
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  for (const name of names) {
    let raw: string;
    try {
      raw = fs.readFileSync(path.join(dir, name), 'utf8');
    } catch {
      continue; // Deleted between the listing and the read: the next sync sees it gone.
    }
    try {
      sources.push({ name, parsed: parseKnowledgeFile(raw, name) });
    } catch (error) {
      if (error instanceof KnowledgeFormatError) errors.push(error);
      else throw error;
    }
  }
  return { sources, errors };
}

/** Up to four short points per section for the infographic: list items, else the first sentence. */
function pointsOf(body: string): string[] {
  const plain = (text: string) => text.replace(/\*\*|`|_/g, '').trim();
  const items = [...body.matchAll(/^\s*[-*]\s+(.+)$/gm)].map((m) => plain(m[1]!));
  if (items.length > 0) return items.slice(0, 4);
  const sentence = body.replace(/\s+/g, ' ').match(/^(.+?[.!?])(\s|$)/);
  return sentence ? [plain(sentence[1]!)] : [];
}

export function knowledgePageData(file: KnowledgeFile): KnowledgePageData {
  return {
    title: file.meta.title,
    summary: file.meta.summary,
    html: marked.parse(file.body, { async: false }),
    infographic: file.sections
      .filter((section) => section.depth === 2)
      .map((section) => ({ heading: section.heading, points: pointsOf(section.body) })),
  };
}

export interface KnowledgeSite {
  /** The pages, sorted by menu order. */
  catalog: KnowledgeEntry[];
  /** Each page's source file, by path. */
  pages: Map<string, KnowledgeSource>;
  /** Files left out, with the file and field at fault. */
  errors: KnowledgeFormatError[];
}

/**
 * The pages the sources make, after the checks a single file cannot make alone: a page's route
 * must not be a page written in TypeScript or another file's page (the first file by name
 * keeps it), and a file that is not a page must name a page that exists, so the assistant
 * never links a visitor to a missing one.
 */
export function knowledgeSite(sources: readonly KnowledgeSource[]): KnowledgeSite {
  const errors: KnowledgeFormatError[] = [];
  const pages = new Map<string, KnowledgeSource>();
  for (const source of sources) {
    const { route, page } = source.parsed.meta;
    if (!page) continue;
    const owner = pages.get(route);
    if (reservedPaths.has(route)) {
      errors.push(
        new KnowledgeFormatError(source.name, `front matter "route" ${route} is already a page of the site: choose another route`, 'route'),
      );
    } else if (owner) {
      errors.push(
        new KnowledgeFormatError(
          source.name,
          `front matter "route" ${route} is already the page of ${owner.name}: choose another route`,
          'route',
        ),
      );
    } else {
      pages.set(route, source);
    }
  }
  const sitePaths = new Set(sitePages.map((page) => page.path));
  for (const source of sources) {
    const { route, page } = source.parsed.meta;
    if (!page && !sitePaths.has(route) && !pages.has(route)) {
      errors.push(
        new KnowledgeFormatError(
          source.name,
          `front matter "route" ${route} is not a page of the site: name the page this file belongs to, or add "page: true"`,
          'route',
        ),
      );
    }
  }
  const catalog = [...pages.values()]
    .map(({ parsed: { meta } }): KnowledgeEntry => ({
      path: meta.route,
      title: meta.title,
      summary: meta.summary,
      menu: meta.page!.menu,
      label: meta.page!.label,
      order: meta.page!.order,
    }))
    .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  return { catalog, pages, errors };
}

/** One line per error, naming the file and the field, as the build and the live renderer print them. */
export function describeErrors(errors: readonly KnowledgeFormatError[], dir = knowledgeDir): string {
  return errors
    .map(
      (error) =>
        `${path.join(dir, error.file)}: ${error.field ? `field "${error.field}": ` : ''}${error.message.slice(error.file.length + 2)}`,
    )
    .join('\n');
}

/** The build's view: every file must be valid, or the build stops naming each file and field. */
export function loadKnowledgeSiteStrict(dir = knowledgeDir): KnowledgeSite {
  const { sources, errors } = readKnowledgeFolder(dir);
  const site = knowledgeSite(sources);
  const all = [...errors, ...site.errors];
  if (all.length > 0) throw new Error(`Knowledge files with errors (fix them, then build again):\n${describeErrors(all, dir)}`);
  return site;
}

/**
 * Loads the folder strictly and makes its pages part of this process's route table: for the
 * build scripts and tests that run outside the renderers.
 */
export function applyKnowledgeFolder(dir = knowledgeDir): KnowledgeSite {
  const site = loadKnowledgeSiteStrict(dir);
  setKnowledgeSite({ catalog: site.catalog });
  return site;
}
