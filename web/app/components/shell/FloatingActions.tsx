import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TOP_BUTTON_THRESHOLD_PX, scrollToTop } from '../../lib/scroll';
import { ArrowUpIcon, PhoneIcon } from '../ui/icons';

/**
 * The trailing element: the Top button, the round 'Get in Touch' button and the chat launcher,
 * stacked from the bottom right. The launcher appears only after hydration, so its slot is
 * reserved in the pre-rendered page; the Top button comes and goes above the others. Neither
 * moves anything already on screen (no layout shift).
 */
export function FloatingActions({ chat }: { chat?: ReactNode }) {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const update = () => setShowTop(window.scrollY > TOP_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <aside className="floating-actions" aria-label="Quick actions">
      {showTop && (
        <button type="button" className="floating-button floating-button--top" onClick={() => scrollToTop()}>
          <ArrowUpIcon />
          <span>Top</span>
        </button>
      )}
      <Link to="/contact-us" className="floating-button floating-button--contact" title="Get in Touch">
        <PhoneIcon />
        <span className="visually-hidden">Get in Touch</span>
      </Link>
      {chat && <div className="floating-actions__chat">{chat}</div>}
    </aside>
  );
}
