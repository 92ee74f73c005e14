import { describe, expect, it } from 'vitest';
import { pageFile, resolvePath } from './routing';

describe('resolvePath', () => {
  it('serves each canonical page from its pre-rendered file', () => {
    expect(resolvePath('/')).toEqual({ kind: 'page', file: 'index.html' });
    expect(resolvePath('/about')).toEqual({ kind: 'page', file: 'about/index.html' });
    expect(pageFile('/pump-failure-modes-cavitation')).toBe('pump-failure-modes-cavitation/index.html');
  });

  it('redirects case variants, trailing slashes and old paths to the canonical page', () => {
    expect(resolvePath('/Media')).toEqual({ kind: 'redirect', location: '/media' });
    expect(resolvePath('/press/')).toEqual({ kind: 'redirect', location: '/press' });
    expect(resolvePath('/download')).toEqual({ kind: 'redirect', location: '/downloads' });
    expect(resolvePath('/Download/')).toEqual({ kind: 'redirect', location: '/downloads' });
  });

  it('leaves files and unknown paths to the static server and the 404 page', () => {
    expect(resolvePath('/download/brochure/x.pdf')).toEqual({ kind: 'other' });
    expect(resolvePath('/assets/Entry-AbC.js')).toEqual({ kind: 'other' });
    expect(resolvePath('/404')).toEqual({ kind: 'other' });
  });

  it('sends every path a knowledge page may have to the knowledge files, whether or not the page exists now', () => {
    expect(resolvePath('/pump-failure-modes-cavitation')).toEqual({ kind: 'knowledge', file: 'pump-failure-modes-cavitation/index.html' });
    expect(resolvePath('/no-such-page')).toEqual({ kind: 'knowledge', file: 'no-such-page/index.html' });
    expect(resolvePath('/Sub-Optimal/')).toEqual({ kind: 'knowledge-variant', location: '/sub-optimal', file: 'sub-optimal/index.html' });
  });
});
