import { NavLink as RouterLink } from 'react-router';
import type { NavLink } from './navigation';

/** Menu links as list items; `onNavigate` lets a menu close itself once a link is chosen. */
export function NavLinkItems({ links, onNavigate, className }: { links: readonly NavLink[]; onNavigate?: () => void; className?: string }) {
  return links.map((item) => (
    <li key={item.to} className={className}>
      <RouterLink to={item.to} end onClick={onNavigate}>
        {item.label}
      </RouterLink>
    </li>
  ));
}
