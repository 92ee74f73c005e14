import { CardGrid } from '../components/ui/CardGrid';
import { PageBanner } from '../components/shell/PageBanner';
import { applicationAreas } from '../content/applications';
import { Section } from '../components/ui/Container';

export default function Applications() {
  return (
    <>
      <PageBanner />
      <Section>
        <CardGrid
          cards={applicationAreas.map((area) => ({ id: area.id, title: area.title, text: area.description }))}
          columns={2}
          level={2}
        />
      </Section>
    </>
  );
}
