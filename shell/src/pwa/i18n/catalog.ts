// Messages of the installable app's pieces (install prompt, update prompt, drawer, intro) that load
// after the first paint.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const pwaCatalog = defineCatalog({
  namespace: 'shell-pwa',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-pwa-he" */ './he.json') },
});
