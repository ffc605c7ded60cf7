import path from 'node:path';
import type { Configuration } from 'webpack';
import { createAppConfig, type WebpackArgv } from '@shalom/shared/build';
import { EagerCompileHintPlugin } from './build/compileHints';
import { FirstPaintStatsPlugin } from './build/firstPaintStats';
import { PRERENDER_COMPILER, PrerenderLandingPlugin, prerenderConfig } from './build/prerenderLanding';
import { pwaPlugins } from './build/pwaPlugins';

export default (_env: unknown, argv: WebpackArgv): Configuration | Configuration[] => {
  const appDir = path.resolve(__dirname);
  const config = createAppConfig(
    {
      appDir,
      role: 'host',
      federationName: 'shell',
      devPort: 8080,
      title: 'Shalom Bayit — strengthen your marriage and family',
    },
    argv,
  );
  // The installable app (issue 14) is the shell's alone: the remotes' builds stay as they are.
  config.plugins = [...(config.plugins ?? []), ...pwaPlugins(appDir, config.mode === 'production')];
  if (config.mode !== 'production') return config;
  // What a visitor's landing page loads, for the budget test and the bench (see build/firstPaintStats).
  config.plugins.push(new FirstPaintStatsPlugin());
  // Its scripts compiled as they stream in, off the main thread (build/compileHints.ts).
  config.plugins.push(new EagerCompileHintPlugin());
  // The landing page prerendered into index.html (build/prerenderLanding.ts): its Node bundle is
  // built first, then the browser build renders it into the page.
  config.plugins.push(new PrerenderLandingPlugin(appDir));
  const prerender = prerenderConfig(appDir, config);
  return [prerender, { ...config, name: 'shell', dependencies: [PRERENDER_COMPILER] }];
};
