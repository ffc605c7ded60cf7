// One delivery of one notification: the recipient's preferences decide push and email, the
// recipient's Shabbat / Yom Tov holds a non-urgent one until havdalah, expired subscriptions are
// removed. Works on a delivery already claimed (state 'sending') by claim_due_notification_deliveries.
import type { SupabaseClient } from '@supabase/supabase-js';
import { sacredTimeAt } from '../_shared/sacred-time/index.ts';
import { DEFAULT_PREFERENCES, typeAllowed, type NotificationPreferences } from './preferences.ts';
import { sendPush, type StoredSubscription, type VapidKeys } from './webPush.ts';

export interface ClaimedDelivery {
  notification_id: string;
  user_id: string;
}

interface NotificationRow {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
}

export type DeliveryOutcome =
  | { notificationId: string; state: 'sent'; pushesSent: number; emailQueued: boolean; removedSubscriptions: number }
  | { notificationId: string; state: 'held'; until: string; reason: string }
  | { notificationId: string; state: 'skipped'; reason: string };

export interface DeliveryDeps {
  admin: SupabaseClient;
  vapid: VapidKeys | null;
  /** Where links in emails point (the app's origin); none when not configured. */
  siteUrl?: string;
}

/** A push lives a day at most in the push service: a message older than that is no news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

async function finish(admin: SupabaseClient, id: string, change: Record<string, unknown>): Promise<void> {
  const { error } = await admin.from('notification_deliveries').update(change).eq('notification_id', id);
  if (error) throw new Error(`notification_deliveries update failed: ${error.message}`);
}

export function pushPayload(notification: NotificationRow): string {
  return JSON.stringify({
    title: notification.title,
    body: notification.message,
    // One notification per row on the device, replaced rather than stacked when sent again.
    tag: notification.id,
    data: { ...(notification.data ?? {}), notificationId: notification.id, type: notification.type },
  });
}

export async function deliverNotification(deps: DeliveryDeps, delivery: ClaimedDelivery, now: Date): Promise<DeliveryOutcome> {
  const { admin } = deps;
  const id = delivery.notification_id;
  const { data: notification, error: readError } = await admin
    .from('notifications')
    .select('id, user_id, type, title, message, data')
    .eq('id', id)
    .maybeSingle<NotificationRow>();
  if (readError) throw new Error(`notification read failed: ${readError.message}`);
  if (!notification) {
    await finish(admin, id, { state: 'skipped', reason: 'notification_gone' });
    return { notificationId: id, state: 'skipped', reason: 'notification_gone' };
  }
  const userId = notification.user_id;

  const { data: stored } = await admin
    .from('notification_preferences')
    .select('new_messages, ai_guidance, relationship_milestones, weekly_checkins, push_enabled, email_enabled')
    .eq('user_id', userId)
    .maybeSingle<NotificationPreferences>();
  const preferences = stored ?? DEFAULT_PREFERENCES;
  if (!typeAllowed(notification.type, preferences)) {
    await finish(admin, id, { state: 'skipped', reason: 'type_off' });
    return { notificationId: id, state: 'skipped', reason: 'type_off' };
  }
  const wantsPush = preferences.push_enabled && deps.vapid !== null;
  if (!wantsPush && !preferences.email_enabled) {
    const reason = preferences.push_enabled ? 'push_not_configured' : 'push_off';
    await finish(admin, id, { state: 'skipped', reason });
    return { notificationId: id, state: 'skipped', reason };
  }

  const urgent = notification.data?.urgent === true;
  if (!urgent) {
    const { data: profile } = await admin
      .from('profiles')
      .select('timezone, location')
      .eq('id', userId)
      .maybeSingle<{ timezone: string | null; location: string | null }>();
    const sacred = sacredTimeAt(now, { timezone: profile?.timezone, location: profile?.location });
    if (sacred.inSacredTime && sacred.endsAt) {
      const reason = sacred.kind ?? 'shabbat';
      await finish(admin, id, { state: 'pending', not_before: sacred.endsAt.toISOString(), reason });
      return { notificationId: id, state: 'held', until: sacred.endsAt.toISOString(), reason };
    }
  }

  let pushesSent = 0;
  let removedSubscriptions = 0;
  if (wantsPush && deps.vapid) {
    const { data: subscriptions, error } = await admin
      .from('push_subscriptions')
      .select('endpoint, p256dh, auth')
      .eq('user_id', userId)
      .returns<StoredSubscription[]>();
    if (error) throw new Error(`push_subscriptions read failed: ${error.message}`);
    const payload = pushPayload(notification);
    for (const subscription of subscriptions ?? []) {
      try {
        const result = await sendPush(subscription, payload, deps.vapid, { ttlSeconds: PUSH_TTL_SECONDS, urgency: urgent ? 'high' : 'normal' });
        if (result.gone) {
          await admin.from('push_subscriptions').delete().eq('endpoint', subscription.endpoint);
          removedSubscriptions += 1;
        } else if (result.status >= 200 && result.status < 300) {
          pushesSent += 1;
        } else {
          console.error(`send-notification: push service answered ${result.status}`);
        }
      } catch (error) {
        // One unreachable push service must not cost the user their other devices or the email.
        console.error('send-notification: push failed', error instanceof Error ? error.message : error);
      }
    }
  }

  let emailQueued = false;
  if (preferences.email_enabled) {
    const { data: user } = await admin.auth.admin.getUserById(userId);
    const to = user?.user?.email;
    if (to) {
      const link = deps.siteUrl ? `\n\n${deps.siteUrl.replace(/\/+$/, '')}${emailPath(notification)}` : '';
      const { error } = await admin.from('notification_emails').insert({
        notification_id: id,
        user_id: userId,
        to_email: to,
        subject: notification.title,
        body: `${notification.message}${link}`,
      });
      if (error) console.error(`send-notification: email not queued (${error.code})`);
      else emailQueued = true;
    }
  }

  await finish(admin, id, { state: 'sent', pushes_sent: pushesSent, reason: wantsPush ? null : 'push_off' });
  return { notificationId: id, state: 'sent', pushesSent, emailQueued, removedSubscriptions };
}

/**
 * Where the email's link leads, as a click on the notification does (spec §7): the path in
 * data.url (every notification but a new message's names its screen there), else the conversation,
 * else /messages. Only a path of this site is used; anything else falls back.
 */
export function emailPath(notification: Pick<NotificationRow, 'data'>): string {
  const url = notification.data?.url;
  if (typeof url === 'string' && /^\/(?![/\\])/.test(url)) return url;
  const conversationId = notification.data?.conversationId;
  return typeof conversationId === 'string' ? `/messages?c=${encodeURIComponent(conversationId)}` : '/messages';
}
