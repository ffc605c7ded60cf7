import path from 'node:path';
import type { Configuration } from 'webpack';
import { createAppConfig, type WebpackArgv } from '@shalom/shared/build';
import { PRERENDER_COMPILER, prerenderBundleConfig } from '@shalom/shared/build/prerender';
import { PRERENDER_BUNDLE, PrerenderAuthScreensPlugin } from './build/prerenderAuthScreens';

export default (_env: unknown, argv: WebpackArgv): Configuration | Configuration[] => {
  const appDir = path.resolve(__dirname);
  const config = createAppConfig(
    {
      appDir,
      role: 'remote',
      // A JS identifier (it names the container global); /config.json keys it as "mf-auth-onboarding".
      federationName: 'mf_auth_onboarding',
      exposes: { './lifecycles': './src/lifecycles.tsx' },
      devPort: 3001,
      title: 'Shalom Bayit · mf-auth-onboarding (standalone)',
    },
    argv,
  );
  if (config.mode !== 'production') return config;
  // The /auth screens prerendered (build/prerenderAuthScreens.ts): their Node bundle is built
  // first, then the browser build renders them into dist/prerender/.
  const prerender = prerenderBundleConfig({ appDir, browser: config, entry: './src/prerender/renderAuthScreens.tsx', filename: PRERENDER_BUNDLE });
  return [
    prerender,
    {
      ...config,
      name: 'mf-auth-onboarding',
      dependencies: [PRERENDER_COMPILER],
      plugins: [...(config.plugins ?? []), new PrerenderAuthScreensPlugin(appDir)],
    },
  ];
};
