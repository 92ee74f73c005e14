import { NewsPage } from '../components/media/NewsPage';

export default function Media2023() {
  return <NewsPage path="/media2023" />;
}
