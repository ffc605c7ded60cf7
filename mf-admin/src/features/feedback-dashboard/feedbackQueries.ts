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
  /** The page these rows are: the one asked for, or the last one with rows when it was past the end. */
  page: number;
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

type CountQuery = ReturnType<ReturnType<ShalomSupabaseClient['from']>['select']>;

/** The feedback that matches the filters, as a query of the given shape. */
function filtered(query: CountQuery, filters: FeedbackFilters): CountQuery {
  let narrowed = query;
  const term = filters.search.trim();
  if (term) {
    const pattern = searchPattern(term);
    narrowed = narrowed.or(['subject', 'message', 'name', 'email'].map((column) => `${column}.ilike.${pattern}`).join(','));
  }
  if (filters.status) narrowed = narrowed.eq('status', filters.status);
  if (filters.type) narrowed = narrowed.eq('feedback_type', filters.type);
  if (filters.from) narrowed = narrowed.gte('created_at', startOfDay(filters.from));
  if (filters.to) narrowed = narrowed.lt('created_at', startOfDay(filters.to, 1));
  return narrowed;
}

/** PostgREST's answer to an offset past the last row when the count is exact (416). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

type PageRead = { kind: 'rows'; rows: FeedbackRow[]; count: number } | { kind: 'past-the-end' };

async function readPage(supabase: ShalomSupabaseClient, filters: FeedbackFilters, page: number, newestFirst: boolean): Promise<PageRead> {
  const first = page * PAGE_SIZE;
  const { data, count, error } = await filtered(supabase.from('feedback').select(FEEDBACK_COLUMNS, { count: 'exact' }), filters)
    .order('created_at', { ascending: !newestFirst })
    .order('id', { ascending: true })
    .range(first, first + PAGE_SIZE - 1);
  if (error?.code === RANGE_NOT_SATISFIABLE) return { kind: 'past-the-end' };
  if (error) throw new LoadFailure(error.message);
  return { kind: 'rows', rows: (data ?? []) as unknown as FeedbackRow[], count: count ?? 0 };
}

/**
 * One page of feedback with the count of all that match: `range` + `count=exact`. Rows can leave
 * the filters while a later page is shown (a status change under a status filter, another staff
 * member's work); a page that is then empty or past the end (which PostgREST refuses) gives way to
 * the last page that has rows, instead of "Showing 11–10 of 10" or a load failure on every retry.
 */
export async function loadFeedbackPage(
  supabase: ShalomSupabaseClient,
  filters: FeedbackFilters,
  page: number,
  newestFirst: boolean,
): Promise<FeedbackPage> {
  const asked = await readPage(supabase, filters, page, newestFirst);
  if (asked.kind === 'rows' && (asked.rows.length > 0 || page === 0)) return { rows: asked.rows, count: asked.count, page };
  const count = asked.kind === 'rows' ? asked.count : await countWhere(supabase, (query) => filtered(query, filters));
  const last = Math.max(0, Math.ceil(count / PAGE_SIZE) - 1);
  const landed = await readPage(supabase, filters, last, newestFirst);
  if (landed.kind !== 'rows') throw new LoadFailure('feedback changed while it was read');
  return { rows: landed.rows, count: landed.count, page: last };
}

async function countWhere(supabase: ShalomSupabaseClient, narrow: (query: CountQuery) => CountQuery): Promise<number> {
  const { count, error } = await narrow(supabase.from('feedback').select('id', { count: 'exact', head: true }));
  if (error) throw new LoadFailure(error.message);
  return count ?? 0;
}

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
