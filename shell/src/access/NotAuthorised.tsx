import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { accountCatalog } from '../layout/i18n/catalog';
import { useDocumentTitle } from '../pages/common/useDocumentTitle';

/** Shown to a signed-in user who opens a staff-only screen. */
export function NotAuthorised() {
  const t = accountCatalog.useT();
  // The remote is never mounted here, so nothing else names the tab (index.html's English title).
  useDocumentTitle(t('notAuthorised.title'));
  return (
    <section className="mx-auto my-12 flex w-[calc(100%-2rem)] max-w-md flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-8 text-center shadow-card">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="font-serif text-2xl font-semibold">{t('notAuthorised.title')}</h1>
      <p className="text-sm text-muted-foreground">
        {t('notAuthorised.body')}
      </p>
      <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
        {t('notAuthorised.back')}
      </Link>
    </section>
  );
}
