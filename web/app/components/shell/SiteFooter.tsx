import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '@site/contracts/brand';
import { scrollToTop } from '../../lib/scroll';
import { Band, Container } from '../ui/Container';
import { SocialIcon } from '../ui/icons';
import { ContactLinks } from './ContactLinks';
import { learnLinks, legalLinks, type NavLink } from './navigation';

/** A call-to-action link that scrolls to the top instead when the visitor is already on its page. */
function CallToAction({ to, children }: { to: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase() === to;
  return (
    <Link
      to={to}
      className="button button--light"
      onClick={(event) => {
        if (!here) return;
        event.preventDefault();
        scrollToTop();
      }}
    >
      {children}
    </Link>
  );
}

/** A titled list of footer links, as its own navigation landmark. */
function FooterLinks({ label, links }: { label: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={label} className={`footer-${label.toLowerCase()}`}>
      <h2 className="footer-heading">{label}</h2>
      <ul className="plain-list">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shared footer: call to action, contact, social, learning and legal links, and the e-mail enquiry form. */
export function SiteFooter({ enquiryForm }: { enquiryForm: ReactNode }) {
  return (
    <footer className="site-footer">
      <Band as="section" className="footer-cta" inner="footer-cta__inner" aria-labelledby="footer-cta-heading">
        <h2 id="footer-cta-heading">Getting started is easy</h2>
        <p>See how {brand.network} can cut your pumping costs, or ask us anything.</p>
        <div className="footer-cta__actions">
          <CallToAction to="/request-demo">Request Demo</CallToAction>
          <CallToAction to="/contact-us">Contact Us</CallToAction>
        </div>
      </Band>
      <Container className="footer-grid">
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="footer-heading">
            Contact
          </h2>
          <ContactLinks />
          <ul className="social-links">
            {brand.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} rel="noopener noreferrer" target="_blank">
                  <SocialIcon name={network.name} />
                  <span className="visually-hidden">
                    {brand.product} on {network.name} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-enquiry-heading">
          <h2 id="footer-enquiry-heading" className="footer-heading">
            E-mail enquiry
          </h2>
          <p>Leave your e-mail address and we will get back to you within 24 hours.</p>
          {enquiryForm}
        </section>
        <div className="footer-links" style={{ display: 'grid', gap: 'var(--space-6, 1.5rem)', alignContent: 'start' }}>
          <FooterLinks label="Learn" links={learnLinks()} />
          <FooterLinks label="Legal" links={legalLinks} />
        </div>
      </Container>
      <Band className="footer-bottom" inner="footer-bottom__inner">
        <p>
          © {brand.copyrightYear} {brand.companyName}. All rights reserved.
        </p>
        <p>
          Website design by{' '}
          <a href={brand.designCredit.href} rel="noopener noreferrer" target="_blank">
            {brand.designCredit.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </Band>
    </footer>
  );
}
