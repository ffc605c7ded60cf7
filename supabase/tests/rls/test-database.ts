// A fresh database with what hosted Supabase provides (the backend's bootstrap) and all of
// supabase/migrations applied: in-memory PGlite by default, or a new database on the PostgreSQL
// server named by TEST_DATABASE_URL (the same variable the backend harness honours).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite } from '../../../backend/src/db/pglite';
import { createTestDatabase } from '../../../backend/test/harness';
import type { QueryResult, SqlQueryable } from './fixture';
import { bootstrapSql, migrationFiles } from './sql-runner';

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

export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    // The backend's own adapter: in-memory PGlite with Supabase's extensions, loaded the way that
    // works inside jest (see backend/test/node-environment.cjs).
    const lite = await openPglite(undefined);
    return {
      kind: 'pglite',
      async query(sql, params) {
        const r = await lite.query<Record<string, unknown>>(sql, params);
        return { rows: r.rows };
      },
      exec: (sql) => lite.exec(sql),
      close: () => lite.close(),
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
