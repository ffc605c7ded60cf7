import { useEffect, useRef, type DependencyList } from 'react';

/**
 * A chat box's scroll, shared by /ai and the test chat: the newest entry's top comes into view (a
 * long answer starts with its safety panel or its first line, not its last); while waiting for an
 * answer, the end, where the thinking line is. Entries are the `<li>`s of the box's `<ul>`.
 * Runs again whenever `changes` do.
 *
 * `page: false` (desktop): only the box scrolls, never the page (the box is `relative`, so
 * offsetTop is measured in it). `page: true` (phones, issue 32): the box does not scroll at all —
 * the page does, so a long answer is read on the whole screen, not through a window; the entry's
 * scroll-margin keeps its top below the sticky header.
 */
export function useNewestInView(waiting: boolean, changes: DependencyList, { page = false }: { page?: boolean } = {}) {
  const scrollBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scrollBox.current;
    if (!box) return;
    const items = box.querySelectorAll(':scope > ul > li');
    const newest = items[items.length - 1] as HTMLElement | undefined;
    if (!page) {
      box.scrollTop = Math.max(0, waiting || !newest ? box.scrollHeight : newest.offsetTop - 8);
      return;
    }
    if (waiting || !newest) {
      // The end of the page: the thinking line sits right above the composer.
      const root = document.scrollingElement;
      if (root) root.scrollTop = root.scrollHeight;
    } else {
      newest.scrollIntoView?.({ block: 'start' });
    }
  }, [waiting, page, ...changes]);
  return scrollBox;
}
