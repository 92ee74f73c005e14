/**
 * The knowledge-base pages the site has right now, as the knowledge files' front matter
 * describes them (title, route, summary, menu, label, order). It is data, not code: staff add,
 * rename or remove a page by editing a file, and the live renderer (web/scripts/live-render.ts)
 * re-renders the pages without a new browser bundle. Only the renderers read it (the browser
 * never renders a page: it gets each one whole, menus included), setting it with
 * `setKnowledgeSite` before each render.
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

let current: KnowledgeSiteData = { catalog: [] };

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
