import { useId } from 'react';
import type { TeamMember } from '../../content/team';
import { CloseIcon } from '../ui/icons';
import { Paragraphs } from '../content/TextParts';

/**
 * A member card: photo, name and job title; the card's button expands the biography, and the
 * close icon collapses it. The parent decides which card is open.
 */
export function TeamCard({
  member,
  open,
  onToggle,
  onClose,
  featured = false,
}: {
  member: TeamMember;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  featured?: boolean;
}) {
  const bioId = useId();
  return (
    <article id={member.id} className={`team-card ${featured ? 'team-card--featured' : ''} ${open ? 'is-open' : ''}`.trim()}>
      <button type="button" className="team-card__toggle" aria-expanded={open} aria-controls={bioId} onClick={onToggle}>
        <img src={member.photo.src} alt="" width={member.photo.width} height={member.photo.height} loading="lazy" />
        <span className="team-card__name">{member.name}</span>
        <span className="team-card__role">{member.jobTitle}</span>
        <span className="visually-hidden">{open ? ', hide biography' : ', show biography'}</span>
      </button>
      <div id={bioId} className="team-card__bio" hidden={!open}>
        <button type="button" className="icon-button team-card__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close the biography of {member.name}</span>
        </button>
        <Paragraphs texts={member.biography} />
      </div>
    </article>
  );
}
