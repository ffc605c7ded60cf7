// The shell's installable-app build: static PWA files (web app manifest, icons, offline page)
// copied into dist/, and the service worker compiled from src/pwa/sw/sw.ts by workbox's
// InjectManifest with the list of the shell's files to precache.
import fs from 'node:fs';
import path from 'node:path';
import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';

/** Emits every file under `dir` at the same relative path in the output (before precaching runs). */
class EmitStaticFilesPlugin implements WebpackPluginInstance {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitStaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStaticFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of listFiles(this.dir)) {
            compilation.fileDependencies.add(file);
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export function pwaPlugins(appDir: string, production: boolean): WebpackPluginInstance[] {
  const emitStatic = new EmitStaticFilesPlugin(path.join(appDir, 'static'));
  // In development the worker would cache what the dev server changes under it; only builds get one.
  if (!production) return [emitStatic];
  return [
    emitStatic,
    new InjectManifest({
      swSrc: path.join(appDir, 'src/pwa/sw/sw.ts'),
      swDest: 'sw.js',
      // The shell's own federation manifest is an entry read network-first, never precached; maps,
      // the licence notes and the big icons stay out of the precache as well.
      exclude: [/\.map$/, /\.LICENSE\.txt$/, /mf-manifest\.json$/, /mf-stats\.json$/, /^icons\/(?!icon-192|badge-96)/],
      // Hashed chunks change name with content: no revision query needed for them.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    }),
  ];
}
