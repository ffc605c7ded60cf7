import type { RuntimeConfig } from '@shalom/shared';
import { remoteOpenedBy } from '../platform/platformDemand';
import { mayBeSignedIn } from '../platform/storedSession';
import { shellNavigation } from '../routes/shellNavigation';

/**
 * Starts loading the remote the current route shows (its mf-manifest.json, remote entry and
 * exposed module) as soon as /config.json says where it is, while supabase-js still downloads:
 * the route's first paint is that remote's text, and it would otherwise wait for the client before
 * its first request. The registry shares the attempt with the RemoteOutlet that mounts later, and
 * a failure lands in the same state the outlet shows (with its Retry), so nothing changes but when.
 */
export function preloadRemoteOfRoute(
  config: RuntimeConfig,
  pathname: string = shellNavigation.getSnapshot().location.pathname,
  signedIn: boolean = mayBeSignedIn(),
): void {
  const remote = remoteOpenedBy(pathname, signedIn);
  if (!remote) return;
  void import('./shellRemotes')
    .then(({ getShellRemoteRegistry }) => getShellRemoteRegistry(config).load(remote))
    .catch(() => undefined); // the registry keeps the failure; the outlet shows it
}
