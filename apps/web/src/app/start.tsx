// The app itself: src/main.tsx starts it once the page's own top bar has been painted.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadWebFont } from '@/styles/web-font';
import { AppProvider, createQueryClient } from './provider';
import { markFirstScreenShown, provideScreenData, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The first screen's data is fetched while its code loads, into the client the screens read.
provideScreenData(queryClient);
const router = createBrowserRouter(routes);
if (router.state.initialized) markFirstScreenShown();
else {
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    markFirstScreenShown();
    stopWatching();
  });
}

/**
 * The app's stylesheet, which the built page only names early (`data-app-styles`, see
 * vite/first-paint.ts) so that its own top bar is painted without waiting for it: applied
 * now, and the app renders once it has come (or failed). In development it comes with the imports.
 */
function applyAppStyles(): Promise<void> {
  const named = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!named) return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.crossOrigin = 'anonymous';
    sheet.href = named.href;
    sheet.onload = sheet.onerror = () => resolve();
    document.head.append(sheet);
  });
}

loadWebFont();
void applyAppStyles().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
