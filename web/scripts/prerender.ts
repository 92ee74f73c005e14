/**
 * Writes one static HTML file per route (and the 404 page) from the server bundle, and the
 * text of each knowledge page as JSON for client-side navigations. Any knowledge file with an
 * error stops the build, naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { knowledgeDataUrl } from '../app/knowledge-catalog';
import { pageFile } from '../server/routing';
import { knowledgePageData, loadKnowledgeSiteStrict } from './knowledge-pages';
import { buildDir, loadSiteRenderer } from './site-renderer';

const clientDir = path.join(buildDir, 'client');

async function main() {
  const site = loadKnowledgeSiteStrict();
  const renderer = await loadSiteRenderer();
  const routes = renderer.routes(site);
  for (const route of routes) {
    const target = path.join(clientDir, pageFile(route));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await renderer.renderPage(route, site));
  }
  for (const [route, source] of site.pages) {
    const target = path.join(clientDir, knowledgeDataUrl(route));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, JSON.stringify(knowledgePageData(source.parsed)));
  }
  console.log(`prerender: ${routes.length} pages (${site.pages.size} from knowledge files)`);
}

await main();
