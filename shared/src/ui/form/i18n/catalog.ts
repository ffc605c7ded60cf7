// Messages of the form kit. The kit is bundled into each remote that uses it, so each copy brings
// this catalog with it; the runtime it registers with is the page's singleton.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const formCatalog = defineCatalog({
  namespace: 'form',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-form-he" */ './he.json') },
});
