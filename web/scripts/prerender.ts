/**
 * Writes one static HTML file per route (and the 404 page) from the server bundle, linking the
 * stylesheet, the browser entry and the chunks this page needs first (from Vite's manifest),
 * so the page hydrates without waiting on a second round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../app/entry.server';
import { notFoundPage, pages } from '../app/route-table';
import { pageFile } from '../server/routing';
import { knowledgeRoutes } from './knowledge-pages';

const webDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(webDir, 'build', 'client');
const serverEntry = path.join(webDir, 'build', 'server', 'entry.server.js');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'app/entry.client.tsx';

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
    `</head><body><div id="root">${page.body}</div></body></html>`
  );
}

async function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: (path: string) => Promise<RenderedPage> };
  const entryChunk = manifest[ENTRY];
  if (!entryChunk) throw new Error(`${ENTRY} is missing from the Vite manifest`);
  const knowledgeSources = new Map(
    knowledgeRoutes().map(({ path: route, source }) => [route, `${path.relative(webDir, source.file)}?knowledge-page`]),
  );

  const routes = [...pages.map((page) => page.path), notFoundPage.path];
  for (const route of routes) {
    const rendered = await render(route);
    const base = closure(manifest, ENTRY);
    const seen = new Set<string>([ENTRY]);
    const pageChunks = [`app/${rendered.file}`, knowledgeSources.get(route)].filter((key): key is string => Boolean(key));
    const extra = pageChunks.map((key) => closure(manifest, key, seen));
    const preload = [...new Set([...base.js, ...extra.flatMap((c) => c.js)])].filter((file) => file !== entryChunk.file);
    const css = [...new Set([...base.css, ...extra.flatMap((c) => c.css)])];
    const html = documentHtml(rendered, { entry: entryChunk.file, preload, css });
    const target = path.join(clientDir, pageFile(route));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
  }
  console.log(`prerender: ${routes.length} pages`);
}

await main();
