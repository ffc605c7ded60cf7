// Messages of the shell's pages loaded on demand (dashboard, static pages, 404): they travel in the
// pages chunk, never in the landing page's first download; Hebrew only when chosen.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const pagesCatalog = defineCatalog({
  namespace: 'shell-pages',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-pages-he" */ './he.json') },
});
