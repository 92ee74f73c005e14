import { APPLICATION_FORM_ID, CareersForm } from '../components/forms';
import { OpeningList } from '../components/careers/OpeningList';
import { PageBanner } from '../components/shell/PageBanner';
import { careers } from '../content/careers';
import { Section } from '../components/ui/Container';
import { Paragraphs } from '../components/content/TextParts';

export default function Careers() {
  return (
    <>
      <PageBanner />
      <Section>
        <section aria-labelledby="culture-heading" className="prose">
          <h2 id="culture-heading">Working with us</h2>
          <Paragraphs texts={careers.culture} />
        </section>
        <section aria-labelledby="openings-heading">
          <h2 id="openings-heading">Current Openings</h2>
          <OpeningList openings={careers.openings} formId={APPLICATION_FORM_ID} />
        </section>
        <section aria-labelledby="application-heading" className="form-section">
          <h2 id="application-heading">Apply now</h2>
          <CareersForm id={APPLICATION_FORM_ID} positions={careers.openings.map((opening) => opening.title)} />
        </section>
      </Section>
    </>
  );
}
