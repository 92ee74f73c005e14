/**
 * The WAI-ARIA disclosure pattern on markup the shell drives without React: a button's state and
 * its region, the words that say what the button does, and closing an open popup when the
 * visitor presses outside it or presses Escape (focus then goes back to the control that opened it).
 */
export function whileOpen(container: Element, close: () => void, returnFocusTo?: HTMLElement): () => void {
  const onPointerDown = (event: PointerEvent) => {
    if (!container.contains(event.target as Node)) stop(close);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    stop(close);
    returnFocusTo?.focus();
  };
  const stop = (then?: () => void) => {
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
    then?.();
  };
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  return () => stop();
}

/** The element a control's aria-controls names. */
export function controlled(button: Element): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

export const isExpanded = (button: Element): boolean => button.getAttribute('aria-expanded') === 'true';

/** Opens or closes a disclosure: the button's aria-expanded and the hidden state of its region. */
export function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const region = controlled(button);
  if (region) region.hidden = !open;
}

/**
 * A toggle whose hidden words name what it does ('Show the 12 failure modes', ', show
 * biography'): the verb follows its state, in the case the markup wrote it.
 */
export function setToggleWords(toggle: Element, open: boolean): void {
  const words = toggle.querySelector('.visually-hidden');
  if (!words?.textContent) return;
  words.textContent = words.textContent.replace(/\b(show|hide)\b/i, (verb) => {
    const next = open ? 'hide' : 'show';
    return verb[0] === verb[0]!.toUpperCase() ? next[0]!.toUpperCase() + next.slice(1) : next;
  });
}
