import { HeartHandshake } from 'lucide-react';
import { shellCatalog } from '../../i18n/catalog';
import type { DonationConfig } from './DonationConfig';

type DonateFormProps = {
  donation: DonationConfig;
  /** Visible button text; the default ("Donate" in the active language) suits the landing page and the dashboard. */
  label?: string;
};

/**
 * A real HTML form, not a fetch: the payment page must open in a new tab with the donor's own
 * browser session, and a plain POST works even before any app JavaScript has finished loading.
 *
 * Only one-time fields are sent (spec §9: non-recurring). `cmd=_donations` selects a single
 * donation, and `no_recurring=1` hides the payment page's own "make this monthly" option; the
 * subscription fields (`src`, `a3`, `p3`, `t3`) are deliberately absent.
 */
export function DonateForm({ donation, label }: DonateFormProps) {
  const t = shellCatalog.useT();
  return (
    <form
      action={donation.url}
      method="post"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('donate.form')}
    >
      <input type="hidden" name="cmd" value="_donations" />
      <input type="hidden" name="business" value={donation.business} />
      <input type="hidden" name="item_name" value={donation.itemName} />
      <input type="hidden" name="currency_code" value={donation.currency} />
      <input type="hidden" name="no_recurring" value="1" />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control bg-accent px-5 py-2.5 text-sm font-semibold text-accent-foreground shadow-sm transition-colors hover:bg-accent/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <HeartHandshake aria-hidden="true" className="size-4" />
        {label ?? t('donate.button')}
      </button>
    </form>
  );
}
