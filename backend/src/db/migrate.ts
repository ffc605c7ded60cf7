// Brings a database to the state a Supabase project expects: what Supabase provides (bootstrap),
// the auth server's tables, then the project's migrations in filename order, each once, tracked in
// supabase_migrations.schema_migrations as the Supabase CLI does, and seed.sql on first start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../context';

const BOOTSTRAP_SQL = join(__dirname, 'supabase-bootstrap.sql');
const AUTH_SCHEMA_SQL = join(__dirname, '..', 'auth', 'auth-schema.sql');

/** Supabase's database search_path: extension functions (crypt, uuid_generate_v4) unqualified. */
const SUPABASE_SEARCH_PATH = `set local search_path = "$user", public, extensions;`;

/** The CLI's naming: <version digits>_<name>.sql */
const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`Migration ${file} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export function listMigrations(supabaseDir: string, log?: Logger): MigrationFile[] {
  const dir = join(supabaseDir, 'migrations');
  if (!existsSync(dir)) return [];
  const files: MigrationFile[] = [];
  for (const fileName of readdirSync(dir).sort()) {
    if (!fileName.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(fileName);
    if (!match) {
      log?.warn({ file: fileName }, 'skipping migration file: its name does not match <timestamp>_name.sql');
      continue;
    }
    files.push({ version: match[1]!, name: match[2]!, path: join(dir, fileName) });
  }
  return files;
}

/** Cluster-wide objects (roles) can race when several databases bootstrap at once: retry. */
const RACE_CODES = new Set(['23505', '42710', 'XX000', '40001', '40P01']);

async function runBootstrap(db: Database): Promise<void> {
  const sql = readFileSync(BOOTSTRAP_SQL, 'utf8');
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction((tx) => tx.exec(sql));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export async function migrate(db: Database, supabaseDir: string, log?: Logger): Promise<MigrateResult> {
  await runBootstrap(db);
  await db.transaction((tx) => tx.exec(readFileSync(AUTH_SCHEMA_SQL, 'utf8')));

  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
    create table if not exists supabase_migrations.seed_files (
      path text primary key,
      hash text not null
    );
  `);

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const migration of listMigrations(supabaseDir, log)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(SUPABASE_SEARCH_PATH);
        await tx.exec(sql);
        // Reset what a migration may have changed for the session (role, search_path).
        await tx.exec('reset role; reset search_path;');
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [migration.version, [sql], migration.name],
        );
      });
    } catch (error) {
      throw new MigrationError(`${migration.version}_${migration.name}.sql`, error);
    }
    applied.push(`${migration.version}_${migration.name}`);
    log?.info({ migration: `${migration.version}_${migration.name}` }, 'migration applied');
  }

  // The seed goes only into a database that had no migration before this start, and only once.
  let seeded = false;
  const seedFile = join(supabaseDir, 'seed.sql');
  const seededBefore = (await db.query('select 1 from supabase_migrations.seed_files')).rows.length > 0;
  if (done.size === 0 && !seededBefore && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(SUPABASE_SEARCH_PATH);
        await tx.exec(sql);
        await tx.exec('reset role; reset search_path;');
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          'supabase/seed.sql',
          createHash('sha256').update(sql).digest('hex'),
        ]);
      });
    } catch (error) {
      throw new MigrationError('seed.sql', error);
    }
    seeded = true;
    log?.info('seed.sql applied');
  }
  return { applied, seeded };
}
