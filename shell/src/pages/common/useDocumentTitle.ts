import { useEffect } from 'react';
import { shellCatalog } from '../../i18n/catalog';

/** Sets the browser tab title for the page being shown, e.g. "Privacy Policy · Shalom Bayit". */
export function useDocumentTitle(pageTitle: string) {
  // Titles arrive translated, so a language change re-runs this with the new title.
  const productName = shellCatalog.useT()('brand.name');
  useEffect(() => {
    document.title = pageTitle === productName ? productName : `${pageTitle} · ${productName}`;
  }, [pageTitle, productName]);
}
