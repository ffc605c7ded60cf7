/**
 * When index.html starts the app (issue 18 §2). Both functions are inlined into index.html as
 * source text (build/prerenderLanding.ts, through the prerender bundle), so they stay
 * self-contained: no imports, no module-level values.
 *
 * - Every visit but the prerendered sign-in screen: the app's files are preloaded from <head> at
 *   once and the entry runs once the page has painted (as before), since the app is what the
 *   landing hydrates with and what any other visit paints with.
 * - The prerendered sign-in screen (/auth, signed out): the page is complete from HTML and CSS,
 *   and the app is needed only for what the visitor does on it (typing, a submit, a link). Its
 *   files are fetched after the first paint at the lowest priority (prefetch, so an unused file is
 *   no console warning), and the entry runs on the visitor's first sign of use: a pointer moving or
 *   pressed, a touch, a wheel, a key, the focus entering the page, a link noted by the form guard,
 *   or another tab signing in. The take-over (authHandover.ts) carries whatever was done on the
 *   prerender until the live form is there. So a visitor who only reads pays no script at all, and
 *   the start-up's long tasks come when the visitor starts using the page, not while it loads.
 */

/** Inline in <head> (after the gate, which marks <html>): the app's files, fetched as the visit needs. */
export function preloadAppFiles(document: Document, files: string[]): void {
  const html = document.documentElement;
  const waitsForUse = html.getAttribute('data-prerender-page') === 'auth' && !html.hasAttribute('data-prerender-skip');
  if (waitsForUse) return;
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Inline after #root and the templates (the variant switch may have marked <html> skipped): starts
 * the entry (a script element) when due. `files` are the app's files `preloadAppFiles` handles,
 * fetched here once the prerendered sign-in screen has painted.
 */
export function startAppWhenDue(document: Document, window: Window, entry: string, files: string[], paintTimeoutMs = 1000): void {
  const html = document.documentElement;
  const waitsForUse = html.getAttribute('data-prerender-page') === 'auth' && !html.hasAttribute('data-prerender-skip');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (waitsForUse) {
      // All at once now (from the HTTP cache when the prefetch has them), not one after another.
      for (const href of files) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'script');
        link.href = href;
        document.head.appendChild(link);
      }
    }
    const script = document.createElement('script');
    script.src = entry;
    document.body.appendChild(script);
  };
  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    if (!waitsForUse) {
      // A deferred entry that has already arrived would run before the first frame and hold the
      // prerendered page back by the app's whole start-up: it runs in a task after the paint.
      window.setTimeout(start, 0);
      return;
    }
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  if (waitsForUse) {
    const uses = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin', 'prerender-navigate'];
    const onUse = () => {
      for (const type of uses) document.removeEventListener(type, onUse, true);
      window.removeEventListener('storage', onUse);
      start();
    };
    for (const type of uses) document.addEventListener(type, onUse, { capture: true, passive: true });
    window.addEventListener('storage', onUse);
    // The focus already inside the page (restored by the browser): it is in use.
    if (document.activeElement && document.activeElement !== document.body && document.getElementById('root')?.contains(document.activeElement)) onUse();
  } else if (html.hasAttribute('data-prerender-skip') || document.visibilityState !== 'visible') {
    // Nothing prerendered to show first (the app paints this visit), or no frames to wait for.
    start();
    return;
  }
  const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : undefined;
  if (!types || types.indexOf('paint') < 0) {
    afterPaint();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  }).observe({ type: 'paint', buffered: true });
  // A paint that has not come by then (a slow stylesheet): go on as if it had.
  window.setTimeout(afterPaint, paintTimeoutMs);
}

/** The two inline scripts (before minification): for <head> and for after #root. */
export function appStartScripts(entry: string, files: string[]): { head: string; afterRoot: string } {
  return {
    head: `(${preloadAppFiles.toString()})(document,${JSON.stringify(files)})`,
    afterRoot: `(${startAppWhenDue.toString()})(document,window,${JSON.stringify(entry)},${JSON.stringify(files)})`,
  };
}
