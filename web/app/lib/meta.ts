/**
 * The one helper that writes every page's head tags: title, description, canonical URL and
 * Open Graph / Twitter tags, from the route table (and, for pages built from knowledge files,
 * the file's own title and summary).
 */
import type { MetaDescriptor } from 'react-router';
import { brand } from '@site/contracts/brand';
import { canonicalPath, findPage, notFoundPage } from '../route-table';

export interface MetaOverrides {
  title?: string;
  description?: string;
}

export function pageMeta(path: string, overrides: MetaOverrides = {}): MetaDescriptor[] {
  const page = findPage(path) ?? notFoundPage;
  const title = overrides.title ?? page.title;
  const description = overrides.description ?? page.description;
  const fullTitle = page.path === '/' ? `${title} | ${brand.product}` : `${title} | ${brand.product} ${brand.network}`;
  const url = `${brand.siteUrl}${canonicalPath(page.path)}`;
  const image = `${brand.siteUrl}/images/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: `${brand.product} ${brand.network}` },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (page === notFoundPage) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url });
  }
  return tags;
}
