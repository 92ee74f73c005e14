import { Link, useLocation } from 'react-router';
import { newsByYear } from '../../content/news';
import { newsYearLabel, newsYears } from '../../content/news-years';
import { canonicalPath } from '../../route-table';
import { DocumentPage } from './DocumentList';

/** The year of news of the current page (news-years.ts): the list, then buttons to the other years, oldest first. */
export function NewsPage() {
  const path = canonicalPath(useLocation().pathname);
  const current = newsYears.find((entry) => entry.path === path);
  if (!current) throw new Error(`No news year is shown at ${path}`);
  const items = newsByYear[current.year] ?? [];
  const others = newsYears.filter((entry) => entry !== current).sort((a, b) => a.year - b.year);
  return (
    <DocumentPage kicker="Media" documents={items.map((item) => ({ ...item, detail: `${item.publication}, ${item.date}` }))}>
      <nav aria-label="Other years" className="button-row">
        {others.map((other) => (
          <Link key={other.path} to={other.path} className="button">
            {newsYearLabel(other.year)}
          </Link>
        ))}
      </nav>
    </DocumentPage>
  );
}
