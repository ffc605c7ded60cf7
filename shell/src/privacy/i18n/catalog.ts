// Messages of the dashboard's privacy controls (issue 35): loaded with them, below the fold.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const privacyCatalog = defineCatalog({
  namespace: 'shell-privacy',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-privacy-he" */ './he.json') },
});
