// A federation runtime plugin of the shell (the host; createAppConfig.ts adds it): it puts the
// page's one federation runtime core on the global where the production remotes look for it
// (experiments.externalRuntime makes `@module-federation/runtime-core` the external
// `_FEDERATION_RUNTIME_CORE`), so their remoteEntry files need no copy of their own.
// @module-federation/inject-external-runtime-core-plugin (what `provideExternalRuntime` adds) does
// the same, but it is resolved as CommonJS and brings a second copy of the runtime core into the
// shell's entry (27 -> 50 KB gz); this imports the copy the shell's own federation runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'shalom-provide-federation-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && typeof global === 'object' && !global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
      }
      return args;
    },
  };
}
