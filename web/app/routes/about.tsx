import { TextSections } from '../components/content/TextSections';
import { PageBanner } from '../components/shell/PageBanner';
import { about } from '../content/about';

export default function About() {
  return (
    <>
      <PageBanner />
      <div className="container section prose">
        <TextSections sections={[about.mission, about.vision, about.background]} />
      </div>
    </>
  );
}
