import { use, useMemo, useSyncExternalStore } from 'react';
import { SOURCE_LOCALE, type Locale } from './locales';
import {
  activeLocale,
  addNewMessages,
  getI18nVersion,
  i18n,
  registerCatalog,
  reportMissingTranslations,
  subscribeI18n,
} from './runtime';

/** A catalog file: message id -> ICU MessageFormat text. Builds compile it (shared/build/catalogLoader). */
export type CatalogSource = Readonly<Record<string, string>>;

/** `() => import('./he.json')`: a translation fetched only when its language is chosen. */
export type CatalogLoader = () => Promise<{ default: CatalogSource }>;

export interface CatalogDefinition<Source extends CatalogSource> {
  /** Unique on the page: the app (or the part of it) the catalog belongs to, e.g. "shell". */
  namespace: string;
  /** The English messages, the source of every translation: bundled with the code that shows them. */
  en: Source;
  /** Every other language, loaded on demand. A missing one shows English. */
  translations: Partial<Record<Exclude<Locale, 'en'>, CatalogLoader>>;
}

/** Values of an ICU placeholder in a plain-text message. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates one message of a catalog into the active language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

export interface Catalog<Id extends string> {
  readonly namespace: string;
  /** For code outside React (document titles, toasts from plain functions); never suspends. */
  t: Translate<Id>;
  /** Marks a message id kept in data (option lists, tables) so the catalog test can see it. */
  msg<const I extends Id>(id: I): I;
  /** The translate function of a component; waits (Suspense) for the active language's messages. */
  useT(): Translate<Id>;
  /** The id the runtime knows the message by (`namespace:id`); for `<Trans>` (@shalom/shared/i18n/trans). */
  runtimeId(id: Id): string;
  isReady(locale: Locale): boolean;
  load(locale: Locale): Promise<void>;
}

/** The message ids of a catalog, for tables of ids: `MessageIdOf<typeof shellCatalog>`. */
export type MessageIdOf<C> = C extends { t: Translate<infer Id> } ? Id : never;

type LoadState = { status: 'loading'; promise: Promise<void> } | { status: 'loaded' } | { status: 'failed' };

/**
 * One namespace of messages: English from the code's own bundle, other languages fetched when
 * chosen, English shown for anything a translation lacks.
 */
export function defineCatalog<const Source extends CatalogSource>({ namespace, en, translations }: CatalogDefinition<Source>): Catalog<Extract<keyof Source, string>> {
  type Id = Extract<keyof Source, string>;
  const states = new Map<Locale, LoadState>();
  const fullId = (id: string) => `${namespace}:${id}`;
  const withNamespace = (source: CatalogSource) =>
    Object.fromEntries(Object.entries(source).map(([id, message]) => [fullId(id), message]));

  addNewMessages(SOURCE_LOCALE, withNamespace(en));

  function isReady(locale: Locale): boolean {
    if (locale === SOURCE_LOCALE) return true;
    const state = states.get(locale)?.status;
    return state === 'loaded' || state === 'failed';
  }

  function load(locale: Locale, defining = false): Promise<void> {
    const state = states.get(locale);
    if (locale === SOURCE_LOCALE || state?.status === 'loaded') return Promise.resolve();
    if (state?.status === 'loading') return state.promise;
    // English stands in until (or unless) the translation arrives, so no raw id is ever shown.
    // Added as the catalog is defined, no component can be showing them yet.
    if (defining) addNewMessages(locale, withNamespace(en));
    else i18n.load(locale, withNamespace(en));
    const loader = translations[locale as Exclude<Locale, 'en'>];
    const promise = (loader ? loader() : Promise.resolve({ default: {} as CatalogSource })).then(
      ({ default: translated }) => {
        if (process.env.NODE_ENV !== 'production') {
          reportMissingTranslations(namespace, locale, Object.keys(en).filter((id) => !(id in translated)));
        }
        i18n.load(locale, withNamespace({ ...en, ...translated }));
        states.set(locale, { status: 'loaded' });
      },
      (error: unknown) => {
        // Offline or a stale deployment: keep English for this part; the next switch tries again.
        console.error(`[i18n] could not load the ${locale} messages of "${namespace}"`, error);
        states.set(locale, { status: 'failed' });
      },
    );
    states.set(locale, { status: 'loading', promise });
    return promise;
  }

  const translate: Translate<Id> = (id, values) => i18n._(fullId(id), values);

  function useT(): Translate<Id> {
    const version = useSyncExternalStore(subscribeI18n, getI18nVersion, getI18nVersion);
    const locale = activeLocale();
    if (!isReady(locale)) use(load(locale));
    // A new function per language, so memos that translate recompute when it changes.
    return useMemo<Translate<Id>>(() => (id, values) => translate(id, values), [version]);
  }

  const catalog: Catalog<Id> = { namespace, t: translate, msg: (id) => id, useT, runtimeId: fullId, isReady, load: (locale) => load(locale) };
  registerCatalog(catalog);
  // Arriving while another language is already active (a remote opened in Hebrew): fetch it now.
  const current = activeLocale();
  if (current !== SOURCE_LOCALE) void load(current, true);
  return catalog;
}
