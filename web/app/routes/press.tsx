import { DocumentList } from '../components/media/DocumentList';
import { PageBanner } from '../components/shell/PageBanner';
import { press } from '../content/press';

export default function Press() {
  return (
    <>
      <PageBanner kicker="Media" />
      <div className="container section">
        <DocumentList items={press.map((item) => ({ id: item.id, title: item.title, detail: `${item.place}, ${item.date}`, href: item.href, kind: 'pdf' }))} />
      </div>
    </>
  );
}
