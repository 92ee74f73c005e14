import type { ReactNode } from 'react';
import { PageBanner } from '../shell/PageBanner';
import { Section } from '../ui/Container';

/**
 * A list of articles or documents (news, press releases, downloads): title, a line of detail
 * (publication and date, or place and date) and whether the link is a PDF or an article.
 * Links open in a new tab.
 */
export interface DocumentLink {
  id: string;
  title: string;
  detail: string;
  href: string;
  kind: 'pdf' | 'article';
}

export function DocumentList({ items }: { items: readonly DocumentLink[] }) {
  return (
    <ol className="document-list plain-list">
      {items.map((item) => (
        <li key={item.id} className="document-list__item">
          <a href={item.href} target="_blank" rel="noopener noreferrer">
            {item.title}
            <span className="visually-hidden"> ({item.kind === 'pdf' ? 'PDF, ' : ''}opens in a new tab)</span>
          </a>
          <span className="document-list__detail">
            {item.kind === 'pdf' && <span className="badge">PDF</span>} {item.detail}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A page that is a list of documents (a year of news, the press releases, the downloads, the
 * annual returns): its banner, the list, and whatever follows the list.
 */
export function DocumentPage({
  kicker,
  documents,
  children,
}: {
  kicker?: string;
  documents: readonly DocumentLink[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageBanner kicker={kicker} />
      <Section>
        <DocumentList items={documents} />
        {children}
      </Section>
    </>
  );
}
