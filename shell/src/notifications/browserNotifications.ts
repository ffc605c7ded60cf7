// The browser side of notifications: permission (spec §3 states), the test notification, and the
// web push subscription stored in push_subscriptions (issue 14).
import type { ShalomSupabaseClient } from '@shalom/shared';

/** Spec §3 notification permission states. */
export type PermissionState = 'idle' | 'prompt' | 'requesting' | 'granted' | 'denied' | 'unsupported' | 'error';

export function notificationsSupported(win: Window = window): boolean {
  return 'Notification' in win && 'serviceWorker' in win.navigator && 'PushManager' in win;
}

/** What the browser says now (never 'requesting' or 'error': those are the app's own moments). */
export function currentPermission(win: Window = window): PermissionState {
  if (!notificationsSupported(win)) return 'unsupported';
  switch (Notification.permission) {
    case 'granted':
      return 'granted';
    case 'denied':
      return 'denied';
    default:
      return 'prompt';
  }
}

export async function requestPermission(): Promise<'granted' | 'denied' | 'prompt'> {
  const answer = await Notification.requestPermission();
  return answer === 'default' ? 'prompt' : answer;
}

/** The worker's registration when the app has one (installed app, production build), else null. */
async function workerRegistration(win: Window): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in win.navigator)) return null;
  const existing = await win.navigator.serviceWorker.getRegistration();
  return existing?.active ? existing : null;
}

export async function showTestNotification(title: string, body: string, win: Window = window): Promise<void> {
  const registration = await workerRegistration(win);
  if (registration) {
    await registration.showNotification(title, { body, icon: '/icons/icon-192.png', tag: 'shalom-test', data: { url: '/dashboard' } });
    return;
  }
  new Notification(title, { body, icon: '/icons/icon-192.png', tag: 'shalom-test' });
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The server's VAPID public key (GET send-notification). */
export async function fetchVapidPublicKey(supabase: ShalomSupabaseClient): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ vapidPublicKey?: string }>('send-notification', { method: 'GET' });
  if (error || !data?.vapidPublicKey) throw new Error(error?.message ?? 'Push is not configured on the server');
  return data.vapidPublicKey;
}

/**
 * Subscribes this browser to push with the server's key and stores the subscription for the user
 * (one row per endpoint; the same device subscribing again keeps its row).
 */
export async function subscribeToPush(supabase: ShalomSupabaseClient, userId: string, win: Window = window): Promise<void> {
  const registration = await win.navigator.serviceWorker.ready;
  const key = await fetchVapidPublicKey(supabase);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('The browser returned an incomplete push subscription');
  const { error } = await supabase.from('push_subscriptions').upsert(
    { user_id: userId, endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth, user_agent: win.navigator.userAgent.slice(0, 300) },
    { onConflict: 'endpoint' },
  );
  if (error) throw new Error(error.message);
}
