import { useEffect, useState, type RefObject } from 'react';

/**
 * On phones the on-screen keyboard shrinks the visual viewport but not always the layout one, so a
 * bottom composer would sit behind the keyboard. This returns the height that fits the element
 * from its top down to the visible bottom edge (above the keyboard), or null where it is unknown.
 */
export function useFitToVisibleViewport(ref: RefObject<HTMLElement | null>, active: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const viewport = typeof window !== 'undefined' ? window.visualViewport : null;
    if (!active || !viewport) {
      setHeight(null);
      return;
    }
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      const visibleBottom = viewport.offsetTop + viewport.height;
      setHeight(Math.max(320, Math.floor(visibleBottom - Math.max(top, 0))));
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref, active]);
  return height;
}
