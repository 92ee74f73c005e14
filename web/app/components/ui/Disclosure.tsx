import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';

/**
 * A controlled disclosure (WAI-ARIA): a button with aria-expanded that shows or hides a region.
 * The parent owns the open state, so a group can keep at most one open.
 */
export function Disclosure({
  open,
  onToggle,
  summary,
  label,
  children,
  className = '',
}: {
  open: boolean;
  onToggle: () => void;
  /** The visible content of the toggle button. */
  summary: ReactNode;
  /** Accessible name of the toggle when the summary alone would be unclear. */
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  const regionId = useId();
  return (
    <div className={`disclosure ${open ? 'is-open' : ''} ${className}`.trim()}>
      <button
        type="button"
        className="disclosure__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={label}
        onClick={onToggle}
      >
        {summary}
        <ChevronDownIcon className="disclosure__chevron" />
      </button>
      <div id={regionId} className="disclosure__region" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
