import { useLocale } from '@shalom/shared/i18n';
import { adminCatalog } from '../../i18n/catalog';
import type { FeedbackStats } from './feedbackQueries';

const CARDS = [
  { key: 'total', label: adminCatalog.msg('stats.total') },
  { key: 'new', label: adminCatalog.msg('stats.new') },
  { key: 'in_review', label: adminCatalog.msg('stats.inReview') },
  { key: 'resolved', label: adminCatalog.msg('stats.resolved') },
  { key: 'archived', label: adminCatalog.msg('stats.archived') },
  { key: 'lastWeek', label: adminCatalog.msg('stats.lastWeek') },
] as const;

/** Six counts as a labelled list: each card reads "New 3" to a screen reader. */
export function StatCards({ stats }: { stats: FeedbackStats | null }) {
  const t = adminCatalog.useT();
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {CARDS.map(({ key, label }) => (
        <li key={key} className="rounded-card border border-border bg-surface p-3 shadow-card">
          <p className="text-xs font-medium text-muted-foreground">{t(label)}</p>
          <p className="mt-1 font-serif text-2xl font-semibold text-foreground" data-stat={key}>
            {stats ? number.format(stats[key]) : '–'}
          </p>
        </li>
      ))}
    </ul>
  );
}
