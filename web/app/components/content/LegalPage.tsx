import type { LegalDocument } from '../../content/legal';
import { PageBanner } from '../shell/PageBanner';
import { Section } from '../ui/Container';
import { BulletList, Paragraphs } from './TextParts';

/** Terms, privacy policy and disclaimer: the same layout for each legal text, titled by the route table. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner />
      <Section inner="prose">
        <p className="muted">Last updated: {document.lastUpdated}</p>
        <Paragraphs texts={document.intro} />
        {document.sections.map((section) => (
          <section key={section.id} id={section.id}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            <Paragraphs texts={section.paragraphs} />
            {section.list && <BulletList items={section.list} />}
          </section>
        ))}
      </Section>
    </>
  );
}
