// @vitest-environment node
// (reads the knowledge folder on disk)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { knowledgeSite, loadKnowledgeSiteStrict, readKnowledgeFolder, applyKnowledgeFolder } from '../scripts/knowledge-pages';
import { knowledgeMenuEntries } from './knowledge-catalog';
import { canonicalPath, findPage, notFoundPage, pages, redirects, reservedPaths, sitePages } from './route-table';

applyKnowledgeFolder();

// The site's public pages, lowercased (case variants are redirects, not pages).
const specRoutes = [
  '/',
  '/about',
  '/media',
  '/media2023',
  '/media2024',
  '/press',
  '/downloads',
  '/annualreturn',
  '/ipumpnet',
  '/contact-us',
  '/team',
  '/products',
  '/technology',
  '/request-demo',
  '/applications',
  '/credentials',
  '/parameters',
  '/terms-conditions',
  '/privacy-policy',
  '/disclaimer',
  `/${brand.productSlug}-ipumpnet`,
  '/sub-optimal',
  '/indicative-major-pump',
  '/various-head-terms',
  '/guidelines-for-proper-sump',
  '/careers',
  '/projects',
  ...[
    'excessive-power-consumption',
    'cavitation',
    'bearing-failure',
    'excessive-vibration',
    'less-flow-yield-than-expected',
    'pump-operating-without-discharge',
    'leakage',
    'seal-failure',
    'pumps-overheats',
    'corrosion',
    'lubrication-failure',
    'imbalanced-or-damaged-shaft',
  ].map((suffix) => `/pump-failure-modes-${suffix}`),
];

describe('route table', () => {
  it('has every public page, plus the knowledge-base index and the academy, and nothing twice', () => {
    const paths = pages().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, '/knowledge-base', '/academy'].sort());
    expect(findPage('/academy')?.knowledge).toBe(true);
    expect(knowledgeMenuEntries('failure-modes')).toHaveLength(12);
  });

  it('lists no knowledge page in TypeScript: the knowledge files own them', () => {
    const { sources } = readKnowledgeFolder();
    const fileRoutes = new Set(sources.filter(({ parsed }) => parsed.meta.page).map(({ parsed }) => parsed.meta.route));
    expect(sitePages.filter((page) => fileRoutes.has(page.path) || page.knowledge)).toEqual([]);
  });

  it('keeps every path canonical and every title and description unique', () => {
    for (const page of pages()) expect(canonicalPath(page.path)).toBe(page.path);
    expect(new Set(pages().map((page) => page.title)).size).toBe(pages().length);
    expect(new Set(pages().map((page) => page.description)).size).toBe(pages().length);
    expect(findPage(notFoundPage.path)).toBeUndefined();
  });

  it('finds pages whatever the case or trailing slash', () => {
    expect(findPage('/Media')?.path).toBe('/media');
    expect(findPage('/Press/')?.path).toBe('/press');
    expect(findPage('/MEDIA2023')?.path).toBe('/media2023');
    expect(findPage('/Sub-Optimal/')?.path).toBe('/sub-optimal');
    expect(findPage('/nope')).toBeUndefined();
    expect(canonicalPath('/')).toBe('/');
  });

  it('redirects only to pages that exist', () => {
    for (const target of Object.values(redirects)) expect(findPage(target)?.path).toBe(target);
  });

  it('gives every knowledge file the route of an existing page', () => {
    const strays = readKnowledgeFolder()
      .sources.filter(({ parsed }) => findPage(parsed.meta.route)?.path !== parsed.meta.route)
      .map(({ name, parsed }) => `${name}: ${parsed.meta.route}`);
    expect(strays).toEqual([]);
  });
});

describe('knowledge pages from a folder', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const folder = (files: Record<string, string>): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowledge-pages-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const page = (route: string, extra = '') =>
    `---\ntitle: T ${route}\nroute: ${route}\nsummary: S ${route}.\npage: true\nnav:\n  menu: knowledge\n  order: 1\n${extra}---\nBody.\n`;

  it('builds the catalog in menu order from valid files', () => {
    const dir = folder({
      'b.md': page('/bravo', ''),
      'a.md': page('/alpha').replace('order: 1', 'order: 2'),
      'c.md': '---\ntitle: C\nroute: /bravo\nsummary: S.\n---\nChat only.\n',
    });
    const site = loadKnowledgeSiteStrict(dir);
    expect(site.catalog.map((entry) => entry.path)).toEqual(['/bravo', '/alpha']);
    expect(site.pages.get('/alpha')?.name).toBe('a.md');
  });

  it.each([
    [
      'a route that is a page written in TypeScript',
      { 'a.md': page('/about') },
      /a\.md: field "route": .*\/about is already a page of the site/,
    ],
    ['a route reserved for the servers', { 'a.md': page('/api') }, /a\.md: field "route": .*\/api is already a page/],
    ['two files with one route', { 'a.md': page('/same'), 'b.md': page('/same') }, /b\.md: field "route": .*already the page of a\.md/],
    ['a route outside the pattern', { 'a.md': page('/Upper/Case') }, /a\.md: field "route": .*not allowed for a page/],
    ['a missing summary', { 'a.md': '---\ntitle: T\nroute: /x\n---\n' }, /a\.md: field "summary"/],
    [
      'a chat-only file naming no page',
      { 'a.md': '---\ntitle: T\nroute: /nowhere\nsummary: S.\n---\n' },
      /a\.md: field "route": .*not a page of the site/,
    ],
  ])('fails the build on %s, naming the file and the field', (_, files, message) => {
    const dir = folder(files);
    expect(() => loadKnowledgeSiteStrict(dir)).toThrow(message);
  });

  it('keeps the valid pages when another file fails (what the live renderer serves)', () => {
    const dir = folder({ 'a.md': page('/alpha'), 'b.md': page('/about') });
    const { sources, errors } = readKnowledgeFolder(dir);
    const site = knowledgeSite(sources);
    expect(errors).toEqual([]);
    expect(site.catalog.map((entry) => entry.path)).toEqual(['/alpha']);
    expect(site.errors.map((error) => [error.file, error.field])).toEqual([['b.md', 'route']]);
  });

  it('reserves the 404 page and redirects', () => {
    expect(reservedPaths.has('/404')).toBe(true);
    expect(reservedPaths.has('/download')).toBe(true);
  });
});
