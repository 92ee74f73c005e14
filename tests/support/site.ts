/**
 * The route table, as the tests see it: every page they must check, with the knowledge pages
 * of the repository's knowledge folder (their files' front matter owns them).
 */
import { knowledgeMenuEntries } from '../../web/app/knowledge-catalog';
import { pages as currentPages } from '../../web/app/route-table';
import { applyKnowledgeFolder } from '../../web/scripts/knowledge-pages';

applyKnowledgeFolder();

export { notFoundPage, redirects } from '../../web/app/route-table';
export const pages = currentPages();
/** The failure-mode pages as [path, menu label], in menu order. */
export const failureModes = knowledgeMenuEntries('failure-modes').map((entry) => [entry.path, entry.label] as const);
