import type { RuntimeConfig } from '@shalom/shared';
import { containerNameOf, type RemoteKey } from '../routes/routeTable';
import type { FederationHost } from './remoteRegistry';
import { isRemoteLoadFailure } from './remoteLoadFailure';

/** An exposed module path of a remote, as its webpack `exposes` names it (e.g. './unread-indicator'). */
export type ExposedModule = `./${string}`;

/**
 * Loads one exposed module of a remote through the given federation host. Registering is
 * idempotent (without `force` the runtime keeps an already registered remote), so a header widget
 * and the remote's routes share one container and one download of the manifest.
 */
export async function loadExposedModule<T>(
  host: FederationHost,
  remote: { containerName: string; manifestUrl: string | undefined; key: string },
  exposed: ExposedModule,
): Promise<T> {
  if (!remote.manifestUrl) throw new Error(`${remote.key} is not listed in /config.json "remotes"`);
  host.registerRemotes([{ name: remote.containerName, entry: remote.manifestUrl }]);
  const loaded = await host.loadRemote<T>(`${remote.containerName}/${exposed.slice(2)}`);
  if (isRemoteLoadFailure(loaded)) throw loaded.error;
  if (loaded === null || loaded === undefined) throw new Error(`${remote.key} does not expose ${exposed}`);
  return loaded;
}

/**
 * A small module of a remote that lives in the header (the unread indicator, the notification
 * bell). Call it after the first paint: the federation runtime and the remote's manifest are
 * fetched only then, so the landing page's first download does not grow. Rejects with a clear
 * error when the remote is missing or unreachable; callers keep their plain fallback then.
 */
export async function loadHeaderWidget<T>(remote: RemoteKey, exposed: ExposedModule, config: RuntimeConfig): Promise<T> {
  // The same runtime (and its retry/failure plugins) the routes use, set up on first need.
  const { getShellRemoteRegistry } = await import('./shellRemotes');
  getShellRemoteRegistry(config);
  const { getInstance } = await import('@module-federation/enhanced/runtime');
  const federation = getInstance();
  if (!federation) throw new Error('federation runtime is not initialised');
  return loadExposedModule<T>(
    federation as unknown as FederationHost,
    { key: remote, containerName: containerNameOf(remote), manifestUrl: config.remotes[remote] },
    exposed,
  );
}
