import { useEffect, useState, type CSSProperties } from 'react';

/**
 * A phone's composer, stuck to the bottom of the screen while the page scrolls (issue 32):
 *
 * - The on-screen keyboard shrinks the visual viewport but not always the layout one, so a composer
 *   stuck to the bottom of the layout viewport would sit behind the keyboard: it is lifted by the
 *   part the keyboard covers (0 without one, or where the browser resizes the page itself).
 * - What it covers is the page's scroll padding, so a control reached with Tab or scrolled to
 *   (Send on a suggested note) stops above the composer instead of under it.
 *
 * Returns the ref for the composer (a callback: the composer appears after the page has loaded)
 * and its style.
 */
export function useStickyComposer(active: boolean): { ref: (element: HTMLElement | null) => void; style: CSSProperties | undefined } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = typeof window !== 'undefined' ? window.visualViewport : null;
    if (!active || !viewport) {
      setInset(0);
      return;
    }
    const measure = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.offsetTop - viewport.height)));
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);

  useEffect(() => {
    if (!active || !element) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + inset}px`;
    };
    apply();
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(apply) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [element, active, inset]);

  return { ref: setElement, style: active && inset > 0 ? { bottom: inset } : undefined };
}
