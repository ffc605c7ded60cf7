import type { ShalomSupabaseClient } from '@shalom/shared';
import { FEEDBACK_BUCKET, FEEDBACK_COLUMNS, SIGNED_URL_SECONDS, type FeedbackRow, type FeedbackStatus } from '../feedback-model/feedbackModel';

export const PAGE_SIZE = 10;

export interface FeedbackFilters {
  search: string;
  /** '' = every status. */
  status: string;
  /** '' = every type. */
  type: string;
  /** yyyy-MM-dd or '' (inclusive, the viewer's local days). */
  from: string;
  to: string;
}

export const NO_FILTERS: FeedbackFilters = { search: '', status: '', type: '', from: '', to: '' };

export interface FeedbackPage {
  rows: FeedbackRow[];
  /** Rows matching the filters in all (PostgREST's exact count). */
  count: number;
}

export interface FeedbackStats {
  total: number;
  new: number;
  in_review: number;
  resolved: number;
  archived: number;
  lastWeek: number;
}

export class LoadFailure extends Error {}

/** Local midnight of a yyyy-MM-dd day as an instant, optionally a number of days later. */
function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + plusDays).toISOString();
}

/**
 * The search term inside a PostgREST or-filter: quoted (so commas and parentheses are plain text),
 * and without the characters that would act as wildcards or end the quotes.
 */
function searchPattern(term: string): string {
  const plain = term.replace(/[\\"*%_]/g, ' ').trim();
  return `"*${plain}*"`;
}

/** One page of feedback with the count of all that match: `range` + `count=exact`. */
export async function loadFeedbackPage(
  supabase: ShalomSupabaseClient,
  filters: FeedbackFilters,
  page: number,
  newestFirst: boolean,
): Promise<FeedbackPage> {
  let query = supabase.from('feedback').select(FEEDBACK_COLUMNS, { count: 'exact' });
  const term = filters.search.trim();
  if (term) {
    const pattern = searchPattern(term);
    query = query.or(['subject', 'message', 'name', 'email'].map((column) => `${column}.ilike.${pattern}`).join(','));
  }
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.type) query = query.eq('feedback_type', filters.type);
  if (filters.from) query = query.gte('created_at', startOfDay(filters.from));
  if (filters.to) query = query.lt('created_at', startOfDay(filters.to, 1));
  const first = page * PAGE_SIZE;
  const { data, count, error } = await query
    .order('created_at', { ascending: !newestFirst })
    .order('id', { ascending: true })
    .range(first, first + PAGE_SIZE - 1);
  if (error) throw new LoadFailure(error.message);
  return { rows: (data ?? []) as unknown as FeedbackRow[], count: count ?? 0 };
}

async function countWhere(supabase: ShalomSupabaseClient, narrow: (query: CountQuery) => CountQuery): Promise<number> {
  const { count, error } = await narrow(supabase.from('feedback').select('id', { count: 'exact', head: true }));
  if (error) throw new LoadFailure(error.message);
  return count ?? 0;
}
type CountQuery = ReturnType<ReturnType<ShalomSupabaseClient['from']>['select']>;

/** The stat cards: counts only (HEAD requests), never rows. */
export async function loadFeedbackStats(supabase: ShalomSupabaseClient, now: Date = new Date()): Promise<FeedbackStats> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const byStatus = (status: FeedbackStatus) => countWhere(supabase, (query) => query.eq('status', status));
  const [total, fresh, inReview, resolved, archived, lastWeek] = await Promise.all([
    countWhere(supabase, (query) => query),
    byStatus('new'),
    byStatus('in_review'),
    byStatus('resolved'),
    byStatus('archived'),
    countWhere(supabase, (query) => query.gte('created_at', weekAgo)),
  ]);
  return { total, new: fresh, in_review: inReview, resolved, archived, lastWeek };
}

/** Status and notes together, as the admin buttons send them (spec §4, §7). */
export async function updateFeedbackStatus(
  supabase: ShalomSupabaseClient,
  id: string,
  status: FeedbackStatus,
  adminNotes: string,
): Promise<void> {
  const { data, error } = await supabase
    .from('feedback')
    .update({ status, admin_notes: adminNotes.trim() || null })
    .eq('id', id)
    .select('id');
  if (error || !data || data.length !== 1) throw new LoadFailure(error?.message ?? 'feedback not updated');
}

/** Signed URLs (3600 s) for the images of one feedback; null where one could not be signed. */
export async function signFeedbackImages(supabase: ShalomSupabaseClient, paths: readonly string[]): Promise<(string | null)[]> {
  if (paths.length === 0) return [];
  const { data, error } = await supabase.storage.from(FEEDBACK_BUCKET).createSignedUrls([...paths], SIGNED_URL_SECONDS);
  if (error || !data) return paths.map(() => null);
  return paths.map((path) => data.find((entry) => entry.path === path && !entry.error)?.signedUrl ?? null);
}
