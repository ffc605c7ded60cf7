import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { startPlatform } from './platform/platform';
import { appRouter } from './routes/appRouter';

/** Calls `start` once the browser has painted content, or after `fallbackMs` (hidden tabs never paint). */
function afterFirstContentfulPaint(start: () => void, fallbackMs: number): () => void {
  const fallback = setTimeout(start, fallbackMs);
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer?.disconnect();
        setTimeout(start, 0);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    clearTimeout(fallback);
    observer?.disconnect();
  };
}

export function App() {
  useEffect(() => {
    performance.mark('shalom:first-commit');
    // The landing page needs nothing more to paint; the bus, config and session load right after,
    // so the JavaScript in front of the first paint stays small.
    return afterFirstContentfulPaint(() => {
      startPlatform();
      // The service worker (offline, push, update prompt) is never in the way of the first paint.
      void import('./pwa/serviceWorker').then((m) => m.startServiceWorker());
    }, 800);
  }, []);
  return <RouterProvider router={appRouter} />;
}
