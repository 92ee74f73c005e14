import { SensorList } from '../components/content/SensorList';
import { TextSections } from '../components/content/TextSections';
import { PageBanner } from '../components/shell/PageBanner';
import { product } from '../content/product';
import { Section } from '../components/ui/Container';
import { Paragraphs } from '../components/content/TextParts';

export default function Ipumpnet() {
  return (
    <>
      <PageBanner kicker={product.subtitle} />
      <Section>
        <section aria-labelledby="description-heading" className="prose">
          <h2 id="description-heading">Description</h2>
          <Paragraphs texts={product.description} />
        </section>
        <section aria-labelledby="technology-heading" className="prose">
          <h2 id="technology-heading">Technology</h2>
          <TextSections sections={product.technology} level={3} />
        </section>
        <section aria-labelledby="components-heading">
          <h2 id="components-heading">Components</h2>
          {product.components.map((component) => (
            <section key={component.id} id={component.id} aria-labelledby={`${component.id}-heading`} className="prose">
              <h3 id={`${component.id}-heading`}>{component.title}</h3>
              <Paragraphs texts={component.paragraphs} />
            </section>
          ))}
          <h3>Sensors</h3>
          <SensorList />
        </section>
      </Section>
    </>
  );
}
