import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadPage } from './pages';
import './styles/site.css';

async function hydrate() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Load this page's module first, so hydration renders exactly what was pre-rendered.
  // A failure is shown by the page's error boundary, so it is not fatal here.
  await loadPage(window.location.pathname).catch(() => undefined);
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void hydrate();
