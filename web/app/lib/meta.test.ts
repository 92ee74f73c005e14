import { describe, expect, it } from 'vitest';
import { brand } from '@site/contracts/brand';
import { metaTagsHtml, pageMeta } from './meta';

describe('pageMeta', () => {
  it('gives a page its title, description, canonical URL and Open Graph tags', () => {
    const tags = pageMeta('/About');
    expect(tags).toContainEqual({ kind: 'title', text: `About Us | ${brand.product} ${brand.network}` });
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: `${brand.siteUrl}/about` });
    expect(tags).toContainEqual(expect.objectContaining({ key: 'og:url', content: `${brand.siteUrl}/about` }));
    expect(tags).toContainEqual(expect.objectContaining({ key: 'description' }));
  });

  it('marks the 404 page noindex, without a canonical URL', () => {
    const tags = pageMeta('/no-such-page');
    expect(tags).toContainEqual({ kind: 'meta', attribute: 'name', key: 'robots', content: 'noindex' });
    expect(tags.some((tag) => tag.kind === 'link')).toBe(false);
  });

  it('lets a knowledge file override title and description', () => {
    const tags = pageMeta('/pump-failure-modes-cavitation', { title: 'Cavitation in pumps', description: 'Bubbles & damage' });
    expect(metaTagsHtml(tags)).toContain('<title>Cavitation in pumps | ');
    expect(metaTagsHtml(tags)).toContain('content="Bubbles &amp; damage"');
  });
});
