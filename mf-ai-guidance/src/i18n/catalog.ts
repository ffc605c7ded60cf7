// This remote's messages (/ai, /test-chat); Hebrew is fetched from its own deployment when chosen.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const aiGuidanceCatalog = defineCatalog({
  namespace: 'ai-guidance',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-ai-guidance-he" */ './he.json') },
});
