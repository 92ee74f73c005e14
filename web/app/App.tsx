import { Suspense, use } from 'react';
import { Route, Routes } from 'react-router';
import { FooterEnquiry } from './components/forms/FooterEnquiry';
import { FloatingActions } from './components/shell/FloatingActions';
import { SiteFooter } from './components/shell/SiteFooter';
import { SiteHeader } from './components/shell/SiteHeader';
import { loadPage } from './pages';
import { notFoundPage, pages } from './route-table';

/** A page by path: the renderers load it before rendering, so `use` reads it at once. */
function Page({ path }: { path: string }) {
  const { Component: PageComponent } = use(loadPage(path));
  return <PageComponent />;
}

/**
 * The page: rendered to HTML only (entry.server.tsx). Nothing hydrates it in the browser, where
 * moving between pages is a full page load and the shell script and the islands do the rest.
 */
export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Routes>
            {pages().map((page) => (
              <Route key={page.path} path={page.path} element={<Page path={page.path} />} />
            ))}
            <Route path="*" element={<Page path={notFoundPage.path} />} />
          </Routes>
        </Suspense>
      </main>
      <SiteFooter enquiryForm={<FooterEnquiry />} />
      <FloatingActions />
    </>
  );
}
