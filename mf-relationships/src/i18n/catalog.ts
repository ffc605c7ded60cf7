// This remote's messages (/relationships, /connect/:id). English travels with the remote's code;
// Hebrew is fetched from the remote's own deployment only when it is the language.
import { defineCatalog } from '@shalom/shared/i18n';
import en from './en.json';

export const relationshipsCatalog = defineCatalog({
  namespace: 'relationships',
  en,
  translations: { he: () => import(/* webpackChunkName: "i18n-relationships-he" */ './he.json') },
});

/**
 * For a component that reads the text modules (linkMessages, relationshipsText, connectText,
 * relationOptions), whose getters translate when read: renders it again when the language
 * changes, and waits (Suspense) for the language's messages.
 */
export function useRelationshipsLanguage(): void {
  relationshipsCatalog.useT();
}
