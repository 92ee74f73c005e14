/** Inline SVG icons: decorative (aria-hidden); the control around them carries the name. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** An icon drawn by one path in a 24-unit square, sized and coloured like the text around it. */
function PathIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

const icon = (d: string) => (props: IconProps) => <PathIcon d={d} {...props} />;

export const PhoneIcon = icon(
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
);
export const MailIcon = icon('M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z');
export const ChevronDownIcon = icon('M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z');
export const ArrowUpIcon = icon('M4 12l1.4 1.4L11 7.8V20h2V7.8l5.6 5.6L20 12l-8-8z');
export const MenuIcon = icon('M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z');
export const CloseIcon = icon('M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z');

/** The social networks' marks, by the name the footer's links go under. */
const SOCIAL_PATHS: Record<string, string> = {
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zm7 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.5c0-1.3 0-3-1.85-3s-2.13 1.45-2.13 2.9V21H10z',
  YouTube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9L15.5 12z',
  X: 'M17.8 3h3.3l-7.2 8.2L22.4 21h-6.6l-5.2-6.8L4.7 21H1.4l7.7-8.8L1 3h6.8l4.7 6.2zm-1.2 16h1.8L7.5 4.9H5.5z',
  Facebook: 'M13.5 21v-8.2h2.8l.4-3.2h-3.2V7.5c0-.9.3-1.6 1.6-1.6h1.7V3.1A23 23 0 0 0 14.3 3c-2.5 0-4.1 1.5-4.1 4.2v2.4H7.4v3.2h2.8V21z',
};

export const SocialIcon = ({ name, ...props }: IconProps & { name: string }) => <PathIcon d={SOCIAL_PATHS[name] ?? ''} {...props} />;
