// Messages of the dashboard's "This week" card (issue 34): loaded with it, below the fold.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const checkinCardCatalog = defineCatalog({
  namespace: 'shell-checkin',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-checkin-he" */ './he.json') },
});
