import { useState } from 'react';
import { BookOpen, ChevronDown, LifeBuoy, Phone } from 'lucide-react';
import { useLocale } from '@shalom/shared/i18n';
import { QuickExitButton } from '@shalom/shared/quick-exit';
import { toTorahSources, type SafetyInfo } from './aiGuidanceApi';
import { useGuideT } from './userGender';

/**
 * The Torah sources of one answer: ref always visible; Hebrew and English open on demand. Plain
 * refs (earlier answers, the seed) are listed by ref with nothing to open.
 */
export function TorahSources({ sources: stored }: { sources: unknown }) {
  const t = useGuideT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const sources = toTorahSources(stored);
  if (sources.length === 0) return null;
  const expandable = sources.some((source) => source.he || source.text);
  const count = (
    <span className="flex items-center gap-2">
      <BookOpen aria-hidden className="size-4" />
      {t('sources.count', { count: sources.length })}
    </span>
  );
  return (
    <section className="mt-3 rounded-control border border-border bg-background/60 p-3 text-sm" aria-label={t('sources.title')}>
      {expandable ? (
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 text-start font-medium text-foreground"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {count}
          <ChevronDown aria-hidden className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} />
        </button>
      ) : (
        <p className="font-medium text-foreground">{count}</p>
      )}
      <ul className="mt-2 space-y-3">
        {sources.map((source, index) => (
          <li key={`${source.id ?? source.ref}-${index}`}>
            <p className="font-semibold text-foreground" dir="auto">
              {locale === 'he' && source.ref_he ? source.ref_he : source.ref}
            </p>
            {open && source.he && (
              <p lang="he" dir="rtl" className="mt-1 font-serif text-base leading-relaxed text-foreground">
                {source.he}
              </p>
            )}
            {open && source.text && (
              <p lang="en" dir="ltr" className="mt-1 text-muted-foreground">
                {source.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Crisis answers: the resources first, calm and apart from the conversation's look, and the quick
 * exit (issue 35) for someone who may be watched while reading them.
 */
export function SafetyPanel({ safety }: { safety: SafetyInfo }) {
  const t = useGuideT();
  return (
    <section role="region" aria-label={t('safety.title')} className="mb-3 rounded-card border-2 border-sky-300 bg-sky-50 p-4 text-sky-950">
      <h3 className="flex items-center gap-2 font-semibold">
        <LifeBuoy aria-hidden className="size-5" />
        {t('safety.title')}
      </h3>
      <p className="mt-1 text-sm">{t('safety.body')}</p>
      <ul className="mt-3 space-y-2">
        {safety.resources.map((resource) => (
          <li key={resource.name + resource.contact} className="text-sm">
            <span className="font-medium" dir="auto">
              {resource.name}
            </span>
            {': '}
            {resource.dial ? (
              <a className="inline-flex items-center gap-1 font-semibold underline" href={`tel:${resource.dial}`}>
                <Phone aria-hidden className="size-3.5" />
                <span dir="ltr">{resource.contact}</span>
              </a>
            ) : (
              <span dir="auto">{resource.contact}</span>
            )}
            {resource.note && (
              <span className="block text-sky-900/80" dir="auto">
                {resource.note}
              </span>
            )}
          </li>
        ))}
      </ul>
      <QuickExitButton placement="panel" className="mt-4" />
    </section>
  );
}
