// Wake NOTICEs on PGlite (wake-notices.ts): a NOTICE with the wake code, naming a channel someone
// listens on, reaches that listener once per call into PGlite, whichever way the statement came —
// and nothing else does.
import type { Database } from '../context';
import { openPglite } from './pglite';
import { WAKE_NOTICE_CODE } from './wake-notices';

type Listening = Database & { listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> };

const wakeTwice = (channel: string, code = WAKE_NOTICE_CODE) => `
  do $$ begin
    raise notice using message = '${channel}', errcode = '${code}';
    raise notice using message = '${channel}', errcode = '${code}';
  end $$`;

describe('wake NOTICEs on PGlite', () => {
  let db: Listening;
  let wakes: string[];
  let stop: (() => Promise<void>)[];

  beforeAll(async () => {
    db = (await openPglite(undefined)) as Listening;
    await db.exec(`create function raise_wake(channel text, code text) returns int language plpgsql as $$
      begin raise notice using message = channel, errcode = code; return 1; end $$`);
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    wakes = [];
    stop = [await db.listen('feed', () => wakes.push('feed')), await db.listen('other', () => wakes.push('other'))];
  });
  afterEach(async () => {
    for (const unlisten of stop) await unlisten();
  });

  it('wakes the named channel once per call, by every path a statement takes', async () => {
    await db.exec(wakeTwice('feed'));
    expect(wakes).toEqual(['feed']);
    await db.query("select raise_wake('feed', $1)", [WAKE_NOTICE_CODE]);
    // An implicit transaction (batched with the others of its turn) and an interactive one.
    await Promise.all([
      db.transactionQuery("select raise_wake('other', $1)", [WAKE_NOTICE_CODE], { setup: { sql: 'select 1', params: [] } }),
      db.transactionQuery("select raise_wake('other', $1)", [WAKE_NOTICE_CODE], { setup: { sql: 'select 1', params: [] } }),
    ]);
    await db.transaction(async (tx) => {
      await tx.query("select raise_wake('feed', $1)", [WAKE_NOTICE_CODE]);
    });
    // PGlite's typed path (a parameter that is not text or a number).
    await db.query("select raise_wake('feed', $1) where $2::boolean", [WAKE_NOTICE_CODE, true]);
    expect(wakes).toEqual(['feed', 'feed', 'other', 'feed', 'feed']);
  });

  it('ignores other notices and channels nobody listens on, and stops when told', async () => {
    await db.exec(wakeTwice('feed', '01000'));
    await db.exec(wakeTwice('nobody'));
    expect(wakes).toEqual([]);
    await stop.shift()!();
    await db.exec(wakeTwice('feed'));
    expect(wakes).toEqual([]);
  });

  it('runs the listener outside the lock, so it can use the database at once', async () => {
    const answers: Promise<unknown>[] = [];
    const unlisten = await db.listen('reader', () => answers.push(db.query('select 1 as one')));
    await db.transaction(async (tx) => {
      await tx.query("select raise_wake('reader', $1)", [WAKE_NOTICE_CODE]);
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers).toHaveLength(1);
    await expect(answers[0]).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await unlisten();
  });
});
