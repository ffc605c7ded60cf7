// A REST read or write as its caller costs ONE round trip to the database: BEGIN (when needed),
// the request settings, the statement and COMMIT (when needed) leave together, and once the
// statements are prepared no BEGIN or COMMIT travels at all (an implicit transaction, ended by
// the protocol's Sync). Counted through the adapters' round-trip observers, never timed. What the
// implicit transaction must keep: read-only refusals, rollback on failure, no settings left over.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { startBackend, type SignedUpUser, type TestBackend } from '../../test/harness';
import { REQUEST_SETTINGS_SQL } from '../caller/as-caller';
import type { BackendContext, Caller } from '../context';
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
  // Several times each: on PostgreSQL the first run on a pooled connection prepares the
  // statements (BEGIN … COMMIT in the trip), later runs need no BEGIN or COMMIT.
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
      // Once prepared, no BEGIN or COMMIT travels at all.
      if (round === ROUNDS - 1) expect(trips[0]).toEqual([REQUEST_SETTINGS_SQL, expect.stringMatching(read)]);
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
  // Concurrently, so that on PostgreSQL several pooled connections, each past its first run,
  // take the implicit form.
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
    // Prepared first, so that every one below can take the implicit form.
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

  // PGlite only for now: on PostgreSQL the second and later uses in one pipelined write are sent
  // without a Parse of their own and fail with 26000 (prepared statement does not exist).
  const pgliteOnly = process.env.TEST_DATABASE_URL ? it.skip : it;
  pgliteOnly('a statement that cannot be parsed fails only the transactions that use it, with its own error, in a batch or alone', async () => {
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
