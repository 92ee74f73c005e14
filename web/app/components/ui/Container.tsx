import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The page grid. Every piece of the page (top bar, header, demo strip, banners, page sections,
 * footer) puts its content in one Container, so everything shares the same left and right
 * edges at every width: full width with the gutter on phones, then the fixed widths of the
 * breakpoints (`--container-max` in styles/tokens.css). Nothing else sets an outer width or side padding.
 */
type Tag = 'div' | 'section' | 'p' | 'nav';

interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: Tag;
  children?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Container({ as: Element = 'div', className, ...rest }: ContainerProps) {
  return <Element className={classes('container', className)} {...rest} />;
}

interface BandProps extends HTMLAttributes<HTMLElement> {
  as?: Tag;
  /** Classes of the inner Container (a content layout such as `split` or `prose`). */
  inner?: string;
  children?: ReactNode;
}

/** A full-width band (its own background and vertical spacing) with its content in the Container. */
export function Band({ as: Element = 'div', inner, children, ...rest }: BandProps) {
  return (
    <Element {...rest}>
      <Container className={inner}>{children}</Container>
    </Element>
  );
}

/** A page section: a Band with the section spacing, on white or on the tint. */
export function Section({ tint, className, ...rest }: BandProps & { tint?: boolean }) {
  return <Band className={classes('section', tint && 'section--tint', className)} {...rest} />;
}
