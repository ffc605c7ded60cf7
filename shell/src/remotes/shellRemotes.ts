import { getInstance } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RuntimeConfig } from '@shalom/shared';
import { REMOTE_KEYS, containerNameOf } from '../routes/routeTable';
import { loadFailurePlugin } from './loadFailurePlugin';
import { RemoteRegistry, type FederationHost, type RegistryEntry } from './remoteRegistry';

let registry: RemoteRegistry | undefined;
let registryConfig: RuntimeConfig | undefined;

/**
 * The shell's remote registry, built from /config.json the first time a remote route renders
 * (this module is loaded on demand, so the landing page never pays for it).
 */
export function getShellRemoteRegistry(config: RuntimeConfig): RemoteRegistry {
  if (registry && registryConfig === config) return registry;
  const federation = getInstance();
  if (!federation) throw new Error('federation runtime is not initialised');
  federation.registerPlugins([
    // Network layer: retry manifests and remote entry scripts a few times before giving up.
    RetryPlugin({
      fetch: { retryTimes: 2 },
      script: { retryTimes: 2, retryDelay: 800 },
    }),
    // Loading layer: turn what still fails into a fallback instead of an exception.
    loadFailurePlugin(),
  ]);
  const entries: Record<string, RegistryEntry> = {};
  for (const remote of REMOTE_KEYS) {
    entries[remote] = { containerName: containerNameOf(remote), manifestUrl: config.remotes[remote] };
  }
  registry = new RemoteRegistry(federation as unknown as FederationHost, entries);
  registryConfig = config;
  return registry;
}
