// The notification centre's messages (the header bell), loaded with './notification-bell'.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const notificationCentreCatalog = defineCatalog({
  namespace: 'messages-notifications',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-messages-notifications-he" */ './he.json') },
});
