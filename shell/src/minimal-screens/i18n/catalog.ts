// Messages of the shell's small screens (intro, share target, opened files).
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const screensCatalog = defineCatalog({
  namespace: 'shell-screens',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-screens-he" */ './he.json') },
});
