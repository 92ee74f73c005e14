/**
 * Loads the module of a page by path: each page is its own chunk, and a knowledge page also
 * needs its knowledge file's text. The renderers load it before rendering, so the render is
 * synchronous.
 */
import type { ComponentType } from 'react';
import type { KnowledgePageData } from './content/knowledge-types';
import { knowledgeSite } from './knowledge-catalog';
import { type MetaTag, pageMeta } from './lib/meta';
import { findPage, notFoundPage } from './route-table';

/** What a route file exports: its component and, where the route table is not enough, its head tags. */
export interface PageModule {
  default: ComponentType;
  meta?: () => MetaTag[];
}

/** What the knowledge-page route file exports instead: a component of the knowledge data. */
export interface KnowledgePageModule {
  default: ComponentType<{ data: KnowledgePageData }>;
}

export interface LoadedPage {
  /** Route file, relative to app/ (the pre-renderer preloads its chunk). */
  file: string;
  Component: ComponentType;
  meta: () => MetaTag[];
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const routeFiles = import.meta.glob<PageModule | KnowledgePageModule>('./routes/*.tsx');
const cache = new Map<string, Tracked<LoadedPage>>();

async function importPage(key: string): Promise<LoadedPage> {
  const page = findPage(key) ?? notFoundPage;
  const importer = routeFiles[`./${page.file}`];
  if (!importer) throw new Error(`Route file ${page.file} of ${page.path} does not exist`);
  if ('knowledge' in page && page.knowledge) {
    const [module, data] = await Promise.all([importer() as Promise<KnowledgePageModule>, knowledgePageData(page.path)]);
    const KnowledgePage = module.default;
    return {
      file: page.file,
      Component: () => <KnowledgePage data={data} />,
      meta: () => pageMeta(page.path, { title: data.title, description: data.summary }),
    };
  }
  const module = (await importer()) as PageModule;
  return { file: page.file, Component: module.default, meta: module.meta ?? (() => pageMeta(page.path)) };
}

/** A knowledge page's text: the renderer hands it over with the page (pages are rendered only in Node). */
async function knowledgePageData(path: string): Promise<KnowledgePageData> {
  const site = knowledgeSite();
  if (site.page && site.path === path) return site.page;
  throw new Error(`The renderer gave no text for the knowledge page ${path}`);
}

/** The key of a path: the canonical page path, or the 404 page for unknown paths. */
export function pageKey(pathname: string): string {
  return findPage(pathname)?.path ?? notFoundPage.path;
}

/** Drops a page from the cache, so the next load reads its (possibly edited) knowledge text again. */
export function forgetPage(pathname: string): void {
  cache.delete(pageKey(pathname));
}

/**
 * The page's module as a promise that React's `use` can read synchronously once settled
 * (it reads the status/value fields set here).
 */
export function loadPage(pathname: string): Promise<LoadedPage> {
  const key = pageKey(pathname);
  let tracked = cache.get(key);
  if (!tracked) {
    tracked = importPage(key) as Tracked<LoadedPage>;
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked!, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked!, { status: 'rejected', reason });
        cache.delete(key);
      },
    );
    cache.set(key, tracked);
  }
  return tracked;
}
