import { Link } from 'react-router';
import { newsYearLabel, newsYears } from '../../content/news';
import { PageBanner } from '../shell/PageBanner';
import { DocumentList } from './DocumentList';
import { Section } from '../ui/Container';

/** A year of news: the list, then buttons to the other years, oldest first. */
export function NewsPage({ path }: { path: string }) {
  const current = newsYears.find((entry) => entry.path === path);
  if (!current) throw new Error(`No news year is shown at ${path}`);
  const others = newsYears.filter((entry) => entry !== current).sort((a, b) => a.year - b.year);
  return (
    <>
      <PageBanner kicker="Media" />
      <Section>
        <DocumentList
          items={current.items.map((item) => ({ id: item.id, title: item.title, detail: `${item.publication}, ${item.date}`, href: item.href, kind: item.kind }))}
        />
        <nav aria-label="Other years" className="button-row">
          {others.map((other) => (
            <Link key={other.path} to={other.path} className="button">
              {newsYearLabel(other.year)}
            </Link>
          ))}
        </nav>
      </Section>
    </>
  );
}
