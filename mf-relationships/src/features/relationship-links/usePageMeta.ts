import { useEffect } from 'react';

/**
 * The browser tab's title and the description meta of a page of this remote (spec §2: the page
 * title 'Family & Relationship Links' and its description), put back as they were when the page
 * goes. Without it the tab kept the title of the page before (e.g. "Dashboard · Shalom Bayit").
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
