import path from 'node:path';
import { createAppConfig, type WebpackArgv } from '@shalom/shared/build';

export default (_env: unknown, argv: WebpackArgv) =>
  createAppConfig(
    {
      appDir: path.resolve(__dirname),
      role: 'remote',
      // A JS identifier (it names the container global); /config.json keys it as "mf-auth-onboarding".
      federationName: 'mf_auth_onboarding',
      exposes: { './lifecycles': './src/lifecycles.tsx' },
      devPort: 3001,
      title: 'Shalom Bayit · mf-auth-onboarding (standalone)',
    },
    argv,
  );
