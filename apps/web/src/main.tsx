import './styles/bootstrap.scss';
import './styles/images.css';
import './app/styles.css';
import { startEarlyCall } from './lib/early-call';

// The first screen's own data, asked for now rather than once the app has come.
startEarlyCall(window.location);

/**
 * The page's own top bar (index.html) is painted before the app's scripts are run: they are
 * fetched meanwhile (named early by the page, vite/first-paint.ts) and run once the browser
 * reports that paint. A page opened in a background tab paints nothing yet: there the app runs at once.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    run();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState !== 'visible' || painted() || !('PerformanceObserver' in window)) {
    start();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint' });
  // Whatever happens to the paint, the app is not held back for long.
  setTimeout(start, 3000);
}

/**
 * React's chunk is run in a task of its own before the app's: running both at once (React DOM's
 * and the router's set-up, then the app's modules) was one task of about 40 ms on a fast machine,
 * 160 ms on Lighthouse's slowed phone, during which the page answers nothing.
 */
function startApp(): void {
  void import('react-dom/client').then(() =>
    new Promise((resolve) => setTimeout(resolve, 0)).then(() => import('./app/start')),
  );
}

afterFirstPaint(startApp);
