import path from 'node:path';
import { createAppConfig, type WebpackArgv } from '@shalom/shared/build';

export default (_env: unknown, argv: WebpackArgv) =>
  createAppConfig(
    {
      appDir: path.resolve(__dirname),
      role: 'host',
      federationName: 'shell',
      devPort: 8080,
      title: 'Shalom Bayit — strengthen your marriage and family',
    },
    argv,
  );
