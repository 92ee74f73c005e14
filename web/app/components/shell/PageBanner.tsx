import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { findPage } from '../../route-table';
import { Band } from '../ui/Container';

/**
 * The title bar of an inner page: an optional kicker, the page heading and the breadcrumb back
 * to Home. The heading is the page's title in the route table unless the page names another
 * (a knowledge file's title, the 404 page).
 */
export function PageBanner({ title, kicker, crumb }: { title?: ReactNode; kicker?: string; crumb?: string }) {
  const { pathname } = useLocation();
  const heading = title ?? findPage(pathname)?.title;
  return (
    <Band className="page-banner">
      {kicker && <p className="page-banner__kicker">{kicker}</p>}
      <h1>{heading}</h1>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{crumb ?? heading}</li>
        </ol>
      </nav>
    </Band>
  );
}
