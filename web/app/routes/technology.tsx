import { TextSections } from '../components/content/TextSections';
import { PageBanner } from '../components/shell/PageBanner';
import { product } from '../content/product';
import { Section } from '../components/ui/Container';

export default function Technology() {
  return (
    <>
      <PageBanner />
      <Section inner="prose">
        <TextSections sections={product.technology} />
      </Section>
    </>
  );
}
