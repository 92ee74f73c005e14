import { describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { knowledgeRoutes, readKnowledgeFiles } from '../scripts/knowledge-pages';
import { canonicalPath, failureModes, findPage, notFoundPage, pages, redirects } from './route-table';

// The site's public pages, lowercased (case variants are redirects, not pages).
const specRoutes = [
  '/', '/about', '/media', '/media2023', '/media2024', '/press', '/downloads', '/annualreturn', '/ipumpnet',
  '/contact-us', '/team', '/products', '/technology', '/request-demo', '/applications', '/credentials',
  '/parameters', '/terms-conditions', '/privacy-policy', '/disclaimer', `/${brand.productSlug}-ipumpnet`,
  '/sub-optimal', '/indicative-major-pump', '/various-head-terms', '/guidelines-for-proper-sump', '/careers',
  '/projects',
  ...['excessive-power-consumption', 'cavitation', 'bearing-failure', 'excessive-vibration', 'less-flow-yield-than-expected',
    'pump-operating-without-discharge', 'leakage', 'seal-failure', 'pumps-overheats', 'corrosion', 'lubrication-failure',
    'imbalanced-or-damaged-shaft'].map((suffix) => `/pump-failure-modes-${suffix}`),
];

describe('route table', () => {
  it('has every public page, plus the knowledge-base index and the academy, and nothing twice', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, '/knowledge-base', '/academy'].sort());
    expect(findPage('/academy')?.knowledge).toBe(true);
    expect(failureModes).toHaveLength(12);
  });

  it('keeps every path canonical and every title and description unique', () => {
    for (const page of pages) expect(canonicalPath(page.path)).toBe(page.path);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    expect(findPage(notFoundPage.path)).toBeUndefined();
  });

  it('finds pages whatever the case or trailing slash', () => {
    expect(findPage('/Media')?.path).toBe('/media');
    expect(findPage('/Press/')?.path).toBe('/press');
    expect(findPage('/MEDIA2023')?.path).toBe('/media2023');
    expect(findPage('/nope')).toBeUndefined();
    expect(canonicalPath('/')).toBe('/');
  });

  it('redirects only to pages that exist', () => {
    for (const target of Object.values(redirects)) expect(findPage(target)?.path).toBe(target);
  });

  it('gives every knowledge file the route of an existing page', () => {
    const strays = readKnowledgeFiles()
      .filter(({ parsed }) => !findPage(parsed.meta.route) || findPage(parsed.meta.route)!.path !== parsed.meta.route)
      .map(({ file, parsed }) => `${file}: ${parsed.meta.route}`);
    expect(strays).toEqual([]);
  });

  it('has a knowledge file for every knowledge page', () => {
    const routes = knowledgeRoutes().map((entry) => entry.path);
    expect(routes).toEqual(pages.filter((page) => page.knowledge).map((page) => page.path));
  });
});
