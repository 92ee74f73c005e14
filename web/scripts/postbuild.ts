/**
 * After the pre-render: the 404 page for servers, sitemap.xml and robots.txt from the route
 * table and the knowledge files, the nginx snippets, and the sample files (PDFs) that content
 * links to. The live renderer writes the same sitemap after each knowledge edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brand } from '@site/contracts/brand';
import { notFoundPage, pages } from '../app/route-table';
import { SPECULATION_RULES_PATH, speculationRules } from '../server/speculation-rules';
import { applyKnowledgeFolder } from './knowledge-pages';
import { routesConf, securityHeadersConf } from './nginx-snippets';
import { writeSampleFiles } from './sample-files';

export const clientDir = path.resolve(import.meta.dirname, '..', 'build', 'client');
export const nginxDir = path.resolve(import.meta.dirname, '..', 'build', 'nginx');

export function sitemapXml(paths: readonly string[] = pages().map((page) => page.path)): string {
  const urls = paths.map((path) => `  <url><loc>${brand.siteUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /chat\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`;
}

async function main() {
  applyKnowledgeFolder();
  const notFound = path.join(clientDir, notFoundPage.path.slice(1), 'index.html');
  if (!fs.existsSync(notFound)) throw new Error(`The pre-rendered 404 page is missing: ${notFound}`);
  fs.copyFileSync(notFound, path.join(clientDir, '404.html'));
  // The manifest is for the renderers, not the public site: kept beside the server bundle, where
  // the live renderer finds it (site-renderer.ts).
  fs.copyFileSync(path.join(clientDir, '.vite', 'manifest.json'), path.join(clientDir, '..', 'server', 'client-manifest.json'));
  fs.rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  fs.mkdirSync(nginxDir, { recursive: true });
  fs.writeFileSync(path.join(nginxDir, 'routes.conf'), routesConf());
  fs.writeFileSync(path.join(nginxDir, 'security-headers.conf'), securityHeadersConf());
  fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml());
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt());
  fs.writeFileSync(path.join(clientDir, SPECULATION_RULES_PATH.slice(1)), JSON.stringify(speculationRules));
  const missing = pages().filter((page) => !fs.existsSync(path.join(clientDir, page.path.slice(1), 'index.html')));
  if (missing.length > 0) throw new Error(`Pages not pre-rendered: ${missing.map((page) => page.path).join(', ')}`);
  const files = await writeSampleFiles(clientDir);
  console.log(
    `postbuild: ${pages().length} pages, 404.html, sitemap.xml, robots.txt, speculation rules, nginx snippets, ${files.length} generated PDFs`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
