// One backend per data folder inside one process too (the harness and the benchmark start servers
// in-process), a DATA_DIR/jwt-secret that is too short to sign tokens safely is refused, and so is
// a start whose jwt-secret was deleted while the database has users (issue 36).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { createTestDatabase, startBackend, type TestBackend } from '../harness';

const FIXTURE = join(__dirname, '..', 'fixtures', 'supabase');
/** The one user the fixture's seed.sql creates. */
const SEEDED_USER = '11111111-1111-4111-8111-111111111111';

describe('a second server on the data folder of a running one, in the same process', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend({ supabaseDir: FIXTURE });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('is refused, naming the folder; the first keeps serving and can still restart over the folder', async () => {
    const { user } = await backend.signUpUser();
    const config = loadConfig({
      DATA_DIR: backend.dataDir,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SUPABASE_DIR: FIXTURE,
      // On PostgreSQL the folder is locked too (it holds the storage objects); an address nothing
      // listens on makes sure a start that got past the lock could not touch any database.
      ...(backend.databaseKind === 'postgres' ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' } : {}),
    });

    await expect(startServer(config)).rejects.toThrow(
      `This process already runs a backend on the data folder ${backend.dataDir}. Close it first, or set DATA_DIR to another folder.`,
    );

    expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    // restart() closes the server (which releases the folder) and opens it again.
    await backend.restart();
    const users = await backend.sql('select id from auth.users where id = $1', [user.id]);
    expect(users.rows).toHaveLength(1);
  });
});

describe('DATA_DIR/jwt-secret', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shalom-secret-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shorter than 32 characters is refused at start, naming the file and what to do, and left as it was', () => {
    const file = join(dataDir, 'jwt-secret');
    writeFileSync(file, 'only-twenty-chars-xx\n');

    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
      `The JWT secret in ${file} is 20 characters long; it must be at least 32.`,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/Replace it with a secret of at least 32 characters/);
    expect(readFileSync(file, 'utf8')).toBe('only-twenty-chars-xx\n');
  });

  it('empty (or only whitespace) is refused at start, naming the file', () => {
    const file = join(dataDir, 'jwt-secret');
    writeFileSync(file, '  \n');

    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(`The JWT secret file ${file} is empty.`);
    expect(readFileSync(file, 'utf8')).toBe('  \n');
  });

  it('deleted while the database has users: the start is refused, naming the missing file, until it is put back', async () => {
    const env = { DATA_DIR: dataDir, API_PORT: '0', API_HOST: '127.0.0.1', LOG_LEVEL: 'silent', SUPABASE_DIR: FIXTURE };
    const file = join(dataDir, 'jwt-secret');
    // Over a database that only PGlite keeps in DATA_DIR; on PostgreSQL the harness' own database.
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : undefined;
    const withDatabase = database ? { ...env, DATABASE_URL: database.url } : env;
    try {
      // The fixture's seed has one user.
      const first = await startServer(loadConfig(withDatabase));
      await first.close();
      const secret = readFileSync(file, 'utf8');
      rmSync(file);

      for (let attempt = 0; attempt < 2; attempt += 1) {
        await expect(startServer(loadConfig(withDatabase))).rejects.toThrow(
          `The JWT secret file ${file} is missing, but the database already has 1 user. `,
        );
        // Not replaced by a new one: the next start is refused as well.
        expect(existsSync(file)).toBe(false);
      }
      await expect(startServer(loadConfig(withDatabase))).rejects.toThrow(
        /Put the file back \(from a backup of the data folder\), or set JWT_SECRET to that secret/,
      );

      writeFileSync(file, secret);
      const restored = await startServer(loadConfig(withDatabase));
      try {
        expect(restored.ctx.config.jwtSecret).toBe(secret.trim());
        expect((await restored.ctx.db.query('select id from auth.users where id = $1', [SEEDED_USER])).rows).toHaveLength(1);
      } finally {
        await restored.close();
      }
    } finally {
      await database?.drop();
    }
  });

  it('is generated once (at least 32 characters) and then read back unchanged', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });
});
