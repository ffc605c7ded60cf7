// This remote's messages (/messages/*); Hebrew is fetched from its own deployment when chosen.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const messagesCatalog = defineCatalog({
  namespace: 'messages',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-messages-he" */ './he.json') },
});
