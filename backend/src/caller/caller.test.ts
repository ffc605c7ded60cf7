// Every request runs as its caller: resolveCaller verifies the keys and tokens, asCaller switches
// role and claims inside one transaction, and row-level security decides what each caller sees.
import { SignJWT } from 'jose';
import { startBackend, type SignedUpUser, type TestBackend } from '../../test/harness';
import { CallerError, type BackendContext, type Caller } from '../context';
import { secretKey } from '../keys';

const FIXTURE = `${__dirname}/../../test/fixtures/supabase`;

let backend: TestBackend;
let ctx: BackendContext;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
  ctx = backend.context();
  alice = await backend.signUpUser();
  bob = await backend.signUpUser();
});

afterAll(async () => {
  await backend?.stop();
});

function request(headers: Record<string, string>, path = '/rest/v1/notes'): Request {
  return new Request(`${backend.url}${path}`, { headers });
}

const callerFor = (token: string): Promise<Caller> =>
  ctx.resolveCaller(request({ apikey: backend.anonKey, authorization: `Bearer ${token}` }));

async function rejection(promise: Promise<unknown>): Promise<CallerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallerError);
  return error as CallerError;
}

describe('resolveCaller', () => {
  it('takes the role from the bearer token, or from the apikey without one', async () => {
    expect((await callerFor(alice.session.access_token)).claims).toMatchObject({ role: 'authenticated', sub: alice.user.id });
    expect((await ctx.resolveCaller(request({ apikey: backend.anonKey }))).role).toBe('anon');
    expect((await ctx.resolveCaller(request({ apikey: backend.serviceRoleKey }))).role).toBe('service_role');
    expect((await ctx.resolveCaller(request({}, `/realtime/v1/websocket?apikey=${backend.anonKey}`))).role).toBe('anon');
  });

  it('refuses missing, forged, expired and foreign tokens', async () => {
    expect(await rejection(ctx.resolveCaller(request({})))).toMatchObject({ status: 401, code: 'no_authorization' });
    expect(await rejection(ctx.resolveCaller(request({ apikey: 'nonsense' })))).toMatchObject({ code: 'invalid_api_key' });
    const forged = `${alice.session.access_token.slice(0, -3)}abc`;
    expect(await rejection(callerFor(forged))).toMatchObject({ status: 401, code: 'bad_jwt' });
    const expired = await new SignJWT({ role: 'authenticated', sub: alice.user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secretKey(ctx.config.jwtSecret));
    expect(await rejection(callerFor(expired))).toMatchObject({ status: 401, code: 'jwt_expired', message: 'JWT expired' });
    const otherSecret = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secretKey('a-different-secret-that-is-at-least-32-chars'));
    expect(await rejection(callerFor(otherSecret))).toMatchObject({ code: 'bad_jwt' });
    const unknownRole = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).sign(secretKey(ctx.config.jwtSecret));
    expect(await rejection(callerFor(unknownRole))).toMatchObject({ code: 'bad_jwt' });
    expect(
      await rejection(ctx.resolveCaller(request({ apikey: backend.anonKey, authorization: 'Basic abc' }))),
    ).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('resolveCaller and sessions', () => {
  it('refuses a user token whose session has ended, at once in this process', async () => {
    const carol = await backend.signUpUser();
    expect((await callerFor(carol.session.access_token)).claims.sub).toBe(carol.user.id);
    expect((await carol.client.auth.signOut()).error).toBeNull();
    expect(await rejection(callerFor(carol.session.access_token))).toMatchObject({
      status: 401,
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('refuses a session_id that is not a UUID, and leaves tokens without one alone', async () => {
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secretKey(ctx.config.jwtSecret));
    const odd = await sign({ role: 'authenticated', sub: alice.user.id, session_id: "x' or '1'='1" });
    expect(await rejection(callerFor(odd))).toMatchObject({ status: 401, code: 'bad_jwt' });
    const sessionless = await sign({ role: 'authenticated', sub: alice.user.id });
    expect((await callerFor(sessionless)).claims.sub).toBe(alice.user.id);
  });
});

describe('asCaller under row-level security', () => {
  const insertNote = (caller: Caller, body: string, ownerId?: string) =>
    ctx.asCaller(caller, (tx) =>
      tx.query<{ id: string; owner_id: string }>(
        ownerId
          ? 'insert into public.notes (body, owner_id) values ($1, $2) returning id, owner_id'
          : 'insert into public.notes (body) values ($1) returning id, owner_id',
        ownerId ? [body, ownerId] : [body],
      ),
    );
  const visibleBodies = async (caller: Caller) =>
    (await ctx.asCaller(caller, (tx) => tx.query<{ body: string }>('select body from public.notes order by body'), { readOnly: true })).rows.map(
      (row) => row.body,
    );

  it('exposes the caller to SQL exactly as Supabase does (auth.uid(), auth.role(), auth.jwt(), current_user)', async () => {
    const caller = await callerFor(alice.session.access_token);
    const result = await ctx.asCaller(caller, (tx) => tx.query<{ me: Record<string, unknown> }>('select public.whoami() as me'));
    expect(result.rows[0]?.me).toEqual({
      uid: alice.user.id,
      role: 'authenticated',
      email: alice.email,
      current_user: 'authenticated',
      jwt_role: 'authenticated',
    });
    const anon = await ctx.resolveCaller(request({ apikey: backend.anonKey }));
    const anonResult = await ctx.asCaller(anon, (tx) => tx.query<{ me: Record<string, unknown> }>('select public.whoami() as me'));
    expect(anonResult.rows[0]?.me).toMatchObject({ uid: null, role: 'anon', current_user: 'anon' });
  });

  it('lets users see, change and delete only their own rows', async () => {
    const asAlice = await callerFor(alice.session.access_token);
    const asBob = await callerFor(bob.session.access_token);
    const inserted = await insertNote(asAlice, 'alice private');
    expect(inserted.rows[0]?.owner_id).toBe(alice.user.id);
    const noteId = inserted.rows[0]!.id;

    expect(await visibleBodies(asAlice)).toEqual(['alice private']);
    expect(await visibleBodies(asBob)).toEqual([]);

    const bobUpdate = await ctx.asCaller(asBob, (tx) => tx.query("update public.notes set body = 'hacked' where id = $1", [noteId]));
    expect(bobUpdate.affectedRows).toBe(0);
    const bobDelete = await ctx.asCaller(asBob, (tx) => tx.query('delete from public.notes where id = $1', [noteId]));
    expect(bobDelete.affectedRows).toBe(0);
    const still = await backend.sql<{ body: string }>('select body from public.notes where id = $1', [noteId]);
    expect(still.rows).toEqual([{ body: 'alice private' }]);
  });

  it('refuses an insert that breaks the policy with 42501', async () => {
    const asBob = await callerFor(bob.session.access_token);
    const error = await insertNote(asBob, 'forged', alice.user.id).then(
      () => undefined,
      (e: unknown) => e as { code?: string; message?: string },
    );
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });
  });

  it('gives anon nothing and lets service_role bypass RLS', async () => {
    const anon = await ctx.resolveCaller(request({ apikey: backend.anonKey }));
    const service = await ctx.resolveCaller(request({ apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` }));
    expect(await visibleBodies(anon)).toEqual([]);
    const everything = await visibleBodies(service);
    expect(everything).toEqual(expect.arrayContaining(['alice private', 'seeded note']));
  });

  it('runs read-only when asked (GET/HEAD): writes fail with 25006 and change nothing', async () => {
    const asAlice = await callerFor(alice.session.access_token);
    const error = await ctx
      .asCaller(asAlice, (tx) => tx.query("insert into public.notes (body) values ('read-only?')"), { readOnly: true })
      .then(
        () => undefined,
        (e: unknown) => e as { code?: string },
      );
    expect(error).toMatchObject({ code: '25006' });
    expect((await backend.sql("select 1 from public.notes where body = 'read-only?'")).rows).toHaveLength(0);
  });

  it('keeps one request’s role and claims out of the next, even when many run at once', async () => {
    const asAlice = await callerFor(alice.session.access_token);
    const asBob = await callerFor(bob.session.access_token);
    const anon = await ctx.resolveCaller(request({ apikey: backend.anonKey }));
    const callers = Array.from({ length: 30 }, (_, i) => [asAlice, asBob, anon][i % 3]!);
    const seen = await Promise.all(
      callers.map((caller) =>
        ctx.asCaller(caller, (tx) => tx.query<{ uid: string | null; usr: string }>('select auth.uid() as uid, current_user as usr')),
      ),
    );
    seen.forEach((result, i) => {
      const caller = callers[i]!;
      expect(result.rows[0]).toEqual({ uid: caller.claims.sub ?? null, usr: caller.role });
    });
    // Outside any request the connection is the owner again.
    expect((await backend.sql<{ usr: string }>('select current_user as usr')).rows[0]?.usr).not.toMatch(/^(anon|authenticated)$/);
  });
});

describe('Database transactions', () => {
  it('rolls back when fn throws, and refuses to commit a transaction whose error was swallowed', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query("insert into public.notes (owner_id, body) values ($1, 'rolled back')", [alice.user.id]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const swallowed = await ctx.db
      .transaction(async (tx) => {
        await tx.query("insert into public.notes (owner_id, body) values ($1, 'swallowed')", [alice.user.id]);
        await tx.query('select 1/0').catch(() => undefined);
      })
      .then(
        () => undefined,
        (e: unknown) => e as { code?: string },
      );
    expect(swallowed).toMatchObject({ code: '25P02' });
    const rows = await backend.sql("select 1 from public.notes where body in ('rolled back', 'swallowed')");
    expect(rows.rows).toHaveLength(0);
  });

  it('serialises concurrent transactions without interleaving them', async () => {
    await backend.sql('create table if not exists public.counter_test (n int not null)');
    await backend.sql('insert into public.counter_test values (0)');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.db.transaction(async (tx) => {
          const current = await tx.query<{ n: number }>('select n from public.counter_test for update');
          await tx.query('update public.counter_test set n = $1', [current.rows[0]!.n + 1]);
        }),
      ),
    );
    expect((await backend.sql<{ n: number }>('select n from public.counter_test')).rows[0]?.n).toBe(20);
  });

  it('returns the same value types on every driver', async () => {
    const result = await backend.sql<Record<string, unknown>>(
      "select 42::int8 as big, 1.50::numeric as num, true as flag, '{\"a\":1}'::jsonb as doc, '2024-01-02T03:04:05Z'::timestamptz as at",
    );
    expect(result.rows[0]).toEqual({ big: 42, num: '1.50', flag: true, doc: { a: 1 }, at: '2024-01-02 03:04:05+00' });
  });
});
