import { ChevronDown, Languages } from 'lucide-react';
import { LOCALES, LOCALE_NAMES, isLocale, useLocale } from '@shalom/shared/i18n';
import { chooseLanguage } from '../platform/languagePreference';
import { accountCatalog } from './i18n/catalog';

/**
 * The header's language picker: a native select (keyboard, screen readers and phones handle it
 * well), named in both languages so someone who cannot read the current one still finds it. Each
 * language is listed in its own name and script. On a phone only its icon shows, so the header of a
 * signed-in user still fits 390 px; the list it opens names every language.
 */
export function LanguageSwitcher() {
  const t = accountCatalog.useT();
  const { locale } = useLocale();
  return (
    <div className="relative inline-flex shrink-0">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-0 flex w-10 items-center justify-center sm:w-8 sm:justify-end">
        <Languages className="size-4 text-muted-foreground sm:size-3.5" />
      </span>
      <select
        aria-label={t('account.language')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="h-10 w-10 cursor-pointer appearance-none rounded-control border border-border bg-surface text-sm font-medium text-transparent transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-auto sm:ps-10 sm:pe-8 sm:text-foreground"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} className="text-foreground">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-2.5 top-1/2 hidden size-4 -translate-y-1/2 text-muted-foreground sm:block" />
    </div>
  );
}
