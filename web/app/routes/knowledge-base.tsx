import { Link } from 'react-router';
import { PageBanner } from '../components/shell/PageBanner';
import { readKnowledgeFiles } from '../lib/knowledge.server';
import { pageMeta } from '../lib/meta';
import { pages } from '../route-table';
import type { Route } from './+types/knowledge-base';

/** The index of every knowledge-base page, in route-table order, with each file's summary. */
export function loader() {
  const files = readKnowledgeFiles();
  return {
    entries: pages
      .filter((page) => page.knowledge)
      .map((page) => {
        const file = files.find((candidate) => candidate.meta.route === page.path);
        return { path: page.path, title: file?.meta.title ?? page.title, summary: file?.meta.summary ?? page.description };
      }),
  };
}

export const meta = () => pageMeta('/knowledge-base');

export default function KnowledgeBase({ loaderData }: Route.ComponentProps) {
  const failureModes = loaderData.entries.filter((entry) => entry.path.startsWith('/pump-failure-modes-'));
  const topics = loaderData.entries.filter((entry) => !entry.path.startsWith('/pump-failure-modes-'));
  const list = (entries: typeof topics) => (
    <ul className="grid grid--3 plain-list">
      {entries.map((entry) => (
        <li key={entry.path} className="card">
          <h3>
            <Link to={entry.path}>{entry.title}</Link>
          </h3>
          <p>{entry.summary}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <PageBanner kicker="knowledge base" title="Knowledge Base" />
      <div className="container section">
        <h2>Topics</h2>
        {list(topics)}
        <h2>Pump failure modes</h2>
        {list(failureModes)}
      </div>
    </>
  );
}
