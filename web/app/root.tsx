import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError } from 'react-router';
import { ClientShell } from './components/shell/ClientShell';
import { FloatingActions } from './components/shell/FloatingActions';
import { PageBanner } from './components/shell/PageBanner';
import { ScrollManager } from './components/shell/ScrollManager';
import { SiteFooter } from './components/shell/SiteFooter';
import { SiteHeader } from './components/shell/SiteHeader';
import stylesheet from './styles/site.css?url';

export const links = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter enquiryForm={<ClientShell.FooterEnquiry />} />
        <FloatingActions chat={<ClientShell.ChatLauncher />} />
        <ClientShell.Toasts />
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown instead of the platform's bare error screen when a page fails to render or load. */
export function ErrorBoundary() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <>
      <PageBanner title={title} crumb="Error" />
      <div className="container section">
        {chunkFailed ? (
          <p>Part of this page could not be loaded, perhaps because the site was just updated. Please reload the page.</p>
        ) : (
          <p>An unexpected error stopped this page from showing. Please reload, or go back to the home page.</p>
        )}
        {error instanceof Error && <p className="muted">Details: {error.message}</p>}
      </div>
    </>
  );
}
