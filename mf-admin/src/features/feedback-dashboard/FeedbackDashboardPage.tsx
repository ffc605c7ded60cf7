import { useCallback, useEffect, useState } from 'react';
import { Button, PageIntro, useRemoteServices } from '@shalom/shared';
import { adminCatalog } from '../../i18n/catalog';
import { statusLabel, type FeedbackRow, type FeedbackStatus } from '../feedback-model/feedbackModel';
import { FeedbackDetailDialog } from './FeedbackDetailDialog';
import { FeedbackFiltersBar } from './FeedbackFiltersBar';
import { FeedbackTable } from './FeedbackTable';
import { StatCards } from './StatCards';
import {
  NO_FILTERS,
  loadFeedbackPage,
  loadFeedbackStats,
  updateFeedbackStatus,
  type FeedbackFilters,
  type FeedbackPage,
  type FeedbackStats,
} from './feedbackQueries';

/**
 * /admin/feedback — staff only. The shell's route guard shows "not authorised" to anyone else before
 * this remote is even mounted, and the database answers non-staff with nothing anyway.
 */
export function FeedbackDashboardPage() {
  const t = adminCatalog.useT();
  const { bus, supabase } = useRemoteServices();
  const [filters, setFilters] = useState<FeedbackFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [newestFirst, setNewestFirst] = useState(true);
  // The page a result belongs to travels with it, so the summary never describes rows not yet shown.
  const [result, setResult] = useState<FeedbackPage | null>(null);
  const [stats, setStats] = useState<FeedbackStats | null>(null);
  const [failed, setFailed] = useState(false);
  // A newer load is on its way: the rows shown are the previous ones.
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<FeedbackRow | null>(null);
  const [reloads, setReloads] = useState(0);

  const changeFilters = (next: FeedbackFilters) => {
    setFilters(next);
    setPage(0);
  };

  useEffect(() => {
    if (!supabase) {
      setFailed(true);
      return undefined;
    }
    let live = true;
    setLoading(true);
    // Typing in the search box waits for a pause instead of asking on every keystroke.
    const pause = setTimeout(() => {
      // Inside an async step, so even a client that throws at once ends as a load failure.
      Promise.resolve()
        .then(() => Promise.all([loadFeedbackPage(supabase, filters, page, newestFirst), loadFeedbackStats(supabase)]))
        .then(([loaded, counted]) => {
          if (!live) return;
          setResult(loaded);
          setLoading(false);
          // The page asked for was past the end (its rows left the filters): stay on the one shown.
          if (loaded.page !== page) setPage(loaded.page);
          setStats(counted);
          setFailed(false);
        })
        .catch(() => {
          if (!live) return;
          setFailed(true);
          setLoading(false);
          bus.publish({ type: 'toast', title: t('dashboard.loadFailed'), variant: 'destructive' });
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(pause);
    };
    // t is stable per language; a language switch need not reload data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supabase, filters, page, newestFirst, reloads, bus]);

  const setStatus = useCallback(
    async (feedback: FeedbackRow, status: FeedbackStatus, notes: string): Promise<boolean> => {
      if (!supabase) return false;
      try {
        await updateFeedbackStatus(supabase, feedback.id, status, notes);
      } catch {
        bus.publish({ type: 'toast', title: t('detail.updateFailed'), variant: 'destructive' });
        return false;
      }
      bus.publish({ type: 'toast', title: t('detail.updated'), description: t('detail.updatedBody', { status: statusLabel(status) }), variant: 'success' });
      setOpen({ ...feedback, status, admin_notes: notes.trim() || null });
      setReloads((n) => n + 1);
      return true;
    },
    [supabase, bus, t],
  );

  return (
    <PageIntro title={t('dashboard.title')} description={t('dashboard.description')} className="max-w-6xl!">
      {failed && (
        <div role="alert" className="flex flex-col gap-2 rounded-control border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium">{t('dashboard.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => setReloads((n) => n + 1)}>
            {t('dashboard.retry')}
          </Button>
        </div>
      )}
      <StatCards stats={stats} />
      <FeedbackFiltersBar filters={filters} onChange={changeFilters} />
      <FeedbackTable
        rows={result?.rows ?? (failed ? [] : null)}
        count={result?.count ?? 0}
        page={result?.page ?? page}
        newestFirst={newestFirst}
        busy={loading}
        onToggleSort={() => {
          setNewestFirst((value) => !value);
          setPage(0);
        }}
        onPage={setPage}
        onOpen={setOpen}
      />
      {supabase && <FeedbackDetailDialog supabase={supabase} feedback={open} onClose={() => setOpen(null)} onSetStatus={setStatus} />}
    </PageIntro>
  );
}
