// A REST read or write as its caller costs ONE round trip to the database: BEGIN (when needed),
// the request settings, the statement and COMMIT (when needed) leave together, and once the
// statements are prepared no BEGIN or COMMIT travels at all (an implicit transaction, ended by
// the protocol's Sync). Counted through the adapters' round-trip observers, never timed. What the
// implicit transaction must keep: read-only refusals, rollback on failure, no settings left over.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { createTestDatabase, startBackend, type SignedUpUser, type TestBackend } from '../../test/harness';
import { REQUEST_SETTINGS_SQL } from '../caller/as-caller';
import type { BackendContext, Caller } from '../context';
import { openPostgres } from './postgres';
import { observeRoundTrips } from './round-trips';

const FIXTURE = `${__dirname}/../../test/fixtures/supabase`;

let backend: TestBackend;
let ctx: BackendContext;
let alice: SignedUpUser;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: FIXTURE });
  ctx = backend.context();
  alice = await backend.signUpUser();
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

/** The round trips that carried a statement matching `statement` while `during` ran. */
async function tripsCarrying(statement: RegExp, during: () => Promise<void>): Promise<(readonly string[])[]> {
  const trips: (readonly string[])[] = [];
  const stop = observeRoundTrips(ctx.db, (sent) => trips.push(sent));
  try {
    await during();
  } finally {
    stop();
  }
  return trips.filter((sent) => sent.some((sql) => statement.test(sql)));
}

/** One round trip holds the whole transaction: the settings, the statement, and its end. */
function expectWholeTransaction(trip: readonly string[], statement: RegExp): void {
  expect(trip).toContain(REQUEST_SETTINGS_SQL);
  const at = trip.findIndex((sql) => statement.test(sql));
  const explicit = trip.some((sql) => /^begin\b/i.test(sql));
  // Either BEGIN … COMMIT around it in this same trip, or neither (ended by the protocol's Sync).
  if (explicit) expect(trip.slice(at + 1)).toContain('commit');
  else expect(trip.some((sql) => /^(commit|rollback)$/i.test(sql))).toBe(false);
}

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${alice.session.access_token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });

