/**
 * The header's menus on pre-rendered markup (components/shell/SiteHeader.tsx, NavDropdown.tsx):
 * each dropdown and the mobile menu is a WAI-ARIA disclosure; a press outside or Escape closes
 * it (Escape returns focus to its button); choosing a link closes it. A dropdown's failure-mode
 * chapter opens inside it and closes with it.
 */
import { controlled, isExpanded, setExpanded, setToggleWords, whileOpen } from './dismiss';

function setChapter(toggle: HTMLElement, open: boolean): void {
  setExpanded(toggle, open);
  setToggleWords(toggle, open);
}

function initDropdown(item: HTMLElement): void {
  const button = item.querySelector<HTMLElement>(':scope > .dropdown__toggle');
  if (!button) return;
  const chapter = item.querySelector<HTMLElement>('.dropdown__subtoggle');
  let release: (() => void) | undefined;
  const close = () => {
    release?.();
    release = undefined;
    setExpanded(button, false);
    if (chapter) setChapter(chapter, false);
  };
  button.addEventListener('click', () => {
    if (isExpanded(button)) return close();
    setExpanded(button, true);
    release = whileOpen(item, close, button);
  });
  chapter?.addEventListener('click', () => setChapter(chapter, !isExpanded(chapter)));
  controlled(button)?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
}

function initMobileMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLElement>('.menu-toggle');
  const area = header.querySelector<HTMLElement>('.main-header');
  const nav = toggle && controlled(toggle);
  if (!toggle || !area || !nav) return;
  let release: (() => void) | undefined;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  };
  const close = () => {
    release?.();
    release = undefined;
    set(false);
  };
  toggle.addEventListener('click', () => {
    if (isExpanded(toggle)) return close();
    set(true);
    release = whileOpen(area, close, toggle);
  });
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
}

export function initMenus(root: ParentNode = document): void {
  for (const item of root.querySelectorAll<HTMLElement>('li.dropdown')) initDropdown(item);
  const header = root.querySelector<HTMLElement>('.site-header');
  if (header) initMobileMenu(header);
}
