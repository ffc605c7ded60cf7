// This remote's messages (/feedback and /admin/feedback); Hebrew is fetched from its own deployment when chosen.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const adminCatalog = defineCatalog({
  namespace: 'admin',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-admin-he" */ './he.json') },
});
