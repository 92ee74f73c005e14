import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title bar of an inner page: an optional kicker, the page heading and the breadcrumb back to Home. */
export function PageBanner({ title, kicker, crumb }: { title: ReactNode; kicker?: string; crumb?: string }) {
  return (
    <div className="page-banner">
      <div className="container">
        {kicker && <p className="page-banner__kicker">{kicker}</p>}
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
