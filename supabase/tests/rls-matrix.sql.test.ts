// The RLS matrix (./rls/matrix.ts) proven in SQL, as PostgREST runs each request: on an in-memory
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. Every cell runs in its own transaction
// and is rolled back. rls-matrix.test.ts runs the same matrix through supabase-js and the backend.
import { fixtureImagePath, fixtureTokens, resetFixture, type People } from './rls/fixture';
import { judge } from './rls/judge';
import { describeCell, matrix } from './rls/matrix';
import { BUCKET, SQL_PEOPLE, createSqlPeople, runCellInSql } from './rls/sql-runner';
import { applyMigrations, openTestDatabase, type TestDatabase } from './rls/test-database';

describe('RLS matrix in SQL', () => {
  let db: TestDatabase;
  /** The people's ids and the owner's connect tokens, for the cells' placeholders. */
  let values: People;

  beforeAll(async () => {
    db = await openTestDatabase();
    await applyMigrations(db);
    await createSqlPeople(db, SQL_PEOPLE);
    await resetFixture(db, SQL_PEOPLE);
    values = { ...SQL_PEOPLE, ...(await fixtureTokens(db, SQL_PEOPLE)) };
    await db.query(`insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)`, [
      BUCKET,
      fixtureImagePath(SQL_PEOPLE),
      SQL_PEOPLE.owner,
    ]);
  });

  afterAll(async () => {
    await db?.close();
  });

  test.each(matrix.map((c) => [describeCell(c), c] as const))('%s', async (_label, c) => {
    const { outcome, after } = await runCellInSql(db, c, values);
    expect(judge(c, outcome, after, values)).toBe('as expected');
  });
});
