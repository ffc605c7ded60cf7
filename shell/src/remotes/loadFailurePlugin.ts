import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteLoadFailure } from './remoteLoadFailure';

/**
 * Federation runtime plugin: when a remote cannot be loaded (manifest 404, script error, expose
 * missing), log it and return a failure marker instead of throwing into React, so the registry can
 * show the section's fallback while the rest of the shell keeps running.
 */
export function loadFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shalom-load-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      // Manifest errors surface again at 'onLoad' with the full request id; answer once, there.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[remotes] could not load "${id}"`, error);
      return createRemoteLoadFailure(id, error);
    },
  };
}
