/**
 * Scrolling on pre-rendered pages: the Top button (shown past TOP_BUTTON_THRESHOLD_PX), links
 * to a place on the same page (smooth scroll that yields to prefers-reduced-motion, and focus
 * moves there too), the address's hash on arrival, and the footer's call to action of the page
 * the visitor is already on (scrolls to the top instead of loading the page again).
 */
import { TOP_BUTTON_THRESHOLD_PX, scrollToId, scrollToTop } from '../lib/scroll';

function initTopButton(root: ParentNode): void {
  const button = root.querySelector<HTMLButtonElement>('.floating-button--top');
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= TOP_BUTTON_THRESHOLD_PX;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => scrollToTop());
}

/** Scrolls to the element a hash names ('#team': the element with id 'team'); a bare '#' names none. */
function scrollToHash(hash: string): void {
  if (hash.length > 1) scrollToId(decodeURIComponent(hash.slice(1)));
}

const samePage = (url: URL) => url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;

/** A click on a link to this page: to its top (footer call to action) or to an element (hash). */
function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, location.href);
  if (!samePage(url)) return;
  if (url.hash.length > 1) {
    event.preventDefault();
    if (url.hash !== location.hash) history.pushState(history.state, '', url.href);
    scrollToHash(url.hash);
  } else if (link.closest('.footer-cta')) {
    event.preventDefault();
    scrollToTop();
  }
}

export function initScrolling(root: ParentNode = document): void {
  initTopButton(root);
  document.addEventListener('click', onClick);
  // Back and forward between places on the page, and a hash typed into the address bar.
  window.addEventListener('hashchange', () => scrollToHash(location.hash));
  scrollToHash(location.hash);
}
