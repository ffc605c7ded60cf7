// @shalom/shared/i18n: the translation runtime every app uses (Lingui underneath). Its own
// federation singleton, separate from the main entry: the landing page needs it before its first
// paint, while the main entry (bus, supabase, rxjs) loads after. Conventions: shared/README.md.
export {
  LOCALES,
  LOCALE_NAMES,
  SOURCE_LOCALE,
  LOCALE_STORAGE_KEY,
  isLocale,
  textDirectionOf,
  localeFromBrowserLanguages,
  rememberedLocale,
  rememberLocale,
  initialLocale,
  type Locale,
  type TextDirection,
} from './locales';
export { i18n, activateLocale, activeLocale } from './runtime';
export {
  defineCatalog,
  type Catalog,
  type CatalogDefinition,
  type CatalogLoader,
  type CatalogSource,
  type MessageIdOf,
  type MessageValues,
  type Translate,
} from './defineCatalog';
export { useLocale, formatDate, type LocaleSnapshot } from './react';
