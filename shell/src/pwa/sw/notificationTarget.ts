/**
 * Where a notification leads (spec §7): a same-origin url in its data, else the conversation it
 * is about, else /messages. A url from another origin is ignored: a push payload must never be
 * able to send the user to a foreign site.
 */
export interface NotificationData {
  url?: unknown;
  conversationId?: unknown;
}

export function notificationTarget(data: NotificationData | null | undefined, origin: string): string {
  const url = typeof data?.url === 'string' ? data.url : '';
  const path = url ? sameOriginPath(url, origin) : null;
  if (path) return path;
  const conversationId = typeof data?.conversationId === 'string' ? data.conversationId : '';
  if (conversationId) return `/messages?c=${encodeURIComponent(conversationId)}`;
  return '/messages';
}

/** The messages the worker posts to its pages (spec §7): both navigate the page to `url`. */
export type WorkerToPageMessage = { type: 'NAVIGATE' | 'NOTIFICATION_CLICK'; url: string };

export function isWorkerNavigation(value: unknown): value is WorkerToPageMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, url } = value as { type?: unknown; url?: unknown };
  return (type === 'NAVIGATE' || type === 'NOTIFICATION_CLICK') && typeof url === 'string';
}

/**
 * A same-origin path (what the router may navigate to), else null. A path that begins with "//"
 * ("/.//host" or "<origin>//host" parse to one) is refused too: as a URL it names another site
 * (clients.openWindow would open it; the router refuses it and the page crashed).
 */
export function sameOriginPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && !parsed.pathname.startsWith('//') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/** What a push carries: the notification row as the server sends it. */
export interface PushPayload {
  title: string;
  body: string;
  tag?: string;
  data?: NotificationData & Record<string, unknown>;
}

export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushPayload>;
    if (typeof value.title !== 'string' || !value.title) return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      tag: typeof value.tag === 'string' ? value.tag : undefined,
      data: typeof value.data === 'object' && value.data !== null ? value.data : {},
    };
  } catch {
    return null;
  }
}
