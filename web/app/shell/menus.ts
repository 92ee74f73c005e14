/**
 * The header's menus on pre-rendered markup (components/shell/SiteHeader.tsx, NavDropdown.tsx):
 * each dropdown and the mobile menu is a WAI-ARIA disclosure; a press outside or Escape closes
 * it (Escape returns focus to its button); choosing a link closes it. A dropdown's failure-mode
 * chapter opens inside it and closes with it.
 */
import { controlled, whileOpen } from './dismiss';

/** A disclosure button and its region: open, close and whether it is open. */
function disclosure(button: HTMLElement) {
  const region = controlled(button);
  return {
    region,
    isOpen: () => button.getAttribute('aria-expanded') === 'true',
    set(open: boolean) {
      button.setAttribute('aria-expanded', String(open));
      if (region) region.hidden = !open;
    },
  };
}

/** The chapter toggle names what it does ('Show the 12 failure modes'), so its words follow its state. */
function setChapter(toggle: HTMLElement, open: boolean): void {
  disclosure(toggle).set(open);
  const words = toggle.querySelector('.visually-hidden');
  if (words?.textContent) words.textContent = words.textContent.replace(/^(Show|Hide)/, open ? 'Hide' : 'Show');
}

function initDropdown(item: HTMLElement): void {
  const button = item.querySelector<HTMLElement>(':scope > .dropdown__toggle');
  if (!button) return;
  const list = disclosure(button);
  const chapter = item.querySelector<HTMLElement>('.dropdown__subtoggle');
  let release: (() => void) | undefined;
  const close = () => {
    release?.();
    release = undefined;
    list.set(false);
    if (chapter) setChapter(chapter, false);
  };
  button.addEventListener('click', () => {
    if (list.isOpen()) return close();
    list.set(true);
    release = whileOpen(item, close, button);
  });
  chapter?.addEventListener('click', () => setChapter(chapter, chapter.getAttribute('aria-expanded') !== 'true'));
  list.region?.addEventListener('click', (event) => {
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
    if (toggle.getAttribute('aria-expanded') === 'true') return close();
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
