/**
 * Runs `run` once the browser has nothing more urgent to do (requestIdleCallback), at the latest
 * after `timeoutMs`; without requestIdleCallback (Safari), after a short delay. Returns a cancel.
 * For pieces the page can show a moment later (header widgets), so they do not lengthen the
 * tasks that paint the page.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, Math.min(timeoutMs, 200));
  return () => clearTimeout(handle);
}
