/**
 * The one way a page becomes an HTML file, shared by the build's pre-renderer (prerender.ts)
 * and the live renderer (live-render.ts): the server bundle's `render`, wrapped in the document
 * with the stylesheet and the shell script (from Vite's manifest). Nothing else: the page is
 * never hydrated as a whole, and the islands (forms, chat) fetch their code when used, so no
 * page carries data for the browser to render from.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type KnowledgeSiteData, setKnowledgeSite } from '../app/knowledge-catalog';
import { notFoundPage, pages } from '../app/route-table';
import { type KnowledgeSite, knowledgePageData } from './knowledge-pages';

export const webDir = path.resolve(import.meta.dirname, '..');
export const buildDir = path.join(webDir, 'build');

/** What the server bundle's `render` (app/entry.server.tsx) returns; restated so Node tools need no JSX. */
export interface RenderedPage {
  body: string;
  head: string;
  file: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'app/shell/shell.ts';

/**
 * Vite's manifest of the browser bundle: in the client folder right after the build, and kept
 * beside the server bundle by postbuild.ts (it has no business on the public site).
 */
export function manifestPath(dir = buildDir): string {
  const fresh = path.join(dir, 'client', '.vite', 'manifest.json');
  return fs.existsSync(fresh) ? fresh : path.join(dir, 'server', 'client-manifest.json');
}

/** A chunk's file and the files of everything it imports statically, in load order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js: string[] = [];
  const css: string[] = [];
  for (const imported of chunk.imports ?? []) {
    const sub = closure(manifest, imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  js.push(chunk.file);
  css.push(...(chunk.css ?? []));
  return { js, css };
}

export function documentHtml(page: RenderedPage, assets: { entry: string; preload: string[]; css: string[] }): string {
  const links = [
    ...assets.css.map((href) => `<link rel="stylesheet" href="/${href}"/>`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="/${href}"/>`),
  ].join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    '<meta name="theme-color" content="#0b4f8a"/>' +
    page.head +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
    links +
    `<script type="module" src="/${assets.entry}"></script>` +
    `</head><body><div id="root">${page.body}</div>` +
    '</body></html>'
  );
}

export interface SiteRenderer {
  /** The full HTML document of one page (or of the 404 page) with this knowledge site. */
  renderPage(route: string, site: KnowledgeSite): Promise<string>;
  /** Every route to write: the pages and the 404 page. */
  routes(site: KnowledgeSite): string[];
  /**
   * Identifies the build: the browser bundle the pages link to and the server bundle that drew
   * them (a page's markup can change while the shell stays the same); live pages of another
   * build are stale.
   */
  buildId: string;
}

/** Loads the server bundle and the manifest of a build once; then renders any number of pages. */
export async function loadSiteRenderer(dir = buildDir): Promise<SiteRenderer> {
  const manifestText = fs.readFileSync(manifestPath(dir), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const serverEntry = path.join(dir, 'server', 'entry.server.js');
  const { render } = (await import(pathToFileURL(serverEntry).href)) as {
    render: (path: string, knowledge: KnowledgeSiteData) => Promise<RenderedPage>;
  };
  const entryChunk = manifest[ENTRY];
  if (!entryChunk) throw new Error(`${ENTRY} is missing from the Vite manifest`);
  const buildId = crypto.createHash('sha256').update(manifestText).update(fs.readFileSync(serverEntry)).digest('hex').slice(0, 16);
  // What every page links: the shell's stylesheet, the shell and the chunks it imports statically.
  const shell = closure(manifest, ENTRY);
  const assets = { entry: entryChunk.file, preload: shell.js.filter((file) => file !== entryChunk.file), css: [...new Set(shell.css)] };
  return {
    buildId,
    routes(site) {
      setKnowledgeSite({ catalog: site.catalog });
      return [...pages().map((page) => page.path), notFoundPage.path];
    },
    async renderPage(route, site) {
      const source = site.pages.get(route);
      const knowledge: KnowledgeSiteData = {
        catalog: site.catalog,
        path: route,
        ...(source ? { page: knowledgePageData(source.parsed) } : {}),
      };
      return documentHtml(await render(route, knowledge), assets);
    },
  };
}
