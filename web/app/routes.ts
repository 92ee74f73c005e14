import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { notFoundPage, pages } from './route-table';

// Knowledge pages share one module, so each needs its own route id.
export default [
  ...pages.map((page) =>
    page.path === '/'
      ? index(page.file)
      : route(page.path.slice(1), page.file, { id: page.knowledge ? `knowledge${page.path}` : page.file.replace(/\.tsx$/, '') }),
  ),
  route('*', notFoundPage.file),
] satisfies RouteConfig;
