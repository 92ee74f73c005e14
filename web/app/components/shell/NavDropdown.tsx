import { useId } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import type { NavMenu } from './navigation';
import { NavLinkItems } from './NavLinkItems';

/**
 * A dropdown menu built as a WAI-ARIA disclosure: a button with aria-expanded that shows a
 * list of links, pre-rendered closed. The browser's shell (web/app/shell/menus.ts) opens and
 * closes it; this page code never runs in the browser.
 */
export function NavDropdown({ menu, className = '' }: { menu: NavMenu; className?: string }) {
  const listId = useId();
  const chapterId = useId();

  return (
    <li className={`dropdown ${className}`.trim()}>
      <button type="button" className="dropdown__toggle" aria-expanded={false} aria-controls={listId}>
        {menu.label}
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <ul id={listId} className="dropdown__list" hidden>
        {menu.chapter && (
          <li className="dropdown__chapter">
            <span className="dropdown__chapter-row">
              <RouterLink to={menu.chapter.link.to}>{menu.chapter.link.label}</RouterLink>
              <button type="button" className="dropdown__subtoggle" aria-expanded={false} aria-controls={chapterId}>
                <ChevronDownIcon />
                {/* The shell swaps 'Show' for 'Hide' while the chapter is open. */}
                <span className="visually-hidden">Show the {menu.chapter.links.length} failure modes</span>
              </button>
            </span>
            <ul id={chapterId} className="dropdown__sublist" hidden>
              <NavLinkItems links={menu.chapter.links} />
            </ul>
          </li>
        )}
        <NavLinkItems links={menu.links} />
      </ul>
    </li>
  );
}
