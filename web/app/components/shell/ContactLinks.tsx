import { brand } from '@site/contracts/brand';
import { MailIcon, PhoneIcon } from '../ui/icons';

/** The company's phone number and e-mail address as links (top bar, footer, contact page). */
export function ContactLinks({ className = 'plain-list' }: { className?: string }) {
  return (
    <ul className={className}>
      <li>
        <a href={`tel:${brand.phone.tel}`}>
          <PhoneIcon /> <span>{brand.phone.display}</span>
        </a>
      </li>
      <li>
        <a href={`mailto:${brand.email}`}>
          <MailIcon /> <span>{brand.email}</span>
        </a>
      </li>
    </ul>
  );
}
