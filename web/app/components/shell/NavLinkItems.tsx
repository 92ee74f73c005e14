import { NavLink as RouterLink } from 'react-router';
import type { NavLink } from './navigation';

/** Menu links as list items. */
export function NavLinkItems({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return links.map((item) => (
    <li key={item.to} className={className}>
      <RouterLink to={item.to} end>
        {item.label}
      </RouterLink>
    </li>
  ));
}
