// notification_preferences (spec §3, §7): select by user_id, insert the defaults when there is no
// row, update by user_id (the returned row replaces what the screen shows).
import type { ShalomSupabaseClient } from '@shalom/shared';

export interface NotificationPreferences {
  new_messages: boolean;
  ai_guidance: boolean;
  relationship_milestones: boolean;
  weekly_checkins: boolean;
  push_enabled: boolean;
  email_enabled: boolean;
  /** When the weekly check-in's invitation comes (issue 34): Friday before candle lighting, or Thursday evening. */
  checkin_day: string;
}

/** The on/off switches. */
export type PreferenceKey = Exclude<keyof NotificationPreferences, 'checkin_day'>;

const COLUMNS = 'new_messages, ai_guidance, relationship_milestones, weekly_checkins, push_enabled, email_enabled, checkin_day';

export async function loadPreferences(supabase: ShalomSupabaseClient, userId: string): Promise<NotificationPreferences> {
  const read = await supabase.from('notification_preferences').select(COLUMNS).eq('user_id', userId).maybeSingle();
  if (read.error) throw new Error(read.error.message);
  if (read.data) return read.data;
  // The database's defaults (all on except push) fill the new row.
  const created = await supabase.from('notification_preferences').insert({ user_id: userId }).select(COLUMNS).single();
  if (created.error) throw new Error(created.error.message);
  return created.data;
}

export async function updatePreferences(
  supabase: ShalomSupabaseClient,
  userId: string,
  change: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const { data, error } = await supabase.from('notification_preferences').update(change).eq('user_id', userId).select(COLUMNS).single();
  if (error) throw new Error(error.message);
  return data;
}
