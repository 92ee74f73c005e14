import type { LegalDocument } from '../../content/legal';
import { PageBanner } from '../shell/PageBanner';
import { Section } from '../ui/Container';

/** Terms, privacy policy and disclaimer: the same layout for each legal text, titled by the route table. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner />
      <Section inner="prose">
        <p className="muted">Last updated: {document.lastUpdated}</p>
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {document.sections.map((section) => (
          <section key={section.id} id={section.id}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Section>
    </>
  );
}
