import { DocumentList } from '../components/media/DocumentList';
import { PageBanner } from '../components/shell/PageBanner';
import { press } from '../content/press';
import { Section } from '../components/ui/Container';

export default function Press() {
  return (
    <>
      <PageBanner kicker="Media" />
      <Section>
        <DocumentList
          items={press.map((item) => ({
            id: item.id,
            title: item.title,
            detail: `${item.place}, ${item.date}`,
            href: item.href,
            kind: 'pdf',
          }))}
        />
      </Section>
    </>
  );
}
