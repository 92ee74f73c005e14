import { DocumentList } from '../components/media/DocumentList';
import { PageBanner } from '../components/shell/PageBanner';
import { brochure } from '../content/downloads';

export default function Downloads() {
  return (
    <>
      <PageBanner />
      <div className="container section">
        <DocumentList items={[{ id: brochure.id, title: brochure.title, detail: brochure.description, href: brochure.href, kind: 'pdf' }]} />
      </div>
    </>
  );
}
