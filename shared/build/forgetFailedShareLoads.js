// A federation runtime plugin of the shell (the host; createAppConfig.ts adds it). The runtime keeps
// the promise of a shared package's first load in its share scope and hands it to every later load:
// when that download failed (offline, a blip), the package could never load again without a reload,
// so the shell's start-up, tried again when the browser is back online, failed with the old
// ChunkLoadError each time (seen in CI). This forgets a failed load, so the next one downloads.
export default function forgetFailedShareLoads() {
  return {
    name: 'shalom-forget-failed-share-loads',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap ?? {})) {
        for (const versions of Object.values(scope?.[pkgName] ?? {})) {
          // With tree shaking the runtime keeps the load on the version's `treeShaking` record.
          for (const record of [versions, versions?.treeShaking]) {
            if (record && !record.loaded) delete record.loading;
          }
        }
      }
    },
  };
}
