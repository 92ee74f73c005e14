import type { MouseEvent, Ref } from 'react';

export interface SummaryItem {
  message: string;
  /** The id of the invalid field's input; absent for a failure of the whole form. */
  fieldId?: string;
}

/**
 * GOV.UK error summary: 'There is a problem' with a link to each invalid field. It takes focus
 * after a failed submit (the parent does that), and role=alert announces it.
 */
export function ErrorSummary({ items, summaryRef, id }: { items: readonly SummaryItem[]; summaryRef: Ref<HTMLDivElement>; id: string }) {
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} id={id} aria-labelledby={`${id}-title`}>
      <h2 className="error-summary__title" id={`${id}-title`}>
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId ?? item.message}>
            {item.fieldId ? (
              <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId!)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Focuses the field without changing the address (the shell's hash handling would otherwise
 * treat it as navigation) and scrolls its label into view too, as GOV.UK does, so the visitor
 * sees what the field is.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const input = document.getElementById(fieldId);
  if (!input) return;
  event.preventDefault();
  const label = 'labels' in input ? (input as HTMLInputElement).labels?.[0] : undefined;
  (label ?? input).scrollIntoView?.({ block: 'start' });
  input.focus({ preventScroll: true });
}
