/**
 * The one helper that writes every page's head tags: title, description, canonical URL and
 * Open Graph / Twitter tags, from the route table (and, for pages built from knowledge files,
 * the file's own title and summary). The renderers write them into each page's HTML; moving
 * between pages is a full page load, so nothing changes them in the browser.
 */
import { brand } from '@site/contracts/brand';
import { canonicalPath, findPage, notFoundPage } from '../route-table';

export type MetaTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string };

export interface MetaOverrides {
  title?: string;
  description?: string;
}

export function pageMeta(path: string, overrides: MetaOverrides = {}): MetaTag[] {
  const page = findPage(path) ?? notFoundPage;
  const title = overrides.title ?? page.title;
  const description = overrides.description ?? page.description;
  const fullTitle = page.path === '/' ? `${title} | ${brand.product}` : `${title} | ${brand.product} ${brand.network}`;
  const url = `${brand.siteUrl}${canonicalPath(page.path)}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string): MetaTag => ({ kind: 'meta', attribute, key, content });
  const tags: MetaTag[] = [
    { kind: 'title', text: fullTitle },
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', `${brand.product} ${brand.network}`),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:image', `${brand.siteUrl}/images/og-image.png`),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (page === notFoundPage) tags.push(meta('name', 'robots', 'noindex'));
  else tags.push({ kind: 'link', rel: 'canonical', href: url }, meta('property', 'og:url', url));
  return tags;
}

// Marks the page's own head tags. Nothing in the browser looks for it any more (it marked the
// tags to swap on a client-side navigation); it stays so that every page's HTML is unchanged.
const MARK = 'data-page-meta';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML, for the pre-renderer. */
export function metaTagsHtml(tags: MetaTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${MARK} ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}"/>`;
        case 'link':
          return `<link ${MARK} rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}"/>`;
      }
    })
    .join('');
}
