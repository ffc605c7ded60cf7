// Web push with the `web-push` library: it encrypts the payload (RFC 8291, aes128gcm) and signs
// the VAPID header; the request itself goes out with fetch, which both hosts have (the library's
// own sender is Node's https module only, and push services in tests listen on plain http).
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact of the sender, required by push services. */
  subject: string;
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = { endpoint: string; status: number; gone: boolean };

export function vapidKeysFrom(get: (name: string) => string | undefined): VapidKeys | null {
  const publicKey = get('VAPID_PUBLIC_KEY')?.trim();
  const privateKey = get('VAPID_PRIVATE_KEY')?.trim();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: get('VAPID_SUBJECT')?.trim() || 'mailto:notifications@shalombayit.app' };
}

export async function sendPush(
  subscription: StoredSubscription,
  payload: string,
  vapid: VapidKeys,
  options: { ttlSeconds: number; urgency: 'normal' | 'high' },
): Promise<PushResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds,
      urgency: options.urgency,
    },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch computes the length itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  // 404 / 410: the browser unsubscribed or the subscription expired; it never comes back.
  return { endpoint: subscription.endpoint, status: response.status, gone: response.status === 404 || response.status === 410 };
}
