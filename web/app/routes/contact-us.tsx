import { brand } from '@site/contracts/brand';
import { PageBanner } from '../components/shell/PageBanner';
import { ContactForm } from '../components/forms';
import { ContactLinks } from '../components/shell/ContactLinks';

export default function ContactUs() {
  return (
    <>
      <PageBanner />
      <div className="container section split">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading">Reach us</h2>
          <p>We reply to every enquiry within 24 hours.</p>
          <ContactLinks className="plain-list contact-list" />
          <p>
            <a href={brand.messaging.href} target="_blank" rel="noopener noreferrer">
              Message us on {brand.messaging.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <address>
            {brand.companyName}
            {brand.address.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="enquiry-heading" className="form-section">
          <h2 id="enquiry-heading">Send an enquiry</h2>
          <ContactForm />
        </section>
      </div>
      <div className="container section">
        <h2>Find us</h2>
        <iframe
          className="map"
          title={`Map showing ${brand.address.mapQuery}`}
          src={`https://maps.google.com/maps?q=${encodeURIComponent(brand.address.mapQuery)}&output=embed`}
          width="1200"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    </>
  );
}
