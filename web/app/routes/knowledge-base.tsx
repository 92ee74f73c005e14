import { Link } from 'react-router';
import knowledgeIndex from 'virtual:knowledge-index';
import { PageBanner } from '../components/shell/PageBanner';
import type { KnowledgeIndexEntry } from '../content/knowledge-types';
import { Section } from '../components/ui/Container';

function EntryList({ entries }: { entries: readonly KnowledgeIndexEntry[] }) {
  return (
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
}

/** The index of every knowledge-base page, in route-table order, with each file's summary. */
export default function KnowledgeBase() {
  const isFailureMode = (entry: KnowledgeIndexEntry) => entry.path.startsWith('/pump-failure-modes-');
  return (
    <>
      <PageBanner kicker="knowledge base" />
      <Section>
        <h2>Topics</h2>
        <EntryList entries={knowledgeIndex.filter((entry) => !isFailureMode(entry))} />
        <h2>Pump failure modes</h2>
        <EntryList entries={knowledgeIndex.filter(isFailureMode)} />
      </Section>
    </>
  );
}
