import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button, Spinner, cn } from '@shalom/shared';
import { formatDateSafe } from './formatting';
import { adminCatalog } from '../../i18n/catalog';
import { statusLabel, typeLabel, type FeedbackRow } from '../feedback-model/feedbackModel';
import { PAGE_SIZE } from './feedbackQueries';

export interface FeedbackTableProps {
  rows: FeedbackRow[] | null;
  count: number;
  page: number;
  newestFirst: boolean;
  /** Rows for newer filters, page or order are on their way: the ones shown are the previous ones. */
  busy: boolean;
  onToggleSort(): void;
  onPage(page: number): void;
  onOpen(row: FeedbackRow): void;
}

const cell = 'px-3 py-2 align-top';

/** A real table (caption, column headers, aria-sort) with server-side pages; each row opens its detail. */
export function FeedbackTable({ rows, count, page, newestFirst, busy, onToggleSort, onPage, onOpen }: FeedbackTableProps) {
  const t = adminCatalog.useT();
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const first = count === 0 ? 0 : page * PAGE_SIZE + 1;
  const last = Math.min(count, (page + 1) * PAGE_SIZE);

  return (
    <div className="rounded-card border border-border bg-surface shadow-card">
      {/* w-0 + min-w-full: the wide table scrolls inside its card instead of widening the page. */}
      <div className="w-0 min-w-full overflow-x-auto">
        {/* Busy only over stale rows: the first load's spinner is itself the announcement. */}
        <table aria-busy={busy && rows !== null} className={cn('w-full text-start text-sm motion-safe:transition-opacity md:min-w-[40rem]', busy && rows !== null && 'opacity-60')}>
          <caption className="sr-only">{newestFirst ? t('table.caption') : t('table.captionOldest')}</caption>
          <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className={`${cell} text-start`} aria-sort={newestFirst ? 'descending' : 'ascending'}>
                <button
                  type="button"
                  onClick={onToggleSort}
                  className="inline-flex items-center gap-1 rounded uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={newestFirst ? t('table.sortNewest') : t('table.sortOldest')}
                >
                  {t('table.date')}
                  {newestFirst ? <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" /> : <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />}
                </button>
              </th>
              <th scope="col" className={`${cell} text-start`}>{t('table.subject')}</th>
              <th scope="col" className={`${cell} hidden text-start sm:table-cell`}>{t('table.type')}</th>
              <th scope="col" className={`${cell} text-start`}>{t('table.status')}</th>
              <th scope="col" className={`${cell} hidden text-start md:table-cell`}>{t('table.from')}</th>
              <th scope="col" className={cell}>
                <span className="sr-only">{t('table.view')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows === null ? (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center">
                  <Spinner label={t('table.loading')} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center text-muted-foreground">
                  {t('table.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-b border-border last:border-b-0 hover:bg-muted/40">
                  <td className={`${cell} whitespace-nowrap text-muted-foreground`}>{formatDateSafe(row.created_at, { dateStyle: 'short' })}</td>
                  <td className={`${cell} max-w-[16rem] font-medium text-foreground`}>
                    <span dir="auto" className="line-clamp-2 [overflow-wrap:anywhere]">{row.subject}</span>
                  </td>
                  <td className={`${cell} hidden whitespace-nowrap sm:table-cell`}>{typeLabel(row.feedback_type)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium" data-status={row.status}>
                      {statusLabel(row.status)}
                    </span>
                  </td>
                  <td className={`${cell} hidden max-w-[12rem] md:table-cell`}>
                    <span dir="auto" className="line-clamp-1 [overflow-wrap:anywhere]">{row.name || row.email || (row.user_id ? t('table.signedIn') : t('table.anonymous'))}</span>
                  </td>
                  <td className={`${cell} text-end`}>
                    <Button variant="secondary" size="sm" onClick={() => onOpen(row)} aria-label={t('table.viewLabel', { subject: row.subject })}>
                      {t('table.view')}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('pager.label')} className="flex flex-col gap-2 border-t border-border px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-muted-foreground">
          {t('pager.summary', { from: first, to: last, count })}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('pager.previous')}
          </Button>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t('pager.next')}
          </Button>
        </div>
      </nav>
    </div>
  );
}
