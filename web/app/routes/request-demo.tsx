import { CardGrid } from '../components/ui/CardGrid';
import { DemoForm } from '../components/forms';
import { PageBanner } from '../components/shell/PageBanner';
import { requestDemo } from '../content/request-demo';
import { Section } from '../components/ui/Container';

export default function RequestDemo() {
  return (
    <>
      <PageBanner />
      <Section inner="split">
        <div className="prose">
          <p>{requestDemo.intro}</p>
        </div>
        <section aria-labelledby="demo-form-heading" className="form-section">
          <h2 id="demo-form-heading">Request Demo</h2>
          <DemoForm />
        </section>
      </Section>
      <Section as="section" tint aria-labelledby="benefits-heading">
        <img src="/images/logo.svg" alt="iPUMPNET" width="168" height="40" />
        <p className="tagline">{requestDemo.tagline}</p>
        <h2 id="benefits-heading" className="visually-hidden">
          Benefits
        </h2>
        <CardGrid cards={requestDemo.benefits} />
      </Section>
    </>
  );
}
