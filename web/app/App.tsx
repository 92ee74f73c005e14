import { Component, type ReactNode, Suspense, use } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { FooterEnquiry } from './components/forms/FooterEnquiry';
import { FloatingActions } from './components/shell/FloatingActions';
import { PageBanner } from './components/shell/PageBanner';
import { SiteFooter } from './components/shell/SiteFooter';
import { SiteHeader } from './components/shell/SiteHeader';
import { loadPage } from './pages';
import { notFoundPage, pages } from './route-table';

/** A page by path: the renderers load it before rendering, so `use` reads it at once. */
function Page({ path }: { path: string }) {
  const { Component: PageComponent } = use(loadPage(path));
  return <PageComponent />;
}

/** Shown instead of a blank screen when a page fails to render or its code fails to load. */
class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = /dynamically imported module|Loading chunk|Importing a module script failed|Failed to fetch/i.test(error.message);
    return (
      <>
        <PageBanner title="Something went wrong" crumb="Error" />
        <div className="container section">
          <p>
            {chunkFailed
              ? 'Part of this page could not be loaded, perhaps because the site was just updated. Please reload the page.'
              : 'An unexpected error stopped this page from showing. Please reload, or go back to the home page.'}
          </p>
          <p className="muted">Details: {error.message}</p>
        </div>
      </>
    );
  }
}

export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <Routes>
              {pages().map((page) => (
                <Route key={page.path} path={page.path} element={<Page path={page.path} />} />
              ))}
              <Route path="*" element={<Page path={notFoundPage.path} />} />
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter enquiryForm={<FooterEnquiry />} />
      <FloatingActions />
    </>
  );
}
