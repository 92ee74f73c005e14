/** The route table, as the tests see it: every page they must check. */
export { pages, notFoundPage, redirects, failureModes } from '../../web/app/route-table';
