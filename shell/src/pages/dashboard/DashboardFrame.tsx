import type { ReactNode } from 'react';
import { useLocale } from '@shalom/shared/i18n';
import { shellCatalog } from '../../i18n/catalog';

type DashboardFrameProps = {
  /**
   * The signed-in user's profile gender (Hebrew inflects the greeting). `undefined` means the
   * server has not answered yet: the greeting keeps its place but stays hidden.
   */
  gender?: string | null;
  children?: ReactNode;
};

/**
 * The dashboard's frame: its page width, the greeting line, the heading and the intro. It is in
 * the shell's first download (its words are in the shell catalog), so a device with a stored
 * session paints it at once, while the guard still reads the session and the profile
 * (routes/appRouter.tsx); the page then renders the same frame around its cards. Nothing in it
 * comes from the server but the greeting's inflection, which stays hidden until it is known, in a
 * line of the same height, so nothing below it moves when it appears.
 */
export function DashboardFrame({ gender, children }: DashboardFrameProps) {
  // A plain lookup, never Suspense: this is also the Suspense fallback of the dashboard's route.
  const { locale } = useLocale();
  const { t } = shellCatalog;
  const greetingKnown = gender !== undefined;
  return (
    <div className="bg-background text-foreground">
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
        <header>
          <p className={`text-sm text-muted-foreground${greetingKnown ? '' : ' invisible'}`} aria-hidden={greetingKnown ? undefined : true}>
            {/* In English the greeting also appears in Hebrew; in Hebrew once, inflected for the user. */}
            {locale !== 'he' && (
              <>
                <span lang="he" dir="rtl" className="font-serif text-base font-semibold text-accent-strong">
                  {t('dashboard.greetingHebrew')}
                </span>{' '}
                ·{' '}
              </>
            )}
            <span className={locale === 'he' ? 'font-serif text-base font-semibold text-accent-strong' : undefined}>
              {t('dashboard.greeting', { gender: gender ?? 'other' })}
            </span>
          </p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('dashboard.title')}</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-muted-foreground">{t('dashboard.intro')}</p>
        </header>
        {children}
      </div>
    </div>
  );
}
