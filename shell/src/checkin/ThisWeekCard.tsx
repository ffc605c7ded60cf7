import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeartHandshake } from 'lucide-react';
import { buttonClassName } from '@shalom/shared';
import { usePlatform } from '../platform/platform';
import { checkinCardCatalog } from './i18n/catalog';

/** What the card needs of checkin_this_week() (the check-in screen itself is mf-relationships'). */
interface ThisWeekSummary {
  streak: number;
  partnerName: string | null;
  week: {
    open: boolean;
    revealed: boolean;
    partnerAnswered: boolean;
    mine: { skipped: boolean } | null;
    theirs: { skipped: boolean } | null;
  };
}

/** The one route of the check-in (mf-relationships owns it; the shell only links to it). */
export const CHECKIN_PATH = '/relationships/check-in';

/**
 * The dashboard's "This week" card (issue 34): answer, waiting for your partner, or see both
 * answers, linking to the check-in screen. Nothing at all for someone without a couple link, or
 * when neither side has weekly check-ins on (the database answers null).
 */
export function ThisWeekCard() {
  const t = checkinCardCatalog.useT();
  const platform = usePlatform();
  const [summary, setSummary] = useState<ThisWeekSummary | null>(null);
  const supabase = platform.phase === 'ready' ? platform.supabase : null;

  useEffect(() => {
    if (!supabase) return;
    let live = true;
    void supabase.rpc('checkin_this_week').then(({ data, error }) => {
      // A failure shows no card: the check-in screen says what went wrong when opened.
      if (live && !error) setSummary((data as ThisWeekSummary | null) ?? null);
    });
    return () => {
      live = false;
    };
  }, [supabase]);

  if (!summary) return null;
  const { week } = summary;
  const name = summary.partnerName ?? t('card.partnerFallback');
  let body: string;
  let action = t('card.open.action');
  if (week.revealed && (week.mine || week.theirs) && !week.mine?.skipped) {
    body = t('card.revealed.body');
    action = t('card.revealed.action');
  } else if (week.mine?.skipped) {
    body = t('card.skipped.body');
  } else if (week.mine) {
    body = t('card.waiting.body', { name });
    action = t('card.waiting.action');
  } else if (week.open) {
    body = week.partnerAnswered ? t('card.answer.partnerAnswered', { name }) : t('card.answer.body');
    action = t('card.answer.action');
  } else {
    body = t('card.closed.body');
  }

  return (
    <section aria-labelledby="this-week-title" className="mt-8 flex flex-col gap-4 rounded-card border border-primary/30 bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-primary/10 text-primary">
        <HeartHandshake aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="this-week-title" className="flex flex-wrap items-center gap-2 font-serif text-lg font-semibold text-foreground">
          {t('card.title')}
          {summary.streak >= 2 && (
            <span className="rounded-full bg-muted px-2.5 py-0.5 font-sans text-xs font-medium text-muted-foreground">
              {t('card.streak', { count: String(summary.streak) })}
            </span>
          )}
        </h2>
        <p className="text-sm leading-6 text-muted-foreground">{body}</p>
      </div>
      <Link to={CHECKIN_PATH} className={buttonClassName({ variant: 'primary', className: 'shrink-0' })}>
        {action}
      </Link>
    </section>
  );
}
