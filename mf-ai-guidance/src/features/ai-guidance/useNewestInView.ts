import { useEffect, useRef, type DependencyList } from 'react';

/**
 * A chat box's scroll, shared by /ai and the test chat: the newest entry's top comes into view (a
 * long answer starts with its safety panel or its first line, not its last); while waiting for an
 * answer, the end, where the thinking line is. Only the box scrolls, never the page (the box is
 * `relative`, so offsetTop is measured in it). Entries are the `<li>`s of the box's `<ul>`.
 * Runs again whenever `changes` do.
 */
export function useNewestInView(waiting: boolean, changes: DependencyList) {
  const scrollBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scrollBox.current;
    if (!box) return;
    const items = box.querySelectorAll(':scope > ul > li');
    const newest = items[items.length - 1] as HTMLElement | undefined;
    box.scrollTop = Math.max(0, waiting || !newest ? box.scrollHeight : newest.offsetTop - 8);
  }, [waiting, ...changes]);
  return scrollBox;
}
