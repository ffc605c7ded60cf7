import { useEffect } from 'react';
import { shellCatalog } from '../../i18n/catalog';

/** The tab title of a page, e.g. "Privacy Policy · Shalom Bayit" (also the prerendered landing's). */
export function documentTitleOf(pageTitle: string, productName: string): string {
  return pageTitle === productName ? productName : `${pageTitle} · ${productName}`;
}

/**
 * Sets the browser tab title for the page being shown, e.g. "Privacy Policy · Shalom Bayit". Leaving
 * the page puts the product's name back, so a screen that names no title (a remote's) never shows
 * the previous page's ("Dashboard" on Messages).
 */
export function useDocumentTitle(pageTitle: string) {
  // Titles arrive translated, so a language change re-runs this with the new title.
  const productName = shellCatalog.useT()('brand.name');
  useEffect(() => {
    document.title = documentTitleOf(pageTitle, productName);
    return () => {
      document.title = productName;
    };
  }, [pageTitle, productName]);
}
