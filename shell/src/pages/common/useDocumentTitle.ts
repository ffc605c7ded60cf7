import { useEffect } from 'react';

const productName = 'Shalom Bayit';

/** Sets the browser tab title for the page being shown, e.g. "Privacy Policy · Shalom Bayit". */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = pageTitle === productName ? productName : `${pageTitle} · ${productName}`;
  }, [pageTitle]);
}
