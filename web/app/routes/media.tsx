import { NewsPage } from '../components/media/NewsPage';
import { news2025 } from '../content/news';

export default function Media() {
  return (
    <NewsPage
      title="News 2025"
      items={news2025}
      others={[
        { to: '/media2023', label: 'ARCHIVE 2023' },
        { to: '/media2024', label: 'ARCHIVE 2024' },
      ]}
    />
  );
}
