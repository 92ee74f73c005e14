/**
 * Knowledge files as site pages, built at build time so the markdown parser never reaches the
 * browser: a Vite plugin turns each knowledge file into a small data module for its page, and
 * lists the pages for the router and the knowledge-base index.
 *
 *   import { knowledgePages } from 'virtual:knowledge-pages';  // route -> () => import(data)
 *   import knowledgeIndex from 'virtual:knowledge-index';       // [{ path, title, summary }]
 */
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import type { Plugin } from 'vite';
import { type KnowledgeFile, parseKnowledgeFile } from '@site/contracts/knowledge';
import type { KnowledgeIndexEntry, KnowledgePageData } from '../app/content/knowledge-types';
import { pages } from '../app/route-table';

export const knowledgeDir = process.env.KNOWLEDGE_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'knowledge');

const PAGE_QUERY = '?knowledge-page';
const PAGES_ID = 'virtual:knowledge-pages';
const INDEX_ID = 'virtual:knowledge-index';

export interface KnowledgeSource {
  file: string;
  parsed: KnowledgeFile;
}

export function readKnowledgeFiles(dir = knowledgeDir): KnowledgeSource[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { file, parsed: parseKnowledgeFile(fs.readFileSync(file, 'utf8'), name) };
    });
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

/** Every knowledge page of the route table with the file that fills it; fails loudly on a gap. */
export function knowledgeRoutes(sources = readKnowledgeFiles()): { path: string; source: KnowledgeSource }[] {
  return pages
    .filter((page) => page.knowledge)
    .map((page) => {
      const source = sources.find((candidate) => candidate.parsed.meta.route === page.path);
      if (!source) throw new Error(`No knowledge file has "route: ${page.path}" in its front matter (looked in ${knowledgeDir})`);
      return { path: page.path, source };
    });
}

export function knowledgePlugin(): Plugin {
  return {
    name: 'site-knowledge-pages',
    resolveId(id) {
      if (id === PAGES_ID || id === INDEX_ID) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${PAGES_ID}`) {
        const sources = readKnowledgeFiles();
        for (const source of sources) this.addWatchFile(source.file);
        const entries = knowledgeRoutes(sources).map(
          ({ path: route, source }) => `  ${JSON.stringify(route)}: () => import(${JSON.stringify(source.file + PAGE_QUERY)}),`,
        );
        return `export const knowledgePages = {\n${entries.join('\n')}\n};\n`;
      }
      if (id === `\0${INDEX_ID}`) {
        const sources = readKnowledgeFiles();
        for (const source of sources) this.addWatchFile(source.file);
        const index: KnowledgeIndexEntry[] = knowledgeRoutes(sources).map(({ path: route, source }) => ({
          path: route,
          title: source.parsed.meta.title,
          summary: source.parsed.meta.summary,
        }));
        return `export default ${JSON.stringify(index)};\n`;
      }
      if (id.endsWith(PAGE_QUERY)) {
        const file = id.slice(0, -PAGE_QUERY.length);
        this.addWatchFile(file);
        const parsed = parseKnowledgeFile(fs.readFileSync(file, 'utf8'), path.basename(file));
        return `export default ${JSON.stringify(knowledgePageData(parsed))};\n`;
      }
      return undefined;
    },
  };
}
