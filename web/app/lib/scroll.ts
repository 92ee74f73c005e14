/** Scroll helpers shared by the shell and by in-page links. */

export const HASH_SCROLL_TIMEOUT_MS = 10_000;
export const TOP_BUTTON_THRESHOLD_PX = 400;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls to the element with this id, retrying until it exists (content below may still be
 * loading) for up to 10 s. Moves focus there too, so keyboard and screen-reader users land
 * where sighted users look. Returns a cancel function.
 */
export function scrollToId(id: string, timeoutMs = HASH_SCROLL_TIMEOUT_MS): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      if (!target.hasAttribute('tabindex') && !target.matches('a,button,input,select,textarea')) {
        target.setAttribute('tabindex', '-1');
      }
      target.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < timeoutMs) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

export function scrollToTop(behavior: ScrollBehavior = scrollBehavior()): void {
  window.scrollTo({ top: 0, left: 0, behavior });
}
