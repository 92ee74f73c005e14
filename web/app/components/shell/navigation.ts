/**
 * The site's menus, as data. Labels come from the route table unless the menu words differ
 * from the page title.
 */
import { type KnowledgeEntry, knowledgeMenuEntries } from '../../knowledge-catalog';
import { findPage } from '../../route-table';

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

const knowledgeLink = (entry: KnowledgeEntry): NavLink => ({ to: entry.path, label: entry.label });

/**
 * The knowledge-base menu: its pages, chapter and failure modes come from the knowledge files'
 * front matter (`nav.menu`, `nav.label`, `nav.order`). Getters, because the live renderer
 * re-renders with a new list after staff edit a file, without reloading this module.
 */
export const knowledgeMenu: NavMenu = {
  label: 'Knowledge base',
  get chapter() {
    const [chapter] = knowledgeMenuEntries('chapter');
    return chapter ? { link: knowledgeLink(chapter), links: knowledgeMenuEntries('failure-modes').map(knowledgeLink) } : undefined;
  },
  get links() {
    return [...knowledgeMenuEntries('knowledge').map(knowledgeLink), link('/knowledge-base', 'All knowledge-base pages')];
  },
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
 * which the top bar also offers, move under a 'More' button there (see styles/header-main.css).
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

/** The footer's learning links: the knowledge base, then the knowledge pages whose front matter says `menu: footer`. */
export function learnLinks(): NavLink[] {
  return [link('/knowledge-base', 'Knowledge base'), ...knowledgeMenuEntries('footer').map(knowledgeLink)];
}

export function isMenu(item: TopBarItem): item is NavMenu {
  return 'links' in item;
}
