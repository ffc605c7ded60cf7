// Which preference switch governs a notification type (spec §3 notification_preferences). Types
// outside the four families are governed by push_enabled / email_enabled alone.
export interface NotificationPreferences {
  new_messages: boolean;
  ai_guidance: boolean;
  relationship_milestones: boolean;
  weekly_checkins: boolean;
  push_enabled: boolean;
  email_enabled: boolean;
}

/** Spec §3 defaults: all true except push_enabled. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  new_messages: true,
  ai_guidance: true,
  relationship_milestones: true,
  weekly_checkins: true,
  push_enabled: false,
  email_enabled: true,
};

const TYPE_SWITCH: Record<string, keyof NotificationPreferences> = {
  new_message: 'new_messages',
  ai_guidance: 'ai_guidance',
  ai_communication: 'ai_guidance',
  relationship_milestone: 'relationship_milestones',
  // A request to connect and its acceptance (issue 33): the database makes them only while this
  // switch is on, and checks it again here, as for new messages.
  connection_request: 'relationship_milestones',
  connection_accepted: 'relationship_milestones',
  weekly_checkin: 'weekly_checkins',
  // Made by the database's check-in schedule (issue 34) only while their switch is on; a delivery
  // held over Shabbat is read again here, so turning the switch off meanwhile still stops it.
  checkin_invitation: 'weekly_checkins',
  checkin_reminder: 'weekly_checkins',
};

function switchOf(type: string): keyof NotificationPreferences | undefined {
  // The check-ins' other notes are milestones: the anniversary, the first check-in together,
  // 10 / 25 / 52 weeks (checkin_anniversary, checkin_first_checkin, checkin_weeks_10 …).
  return TYPE_SWITCH[type] ?? (type.startsWith('checkin_') ? 'relationship_milestones' : undefined);
}

export function typeAllowed(type: string, preferences: NotificationPreferences): boolean {
  const key = switchOf(type);
  return key ? preferences[key] : true;
}
