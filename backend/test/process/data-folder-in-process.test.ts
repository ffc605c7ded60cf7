// One backend per data folder inside one process too (the harness and the benchmark start servers
// in-process), and a DATA_DIR/jwt-secret that is too short to sign tokens safely is refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { startBackend, type TestBackend } from '../harness';

const FIXTURE = join(__dirname, '..', 'fixtures', 'supabase');

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

  it('is generated once (at least 32 characters) and then read back unchanged', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });
});
