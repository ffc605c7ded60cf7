// A PostgREST request's identity and a failing statement inside one SQL transaction, shared by the
// SQL suites (db-rules, weekly-checkins): `as` sets `role` and `request.jwt.claims` for the rest
// of the transaction (set_config(…, true)), `attempt` runs a statement that may fail inside a
// savepoint so the transaction stays usable. `scenario` runs steps in one transaction that is
// always rolled back.
import type { People, SqlQueryable } from './fixture';

export interface SqlSession {
  /** Continue as this person (or anon), like a PostgREST request with their JWT. */
  as(who: keyof People | 'anon'): Promise<void>;
  /** Continue as the database owner (no RLS), to arrange or inspect. */
  asOwnerOfDatabase(): Promise<void>;
  /** Runs a statement that may fail, keeping the transaction usable; returns the error or null. */
  attempt(sql: string, params?: unknown[]): Promise<{ code?: string; message?: string } | null>;
}

/** The session helpers for `db` and these people; call them inside a transaction. */
export function sqlSession(db: SqlQueryable, people: People): SqlSession {
  return {
    async as(who) {
      const claims = who === 'anon' ? { role: 'anon' } : { sub: people[who], role: 'authenticated' };
      await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        who === 'anon' ? 'anon' : 'authenticated',
        JSON.stringify(claims),
      ]);
    },
    async asOwnerOfDatabase() {
      await db.query('reset role');
    },
    async attempt(sql, params) {
      await db.query('savepoint attempt');
      try {
        await db.query(sql, params);
        await db.query('release savepoint attempt');
        return null;
      } catch (error) {
        await db.query('rollback to savepoint attempt');
        const e = error as { code?: string; message?: string };
        return { code: e.code, message: e.message };
      }
    },
  };
}

/** Runs steps in one transaction that is always rolled back, so scenarios do not leak. */
export async function scenario<T>(db: SqlQueryable, people: People, steps: (s: SqlSession) => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    return await steps(sqlSession(db, people));
  } finally {
    await db.query('rollback');
  }
}
