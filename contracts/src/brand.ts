/**
 * Brand facts: the one place for the product's name, the company's name and how to reach it.
 * Staff edit this file; every page, mail and chat reply reads from here.
 * The values shipped in the repository are SAMPLES (example.com, a placeholder phone number):
 * replace them before going live.
 */
export interface Brand {
  /** The brand name knowledge files write as {product} (chat title, knowledge-base overview, route slug). */
  product: string;
  /** URL slug of the product; the overview page lives at /{productSlug}-ipumpnet. */
  productSlug: string;
  /** The monitoring product itself. */
  network: string;
  companyName: string;
  tagline: string;
  phone: { display: string; tel: string };
  email: string;
  /** How soon the team answers an enquiry, a demo request or an e-mail. */
  replyWithin: string;
  /** Messaging link shown on the contact page (wa.me style). */
  messaging: { label: string; href: string };
  address: { lines: string[]; mapQuery: string };
  social: { name: 'LinkedIn' | 'YouTube' | 'X' | 'Facebook'; href: string }[];
  designCredit: { name: string; href: string };
  copyrightYear: number;
  /** Public origin of the site, used for canonical URLs, the sitemap and mail links. */
  siteUrl: string;
}

export const brand: Brand = {
  product: 'Aquaflow',
  productSlug: 'aquaflow',
  network: 'iPUMPNET',
  companyName: 'Aquaflow Pump Engineering (sample company name)',
  tagline: 'Integrated pumping station performance management solution',
  phone: { display: '+91 00000 00000', tel: '+910000000000' },
  email: 'info@example.com',
  replyWithin: '24 hours',
  messaging: { label: 'WhatsApp', href: 'https://wa.me/910000000000' },
  address: {
    lines: ['Sample Business Park, Unit 1', 'Pune 411001, India'],
    mapQuery: 'Pune, India',
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
  ],
  designCredit: { name: 'Sample Web Studio', href: 'https://example.com/' },
  copyrightYear: 2022,
  siteUrl: 'https://www.example.com',
};

/**
 * Knowledge files and other staff-written text name brand facts by placeholder, so a change
 * of name, phone or e-mail here reaches them too: {product}, {company}, {network}, {phone}, {email}.
 */
export function fillBrandPlaceholders(text: string, facts: Brand = brand): string {
  const values: Record<string, string> = {
    product: facts.product,
    company: facts.companyName,
    network: facts.network,
    phone: facts.phone.display,
    email: facts.email,
  };
  return text.replace(/\{(product|company|network|phone|email)\}/g, (_, key: string) => values[key] ?? '');
}
