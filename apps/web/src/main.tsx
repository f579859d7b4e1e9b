import './styles/bootstrap.scss';
import './styles/images.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { markFirstScreenShown, provideScreenData, routes } from './app/router';

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

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
