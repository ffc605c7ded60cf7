import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll position of each history entry this visit, by location key (back and forward restore it). */
const positions = new Map<string, number>();

/**
 * What react-router's <ScrollRestoration> did under the data router: a new screen (link, redirect)
 * starts at its top, or at the element its #hash names; back and forward return to where the reader
 * was on that entry.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    const save = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    if (action === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (action !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
