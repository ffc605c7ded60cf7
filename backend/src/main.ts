// `npm start -w backend`: serves the API until SIGINT/SIGTERM, and writes the URL and keys to
// DATA_DIR/api-keys.json for the shell's /config.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config);
  const { ctx } = running;
  const url = ctx.config.publicUrl;
  writeFileSync(
    join(config.dataDir, 'api-keys.json'),
    `${JSON.stringify({ url, anonKey: ctx.config.anonKey, serviceRoleKey: ctx.config.serviceRoleKey }, null, 2)}\n`,
    { mode: 0o600 },
  );
  ctx.log.info(
    { database: ctx.db.kind, dataDir: config.dataDir, supabaseDir: config.supabaseDir, migrations: running.migrations },
    'backend ready',
  );
  console.log(`API: http://localhost:${running.port}`);

  const shutdown = (signal: string): void => {
    ctx.log.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        ctx.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
