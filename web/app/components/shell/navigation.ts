/**
 * The site's menus, as data. Labels come from the route table unless the menu words differ
 * from the page title.
 */
import { failureModes, findPage, productOverviewPath } from '../../route-table';

export interface NavLink {
  to: string;
  label: string;
}

export interface NavMenu {
  label: string;
  links: NavLink[];
  /** A link that also opens a nested list (the failure-mode chapter). */
  chapter?: { link: NavLink; links: NavLink[] };
}

function link(to: string, label?: string): NavLink {
  const page = findPage(to);
  if (!page) throw new Error(`Navigation links to ${to}, which is not in the route table`);
  return { to: page.path, label: label ?? page.title };
}

export const knowledgeMenu: NavMenu = {
  label: 'Knowledge base',
  chapter: {
    link: link('/indicative-major-pump', 'Chapter - Indicative major pump failure modes'),
    links: failureModes.map(([slug]) => link(`/pump-failure-modes-${slug}`)),
  },
  links: [
    link('/sub-optimal', 'Sub-optimal pump performance'),
    link('/various-head-terms', 'Various Head Terms'),
    link('/guidelines-for-proper-sump', 'Sump / reservoir design and suction pipe arrangement'),
    link(productOverviewPath),
    link('/knowledge-base', 'All knowledge-base pages'),
  ],
};

export const mediaMenu: NavMenu = {
  label: 'Media',
  links: [link('/media', 'News'), link('/press', 'Press Release')],
};

export type TopBarItem = NavLink | NavMenu;

export const topBar: TopBarItem[] = [
  link('/about', 'About us'),
  knowledgeMenu,
  link('/credentials'),
  link('/team', 'Team'),
  mediaMenu,
  link('/downloads'),
  link('/careers'),
  link('/contact-us', 'Contact us'),
];

export const mainLinks: NavLink[] = [
  link('/', 'Home'),
  link('/about', 'About'),
  link('/ipumpnet'),
  link('/parameters'),
  link('/knowledge-base', 'Knowledge base'),
  link('/credentials'),
  link('/team', 'Team'),
  link('/projects'),
  link('/request-demo'),
  link('/contact-us', 'Contact us'),
];

/**
 * Between 992 and 1199 px the main menu has room for about seven links in one row: these,
 * which the top bar also offers, move under a 'More' button there (see site.css, Header).
 */
const narrowDesktopOverflow = new Set(['/knowledge-base', '/credentials', '/team']);

export function isNarrowDesktopOverflow(item: NavLink): boolean {
  return narrowDesktopOverflow.has(item.to);
}

export const moreMenu: NavMenu = {
  label: 'More',
  links: mainLinks.filter(isNarrowDesktopOverflow),
};

/** The mobile menu lists the main links, then these, then the two dropdowns. */
export const mobileExtras: NavLink[] = [link('/downloads'), link('/careers')];

export const legalLinks: NavLink[] = [link('/privacy-policy'), link('/terms-conditions'), link('/disclaimer')];

/** The footer's learning links: the knowledge base and the training academy. */
export const learnLinks: NavLink[] = [link('/knowledge-base', 'Knowledge base'), link('/academy', 'Training academy')];

export function isMenu(item: TopBarItem): item is NavMenu {
  return 'links' in item;
}
