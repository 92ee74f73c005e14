/**
 * How a request path maps to the pre-rendered build, from the route table. The Node front
 * server uses it directly; web/scripts/nginx-snippets.ts writes the same rules for nginx.
 * Knowledge pages are not in this process's route table (staff add and remove them while it
 * runs): any path a knowledge page may have is a `knowledge` path, and the front looks for its
 * file in the live pages folder and the build.
 */
import { KNOWLEDGE_PAGE_ROUTE } from '@site/contracts/knowledge';
import { canonicalPath, notFoundPage, redirects, sitePageByPath } from '../app/route-table';

export type Resolution =
  | { kind: 'page'; file: string }
  | { kind: 'knowledge'; file: string }
  /** Another spelling of a knowledge path: a redirect when that page exists, else a 404. */
  | { kind: 'knowledge-variant'; location: string; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'other' };

/** The HTML file of a page, relative to the client build folder. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export function resolvePath(pathname: string): Resolution {
  const canonical = canonicalPath(pathname);
  const redirect = redirects[canonical];
  if (redirect) return { kind: 'redirect', location: redirect };
  const page = sitePageByPath.get(canonical);
  if (page) {
    if (pathname !== page.path) return { kind: 'redirect', location: page.path };
    return { kind: 'page', file: pageFile(page.path) };
  }
  if (canonical === notFoundPage.path || !KNOWLEDGE_PAGE_ROUTE.test(canonical)) return { kind: 'other' };
  if (pathname !== canonical) return { kind: 'knowledge-variant', location: canonical, file: pageFile(canonical) };
  return { kind: 'knowledge', file: pageFile(canonical) };
}
