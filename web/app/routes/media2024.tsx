import { NewsPage } from '../components/media/NewsPage';
import { news2024 } from '../content/news';

export default function Media2024() {
  return (
    <NewsPage
      title="News 2024"
      items={news2024}
      others={[
        { to: '/media2023', label: 'ARCHIVE 2023' },
        { to: '/media', label: 'News 2025' },
      ]}
    />
  );
}
