// Messages of the dashboard's notification controls, the settings view and the browser permission
// states (spec §2 Dashboard, §8 Notifications), loaded with the dashboard.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const notificationsCatalog = defineCatalog({
  namespace: 'shell-notifications',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-shell-notifications-he" */ './he.json') },
});
