// Statements are prepared by name and reused (StatementNames), and a single-statement transaction
// travels in one round trip (Database.transactionQuery). What must hold whatever is cached: every
// caller sees only their own rows, a failure rolls everything back, DDL never breaks a statement
// prepared before it, and the database does not keep more prepared statements than the limit.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { startBackend, type SignedUpUser, type TestBackend } from '../../test/harness';
import { requestSettings } from '../caller/as-caller';
import type { BackendContext, Caller } from '../context';
import { invalidateCatalog } from '../rest';
import { StatementNames } from './statement-names';

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
  for (const [user, body] of [
    [alice, 'alice 1'],
    [alice, 'alice 2'],
    [bob, 'bob 1'],
  ] as const) {
    await backend.sql('insert into public.notes (owner_id, body) values ($1, $2)', [user.user.id, body]);
  }
});

afterAll(async () => {
  await backend?.stop();
});

const callerFor = (user: SignedUpUser): Promise<Caller> =>
  ctx.resolveCaller(
    new Request(`${backend.url}/rest/v1/notes`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${user.session.access_token}` },
    }),
  );

describe('StatementNames', () => {
  it('names each text once, reuses the name, and gives the least recently used back to be closed', () => {
    const names = new StatementNames(2);
    const a = names.lookup('select 1');
    expect(a.isNew).toBe(true);
    expect(names.lookup('select 1')).toEqual({ name: a.name, isNew: false });
    const b = names.lookup('select 2');
    names.lookup('select 1'); // now 'select 2' is the least recently used
    const c = names.lookup('select 3');
    expect(c.isNew).toBe(true);
    expect(names.takeClosing()).toEqual([b.name]);
    expect(names.lookup('select 2').isNew).toBe(true);
    // A name is never given to another text, even after it was closed.
    expect(new Set([a.name, b.name, c.name, names.lookup('select 4').name]).size).toBe(4);
  });

  it('forgets a statement whose Parse may have failed, and everything after DDL', () => {
    const names = new StatementNames(10);
    const a = names.lookup('select 1');
    const b = names.lookup('select 2');
    names.forget('select 1', a.name);
    expect(names.takeClosing()).toEqual([a.name]);
    expect(names.lookup('select 1').isNew).toBe(true);
    names.forgetAll();
    expect(names.takeClosing()).toEqual(expect.arrayContaining([b.name]));
    expect(names.lookup('select 2').isNew).toBe(true);
    expect(names.size).toBe(1);
  });
});

describe('the same query shape for different callers', () => {
  it('serves each caller their own rows, however often the prepared statement ran before (REST)', async () => {
    const path = '/rest/v1/notes?select=body&order=body.asc&limit=50';
    const read = async (token?: string): Promise<string[]> => {
      const response = await fetch(`${backend.url}${path}`, {
        headers: { apikey: backend.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { body: string }[]).map((row) => row.body);
    };
    // Past the five custom plans after which Postgres may switch to a generic plan.
    for (let round = 0; round < 8; round++) {
      expect(await read(alice.session.access_token)).toEqual(['alice 1', 'alice 2']);
      expect(await read(bob.session.access_token)).toEqual(['bob 1']);
      expect(await read()).toEqual([]);
    }
  });

  it('runs each request with its own claims and role', async () => {
    const sql = "select auth.uid()::text as uid, current_user::text as usr, count(*)::int as n from public.notes where body like $1";
    const [asAlice, asBob] = [await callerFor(alice), await callerFor(bob)];
    for (let round = 0; round < 8; round++) {
      for (const [caller, user, n] of [
        [asAlice, alice, 2],
        [asBob, bob, 1],
      ] as const) {
        const { rows } = await ctx.queryAsCaller<{ uid: string; usr: string; n: number }>(caller, sql, ['%'], { readOnly: true });
        expect(rows[0]).toEqual({ uid: user.user.id, usr: 'authenticated', n });
      }
    }
  });
});

describe('one statement as its own transaction', () => {
  it('rolls back everything when the statement fails, and the next one starts clean', async () => {
    const caller = await callerFor(alice);
    const failing =
      "with added as (insert into public.notes (body) values ('never committed') returning 1) select 1 / (count(*) - 1) from added";
    await expect(ctx.queryAsCaller(caller, failing, [])).rejects.toMatchObject({ code: '22012' });
    await expect(ctx.queryAsCaller(caller, `${failing} where $1::int = 1`, [1])).rejects.toMatchObject({ code: '22012' });
    expect((await backend.sql("select 1 from public.notes where body = 'never committed'")).rows).toHaveLength(0);
    // The request's local settings ended with it.
    const after = await backend.sql<{ sub: string | null; usr: string }>(
      "select nullif(current_setting('request.jwt.claim.sub', true), '') as sub, current_user::text as usr",
    );
    expect(after.rows[0]?.sub).toBeNull();
    expect(after.rows[0]?.usr).not.toBe('authenticated');
    const next = await ctx.queryAsCaller<{ n: number }>(caller, 'select count(*)::int as n from public.notes where body like $1', ['alice%']);
    expect(next.rows[0]?.n).toBe(2);
  });

  it("reports a failing setup's own error, whichever way the transaction runs, and leaves nothing open", async () => {
    const setup = { sql: 'select 1 / 0 where $1::boolean', params: ['true'] };
    await expect(ctx.db.transactionQuery('select $1::int as n', [1], { setup })).rejects.toMatchObject({ code: '22012' });
    await expect(ctx.db.transaction((tx) => tx.query('select $1::int as n', [1]), { setup })).rejects.toMatchObject({ code: '22012' });
    // fn swallowing the failure it saw (the setup's on PGlite, 25P02 on PostgreSQL's pipeline)
    // does not make the transaction succeed.
    await expect(
      ctx.db.transaction(async (tx) => tx.query('select $1::int as n', [1]).catch(() => 'swallowed'), { setup }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(22012|25P02)$/) });
    expect((await ctx.db.transactionQuery<{ n: number }>('select $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('refuses a write when read-only, and commits one otherwise', async () => {
    const caller = await callerFor(bob);
    const insert = 'insert into public.notes (body) values ($1) returning body';
    await expect(ctx.queryAsCaller(caller, insert, ['read-only?'], { readOnly: true })).rejects.toMatchObject({ code: '25006' });
    const written = await ctx.queryAsCaller<{ body: string }>(caller, insert, ['bob 2']);
    expect(written.rows).toEqual([{ body: 'bob 2' }]);
    expect((await backend.sql('select 1 from public.notes where body = $1', ['bob 2'])).rows).toHaveLength(1);
    expect((await backend.sql('select 1 from public.notes where body = $1', ['read-only?'])).rows).toHaveLength(0);
    await backend.sql("delete from public.notes where body = 'bob 2'");
  });

  it('sends the settings as parameters, whatever the claims hold', async () => {
    const caller = await callerFor(alice);
    const tricky = { ...caller, claims: { ...caller.claims, email: "o'brien\\x@example.com" } };
    const { rows } = await ctx.queryAsCaller<{ email: string }>(tricky, 'select auth.email() as email where $1 = $1', ['x']);
    expect(rows[0]?.email).toBe("o'brien\\x@example.com");
    expect(() => requestSettings({ ...caller, claims: { ...caller.claims, sub: 'a\0b' } }, {})).toThrow('NUL');
  });
});

describe('prepared statements and DDL', () => {
  it('keeps working when a table they read gains a column (also on other pooled connections)', async () => {
    await backend.sql('drop table if exists public.ddl_probe');
    await backend.sql("create table public.ddl_probe (id int primary key, a text not null default 'a')");
    await backend.sql('insert into public.ddl_probe (id) values (1)');
    const sql = 'select * from public.ddl_probe where id = $1';
    const readAll = () => Promise.all(Array.from({ length: 8 }, () => ctx.db.query(sql, [1])));
    const readInTransactions = () => Promise.all(Array.from({ length: 8 }, () => ctx.db.transactionQuery(sql, [1], { readOnly: true })));
    // Concurrent reads prepare the statement on several connections (PostgreSQL's pool).
    for (let round = 0; round < 3; round++) {
      await readAll();
      await readInTransactions();
    }
    await ctx.db.exec("alter table public.ddl_probe add column b text not null default 'b'");
    for (const result of [...(await readAll()), ...(await readInTransactions())]) {
      expect(result.rows).toEqual([{ id: 1, a: 'a', b: 'b' }]);
    }
    await ctx.db.transaction((tx) => tx.exec("alter table public.ddl_probe add column c text not null default 'c'"));
    for (const result of [...(await readAll()), ...(await readInTransactions())]) {
      expect(result.rows).toEqual([{ id: 1, a: 'a', b: 'b', c: 'c' }]);
    }
    await backend.sql('drop table public.ddl_probe');
  });

  it('answers a REST read planned before a schema change with the new schema once the catalog is reloaded', async () => {
    await backend.sql('drop table if exists public.rest_probe');
    await backend.sql('create table public.rest_probe (id int primary key)');
    await backend.sql('grant select on public.rest_probe to anon');
    await backend.sql('insert into public.rest_probe (id) values (1)');
    invalidateCatalog(ctx.db);
    const read = async () => {
      const response = await fetch(`${backend.url}/rest/v1/rest_probe?select=*&id=eq.1`, { headers: { apikey: backend.anonKey } });
      expect(response.status).toBe(200);
      return response.json();
    };
    for (let round = 0; round < 6; round++) expect(await read()).toEqual([{ id: 1 }]);
    await ctx.db.exec("alter table public.rest_probe add column label text not null default 'new'");
    invalidateCatalog(ctx.db);
    expect(await read()).toEqual([{ id: 1, label: 'new' }]);
    await backend.sql('drop table public.rest_probe');
  });

  it('keeps no more prepared statements on a connection than the limit', async () => {
    const count = await ctx.db.transaction(async (tx) => {
      for (let n = 0; n < 300; n++) await tx.query(`select $1::int + ${n} as v`, [1]);
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where $1', [true]);
      return rows[0]!.n;
    });
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(256);
  });
});
