import { Link } from 'react-router';
import { ArrowUpIcon, PhoneIcon } from '../ui/icons';

/**
 * The trailing element: the Top button, the round 'Get in Touch' button and the chat launcher,
 * stacked from the bottom right. It is only ever rendered to HTML; in the browser the shell
 * script brings it to life without React: the Top button, hidden in the HTML, is shown past the
 * threshold and scrolls to the top (web/app/shell/scrolling.ts), and the launcher is placed in
 * the slot reserved for it (web/app/shell/chat-launcher.ts). The Top button comes and goes
 * above the others; neither moves anything already on screen (no layout shift).
 */
export function FloatingActions() {
  return (
    <aside className="floating-actions" aria-label="Quick actions">
      <button type="button" className="floating-button floating-button--top" hidden>
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
