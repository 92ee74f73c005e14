import { TextSections } from '../components/content/TextSections';
import { PageBanner } from '../components/shell/PageBanner';
import { about } from '../content/about';
import { Section } from '../components/ui/Container';

export default function About() {
  return (
    <>
      <PageBanner />
      <Section inner="prose">
        <TextSections sections={[about.mission, about.vision, about.background]} />
      </Section>
    </>
  );
}
