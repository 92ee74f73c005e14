import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TOP_BUTTON_THRESHOLD_PX, scrollToTop } from '../../lib/scroll';
import { ArrowUpIcon, PhoneIcon } from '../ui/icons';

/**
 * The trailing element: the Top button, the round 'Get in Touch' button and the chat launcher,
 * stacked from the bottom right. The launcher is placed by the browser's shell
 * (web/app/shell/chat-launcher.ts), so its slot is reserved in the pre-rendered page; the Top
 * button (hidden in the HTML, shown by the shell past the threshold) comes and goes above the
 * others. Neither moves anything already on screen (no layout shift).
 */
export function FloatingActions() {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const update = () => setShowTop(window.scrollY > TOP_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <aside className="floating-actions" aria-label="Quick actions">
      <button type="button" className="floating-button floating-button--top" hidden={!showTop} onClick={() => scrollToTop()}>
        <ArrowUpIcon />
        <span>Top</span>
      </button>
      <Link to="/contact-us" className="floating-button floating-button--contact" title="Get in Touch">
        <PhoneIcon />
        <span className="visually-hidden">Get in Touch</span>
      </Link>
      <div className="floating-actions__chat" />
    </aside>
  );
}
