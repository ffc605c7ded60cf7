import { useEffect, useRef } from 'react';
import { shellCatalog } from '../../i18n/catalog';

// Apart from useDocumentTitle (which the landing page's first download carries): only the remote
// area uses it, and it travels with it.
/**
 * The product's name, in the page's language, as the tab title of a screen that sets none of its
 * own (a remote's, until it names itself): not index.html's English title on a Hebrew page. A
 * language change renames it only while no screen has set another title.
 */
export function useProductTitle() {
  const productName = shellCatalog.useT()('brand.name');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === null || document.title === shown.current) document.title = productName;
    shown.current = productName;
  }, [productName]);
}
