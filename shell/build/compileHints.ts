/**
 * Marks the app's script files ("app" of build/firstPaintStats.ts: the federation runtime, React
 * DOM, the router, the translation runtime and the shell's first-paint chunk) with V8's explicit
 * compile hint, a first-line `//# allFunctionsCalledOnLoad` comment (https://v8.dev/blog/explicit-compile-hints).
 *
 * Why: every one of these functions runs at start-up (React DOM's module alone is one 200 KB
 * function). V8 compiles a function lazily, on the main thread, the first time it is called, so
 * the app's start-up after the landing's first paint was mostly compilation: long tasks of their
 * own (Lighthouse on "/": 86, TBT 528 ms). With the hint V8 compiles the whole file eagerly while
 * it streams it, on a background thread, as the preloaded file arrives before the first paint;
 * the main thread then only runs it. Other engines ignore the comment.
 *
 * Only files of at least 10 KB get it: a smaller one compiles in little time either way, and each
 * comment costs about 25 bytes gzipped of the landing's 128 KB app budget (landingBudget.test.ts).
 * Added after minification (terser drops comments) and before the content hashes and source maps
 * are made, so file names and maps account for the extra line.
 */
import { Compilation, sources, type Compiler } from 'webpack';
import { appScriptFiles } from './firstPaintStats';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const PLUGIN = 'EagerCompileHintPlugin';
const MIN_BYTES = 10 * 1024;

export class EagerCompileHintPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of appScriptFiles(compilation)) {
          if ((compilation.getAsset(file)?.source.size() ?? 0) < MIN_BYTES) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
        }
      });
    });
  }
}
