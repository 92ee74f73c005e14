/**
 * The one way a page becomes an HTML file, shared by the build's pre-renderer (prerender.ts)
 * and the live renderer (live-render.ts): the server bundle's `render`, wrapped in the document
 * with the stylesheet, the browser entry and the chunks this page needs first (from Vite's
 * manifest), and the knowledge data block the browser hydrates from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { KNOWLEDGE_DATA_ID, type KnowledgeSiteData, knowledgeDataJson } from '../app/knowledge-catalog';
import { setKnowledgeSite } from '../app/knowledge-catalog';
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

const ENTRY = 'app/entry.client.tsx';

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

export function documentHtml(page: RenderedPage, assets: { entry: string; preload: string[]; css: string[] }, knowledge: KnowledgeSiteData): string {
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
    `<script type="application/json" id="${KNOWLEDGE_DATA_ID}">${knowledgeDataJson(knowledge)}</script>` +
    '</body></html>'
  );
}

export interface SiteRenderer {
  /** The full HTML document of one page (or of the 404 page) with this knowledge site. */
  renderPage(route: string, site: KnowledgeSite): Promise<string>;
  /** Every route to write: the pages and the 404 page. */
  routes(site: KnowledgeSite): string[];
  /** Identifies the browser bundle the pages link to; live pages of another build are stale. */
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
  return {
    buildId: entryChunk.file,
    routes(site) {
      setKnowledgeSite({ catalog: site.catalog });
      return [...pages().map((page) => page.path), notFoundPage.path];
    },
    async renderPage(route, site) {
      const source = site.pages.get(route);
      const knowledge: KnowledgeSiteData = { catalog: site.catalog, path: route, ...(source ? { page: knowledgePageData(source.parsed) } : {}) };
      const rendered = await render(route, knowledge);
      const base = closure(manifest, ENTRY);
      const extra = closure(manifest, `app/${rendered.file}`, new Set<string>([ENTRY]));
      const preload = [...new Set([...base.js, ...extra.js])].filter((file) => file !== entryChunk.file);
      const css = [...new Set([...base.css, ...extra.css])];
      return documentHtml(rendered, { entry: entryChunk.file, preload, css }, knowledge);
    },
  };
}
