/**
 * The knowledge-base pages the site has right now, as the knowledge files' front matter
 * describes them (title, route, summary, menu, label, order). It is data, not code: staff add,
 * rename or remove a page by editing a file, and the live renderer (web/scripts/live-render.ts)
 * re-renders the pages without a new browser bundle. So the list cannot be compiled into the
 * bundle; instead every pre-rendered page carries it (and, on a knowledge page, that page's
 * text) in a JSON data block, which the browser reads before hydrating, so the first render
 * matches the HTML. A JSON block is never executed, so the Content-Security-Policy stays
 * `script-src 'self'`.
 *
 * The renderers set the list with `setKnowledgeSite` before each render; the browser reads it
 * once from the page.
 */
import type { KnowledgeMenu } from '@site/contracts/knowledge';
import type { KnowledgePageData } from './content/knowledge-types';

export interface KnowledgeEntry {
  path: string;
  title: string;
  summary: string;
  menu: KnowledgeMenu;
  /** Menu words. */
  label: string;
  order: number;
}

/** What one page carries: the list, and the text of the page itself when it is a knowledge page. */
export interface KnowledgeSiteData {
  catalog: KnowledgeEntry[];
  /** The page this data came with, and its text when it is a knowledge page. */
  path?: string;
  page?: KnowledgePageData;
}

/** The id of the JSON data block in every pre-rendered page. */
export const KNOWLEDGE_DATA_ID = 'site-knowledge';

/** Where the browser fetches a knowledge page's text on a client-side navigation. */
export function knowledgeDataUrl(path: string): string {
  return `/knowledge-data${path}.json`;
}

let current: KnowledgeSiteData = { catalog: [] };

function readFromDocument(): KnowledgeSiteData | undefined {
  // Typed loosely: this module also runs in Node (the renderers), which has no DOM types.
  const doc = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }).document;
  if (!doc) return undefined;
  const block = doc.getElementById(KNOWLEDGE_DATA_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as KnowledgeSiteData;
  } catch {
    return undefined;
  }
}

current = readFromDocument() ?? current;

export function setKnowledgeSite(data: KnowledgeSiteData): void {
  current = data;
}

export function knowledgeSite(): KnowledgeSiteData {
  return current;
}

/** The pages, in menu order. */
export function knowledgeCatalog(): readonly KnowledgeEntry[] {
  return current.catalog;
}

/** The pages one menu lists, in their order. */
export function knowledgeMenuEntries(menu: KnowledgeMenu): KnowledgeEntry[] {
  return current.catalog.filter((entry) => entry.menu === menu).sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
}

/** The data block's JSON, safe inside <script>: no `</script>` or `<!--` can end it early. */
export function knowledgeDataJson(data: KnowledgeSiteData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
