import { NewsPage } from '../components/media/NewsPage';
import { news2023 } from '../content/news';

export default function Media2023() {
  return (
    <NewsPage
      title="News 2023"
      items={news2023}
      others={[
        { to: '/media2024', label: 'ARCHIVE 2024' },
        { to: '/media', label: 'News 2025' },
      ]}
    />
  );
}
