// The shell's own messages that the first paint needs (header, landing, fallbacks): English is in
// the main bundle, Hebrew is fetched only when it is the language. Pages loaded on demand have
// their own catalog (pages/i18n, minimal-screens/i18n).
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const shellCatalog = defineCatalog({
  namespace: 'shell',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-he" */ './he.json') },
});
