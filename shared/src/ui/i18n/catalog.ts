// Messages of the shared UI kit's main-entry components (Spinner, ErrorFallback, the standalone
// index). Through the package name: the runtime is the page's singleton.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const sharedUiCatalog = defineCatalog({
  namespace: 'shared',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shared-he" */ './he.json') },
});
