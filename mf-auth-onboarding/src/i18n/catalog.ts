// This remote's messages (/auth and /onboarding). English travels with the remote's code; Hebrew
// is fetched from the remote's own deployment only when it is the language.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const authOnboardingCatalog = defineCatalog({
  namespace: 'auth-onboarding',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-auth-onboarding-he" */ './he.json') },
});
