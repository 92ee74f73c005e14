import { DocumentList } from '../components/media/DocumentList';
import { PageBanner } from '../components/shell/PageBanner';
import { annualReturns } from '../content/downloads';
import { Section } from '../components/ui/Container';

export default function AnnualReturn() {
  return (
    <>
      <PageBanner />
      <Section>
        <DocumentList
          items={annualReturns.map((item) => ({ id: item.id, title: item.title, detail: item.description, href: item.href, kind: 'pdf' }))}
        />
      </Section>
    </>
  );
}
