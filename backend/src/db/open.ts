// Chooses the Database: PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR.
import { join } from 'node:path';
import type { Database } from '../context';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(join(options.dataDir, 'pgdata'));
}
