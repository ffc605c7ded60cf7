import { useEffect } from 'react';
import { markFirstPaint, startPlatform } from './platform/platform';
import { needsPlatformAtOnce } from './platform/platformRoutes';
import { mayBeSignedIn } from './platform/storedSession';
import { isInstalledMode } from './pwa/installedMode';
import { ShellRoutes } from './routes/appRouter';
import { ShellRouter } from './routes/ShellRouter';
import { shellNavigation } from './routes/shellNavigation';

/** Calls `start` once the browser has painted content, or after `fallbackMs` (hidden tabs never paint). */
function afterFirstContentfulPaint(start: () => void, fallbackMs: number): () => void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const fallback = setTimeout(once, fallbackMs);
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer?.disconnect();
        clearTimeout(fallback);
        setTimeout(once, 0);
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
    // /auth, /dashboard and a signed-in device paint text that waits for the platform: start it now.
    const pathname = shellNavigation.getSnapshot().location.pathname;
    if (needsPlatformAtOnce(pathname, { installed: isInstalledMode(), maybeSignedIn: mayBeSignedIn() })) startPlatform();
    // The landing page needs nothing more to paint. What follows loads after it: the platform (bus,
    // config, session) when a visitor's page comes to need it, and the service worker (offline, push, updates).
    let stopDemand: (() => void) | undefined;
    let unmounted = false;
    const stopWaiting = afterFirstContentfulPaint(() => {
      markFirstPaint();
      void import(/* webpackChunkName: "visitor-platform-demand" */ './platform/platformDemand').then(({ startPlatformOnDemand }) => {
        if (unmounted) return;
        // The installed app opens on its intro or the dashboard drawer, which read the session.
        stopDemand = startPlatformOnDemand({ navigation: shellNavigation, always: isInstalledMode() });
      });
      void import(/* webpackChunkName: "visitor-service-worker" */ './pwa/serviceWorker').then((m) => m.startServiceWorker());
    }, 800);
    return () => {
      unmounted = true;
      stopWaiting();
      stopDemand?.();
    };
  }, []);
  return (
    <ShellRouter>
      <ShellRoutes />
    </ShellRouter>
  );
}
