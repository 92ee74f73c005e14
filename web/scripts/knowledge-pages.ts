/**
 * Reads knowledge/*.md at build time (route loaders run only while pre-rendering), so the
 * markdown parser never reaches the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { type KnowledgeFile, parseKnowledgeFile } from '@site/contracts/knowledge';
import { canonicalPath } from '../route-table';
import type { InfographicSection } from '../components/knowledge/KnowledgeInfographic';

export const knowledgeDir = process.env.KNOWLEDGE_DIR ?? path.resolve(process.cwd(), '..', 'knowledge');

export function readKnowledgeFiles(dir = knowledgeDir): KnowledgeFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseKnowledgeFile(fs.readFileSync(path.join(dir, name), 'utf8'), name));
}

export interface KnowledgePageData {
  title: string;
  summary: string;
  html: string;
  infographic: InfographicSection[];
}

/** Up to four short points per section for the infographic: list items, else the first sentence. */
function pointsOf(body: string): string[] {
  const items = [...body.matchAll(/^\s*[-*]\s+(.+)$/gm)].map((m) => m[1]!.replace(/\*\*|`|_/g, '').trim());
  if (items.length > 0) return items.slice(0, 4);
  const sentence = body.replace(/\s+/g, ' ').match(/^(.+?[.!?])(\s|$)/);
  return sentence ? [sentence[1]!.replace(/\*\*|`|_/g, '')] : [];
}

export function knowledgePageData(pathname: string, files = readKnowledgeFiles()): KnowledgePageData {
  const route = canonicalPath(pathname);
  const file = files.find((candidate) => candidate.meta.route === route);
  if (!file) throw new Error(`No knowledge file has "route: ${route}" in its front matter (looked in ${knowledgeDir})`);
  return {
    title: file.meta.title,
    summary: file.meta.summary,
    html: marked.parse(file.body, { async: false }),
    infographic: file.sections
      .filter((section) => section.depth === 2)
      .map((section) => ({ heading: section.heading, points: pointsOf(section.body) })),
  };
}
