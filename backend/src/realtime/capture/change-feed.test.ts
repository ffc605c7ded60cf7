// The change feed as the only reader (PGlite): it takes the rows past its cursor in batches of its
// size, in commit order, each exactly once, and leaves nothing behind — also once the planner has
// statistics of an empty feed (its take is one range of the primary key, never a nested loop).
import { join } from 'node:path';
import pino from 'pino';
import type { Database } from '../../context';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { ChangeFeed, DEFAULT_FEED_OPTIONS, type CapturedChange } from './change-feed';
import { installRealtimeCapture } from './install';

const FIXTURE = join(__dirname, '../../../test/fixtures/realtime');

describe('the change feed, taking its rows', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await migrate(db, FIXTURE);
    await installRealtimeCapture(db);
  });
  afterAll(() => db.close());

  it('takes every row past its cursor once, in commit order, in batches of its size', async () => {
    const batches: CapturedChange[][] = [];
    let allTaken!: () => void;
    const done = new Promise<void>((resolve) => (allTaken = resolve));
    const handle = async (changes: CapturedChange[]) => {
      batches.push(changes);
      if (batches.flat().length >= 7) allTaken();
    };
    const feed = new ChangeFeed(db, handle, pino({ level: 'silent' }), () => true, {
      ...DEFAULT_FEED_OPTIONS,
      batchSize: 3,
      // Woken by hand only.
      activePollMs: 60_000,
      listeningPollMs: 60_000,
    });
    // Statistics of an empty feed, as a planner would have them after an ANALYZE at a quiet moment.
    await db.query('analyze realtime.changes');
    await feed.start();
    try {
      for (let id = 1; id <= 7; id++) await db.query('insert into public.bulletin (id, title) values ($1, $2)', [id, `notice ${id}`]);
      feed.wake();
      await done;
    } finally {
      await feed.stop();
    }
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    const taken = batches.flat();
    expect(taken.map((change) => change.record?.title)).toEqual(Array.from({ length: 7 }, (_, n) => `notice ${n + 1}`));
    expect(taken.map((change) => change.id)).toEqual([...taken.map((change) => change.id)].sort((a, b) => a - b));
    expect((await db.query<{ n: number }>('select count(*)::int as n from realtime.changes')).rows[0]!.n).toBe(0);
  });
});
