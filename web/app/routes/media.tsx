import { NewsPage } from '../components/media/NewsPage';

/** Every year of news (content/news-years.ts); the page shows the year of its path. */
export default function Media() {
  return <NewsPage />;
}
