// The scheduler's planning step (issue 34): asks the database what needs a time
// (checkin_schedule_work), computes each time at the person's place (timing.ts) and hands the times
// back (checkin_schedule_set). Sending what is due is the database's own job
// (send_due_checkin_notifications), run by pg_cron on a hosted project and backend/src/scheduled
// locally. Runs with the service role: the two functions are the server's alone.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RecipientPlace } from '../sacred-time/index.ts';
import { composeAnniversaryNote, genderOf } from './anniversary-note.ts';
import { invitationTime, nextAnniversary, reminderTime, type AnniversaryCalendar, type CheckinDay } from './timing.ts';

interface Place {
  timezone: string | null;
  location: string | null;
}
interface InvitationWork extends Place {
  weekId: string;
  personId: string;
  weekOf: string;
  day: CheckinDay;
}
interface ReminderWork extends Place {
  weekId: string;
  personId: string;
  closesAt: string;
  partnerAnsweredAt: string;
}
interface AnniversaryWork extends Place {
  relationshipId: string;
  personId: string;
  weddingDate: string;
  calendar: AnniversaryCalendar;
  /** The last anniversary day already noted to this person, if any. */
  after: string | null;
  /** profiles.gender of the person and of their spouse (added by planCheckins), for the note's Hebrew. */
  gender?: string | null;
  partnerGender?: string | null;
}
export interface CheckinWork {
  invitations: InvitationWork[];
  reminders: ReminderWork[];
  anniversaries: AnniversaryWork[];
}

export interface PlannedSend {
  kind: 'invitation' | 'reminder' | 'anniversary';
  personId: string;
  dueAt: string;
  weekId?: string;
  relationshipId?: string;
  key?: string;
  data?: Record<string, unknown>;
}

const placeOf = (w: Place): RecipientPlace => ({ timezone: w.timezone, location: w.location });

/** The times for one batch of work (pure: no I/O, `now` given). */
export function planSends(work: CheckinWork, now: Date): PlannedSend[] {
  const sends: PlannedSend[] = [];
  for (const w of work.invitations) {
    sends.push({ kind: 'invitation', weekId: w.weekId, personId: w.personId, dueAt: invitationTime(w.weekOf, placeOf(w), w.day).toISOString() });
  }
  for (const w of work.reminders) {
    const at = reminderTime(new Date(w.partnerAnsweredAt), new Date(w.closesAt), placeOf(w), now);
    if (at) sends.push({ kind: 'reminder', weekId: w.weekId, personId: w.personId, dueAt: at.toISOString() });
  }
  for (const w of work.anniversaries) {
    const next = nextAnniversary(w.weddingDate, w.calendar, placeOf(w), now, w.after);
    if (!next) continue;
    sends.push({
      kind: 'anniversary',
      relationshipId: w.relationshipId,
      personId: w.personId,
      key: next.day,
      dueAt: next.dueAt.toISOString(),
      data: {
        weddingDate: w.weddingDate,
        calendar: w.calendar,
        years: next.years,
        day: next.day,
        // The guide's note for this person; the database writes the partner's name into it when sent.
        note: composeAnniversaryNote({
          weddingDate: w.weddingDate,
          calendar: w.calendar,
          day: next.day,
          years: next.years,
          place: placeOf(w),
          reader: genderOf(w.gender),
          partner: genderOf(w.partnerGender),
        }),
      },
    });
  }
  return sends;
}

/** Each anniversary's person's and spouse's profiles.gender (the note's Hebrew is written for them). */
async function withGenders(admin: SupabaseClient, work: CheckinWork): Promise<CheckinWork> {
  if (work.anniversaries.length === 0) return work;
  const links = await admin
    .from('relationships')
    .select('id, user_id, related_user_id')
    .in('id', [...new Set(work.anniversaries.map((w) => w.relationshipId))]);
  if (links.error) throw new Error(`relationships: ${links.error.message}`);
  const partnerOf = new Map<string, string>();
  for (const link of links.data ?? []) {
    partnerOf.set(`${link.id}:${link.user_id}`, link.related_user_id);
    partnerOf.set(`${link.id}:${link.related_user_id}`, link.user_id);
  }
  const people = [...new Set(work.anniversaries.flatMap((w) => [w.personId, partnerOf.get(`${w.relationshipId}:${w.personId}`) ?? w.personId]))];
  const profiles = await admin.from('profiles').select('id, gender').in('id', people);
  if (profiles.error) throw new Error(`profiles: ${profiles.error.message}`);
  const gender = new Map((profiles.data ?? []).map((p) => [p.id as string, p.gender as string | null]));
  return {
    ...work,
    anniversaries: work.anniversaries.map((w) => ({
      ...w,
      gender: gender.get(w.personId) ?? null,
      partnerGender: gender.get(partnerOf.get(`${w.relationshipId}:${w.personId}`) ?? '') ?? null,
    })),
  };
}

/** One planning run: returns how many new times were stored. */
export async function planCheckins(admin: SupabaseClient, now: Date): Promise<{ planned: number }> {
  const work = await admin.rpc('checkin_schedule_work', { as_of: now.toISOString() });
  if (work.error) throw new Error(`checkin_schedule_work: ${work.error.message}`);
  const sends = planSends(await withGenders(admin, work.data as CheckinWork), now);
  if (sends.length === 0) return { planned: 0 };
  const set = await admin.rpc('checkin_schedule_set', { items: sends });
  if (set.error) throw new Error(`checkin_schedule_set: ${set.error.message}`);
  return { planned: Number(set.data ?? 0) };
}
