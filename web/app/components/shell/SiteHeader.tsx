import { useId } from 'react';
import { Link } from 'react-router';
import { brand } from '@site/contracts/brand';
import { Band, Container } from '../ui/Container';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { ContactLinks } from './ContactLinks';
import { NavDropdown } from './NavDropdown';
import { NavLinkItems } from './NavLinkItems';
import { isMenu, isNarrowDesktopOverflow, knowledgeMenu, mainLinks, mediaMenu, mobileExtras, moreMenu, topBar } from './navigation';

/**
 * The top bar (secondary links, dropdowns, phone and e-mail) and the main header with its mobile
 * menu, pre-rendered closed; the browser's shell (web/app/shell/menus.ts) opens and closes them.
 */
export function SiteHeader() {
  const menuId = useId();

  return (
    <header className="site-header">
      <Band className="top-bar" inner="top-bar__inner">
        <nav aria-label="Secondary" className="top-bar__nav">
          <ul className="nav-list">
            {topBar.map((item) =>
              isMenu(item) ? <NavDropdown key={item.label} menu={item} /> : <NavLinkItems key={item.to} links={[item]} />,
            )}
          </ul>
        </nav>
        <ContactLinks className="top-bar__contact" />
      </Band>
      <div className="main-header">
        <Container className="main-header__inner">
          <Link to="/ipumpnet" className="brand-logo">
            <img src="/images/logo.svg" alt={`${brand.network} by ${brand.product}`} width="168" height="40" />
          </Link>
          <button type="button" className="menu-toggle" aria-expanded={false} aria-controls={menuId}>
            {/* Both icons, the one for the state shown by CSS, so the shell only sets aria-expanded. */}
            <MenuIcon className="menu-toggle__icon menu-toggle__icon--open" />
            <CloseIcon className="menu-toggle__icon menu-toggle__icon--close" />
            <span>Menu</span>
          </button>
          <nav aria-label="Main" id={menuId} className="main-nav">
            <ul className="nav-list">
              {mainLinks.map((item) => (
                <NavLinkItems key={item.to} links={[item]} className={isNarrowDesktopOverflow(item) ? 'nav-overflow' : undefined} />
              ))}
              <NavDropdown menu={moreMenu} className="nav-more" />
              <NavLinkItems links={mobileExtras} className="mobile-only" />
              <NavDropdown menu={mediaMenu} className="mobile-only" />
              <NavDropdown menu={knowledgeMenu} className="mobile-only" />
            </ul>
          </nav>
        </Container>
      </div>
      <Band className="demo-strip">
        <p className="demo-strip__text">
          <span>See {brand.network} working on your own pumping station.</span> <Link to="/request-demo">Request a demo</Link>
        </p>
      </Band>
    </header>
  );
}
