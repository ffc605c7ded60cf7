// Backups of the embedded database (issue 36): pg_dump's SQL of a data folder (db/backup.ts, the
// `db:dump` / `db:restore` scripts) restores into a new folder that starts with every row, and
// nothing is dumped or restored over a folder a backend is serving or that already has a database.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type BackendConfig } from '../../src/config';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from '../../src/db/backup';
import { startServer } from '../../src/server';

const FIXTURE = join(__dirname, '..', 'fixtures', 'supabase');
const SEEDED_USER = '11111111-1111-4111-8111-111111111111';

function configFor(dataDir: string): BackendConfig {
  return loadConfig({ DATA_DIR: dataDir, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'silent', SUPABASE_DIR: FIXTURE });
}

// Only PGlite keeps its database in DATA_DIR.
const describeOnPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

describeOnPglite('db:dump and db:restore', () => {
  const folders: string[] = [];
  const folder = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'shalom-backup-'));
    folders.push(dir);
    return dir;
  };

  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('a dump restores into a new data folder that starts with every row; not over a served or a full folder', async () => {
    const original = folder();
    const running = await startServer(configFor(original));
    await running.ctx.db.query("insert into public.notes (owner_id, body) values ($1, 'written before the backup ✓ שלום')", [SEEDED_USER]);
    await expect(dumpEmbeddedDatabase(original)).rejects.toThrow(`already runs a backend on the data folder`);
    await running.close();

    const dump = await dumpEmbeddedDatabase(original);
    expect(dump).toContain('PostgreSQL database dump');

    const restored = folder();
    await restoreEmbeddedDatabase(dump, restored);
    // The file backup's part: the secret the users' sessions and keys were made with.
    copyFileSync(join(original, 'jwt-secret'), join(restored, 'jwt-secret'));
    const again = await startServer(configFor(restored));
    try {
      expect(again.migrations.applied).toEqual([]);
      const notes = await again.ctx.db.query<{ body: string }>('select body from public.notes order by created_at');
      expect(notes.rows.map((row) => row.body)).toEqual(['seeded note', 'written before the backup ✓ שלום']);
      expect((await again.ctx.db.query('select id from auth.users')).rows).toEqual([{ id: SEEDED_USER }]);
      // Row level security came back with the tables.
      expect((await again.ctx.db.query<{ n: number }>("select count(*)::int as n from pg_policies where tablename = 'notes'")).rows).toEqual([{ n: 4 }]);
    } finally {
      await again.close();
    }

    await expect(restoreEmbeddedDatabase(dump, restored)).rejects.toThrow(`${join(restored, 'pgdata')} already holds a database`);
    // Two server starts, a dump and a restore: minutes on a busy two-core machine.
  }, 300_000);
});
