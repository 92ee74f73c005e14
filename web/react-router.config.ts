import type { Config } from '@react-router/dev/config';
import { notFoundPage, pages } from './app/route-table';

// Every page is pre-rendered to static HTML at build time and hydrated in the browser; there
// is no server rendering at run time. The 404 page is pre-rendered at /404 and served by the
// front server and nginx with status 404 for any unknown path.
export default {
  ssr: false,
  prerender: { paths: [...pages.map((page) => page.path), notFoundPage.path], concurrency: 4 },
} satisfies Config;
