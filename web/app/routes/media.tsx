import { NewsPage } from '../components/media/NewsPage';

export default function Media() {
  return <NewsPage path="/media" />;
}
