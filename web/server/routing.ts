/**
 * How a request path maps to the pre-rendered build, from the route table. The Node front
 * server uses it directly; web/scripts/nginx-snippets.ts writes the same rules for nginx.
 */
import { canonicalPath, findPage, redirects } from '../app/route-table';

export type Resolution =
  | { kind: 'page'; file: string }
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
  const page = findPage(pathname);
  if (!page) return { kind: 'other' };
  if (pathname !== page.path) return { kind: 'redirect', location: page.path };
  return { kind: 'page', file: pageFile(page.path) };
}
