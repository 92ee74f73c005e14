import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TOP_BUTTON_THRESHOLD_PX, scrollToTop } from '../../lib/scroll';
import { ArrowUpIcon, PhoneIcon } from '../ui/icons';

/** The trailing element: the round 'Get in Touch' button, the Top button and the chat launcher. */
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
      <Link to="/contact-us" className="floating-button floating-button--contact" title="Get in Touch">
        <PhoneIcon />
        <span className="visually-hidden">Get in Touch</span>
      </Link>
      {showTop && (
        <button type="button" className="floating-button floating-button--top" onClick={() => scrollToTop()}>
          <ArrowUpIcon />
          <span>Top</span>
        </button>
      )}
      {chat}
    </aside>
  );
}
