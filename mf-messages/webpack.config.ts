import path from 'node:path';
import { createAppConfig, type WebpackArgv } from '@shalom/shared/build';

export default (_env: unknown, argv: WebpackArgv) =>
  createAppConfig(
    {
      appDir: path.resolve(__dirname),
      role: 'remote',
      // A JS identifier (it names the container global); /config.json keys it as "mf-messages".
      federationName: 'mf_messages',
      exposes: {
        './lifecycles': './src/lifecycles.tsx',
        // Small, no React: the shell's header loads it after the first paint on every signed-in page.
        './unread-indicator': './src/features/unread-indicator/index.ts',
        './notification-bell': './src/features/notifications/index.ts',
      },
      devPort: 3004,
      title: 'Shalom Bayit · mf-messages (standalone)',
    },
    argv,
  );
