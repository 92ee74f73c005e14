import { DocumentPage } from '../components/media/DocumentList';
import { press } from '../content/press';

export default function Press() {
  return <DocumentPage kicker="Media" documents={press.map((item) => ({ ...item, detail: `${item.place}, ${item.date}`, kind: 'pdf' }))} />;
}
