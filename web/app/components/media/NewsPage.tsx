import { Link } from 'react-router';
import { type NewsItem, news2023, news2024, news2025 } from '../../content/news';
import { PageBanner } from '../shell/PageBanner';
import { DocumentList } from './DocumentList';
import { Section } from '../ui/Container';

/** Which page shows which year of news; the newest year is 'News', older ones are archives. */
const newsYears: readonly { path: string; year: number; items: readonly NewsItem[] }[] = [
  { path: '/media', year: 2025, items: news2025 },
  { path: '/media2024', year: 2024, items: news2024 },
  { path: '/media2023', year: 2023, items: news2023 },
];
const newestYear = Math.max(...newsYears.map((entry) => entry.year));
const label = (year: number) => (year === newestYear ? `News ${year}` : `ARCHIVE ${year}`);

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
              {label(other.year)}
            </Link>
          ))}
        </nav>
      </Section>
    </>
  );
}
