// Messages of the intro walkthrough (/intro-apk, spec §2), loaded with that screen.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const introCatalog = defineCatalog({
  namespace: 'shell-intro',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-intro-he" */ './he.json') },
});
