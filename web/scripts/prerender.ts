/**
 * Writes one static HTML file per route (and the 404 page) from the server bundle. Any
 * knowledge file with an error stops the build, naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageFile } from '../server/routing';
import { loadKnowledgeSiteStrict } from './knowledge-pages';
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
  console.log(`prerender: ${routes.length} pages (${site.pages.size} from knowledge files)`);
}

await main();
