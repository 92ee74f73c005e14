/**
 * Closes an open popup when the visitor presses outside it or presses Escape (focus then goes
 * back to the control that opened it, per the WAI-ARIA disclosure pattern), for markup the
 * shell drives without React.
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
