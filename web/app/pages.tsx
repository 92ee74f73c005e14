/**
 * Loads the module of a page by path: each page is its own chunk, and a knowledge page also
 * loads its knowledge file's data. The page of the first load is loaded before hydration (and
 * before pre-rendering), so the first render is synchronous and matches the HTML exactly.
 */
import type { ComponentType } from 'react';
import { knowledgePages } from 'virtual:knowledge-pages';
import type { KnowledgePageData } from './content/knowledge-types';
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
    const loadData = knowledgePages[page.path];
    if (!loadData) throw new Error(`No knowledge data for ${page.path}`);
    const [module, data] = await Promise.all([importer() as Promise<KnowledgePageModule>, loadData()]);
    const KnowledgePage = module.default;
    return {
      file: page.file,
      Component: () => <KnowledgePage data={data.default} />,
      meta: () => pageMeta(page.path, { title: data.default.title, description: data.default.summary }),
    };
  }
  const module = (await importer()) as PageModule;
  return { file: page.file, Component: module.default, meta: module.meta ?? (() => pageMeta(page.path)) };
}

/** The key of a path: the canonical page path, or the 404 page for unknown paths. */
export function pageKey(pathname: string): string {
  return findPage(pathname)?.path ?? notFoundPage.path;
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
