// The server as a whole: migrations and seed applied once, data surviving a restart over the same
// DATA_DIR, health, CORS, and API keys compatible with the Supabase CLI.
import { decodeJwt } from 'jose';
import { startBackend, type TestBackend } from '../test/harness';
import { SUPABASE_CLI_JWT_SECRET } from './config';

const FIXTURE = `${__dirname}/../test/fixtures/supabase`;

/** The anon key `supabase start` prints (public, derived from the CLI's well-known secret). */
const SUPABASE_CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE, env: { JWT_SECRET: SUPABASE_CLI_JWT_SECRET } });
});

afterAll(async () => {
  await backend?.stop();
});

it('with the Supabase CLI’s JWT secret, issues exactly the CLI’s anon key', () => {
  expect(backend.anonKey).toBe(SUPABASE_CLI_ANON_KEY);
  expect(decodeJwt(backend.serviceRoleKey)).toMatchObject({ role: 'service_role', iss: 'supabase-demo' });
});

it('records each migration as the Supabase CLI does, and applies the seed', async () => {
  const migrations = await backend.sql<{ version: string; name: string }>(
    'select version, name from supabase_migrations.schema_migrations order by version',
  );
  expect(migrations.rows).toEqual([
    { version: '20240101000000', name: 'notes' },
    { version: '20240102000000', name: 'whoami' },
  ]);
  const seeded = await backend.sql("select body from public.notes where body = 'seeded note'");
  expect(seeded.rows).toHaveLength(1);
});

it('keeps users, sessions and data across a restart over the same DATA_DIR, without re-running migrations or seed', async () => {
  const { email, password, session, user } = await backend.signUpUser();
  await backend.sql("insert into public.notes (owner_id, body) values ($1, 'written before restart')", [user.id]);

  await backend.restart();

  const signedIn = await backend.client().auth.signInWithPassword({ email, password });
  expect(signedIn.error).toBeNull();
  expect(signedIn.data.user?.id).toBe(user.id);
  // The refresh token issued before the restart still works (same secret, same database).
  expect((await backend.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toBeNull();
  const notes = await backend.sql<{ body: string }>('select body from public.notes order by body');
  expect(notes.rows.map((row) => row.body)).toEqual(['seeded note', 'written before restart']);
  const migrations = await backend.sql('select version from supabase_migrations.schema_migrations');
  expect(migrations.rows).toHaveLength(2);
});

it('answers /health with the database kind', async () => {
  const response = await fetch(`${backend.url}/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: backend.databaseKind });
});

it('answers CORS preflights for the app’s origin with the headers supabase-js sends', async () => {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:8080',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
  for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version', 'prefer']) {
    expect(allowed).toContain(header);
  }
  const foreign = await fetch(`${backend.url}/health`, { headers: { origin: 'https://evil.example' } });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
});

it('answers unknown paths with a JSON 404', async () => {
  const response = await fetch(`${backend.url}/nope/v1/thing`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
});
