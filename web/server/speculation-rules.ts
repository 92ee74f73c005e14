/**
 * Speculation Rules: pages are whole documents, so moving between them is a page load; the
 * browser makes it near-instant by fetching a same-origin page as soon as the visitor shows
 * intent on its link (hover or press: 'moderate'), and rendering it ahead on a press
 * ('conservative'). The rules travel as a JSON file named by an HTTP header, not as an inline
 * script, so the Content-Security-Policy stays `script-src 'self'`. The build writes the file
 * (scripts/postbuild.ts); both fronts serve it with its own media type.
 */

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/** Links to pages of this site: not the APIs, not files (PDFs, images, videos), not new tabs. */
const pageLinks = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/api/*' } },
    { not: { href_matches: '/chat*' } },
    { not: { href_matches: '/*.*' } },
    { not: { selector_matches: '[target="_blank"], [download], [rel~="nofollow"]' } },
  ],
};

export const speculationRules = {
  prefetch: [{ source: 'document', where: pageLinks, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: pageLinks, eagerness: 'conservative' }],
};
