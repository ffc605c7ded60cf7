// @shalom/shared/i18n: the translation runtime every app uses (Lingui underneath). Its own
// federation singleton, separate from the main entry: the landing page needs it before its first
// paint, while the main entry (bus, supabase, rxjs) loads after. Conventions: shared/README.md.
export {
  LOCALES,
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
export { activateLocale, activeLocale, applyDocumentLocale, subscribeI18n, getI18nVersion } from './runtime';
export {
  defineCatalog,
  type Catalog,
  type CatalogDefinition,
  type CatalogLoader,
  type CatalogSource,
  type MessageValues,
  type Translate,
  type TransProps,
} from './defineCatalog';
export { I18nRoot, useLocale, formatDate, formatNumber, type LocaleSnapshot } from './react';
