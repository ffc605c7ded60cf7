import type { RouteAccess } from '@shalom/shared';

/**
 * The one route -> owner table (spec §2). Remote keys are the folder names used in /config.json;
 * a remote renders its own routes under these paths. Routes of one remote with the same access are
 * grouped so moving between them (say /messages -> /messages/42) keeps the remote mounted.
 */
export const REMOTE_KEYS = [
  'mf-auth-onboarding',
  'mf-relationships',
  'mf-ai-guidance',
  'mf-messages',
  'mf-admin',
] as const;

export type RemoteKey = (typeof REMOTE_KEYS)[number];

export interface RemoteRouteGroup {
  remote: RemoteKey;
  access: RouteAccess;
  paths: readonly string[];
}

export const REMOTE_ROUTES: readonly RemoteRouteGroup[] = [
  { remote: 'mf-auth-onboarding', access: 'public', paths: ['/auth'] },
  { remote: 'mf-auth-onboarding', access: 'signed-in', paths: ['/onboarding'] },
  { remote: 'mf-relationships', access: 'protected', paths: ['/relationships', '/relationships/check-in', '/connect', '/connect/:id'] },
  { remote: 'mf-ai-guidance', access: 'protected', paths: ['/ai', '/test-chat'] },
  { remote: 'mf-messages', access: 'protected', paths: ['/messages', '/messages/:id', '/messages/ai/:id'] },
  // mf-admin owns the whole feedback contract: the public form and the staff review of it.
  { remote: 'mf-admin', access: 'public', paths: ['/feedback'] },
  { remote: 'mf-admin', access: 'staff', paths: ['/admin/feedback'] },
];

/** Screens the shell renders itself. */
export const SHELL_ROUTES = {
  landing: { path: '/', access: 'public' },
  dashboard: { path: '/dashboard', access: 'protected' },
  terms: { path: '/terms', access: 'public' },
  privacy: { path: '/privacy', access: 'public' },
  howItWorks: { path: '/how-it-works', access: 'public' },
  roadmap: { path: '/roadmap', access: 'public' },
  introApk: { path: '/intro-apk', access: 'public' },
  shareTarget: { path: '/share-target', access: 'public' },
  openFile: { path: '/open-file', access: 'public' },
  protocol: { path: '/protocol', access: 'public' },
  donate: { path: '/donate', access: 'public' },
} as const satisfies Record<string, { path: string; access: RouteAccess }>;

/** The federation container name of a remote (a JS identifier; see the remote's webpack config). */
export function containerNameOf(remote: RemoteKey): string {
  return remote.replace(/-/g, '_');
}

/** Paths on which the header is hidden (spec §2). */
export const HEADERLESS_PATHS: readonly string[] = ['/intro-apk'];
