import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { tabAfterKey } from '../../lib/tabs';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs
 * (with automatic activation), Home and End jump to the ends. Every panel is rendered (hidden
 * when inactive) so the pre-rendered page holds all of the content.
 */
export function Tabs({ label, items, onChange }: { label: string; items: TabItem[]; onChange?: (id: string) => void }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const select = (index: number, focus: boolean) => {
    setSelected(index);
    onChange?.(items[index]!.id);
    if (focus) tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, selected, items.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(index, false)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
