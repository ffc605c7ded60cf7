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
  weekly_checkin: 'weekly_checkins',
};

export function typeAllowed(type: string, preferences: NotificationPreferences): boolean {
  const key = TYPE_SWITCH[type];
  return key ? preferences[key] : true;
}
