// Messages of the header pieces that load after the first paint (language picker, signed-in
// controls) and of the staff-only notice, so the landing page's first download does not carry them.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const accountCatalog = defineCatalog({
  namespace: 'shell-account',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-account-he" */ './he.json') },
});
