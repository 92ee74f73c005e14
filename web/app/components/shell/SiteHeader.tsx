import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink as RouterLink, useLocation } from 'react-router';
import { brand } from '@site/contracts/brand';
import { CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '../ui/icons';
import { useDismiss } from '../ui/useDismiss';
import { NavDropdown } from './NavDropdown';
import { isMenu, knowledgeMenu, mainLinks, mediaMenu, mobileExtras, topBar, type NavLink } from './navigation';

function Links({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  return links.map((item) => (
    <li key={item.to}>
      <RouterLink to={item.to} end onClick={onNavigate}>
        {item.label}
      </RouterLink>
    </li>
  ));
}

/** The top bar (secondary links, dropdowns, phone and e-mail) and the main header with its mobile menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);
  useDismiss(menuOpen, menu, closeMenu, toggle);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <nav aria-label="Secondary" className="top-bar__nav">
            <ul className="nav-list">
              {topBar.map((item) =>
                isMenu(item) ? (
                  <NavDropdown key={item.label} menu={item} />
                ) : (
                  <li key={item.to}>
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <ul className="top-bar__contact">
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
        </div>
      </div>
      <div className="main-header" ref={menu}>
        <div className="container main-header__inner">
          <Link to="/ipumpnet" className="brand-logo">
            <img src="/images/logo.svg" alt={`${brand.network} by ${brand.product}`} width="168" height="40" />
          </Link>
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span>Menu</span>
          </button>
          <nav aria-label="Main" id={menuId} className={menuOpen ? 'main-nav is-open' : 'main-nav'}>
            <ul className="nav-list">
              <Links links={mainLinks} onNavigate={closeMenu} />
              {mobileExtras.map((item) => (
                <li key={item.to} className="mobile-only">
                  <RouterLink to={item.to} onClick={closeMenu}>
                    {item.label}
                  </RouterLink>
                </li>
              ))}
              <NavDropdown menu={mediaMenu} onNavigate={closeMenu} className="mobile-only" />
              <NavDropdown menu={knowledgeMenu} onNavigate={closeMenu} className="mobile-only" />
            </ul>
          </nav>
        </div>
      </div>
      <p className="demo-strip">
        <span>See {brand.network} working on your own pumping station.</span>{' '}
        <Link to="/request-demo">Request a demo</Link>
      </p>
    </header>
  );
}
