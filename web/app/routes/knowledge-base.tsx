import { Link } from 'react-router';
import { PageBanner } from '../components/shell/PageBanner';
import { Section } from '../components/ui/Container';
import { type KnowledgeEntry, knowledgeCatalog } from '../knowledge-catalog';

function EntryList({ entries }: { entries: readonly KnowledgeEntry[] }) {
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

/** The index of every knowledge-base page, in the files' `nav.order`, with each file's summary. */
export default function KnowledgeBase() {
  const knowledgeIndex = [...knowledgeCatalog()].sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  const isFailureMode = (entry: KnowledgeEntry) => entry.menu === 'failure-modes';
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
