import { useCallback, useId, useRef, useState } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import { useDismiss } from '../ui/useDismiss';
import type { NavMenu } from './navigation';
import { NavLinkItems } from './NavLinkItems';

/**
 * A dropdown menu built as a WAI-ARIA disclosure: a button with aria-expanded that shows a
 * list of links. Opens on click; closes on a click outside, on Escape, or when a link is chosen.
 */
export function NavDropdown({ menu, onNavigate, className = '' }: { menu: NavMenu; onNavigate?: () => void; className?: string }) {
  const [open, setOpen] = useState(false);
  const [chapterOpen, setChapterOpen] = useState(false);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const chapterId = useId();
  const close = useCallback(() => {
    setOpen(false);
    setChapterOpen(false);
  }, []);
  useDismiss(open, container, close, button);
  const choose = () => {
    close();
    onNavigate?.();
  };

  return (
    <li className={`dropdown ${className}`.trim()} ref={container}>
      <button
        ref={button}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {menu.label}
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <ul id={listId} className="dropdown__list" hidden={!open}>
        {menu.chapter && (
          <li className="dropdown__chapter">
            <span className="dropdown__chapter-row">
              <RouterLink to={menu.chapter.link.to} onClick={choose}>
                {menu.chapter.link.label}
              </RouterLink>
              <button
                type="button"
                className="dropdown__subtoggle"
                aria-expanded={chapterOpen}
                aria-controls={chapterId}
                onClick={() => setChapterOpen((value) => !value)}
              >
                <ChevronDownIcon />
                <span className="visually-hidden">
                  {chapterOpen ? 'Hide' : 'Show'} the {menu.chapter.links.length} failure modes
                </span>
              </button>
            </span>
            <ul id={chapterId} className="dropdown__sublist" hidden={!chapterOpen}>
              <NavLinkItems links={menu.chapter.links} onNavigate={choose} />
            </ul>
          </li>
        )}
        <NavLinkItems links={menu.links} onNavigate={choose} />
      </ul>
    </li>
  );
}
