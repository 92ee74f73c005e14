// @vitest-environment node
// (watches and writes folders on disk)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setKnowledgeSite } from '../app/knowledge-catalog';
import { notFoundPage, pages } from '../app/route-table';
import { createLiveRenderer, type LiveRenderer } from './live-render';
import type { SiteRenderer } from './site-renderer';

/** Stands in for the build's server bundle: a page shows its route, the menu labels and its text. */
const renderer: SiteRenderer = {
  buildId: 'test-build',
  routes(site) {
    setKnowledgeSite({ catalog: site.catalog });
    return [...pages().map((page) => page.path), notFoundPage.path];
  },
  async renderPage(route, site) {
    const text = site.pages.get(route)?.parsed.body ?? '';
    return `<p>${route}</p><nav>${site.catalog.map((entry) => entry.label).join('|')}</nav><main>${text}</main>`;
  },
};

const page = (route: string, title: string, body: string, order = 1) =>
  `---\ntitle: "${title}"\nroute: "${route}"\nsummary: "About ${title}."\npage: true\nnav:\n  menu: knowledge\n  order: ${order}\n---\n${body}\n`;

const opened: LiveRenderer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const live of opened.splice(0)) await live.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setUp() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'live-render-'));
  dirs.push(base);
  const knowledgeDir = path.join(base, 'knowledge');
  const liveDir = path.join(base, 'live');
  fs.mkdirSync(knowledgeDir);
  fs.writeFileSync(path.join(knowledgeDir, 'alpha.md'), page('/alpha', 'Alpha', 'Alpha text.', 1));
  fs.writeFileSync(path.join(knowledgeDir, 'bravo.md'), page('/bravo', 'Bravo', 'Bravo text.', 2));
  fs.writeFileSync(path.join(knowledgeDir, 'chat-only.md'), '---\ntitle: About us\nroute: /about\nsummary: Who we are.\n---\nChat text.\n');
  const lines: string[] = [];
  const start = async () => {
    const live = await createLiveRenderer({ knowledgeDir, liveDir, renderer, log: (line) => lines.push(line) });
    opened.push(live);
    return live;
  };
  const read = (rel: string) => fs.readFileSync(path.join(liveDir, rel), 'utf8');
  const write = (name: string, text: string) => fs.writeFileSync(path.join(knowledgeDir, name), text);
  return { knowledgeDir, liveDir, lines, start, read, write, live: await start() };
}

describe('live renderer', () => {
  it('renders every page first, then takes over: the marker, the sitemap and the live route list', async () => {
    const { read, liveDir } = await setUp();
    expect(read('alpha/index.html')).toContain('Alpha text.');
    expect(read('about/index.html')).toContain('<nav>Alpha|Bravo</nav>');
    expect(fs.existsSync(path.join(liveDir, '.active'))).toBe(true);
    expect(read('sitemap.xml')).toContain('/bravo</loc>');
    expect(JSON.parse(read('routes.json')).pages).toEqual(expect.arrayContaining(['/', '/about', '/alpha', '/bravo']));
    expect(read('404.html')).toContain('<p>/404</p>');
  });

  it('re-renders only the page whose text changed, and every page when the menu changes', async () => {
    const { live, write, read } = await setUp();
    write('alpha.md', page('/alpha', 'Alpha', 'New alpha text.', 1));
    expect((await live.sync()).rendered).toEqual(['/alpha']);
    expect(read('alpha/index.html')).toContain('New alpha text.');

    write('alpha.md', page('/alpha', 'Alpha renamed', 'New alpha text.', 1));
    const report = await live.sync();
    // The page and the index first, then all the others (they show the menu); the watcher's
    // own sync of the same save may cut this one short and finish the job.
    expect(report.rendered.slice(0, 2)).toEqual(['/alpha', '/knowledge-base']);
    await expect.poll(() => read('about/index.html'), { timeout: 5000 }).toContain('<nav>Alpha renamed|Bravo</nav>');
    expect((await live.renderAll()).rendered).toHaveLength(pages().length + 1);
  });

  it('keeps the last good page of a malformed file and logs the file and field, until it is fixed', async () => {
    const { live, write, read, lines } = await setUp();
    write('bravo.md', page('/bravo', 'Bravo', 'Broken text.', 2).replace('order: 2', 'order: soon'));
    const report = await live.sync();
    expect(report.errors.map((error) => [error.file, error.field])).toEqual([['bravo.md', 'nav.order']]);
    expect(lines.some((line) => /bravo\.md: field "nav\.order": .*last good page stays at \/bravo/.test(line))).toBe(true);
    expect(read('bravo/index.html')).toContain('Bravo text.');
    expect(JSON.parse(read('status.json')).errors).toEqual([expect.objectContaining({ file: 'bravo.md', field: 'nav.order' })]);

    write('bravo.md', page('/bravo', 'Bravo', 'Fixed text.', 2));
    await live.sync();
    expect(read('bravo/index.html')).toContain('Fixed text.');
    expect(lines.at(-2)).toBe('fixed: bravo.md');
  });

  it('refuses a route another page has, keeping that page', async () => {
    const { live, write, read } = await setUp();
    write('clash.md', page('/alpha', 'Clash', 'Clash text.', 3));
    const report = await live.sync();
    expect(report.errors.map((error) => [error.file, error.field])).toEqual([['clash.md', 'route']]);
    expect(read('alpha/index.html')).toContain('Alpha text.');
  });

  it("removes a deleted file's page and sitemap entry, and drops it from the route list", async () => {
    const { live, knowledgeDir, liveDir, read } = await setUp();
    fs.rmSync(path.join(knowledgeDir, 'bravo.md'));
    const report = await live.sync();
    expect(report.removed).toEqual(['/bravo']);
    expect(fs.existsSync(path.join(liveDir, 'bravo'))).toBe(false);
    expect(read('sitemap.xml')).not.toContain('/bravo<');
    expect(JSON.parse(read('routes.json')).pages).not.toContain('/bravo');
  });

  it('follows saves by itself, and keeps a last good version across a restart', async () => {
    const { live, write, read, start } = await setUp();
    write('alpha.md', page('/alpha', 'Alpha', 'Saved while watching.', 1));
    await expect.poll(() => read('alpha/index.html'), { timeout: 5000 }).toContain('Saved while watching.');
    await live.close();
    write('alpha.md', '---\ntitle: Alpha\n---\nNo route.');
    await start();
    expect(read('alpha/index.html')).toContain('Saved while watching.');
  });
});
