import { useEffect } from 'react';

function ensureElement<T extends HTMLElement>(selector: string, create: () => T): { element: T; created: boolean } {
  const found = document.head.querySelector<T>(selector);
  if (found) return { element: found, created: false };
  const element = create();
  document.head.appendChild(element);
  return { element, created: true };
}

/** Title, description meta and canonical link of /ai (spec §2), put back as they were on leave. */
export function usePageMeta(title: string, description: string, path: string) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const meta = ensureElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    const previousDescription = meta.element.content;
    meta.element.content = description;
    const link = ensureElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    const previousHref = link.element.getAttribute('href');
    link.element.href = new URL(path, window.location.origin).toString();
    return () => {
      document.title = previousTitle;
      if (meta.created) meta.element.remove();
      else meta.element.content = previousDescription;
      if (link.created) link.element.remove();
      else if (previousHref !== null) link.element.setAttribute('href', previousHref);
    };
  }, [title, description, path]);
}
