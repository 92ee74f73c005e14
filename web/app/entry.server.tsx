/** Pre-renders one page to HTML at build time (scripts/prerender.ts calls it for every route). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { metaTagsHtml } from './lib/meta';
import { loadPage } from './pages';

export interface RenderedPage {
  /** The app's markup, to go inside <div id="root">. */
  body: string;
  /** Title, description, canonical and Open Graph tags. */
  head: string;
  /** The page's route file, relative to app/, whose chunk the HTML should preload. */
  file: string;
}

export async function render(path: string): Promise<RenderedPage> {
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