describe('a REST request as its caller is one round trip', () => {
  // Several times each: the first run on a connection also parses the statements (each Parse in
  // the same trip, with a Sync of its own), later runs only bind them.
  const ROUNDS = 4;

  it('insert, update and delete (return=minimal and representation)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const insert = /^WITH "pgrst_source" AS \(INSERT INTO/;
      let trips = await tripsCarrying(insert, async () => {
        expect((await rest('notes', { method: 'POST', body: JSON.stringify({ body: `trip ${round}` }), headers: { prefer: 'return=minimal' } })).status).toBe(201);
      });
      expect(trips).toHaveLength(1);
      expectWholeTransaction(trips[0]!, insert);

      trips = await tripsCarrying(insert, async () => {
        const response = await rest('notes?select=body', { method: 'POST', body: JSON.stringify({ body: `trip ${round} b` }), headers: { prefer: 'return=representation' } });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual([{ body: `trip ${round} b` }]);
      });
      expect(trips).toHaveLength(1);
      expectWholeTransaction(trips[0]!, insert);

      const update = /^WITH "pgrst_source" AS \(UPDATE/;
      trips = await tripsCarrying(update, async () => {
        expect((await rest(`notes?body=eq.trip ${round}`, { method: 'PATCH', body: JSON.stringify({ body: `trip ${round} c` }) })).status).toBe(204);
      });
      expect(trips).toHaveLength(1);
      expectWholeTransaction(trips[0]!, update);

      const remove = /^WITH "pgrst_source" AS \(DELETE/;
      trips = await tripsCarrying(remove, async () => {
        expect((await rest(`notes?body=like.trip ${round}*`, { method: 'DELETE' })).status).toBe(204);
      });
      expect(trips).toHaveLength(1);
      expectWholeTransaction(trips[0]!, remove);
    }
    const left = await backend.sql("select count(*)::int as n from public.notes where body like 'trip %'");
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it('a read', async () => {
    const read = /"public"\."notes"/;
    for (let round = 0; round < ROUNDS; round++) {
      const trips = await tripsCarrying(read, async () => {
        expect((await rest('notes?select=body&limit=5')).status).toBe(200);
      });
      expect(trips).toHaveLength(1);
      expectWholeTransaction(trips[0]!, read);
      // No BEGIN or COMMIT travels at all, not even on a connection's first run.
      expect(trips[0]).toEqual([REQUEST_SETTINGS_SQL, expect.stringMatching(read)]);
    }
  });

  it('still takes a transaction of its own where the answer may yet refuse the write (tx=rollback, single object)', async () => {
    const response = await rest('notes', { method: 'POST', body: JSON.stringify({ body: 'rolled back' }), headers: { prefer: 'return=minimal, tx=rollback' } });
    expect(response.status).toBe(201);
    const single = await rest('notes', {
      method: 'POST',
      body: JSON.stringify([{ body: 'one of two' }, { body: 'two of two' }]),
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.status).toBe(406);
    const kept = await backend.sql("select count(*)::int as n from public.notes where body in ('rolled back', 'one of two', 'two of two')");
    expect(kept.rows[0]).toEqual({ n: 0 });
  });
});

describe('a statement as an implicit transaction', () => {
  // Concurrently, so that on PostgreSQL several pooled connections take the implicit form, some of
  // them on their first run.
  const many = <T>(run: () => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: 12 }, run));

  it('stays read-only when asked, however often it ran before', async () => {
    const caller = await callerFor(alice);
    const insert = 'insert into public.notes (body) values ($1) returning body';
    for (let round = 0; round < 3; round++) {
      const outcomes = await many(() => ctx.queryAsCaller(caller, insert, ['read-only?'], { readOnly: true }).then(() => 'written', (error: { code?: string }) => error.code));
      expect(new Set(outcomes)).toEqual(new Set(['25006']));
    }
    expect((await backend.sql("select 1 from public.notes where body = 'read-only?'")).rows).toHaveLength(0);
  });

  it('rolls back on failure and leaves no role or claims behind on the connection', async () => {
    const caller = await callerFor(alice);
    const failing = "with added as (insert into public.notes (body) values ('never kept') returning 1) select 1 / (count(*) - 1) from added where $1::int = 1";
    for (let round = 0; round < 3; round++) {
      const outcomes = await many(() => ctx.queryAsCaller(caller, failing, [1]).then(() => 'ok', (error: { code?: string }) => error.code));
      expect(new Set(outcomes)).toEqual(new Set(['22012']));
      const after = await many(() =>
        ctx.db.query<{ sub: string | null; usr: string; ro: string }>(
          "select nullif(current_setting('request.jwt.claim.sub', true), '') as sub, current_user::text as usr, current_setting('transaction_read_only') as ro where $1",
          [true],
        ),
      );
      for (const { rows } of after) expect(rows[0]).toEqual({ sub: null, usr: expect.not.stringMatching(/^authenticated$/), ro: 'off' });
    }
    expect((await backend.sql("select 1 from public.notes where body = 'never kept'")).rows).toHaveLength(0);
  });
});

describe('transactions of one turn of the event loop', () => {
  it('each get their own answer, a failing one rolls back alone, and they share one write (PostgreSQL) or one call into WASM (PGlite)', async () => {
    const caller = await callerFor(alice);
    const insert = 'insert into public.notes (body) values ($1) returning body';
    const failing = "with added as (insert into public.notes (body) values ($1) returning 1) select 1 / (count(*) - 1) from added";
    // Prepared first, so that the write below carries no Parse.
    for (let round = 0; round < 2; round++) {
      await ctx.queryAsCaller(caller, insert, ['batch warm-up']);
      await ctx.queryAsCaller(caller, failing, ['batch warm-up']).catch(() => undefined);
    }
    const trips: (readonly string[])[] = [];
    const stop = observeRoundTrips(ctx.db, (sent) => trips.push(sent));
    let outcomes: string[];
    try {
      outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          n % 2 === 0
            ? ctx.queryAsCaller<{ body: string }>(caller, insert, [`batch ${n}`]).then(({ rows }) => rows[0]!.body)
            : ctx.queryAsCaller(caller, failing, [`batch ${n}`]).then(() => 'ok', (error: { code?: string }) => `failed ${error.code}`),
        ),
      );
    } finally {
      stop();
    }
    expect(outcomes).toEqual(['batch 0', 'failed 22012', 'batch 2', 'failed 22012', 'batch 4', 'failed 22012']);
    const kept = await backend.sql<{ body: string }>("select body from public.notes where body like 'batch _' order by body");
    expect(kept.rows.map((row) => row.body)).toEqual(['batch 0', 'batch 2', 'batch 4']);
    const carrying = trips.filter((sent) => sent.includes(insert));
    expect(carrying).toHaveLength(1);
    expect(carrying[0]!.filter((sql) => sql === REQUEST_SETTINGS_SQL)).toHaveLength(6);
    await backend.sql("delete from public.notes where body like 'batch%'");
  });

  // Each new statement's Parse travels with a Sync of its own, ahead of the transactions of its
  // write (one call into WASM on PGlite, one write on PostgreSQL): a second use of a statement
  // whose Parse failed gets that Parse's error too, not 26000 (prepared statement does not exist).
  it('a statement that cannot be parsed fails only the transactions that use it, with its own error, in a batch or alone', async () => {
    const caller = await callerFor(alice);
    const insert = 'insert into public.notes (body) values ($1) returning body';
    await ctx.queryAsCaller(caller, insert, ['parse warm-up']);
    const unknownColumn = 'select no_such_column from public.notes where body = $1';
    for (let round = 0; round < 2; round++) {
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          n % 2 === 0
            ? ctx.queryAsCaller<{ body: string }>(caller, insert, [`parse ${round} ${n}`]).then(({ rows }) => rows[0]!.body)
            : ctx.queryAsCaller(caller, unknownColumn, ['x']).then(() => 'ok', (error: { code?: string }) => `failed ${error.code}`),
        ),
      );
      expect(outcomes).toEqual([`parse ${round} 0`, 'failed 42703', `parse ${round} 2`, 'failed 42703', `parse ${round} 4`]);
    }
    // And after it, statements the connection had prepared still work.
    expect((await ctx.queryAsCaller<{ body: string }>(caller, insert, ['parse after'])).rows).toEqual([{ body: 'parse after' }]);
    await backend.sql("delete from public.notes where body like 'parse %'");
  });

  it('after a failed Parse, the prepared statements the connection had are still used, nothing is left behind, and the statement works once it is valid', async () => {
    // One connection, so that its prepared statements can be listed: PGlite's own, or on
    // PostgreSQL a pool of one, on a database of its own.
    const adminUrl = process.env.TEST_DATABASE_URL?.trim();
    const database = adminUrl ? await createTestDatabase(adminUrl) : undefined;
    const db = database ? await openPostgres(database.url, 1) : ctx.db;
    try {
      await db.exec('drop table if exists public.parse_probe; create table public.parse_probe (id int primary key)');
      const setup = { sql: "select set_config('app.parse_probe', $1, true)", params: ['on'] };
      const badSetup = { sql: 'select no_such_function($1)', params: ['on'] };
      const insert = 'insert into public.parse_probe (id) values ($1) returning id';
      const labelled = 'select label from public.parse_probe where id = $1';
      const prepared = async () =>
        (await db.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements where $1 order by name', [true])).rows;
      expect((await db.transactionQuery<{ id: number }>(insert, [1], { setup })).rows).toEqual([{ id: 1 }]);
      const before = await prepared();
      expect(before.map(({ statement }) => statement)).toEqual(expect.arrayContaining([setup.sql, insert]));

      for (let round = 0; round < 2; round++) {
        const outcomes = await Promise.all(
          Array.from({ length: 7 }, (_, n) => {
            const id = 10 * (round + 1) + n;
            const sent =
              n === 3
                ? db.transactionQuery(insert, [id], { setup: badSetup })
                : n % 2 === 1
                  ? db.transactionQuery(labelled, [1], { setup })
                  : db.transactionQuery<{ id: number }>(insert, [id], { setup });
            return sent.then(({ rows }) => rows, (error: { code?: string }) => `failed ${error.code}`);
          }),
        );
        const base = 10 * (round + 1);
        expect(outcomes).toEqual([[{ id: base }], 'failed 42703', [{ id: base + 2 }], 'failed 42883', [{ id: base + 4 }], 'failed 42703', [{ id: base + 6 }]]);
      }
      // The statements prepared before are the same ones (same names: not parsed again), and no
      // statement is prepared twice.
      const after = await prepared();
      expect(after).toEqual(expect.arrayContaining(before));
      const texts = after.map(({ statement }) => statement);
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts).not.toContain(labelled);
      expect(texts).not.toContain(badSetup.sql);
      // Outside an implicit transaction too, as often as it is asked.
      for (let round = 0; round < 2; round++) {
        await expect(db.query(labelled, [1])).rejects.toMatchObject({ code: '42703' });
        await expect(db.transaction((tx) => tx.query(labelled, [1]))).rejects.toMatchObject({ code: '42703' });
      }

      // Once the column exists the same text is parsed afresh and works, in a batch and alone.
      await db.exec("alter table public.parse_probe add column label text not null default 'probe'");
      const valid = await Promise.all(Array.from({ length: 3 }, () => db.transactionQuery<{ label: string }>(labelled, [1], { setup })));
      for (const { rows } of valid) expect(rows).toEqual([{ label: 'probe' }]);
      expect((await db.transactionQuery<{ label: string }>(labelled, [1], { setup })).rows).toEqual([{ label: 'probe' }]);
      expect((await db.query<{ label: string }>(labelled, [1])).rows).toEqual([{ label: 'probe' }]);
      const kept = await db.query<{ id: number }>('select id from public.parse_probe where $1 order by id', [true]);
      expect(kept.rows.map(({ id }) => id)).toEqual([1, 10, 12, 14, 16, 20, 22, 24, 26]);
    } finally {
      await db.exec('drop table if exists public.parse_probe');
      if (database) {
        await db.close();
        await database.drop();
      }
    }
  });

  it('a batch larger than one call holds still answers each in order', async () => {
    const caller = await callerFor(alice);
    const insert = 'insert into public.notes (body) values ($1) returning body';
    const trips: (readonly string[])[] = [];
    const stop = observeRoundTrips(ctx.db, (sent) => trips.push(sent));
    let bodies: string[];
    try {
      bodies = await Promise.all(
        Array.from({ length: 100 }, (_, n) => ctx.queryAsCaller<{ body: string }>(caller, insert, [`many ${n}`]).then(({ rows }) => rows[0]!.body)),
      );
    } finally {
      stop();
    }
    expect(bodies).toEqual(Array.from({ length: 100 }, (_, n) => `many ${n}`));
    if (ctx.db.kind === 'pglite') {
      // 100 transactions, at most 32 per call: four calls, not a hundred.
      expect(trips.filter((sent) => sent.includes(insert))).toHaveLength(4);
    }
    await backend.sql("delete from public.notes where body like 'many %'");
  });
});
