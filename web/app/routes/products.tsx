import { CardGrid } from '../components/ui/CardGrid';
import { ComparisonTable } from '../components/products/ComparisonTable';
import { PageBanner } from '../components/shell/PageBanner';
import { models } from '../content/models';
import { Section } from '../components/ui/Container';

export default function Products() {
  return (
    <>
      <PageBanner />
      <Section>
        <h2>Five models</h2>
        <CardGrid cards={models.map((model) => ({ id: model.id, title: model.name, text: model.audience }))} />
        <h2>Compare the models</h2>
        <ComparisonTable />
      </Section>
    </>
  );
}
