/**
 * Renders one page to HTML: the build's pre-renderer (scripts/prerender.ts) and the live
 * renderer (scripts/live-render.ts) both call it, through scripts/site-renderer.ts, so a page
 * re-rendered after a knowledge edit has the same markup and assets as a built one.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { type KnowledgeSiteData, setKnowledgeSite } from './knowledge-catalog';
import { metaTagsHtml } from './lib/meta';
import { forgetPage, loadPage } from './pages';

export interface RenderedPage {
  /** The app's markup, to go inside <div id="root">. */
  body: string;
  /** Title, description, canonical and Open Graph tags. */
  head: string;
  /** The page's route file, relative to app/, whose chunk the HTML should preload. */
  file: string;
}

/**
 * `knowledge` is the knowledge catalog to render with, and the page's own text when it is a
 * knowledge page; the HTML must carry the same data for the browser (see knowledge-catalog.ts).
 */
export async function render(path: string, knowledge: KnowledgeSiteData): Promise<RenderedPage> {
  setKnowledgeSite(knowledge);
  // Pages are cached by path; a knowledge page's text may have changed since the last render.
  forgetPage(path);
  const page = await loadPage(path);
  const body = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { body, head: metaTagsHtml(page.meta()), file: page.file };
}
