import { Gift } from 'lucide-react';
import { shellCatalog } from '../../i18n/catalog';
import { DonateForm } from './DonateForm';
import type { DonationConfig } from './DonationConfig';

type SupportProjectBoxProps = {
  donation: DonationConfig;
  className?: string;
};

/** The "Support This Project" box of spec §2, shared by the landing page and the dashboard. */
export function SupportProjectBox({ donation, className = '' }: SupportProjectBoxProps) {
  const t = shellCatalog.useT();
  return (
    <section
      aria-labelledby="support-project-title"
      className={`rounded-card border border-accent/40 bg-accent-soft p-6 sm:p-8 ${className}`}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface text-accent shadow-card">
            <Gift aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1.5">
            <h2 id="support-project-title" className="font-serif text-xl font-semibold text-foreground">
              {t('support.title')}
            </h2>
            <p className="max-w-prose text-sm leading-6 text-muted-foreground">
              {t('support.body')}
            </p>
          </div>
        </div>
        <div className="shrink-0 sm:ps-4 [&_button]:w-full sm:[&_button]:w-auto">
          <DonateForm donation={donation} />
        </div>
      </div>
    </section>
  );
}
