/**
 * This remote's prerendered /auth screens, built with it (issue 33): `dist/prerender/auth.<locale>.html`,
 * one file per language, each holding every screen of src/prerender/renderAuthScreens.tsx. The
 * page's server puts the file into the area the shell's prerendered /auth page keeps for this
 * remote (a `<!--remote-prerender:mf-auth-onboarding/auth.<locale>.html-->` slot), read from this
 * remote's deployed folder when it serves the page: the shell's build never compiles this remote,
 * and deploying this folder alone changes the prerendered form with the live one.
 */
import path from 'node:path';
import webpack from 'webpack';
import { assertNotSuspended, inJsdom, prerenderOutputDir } from '@shalom/shared/build/prerender';

const PLUGIN = 'PrerenderAuthScreensPlugin';
export const PRERENDER_BUNDLE = 'auth-screens.cjs';

interface AuthScreensBundle {
  renderAuthScreens(locale: string): Promise<string>;
  LOCALES: readonly string[];
}

/** The file of `locale`'s screens in dist/ (the server's slot names it the same way). */
export const prerenderedScreensFile = (locale: string) => `prerender/auth.${locale}.html`;

export class PrerenderAuthScreensPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const bundleFile = path.join(prerenderOutputDir(this.appDir), PRERENDER_BUNDLE);
        const locales = await inJsdom<AuthScreensBundle, readonly string[]>(bundleFile, '/auth', 'en', async (bundle) => bundle.LOCALES);
        for (const locale of locales) {
          // Each language from modules evaluated afresh, in a browser speaking it.
          const html = await inJsdom<AuthScreensBundle, string>(bundleFile, '/auth', locale, (bundle) => bundle.renderAuthScreens(locale));
          assertNotSuspended(html, `sign-in screen (${locale})`);
          compilation.emitAsset(prerenderedScreensFile(locale), new webpack.sources.RawSource(html));
        }
      });
    });
  }
}
