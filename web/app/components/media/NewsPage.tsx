import { Link } from 'react-router';
import type { NewsItem } from '../../content/news';
import { PageBanner } from '../shell/PageBanner';
import { DocumentList } from './DocumentList';

/** A year of news: the list, then buttons to the other years (SPEC.md: /media, /media2024, /media2023). */
export function NewsPage({
  title,
  items,
  others,
}: {
  title: string;
  items: readonly NewsItem[];
  others: { to: string; label: string }[];
}) {
  return (
    <>
      <PageBanner kicker="Media" title={title} />
      <div className="container section">
        <DocumentList
          items={items.map((item) => ({ id: item.id, title: item.title, detail: `${item.publication}, ${item.date}`, href: item.href, kind: item.kind }))}
        />
        <nav aria-label="Other years" className="button-row">
          {others.map((other) => (
            <Link key={other.to} to={other.to} className="button">
              {other.label}
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
