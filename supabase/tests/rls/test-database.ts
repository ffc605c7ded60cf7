// A fresh database with what hosted Supabase provides (the backend's bootstrap) and all of
// supabase/migrations applied: in-memory PGlite by default, or a new database on the PostgreSQL
// server named by TEST_DATABASE_URL (the same variable the backend harness honours).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from '../../../backend/src/db/pglite';
import { copyInitdbCluster, createTestDatabase } from '../../../backend/test/harness';
import { resetFixture, type People, type QueryResult, type SqlQueryable } from './fixture';
import { bootstrapSql, createSqlPeople, migrationFiles } from './sql-runner';

export interface TestDatabase extends SqlQueryable {
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement script (a migration file, the seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function applyMigrations(db: TestDatabase): Promise<void> {
  await db.exec(bootstrapSql());
  for (const file of migrationFiles()) {
    try {
      await db.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
}

/** A migrated database with the SQL suites' people in it and the fixture's rows in place. */
export async function openFixtureDatabase(people: People): Promise<TestDatabase> {
  const db = await openTestDatabase();
  await applyMigrations(db);
  await createSqlPeople(db, people);
  await resetFixture(db, people);
  return db;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    // The backend's own adapter: PGlite with Supabase's extensions, loaded the way that works
    // inside jest (see backend/test/node-environment.cjs), in a temporary folder that starts as a
    // copy of a cluster made by initdb once (the harness's copyInitdbCluster), not initdb again.
    const folder = mkdtempSync(join(tmpdir(), 'shalom-sql-test-'));
    const db = await copyInitdbCluster(join(folder, 'pgdata'))
      .then(() => openPglite(join(folder, 'pgdata')))
      .catch((error: unknown) => {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      });
    return {
      kind: 'pglite',
      async query(sql, params) {
        const r = await db.query<Record<string, unknown>>(sql, params);
        return { rows: r.rows };
      },
      exec: (sql) => db.exec(sql),
      async close() {
        try {
          await db.close();
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  }
  const database = await createTestDatabase(adminUrl);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    kind: 'postgres',
    async query(sql, params): Promise<QueryResult> {
      const r = await client.query(sql, params as unknown[] | undefined);
      return { rows: r.rows as Record<string, unknown>[] };
    },
    async exec(sql) {
      await client.query(sql);
    },
    async close() {
      await client.end();
      await database.drop();
    },
  };
}
