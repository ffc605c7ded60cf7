import { Languages } from 'lucide-react';
import { LOCALES, LOCALE_NAMES, isLocale, useLocale } from '@shalom/shared/i18n';
import { accountCatalog } from './i18n/catalog';
import { chooseLanguage } from '../platform/languagePreference';

/**
 * The header's language picker: a native select (keyboard, screen readers and phones handle it
 * well), named in both languages so someone who cannot read the current one still finds it. Each
 * language is listed in its own name and script.
 */
export function LanguageSwitcher() {
  const t = accountCatalog.useT();
  const { locale } = useLocale();
  return (
    <div className="relative inline-flex">
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <select
        aria-label={t('account.language')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLanguage(event.target.value);
        }}
        className="h-10 cursor-pointer rounded-control border border-border bg-surface ps-8 pe-2 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
