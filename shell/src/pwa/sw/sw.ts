/// <reference lib="webworker" />
// The service worker (/sw.js), built by workbox-webpack-plugin's InjectManifest from this file.
// Caching rules (issue 14): the shell's own build is precached; /config.json, every remote's
// mf-manifest.json and remoteEntry.js are network-first (a redeployed remote is picked up on the
// next visit, the last copy serves offline); content-hashed chunks are cache-first (their names
// change with their content); navigations fall back to the precached app shell, then offline.html.
// The API (another origin) is never cached: private data stays out of the worker's caches.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { notificationTarget, parsePushPayload, type WorkerToPageMessage } from './notificationTarget';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/;
const RUNTIME_ENTRY = /(?:^\/config\.json$|\/mf-manifest\.json$|\/remoteEntry\.js$)/;
const APP_SHELL = '/index.html';
const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the page that installed it; later ones wait for the update prompt.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && RUNTIME_ENTRY.test(url.pathname),
  new NetworkFirst({ cacheName: 'shalom-entries', networkTimeoutSeconds: 5 }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && HASHED_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: 'shalom-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);

// Every route of the single-page app is index.html; offline, the precached copy renders it.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(APP_SHELL)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

// The page's update prompt asks a waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: payload.data,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = notificationTarget(event.notification.data as Record<string, unknown> | null, self.location.origin);
  event.waitUntil(openOrFocus(path));
});

/** Focuses an open window of the app and tells it where to go, else opens a new one there. */
async function openOrFocus(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (existing) {
    const message: WorkerToPageMessage = { type: 'NOTIFICATION_CLICK', url: path };
    existing.postMessage(message);
    await existing.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(path);
}
