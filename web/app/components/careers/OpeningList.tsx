import { useState } from 'react';
import { Link } from 'react-router';
import type { Opening } from '../../content/careers';
import { Disclosure } from '../ui/Disclosure';
import { BulletList } from '../content/TextParts';

/** The current openings: each toggles its requirement list with an arrow button; 'Apply Now' goes to the form. */
export function OpeningList({ openings, formId }: { openings: readonly Opening[]; formId: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="openings plain-list">
      {openings.map((opening) => (
        <li key={opening.id} id={opening.id} className="opening card">
          <h3 className="opening__title">{opening.title}</h3>
          <p className="opening__experience">Experience: {opening.experience}</p>
          <Disclosure
            open={open.has(opening.id)}
            onToggle={() => toggle(opening.id)}
            summary={<span>Requirements</span>}
            label={`Requirements for ${opening.title}`}
          >
            <BulletList items={opening.requirements} />
          </Disclosure>
          <Link to={`#${formId}`} className="button button--ghost opening__apply" aria-label={`Apply now for ${opening.title}`}>
            Apply Now
          </Link>
        </li>
      ))}
    </ul>
  );
}
