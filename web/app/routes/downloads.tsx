import { DocumentList } from '../components/media/DocumentList';
import { PageBanner } from '../components/shell/PageBanner';
import { brochure } from '../content/downloads';
import { Section } from '../components/ui/Container';

export default function Downloads() {
  return (
    <>
      <PageBanner />
      <Section>
        <DocumentList
          items={[{ id: brochure.id, title: brochure.title, detail: brochure.description, href: brochure.href, kind: 'pdf' }]}
        />
      </Section>
    </>
  );
}
