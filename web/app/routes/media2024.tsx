import { NewsPage } from '../components/media/NewsPage';

export default function Media2024() {
  return <NewsPage path="/media2024" />;
}
