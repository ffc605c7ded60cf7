import path from 'node:path';
import { createAppConfig, type WebpackArgv } from '@shalom/shared/build';
import { FirstPaintStatsPlugin } from './build/firstPaintStats';
import { pwaPlugins } from './build/pwaPlugins';

export default (_env: unknown, argv: WebpackArgv) => {
  const config = createAppConfig(
    {
      appDir: path.resolve(__dirname),
      role: 'host',
      federationName: 'shell',
      devPort: 8080,
      title: 'Shalom Bayit — strengthen your marriage and family',
    },
    argv,
  );
  // The installable app (issue 14) is the shell's alone: the remotes' builds stay as they are.
  config.plugins = [...(config.plugins ?? []), ...pwaPlugins(path.resolve(__dirname), config.mode === 'production')];
  // What a visitor's landing page loads, for the budget test and the bench (see build/firstPaintStats).
  if (config.mode === 'production') config.plugins.push(new FirstPaintStatsPlugin());
  return config;
};
