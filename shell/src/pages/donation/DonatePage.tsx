import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellCatalog } from '../../i18n/catalog';
import { pagesCatalog } from '../i18n/catalog';
import { StaticPageLayout } from '../static/StaticPageLayout';
import { DonateForm } from './DonateForm';
import type { DonationConfig } from './DonationConfig';
import { cameFromIntro } from './donateState';

/**
 * /donate (spec §2 intro step 7, "Donate Now (to /donate)"): the Support This Project box as a page
 * of its own. The gift itself is made on the external payment page (USD, one-time), in a new tab.
 * Opened from the intro, it leads back to the step the visitor left.
 */
export function DonatePage({ donation }: { donation: DonationConfig }) {
  const t = pagesCatalog.useT();
  const ts = shellCatalog.useT();
  const navigate = useNavigate();
  const fromIntro = cameFromIntro(useLocation().state);

  return (
    <StaticPageLayout eyebrow={t('donate.eyebrow')} title={ts('support.title')} intro={<p>{ts('support.body')}</p>}>
      <section className="rounded-card border border-accent/40 bg-accent-soft p-6 sm:p-8">
        <p className="flex items-start gap-2 text-sm leading-6 text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('donate.details')}
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center [&_button]:w-full sm:[&_button]:w-auto">
          <DonateForm donation={donation} />
          {fromIntro && (
            <button
              type="button"
              onClick={() => navigate(-1)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-border bg-surface px-5 py-2.5 text-sm font-semibold text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('donate.backToIntro')}
            </button>
          )}
        </div>
      </section>
    </StaticPageLayout>
  );
}
