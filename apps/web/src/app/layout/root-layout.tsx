import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteTitle } from '@/components/use-route-title';
import { SITE_NAME } from '@/config/site';
// After Bootstrap and the store's sheet (main.tsx): the focus outline and link colours win.
import '@/styles/a11y.css';
import { Footer } from './footer';
import { ScrollToTopButton } from './scroll-to-top-button';
import { TopBar } from './top-bar';

/** The document's title: the deepest route's `handle.title`, then the store's name. */
function usePageTitle(): void {
  const title = useRouteTitle();
  const text = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  // On index.html's own <title>, which names the store before any script runs: a <title> rendered
  // here would be hoisted by React as a second one beside it.
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** The page shell: top bar, the routed screen, the scroll-to-top button and the footer. */
export function RootLayout() {
  usePageTitle();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main-content" className="visually-hidden-focusable app-skip-link">
        본문 바로가기
      </a>
      <TopBar />
      <main id="main-content" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollToTopButton />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
