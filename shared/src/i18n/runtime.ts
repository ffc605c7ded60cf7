import { i18n } from '@lingui/core';
import { SOURCE_LOCALE, isLocale, textDirectionOf, type Locale } from './locales';

/**
 * The page's one translation runtime. @lingui/core is a federation singleton, so its `i18n`
 * instance is shared by the shell and every remote: the shell activates a language and every
 * React root follows. Each app adds its catalogs (namespaces) to it; ids are `namespace:key`.
 */
export { i18n };

/** A catalog as the runtime sees it: it can put its messages for a language into `i18n`. */
export interface LoadableCatalog {
  readonly namespace: string;
  isReady(locale: Locale): boolean;
  load(locale: Locale): Promise<void>;
}

const catalogs = new Set<LoadableCatalog>();
const listeners = new Set<() => void>();
let version = 0;
let latestActivation = 0;
/** Set while a catalog adds messages no rendered component can be showing (see `addNewMessages`). */
let addingNew = false;

// Lingui throws when asked for a message before a language is active: start in English, whose
// messages every catalog brings with its code.
if (!i18n.locale) {
  i18n.load(SOURCE_LOCALE, {});
  i18n.activate(SOURCE_LOCALE);
}

i18n.on('change', () => {
  if (addingNew) return;
  version += 1;
  for (const listener of [...listeners]) listener();
});

// `process.env.NODE_ENV` written out each time: the build replaces it and drops the branch.
if (process.env.NODE_ENV !== 'production') {
  // An id no catalog has at all is a bug in the code (the catalog test catches it before this).
  i18n.on('missing', ({ id, locale }) => console.warn(`[i18n] no message "${id}" in any catalog (${locale})`));
}

/** Bumped on every language or catalog change: React roots re-render through it. */
export function getI18nVersion(): number {
  return version;
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/**
 * Adds the messages of a catalog that has just been defined: nothing on screen can be showing one
 * of them (a component reaches a catalog's messages only through the catalog, which did not exist
 * until now), so the React roots are not told, and every translated component on the page is not
 * rendered again, at once, each time a lazy chunk with a catalog arrives. Translations that arrive
 * later (`load`) are announced as before: components may be showing the English stand-in.
 */
export function addNewMessages(locale: Locale, messages: Record<string, string>): void {
  addingNew = true;
  try {
    i18n.load(locale, messages);
  } finally {
    addingNew = false;
  }
}

/** Called by each catalog when its module is first evaluated (once per copy of the module). */
export function registerCatalog(catalog: LoadableCatalog): void {
  catalogs.add(catalog);
}

/**
 * Switches the page to `locale`: every catalog known so far loads its messages first, then the
 * language changes everywhere at once and `<html lang dir>` follows, so nothing is shown half
 * translated or mirrored before its words arrive. Catalogs that arrive later (a remote, a lazy
 * page) load on their own. Only the shell calls this (or a remote running alone).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const activation = ++latestActivation;
  await Promise.all([...catalogs].map((catalog) => catalog.load(locale)));
  // A quicker, later choice wins over one still loading.
  if (activation !== latestActivation) return;
  i18n.activate(locale);
  applyDocumentLocale(locale);
}

/** `<html lang dir>`: screen readers pick the voice from lang, the browser the layout from dir. */
export function applyDocumentLocale(locale: Locale, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.lang = locale;
  root.dir = textDirectionOf(locale);
}

/** Development only: say which messages of a translation are missing (English is shown instead). */
export function reportMissingTranslations(namespace: string, locale: Locale, missing: readonly string[]): void {
  if (missing.length === 0) return;
  console.warn(`[i18n] the ${locale} catalog of "${namespace}" lacks ${missing.length} message(s); English is shown for: ${missing.join(', ')}`);
}
