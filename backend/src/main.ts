// `npm start -w backend`: serves the API until SIGINT/SIGTERM, and writes the URL and keys to
// DATA_DIR/api-keys.json for the shell's /config.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { startServer, type RunningServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  let running: RunningServer | undefined;
  let stopSignal: string | undefined;

  const shutdown = (signal: string): void => {
    stopSignal = signal;
    if (!running) {
      // Still starting: stopped as soon as it has started, so the database closes cleanly.
      console.error(`${signal}: stopping once the backend has started (send it again to stop at once).`);
      return;
    }
    const { log } = running.ctx;
    log.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Before anything announces that the backend is up: a signal sent the moment it is announced
  // must find the handler, or it kills the process without closing the database or the lock.
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  running = await startServer(config);
  if (stopSignal) return shutdown(stopSignal);
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
