/**
 * A modal dialog after the WAI-ARIA Authoring Practices dialog pattern: role=dialog,
 * aria-modal, named by its visible title; focus moves in on open, Tab and Shift+Tab cycle
 * inside it, Escape closes it, and focus returns to the control that opened it. The rest of the
 * page is made inert while it is open, so neither a pointer nor a screen reader's virtual
 * cursor can reach what the dialog covers.
 *
 * Client-only (it portals into document.body): render it after hydration.
 */
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  /** Receives focus on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus on close; by default whatever had focus before opening. */
  finalFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements Tab can reach, in order (no positive tabindex in this site, so DOM order). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

export function Dialog({ open, onClose, title, initialFocus, finalFocus, className, children }: DialogProps) {
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = dialog.current!;

    // Everything beside the dialog becomes inert; remember what we changed to undo only that.
    const madeInert = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== backdrop.current && !el.hasAttribute('inert'),
    );
    for (const el of madeInert) el.setAttribute('inert', '');
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden'; // the page behind must not scroll under the modal

    (initialFocus?.current ?? tabbables(box)[0] ?? box).focus();

    // Focus can still be moved out programmatically (or by a browser extension): bring it back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !box.contains(event.target)) (tabbables(box)[0] ?? box).focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      for (const el of madeInert) el.removeAttribute('inert');
      root.style.overflow = overflow;
      // Inert is lifted first: an inert element cannot take focus. The element to return to is
      // read now, at closing, on purpose: the page may have set it while the dialog was open.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = finalFocus?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open, initialFocus, finalFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(dialog.current!);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = items.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // A press that starts and ends on the backdrop closes, not a text selection dragged out of it.
  const onBackdropDown = (event: MouseEvent) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
    pressedBackdrop.current = false;
  };

  return createPortal(
    // A click on the backdrop is the mouse's way to close; the keyboard's is Escape (onKeyDown).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={backdrop} className="dialog-backdrop" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      {/* The dialog keeps Tab inside itself and closes on Escape: it handles keys as a modal must. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `dialog ${className}` : 'dialog'}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
