import { brand } from '@site/contracts/brand';
import { PageBanner } from '../components/shell/PageBanner';
import { MapOnDemand } from '../components/contact/MapOnDemand';
import { PostalAddress } from '../components/contact/PostalAddress';
import { ContactForm } from '../components/forms';
import { ContactLinks } from '../components/shell/ContactLinks';
import { Section } from '../components/ui/Container';

export default function ContactUs() {
  return (
    <>
      <PageBanner />
      <Section inner="split">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading">Reach us</h2>
          <p>We reply to every enquiry within {brand.replyWithin}.</p>
          <ContactLinks className="plain-list contact-list" />
          <p>
            <a href={brand.messaging.href} target="_blank" rel="noopener noreferrer">
              Message us on {brand.messaging.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <PostalAddress />
        </section>
        <section aria-labelledby="enquiry-heading" className="form-section">
          <h2 id="enquiry-heading">Send an enquiry</h2>
          <ContactForm />
        </section>
      </Section>
      <Section>
        <h2>Find us</h2>
        <MapOnDemand />
      </Section>
    </>
  );
}
