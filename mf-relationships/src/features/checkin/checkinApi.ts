// The weekly check-in's calls (issue 34). Every rule — who may read which answer, when a week is
// revealed, what ends it — is the database's (migration 20261130000700_weekly_checkins.sql); this
// only asks and shows what it answers.
import type { ShalomSupabaseClient } from '@shalom/shared';

export interface CheckinAnswer {
  /** [appreciated, next week, Shabbat plan]; null where left empty (all null when skipped). */
  answers: [string | null, string | null, string | null];
  skipped: boolean;
  answeredAt: string;
}

export interface CheckinWeek {
  weekId: string;
  /** The Shabbat inside the week, 'YYYY-MM-DD'. */
  weekOf: string;
  closesAt: string;
  open: boolean;
  revealed: boolean;
  partnerId: string;
  prompt: { id: number; source: string | null; en: [string, string, string]; he: [string, string, string] };
  mine: CheckinAnswer | null;
  partnerAnswered: boolean;
  /** Only once revealed (both answered, or the week closed) and while the link stands. */
  theirs: CheckinAnswer | null;
  /** History only: that week's partner's name (null when unknown). */
  partnerName?: string | null;
  /** History only: that week's partner deleted their account (their answers went with it). */
  partnerGone?: boolean;
}

export interface ThisWeek {
  week: CheckinWeek;
  streak: number;
  partnerName: string | null;
  relationshipId: string;
}

async function call<T>(promise: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data as T;
}

export const checkinApi = {
  thisWeek: (client: ShalomSupabaseClient) => call<ThisWeek | null>(client.rpc('checkin_this_week')),
  history: (client: ShalomSupabaseClient) => call<CheckinWeek[]>(client.rpc('checkin_history', { max_weeks: 52 })),
  answer: (client: ShalomSupabaseClient, weekId: string, answers: [string, string, string]) =>
    call<CheckinWeek>(
      client.rpc('answer_checkin', { week_id: weekId, appreciated: answers[0], next_week: answers[1], shabbat_plan: answers[2] }),
    ),
  skip: (client: ShalomSupabaseClient, weekId: string) => call<CheckinWeek>(client.rpc('skip_checkin', { week_id: weekId })),
};

/** Where a week stands for the reader: what the card and the screen show. */
export type WeekState = 'answer' | 'waiting' | 'revealed' | 'skipped' | 'closed';

export function weekState(week: CheckinWeek): WeekState {
  if (week.revealed && week.mine && !week.mine.skipped) return 'revealed';
  if (week.revealed && week.theirs) return 'revealed';
  if (week.mine?.skipped) return 'skipped';
  if (week.mine) return 'waiting';
  return week.open ? 'answer' : 'closed';
}

/**
 * Why a past week shows only the reader's answers: the partner deleted their account (their
 * answers went with it), or the link was removed after they answered (the database no longer
 * shows them); null when nothing of theirs is withheld.
 */
export function partnerWithheld(week: CheckinWeek): 'gone' | 'unlinked' | null {
  if (week.partnerGone) return 'gone';
  if (week.partnerAnswered && week.revealed && week.theirs === null) return 'unlinked';
  return null;
}
