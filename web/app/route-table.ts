/**
 * The route table: the one list of the site's pages. The router (App.tsx, with pages.tsx
 * loading each page's module), the pre-renderer (web/scripts/prerender.ts), the sitemap and
 * robots.txt (web/scripts/postbuild.ts), the Node front (web/server/routing.ts) and the nginx
 * route snippets (web/scripts/nginx-snippets.ts) all read it (docs/architecture.md). Knowledge
 * pages come from their files' front matter through the knowledge catalog, never from here,
 * so staff add or rename one without touching TypeScript. Paths are canonical: lowercase, no
 * trailing slash. Case variants (/Media, /Press) and /download are answered by the servers
 * with a redirect to the canonical path, never by a second page.
 */
import { brand } from '@site/contracts/brand';
import { newsYears } from './content/news-years';
import { projectFigure } from './content/project-figures';
import { knowledgeCatalog } from './knowledge-catalog';

export interface PageRoute {
  /** Canonical path. */
  path: string;
  /** Route module under app/routes/. */
  file: string;
  /** Page title: <title>, the page heading's default, navigation and breadcrumb label. */
  title: string;
  /** Meta description (about 150 characters). */
  description: string;
  /** A page built from a knowledge file (knowledge/*.md with `page: true` in its front matter). */
  knowledge?: true;
}

/** The route file every knowledge page shares. */
export const KNOWLEDGE_PAGE_FILE = 'routes/knowledge-page.tsx';

/**
 * The pages written in TypeScript. Knowledge pages are not listed here: their files' front
 * matter owns them (knowledge-catalog.ts), and `pages()` adds them.
 */
export const sitePages: readonly PageRoute[] = [
  {
    path: '/',
    file: 'routes/home.tsx',
    title: `${brand.network}: pumping station monitoring and optimisation`,
    description: `${brand.network} monitors pumps, motors and pumping stations in real time with IoT sensors, edge analytics and a hybrid cloud, to cut energy use and failures.`,
  },
  {
    path: '/about',
    file: 'routes/about.tsx',
    title: 'About Us',
    description: `Mission, vision and background of ${brand.companyName}, pump engineers behind ${brand.network}.`,
  },
  {
    path: '/ipumpnet',
    file: 'routes/ipumpnet.tsx',
    title: brand.network,
    description: `${brand.network}, an integrated pumping station performance management solution: description, technology, components and its fourteen sensors.`,
  },
  {
    path: '/technology',
    file: 'routes/technology.tsx',
    title: 'Technology',
    description: `The technology inside ${brand.network}: IoT sensors, embedded analytics, secured communication, hybrid cloud and a mobile app.`,
  },
  {
    path: '/parameters',
    file: 'routes/parameters.tsx',
    title: 'Parameters',
    description: `Every parameter ${brand.network} measures and reports: operating, site, commercial, reporting and repair and maintenance.`,
  },
  {
    path: '/products',
    file: 'routes/products.tsx',
    title: 'Products and Solutions',
    description: `Compare the five ${brand.network} models, Mini, Basic, Lite, Pro and Max, feature by feature.`,
  },
  {
    path: '/applications',
    file: 'routes/applications.tsx',
    title: 'Application',
    description: `Where ${brand.network} is used: water supply, waste water and irrigation, power, air conditioning, paper, petrochemicals, desalination, mining and marine.`,
  },
  {
    path: '/credentials',
    file: 'routes/credentials.tsx',
    title: 'Credentials',
    description: `Awards, patents, registrations, trademarks, hardware certifications, grants and academic collaboration of ${brand.companyName}.`,
  },
  { path: '/team', file: 'routes/team.tsx', title: 'Our Team', description: `Meet the mentor and the engineers behind ${brand.network}.` },
  {
    path: '/projects',
    file: 'routes/projects.tsx',
    title: 'Projects',
    description: `A water board project: ${projectFigure('pumps')} pumps in ${projectFigure('stations')} pumping stations, ${projectFigure('total-motor-capacity')} of motors and ${projectFigure('total-discharge')} monitored and optimised.`,
  },
  {
    path: '/request-demo',
    file: 'routes/request-demo.tsx',
    title: 'Request a Demo',
    description: `Request a demo of ${brand.network} on your own pumping station. We reply within ${brand.replyWithin}.`,
  },
  {
    path: '/contact-us',
    file: 'routes/contact-us.tsx',
    title: 'Contact Us',
    description: `Contact ${brand.companyName} by e-mail, phone or the enquiry form. We reply within ${brand.replyWithin}.`,
  },
  {
    path: '/careers',
    file: 'routes/careers.tsx',
    title: 'Careers',
    description: 'Current openings for software, hardware and automation engineers, and how to apply.',
  },
  ...newsYears.map(newsPage),
  {
    path: '/press',
    file: 'routes/press.tsx',
    title: 'Press Release',
    description: `Press releases from ${brand.companyName}, with place and date, as PDFs.`,
  },
  {
    path: '/downloads',
    file: 'routes/downloads.tsx',
    title: 'Downloads',
    description: `Download the ${brand.network} brochure: the product, its sensors, the five models and how to reach us, as a PDF.`,
  },
  {
    path: '/annualreturn',
    file: 'routes/annualreturn.tsx',
    title: 'Annual Returns',
    description: `Annual returns of ${brand.companyName} for 2021-22 and 2022-23.`,
  },
  {
    path: '/knowledge-base',
    file: 'routes/knowledge-base.tsx',
    title: 'Knowledge Base',
    description: 'Pump engineering knowledge: failure modes, sub-optimal performance, head terms and sump design.',
  },
  {
    path: '/terms-conditions',
    file: 'routes/terms-conditions.tsx',
    title: 'Terms and Conditions',
    description: `Terms and conditions of use of the ${brand.companyName} website and demo requests.`,
  },
  {
    path: '/privacy-policy',
    file: 'routes/privacy-policy.tsx',
    title: 'Privacy Policy',
    description: `How ${brand.companyName} collects, uses, keeps and protects your data.`,
  },
  {
    path: '/disclaimer',
    file: 'routes/disclaimer.tsx',
    title: 'Disclaimer',
    description: `Disclaimer for the information on the ${brand.companyName} website.`,
  },
];

/** A year of news (content/news-years.ts): every year shares one route file. */
function newsPage({ path, year, published }: (typeof newsYears)[number]): PageRoute {
  const description =
    published === 'online'
      ? `${brand.network} and ${brand.companyName} in the news in ${year}: magazine and online articles.`
      : `Press articles of ${year} about ${brand.network} and ${brand.companyName}, as downloadable PDFs.`;
  return { path, file: 'routes/media.tsx', title: `News ${year}`, description };
}

/** The designed page for unknown paths; pre-rendered once and served with status 404. */
export const notFoundPage = {
  path: '/404',
  file: 'routes/not-found.tsx',
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
} as const;

/** Old or alternative paths that redirect (301) to a canonical page. */
export const redirects: Readonly<Record<string, string>> = {
  '/download': '/downloads',
};

/** The pages written in TypeScript (sitePages) by path; knowledge pages are not among them. */
export const sitePageByPath: ReadonlyMap<string, PageRoute> = new Map(sitePages.map((page) => [page.path, page]));

/** Paths no knowledge page may take: the pages above, the 404 page, redirects and what the servers route elsewhere. */
export const reservedPaths: ReadonlySet<string> = new Set([
  ...sitePages.map((page) => page.path),
  notFoundPage.path,
  ...Object.keys(redirects),
  '/api',
  '/chat',
  '/assets',
]);

/** Every page: the pages above, then the knowledge pages of the current knowledge catalog. */
export function pages(): PageRoute[] {
  return [...sitePages, ...knowledgeCatalog().map(knowledgeRoute)];
}

function knowledgeRoute(entry: { path: string; title: string; summary: string }): PageRoute {
  return { path: entry.path, file: KNOWLEDGE_PAGE_FILE, title: entry.title, description: entry.summary, knowledge: true };
}

/** Finds a page by path, ignoring case and a trailing slash. */
export function findPage(pathname: string): PageRoute | undefined {
  const path = canonicalPath(pathname);
  const page = sitePageByPath.get(path);
  if (page) return page;
  const entry = knowledgeCatalog().find((candidate) => candidate.path === path);
  return entry ? knowledgeRoute(entry) : undefined;
}

/** The canonical form of a path: lowercase, no trailing slash (except the root). */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}
