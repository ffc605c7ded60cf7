// The thread page's SQL alone (issue 36, item 6): the database's CPU per read of a conversation's
// 50 messages, select=*, as the REST server sends it (a kept prepared statement, the caller's role
// and claims set in the transaction), signed in as the demo seed's Sarah — under the messages read
// policy of these migrations, under 20261123000100's previous one, and under none (`true`: the
// floor; the guest rule stays), alternating in rounds on one database, each round's variant put
// in place inside a transaction rolled back after. The end-to-end bench (hot-paths.ts) cannot tell
// tens of µs apart on a shared machine; this reads the database's own CPU: this process's on
// PGlite (in process), the PostgreSQL backend's (from /proc) with TEST_DATABASE_URL. The least of
// the rounds is the figure to compare.
//
//   npx tsx bench/thread-read-sql.ts                 PGlite (BENCH_ROUNDS=12, BENCH_READS=200 per round)
//   TEST_DATABASE_URL=… npx tsx bench/thread-read-sql.ts
//   npx tsx bench/thread-read-sql.ts --inbox         Sarah also has 50 private threads of 2,000 messages
//                                                    (a big table: the kept statement then gets a plan
//                                                    of its own at every read, policy included)
import { THREAD_PAGE as READ, previousMessagesReadPolicy } from '../../supabase/tests/rls/thread-page';
import { roundNote, ROUNDS, RUNS as READS, SARAH, SARAH_CLAIMS as CLAIMS, THREAD, alternateRounds, loadAverage, openSeededDatabase, printRounds } from './sql-rounds';

async function main(): Promise<void> {
  const db = await openSeededDatabase();
  try {
    const inbox = process.argv.includes('--inbox');
    if (inbox) {
      await db.query(
        `insert into public.conversations (id, user_id, partner_user_id, title)
         select ('bbbbbbbb-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, $1, null, 'Notes ' || i from generate_series(1, 50) i`,
        [SARAH],
      );
      await db.query(
        `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
         select ('bbbbbbbb-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'user', $1,
                'Message ' || n || ' of thread ' || i || ': shall we plan Thursday evening together after the kids are asleep?',
                now() - interval '60 days' + n * interval '25 minutes'
         from generate_series(1, 50) i, generate_series(1, 2000) n`,
        [SARAH],
      );
    }
    await db.query('analyze');
    const variants: [string, string][] = [
      ['these migrations', ''],
      ['previous policy (20261123000100)', previousMessagesReadPolicy()],
      ['no participants policy (floor)', `alter policy "messages: participants read" on public.messages using (true)`],
    ];
    console.log(
      `thread page SQL (50 messages, select=*, as Sarah${inbox ? ', who has 50 more threads of 2,000' : ''}) on ${db.kind === 'postgres' ? 'PostgreSQL (backend CPU)' : 'PGlite (in process)'}; ` +
        `${ROUNDS} rounds of ${READS} reads; ${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    const rounds = await alternateRounds(db, variants, {
      prepare: `prepare thread_page(uuid) as ${READ}`,
      unprepare: 'deallocate thread_page',
      run: async () => {
        await db.query('savepoint r');
        await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [CLAIMS]);
        const { rows } = await db.query(`execute thread_page('${THREAD}')`);
        await db.query('rollback to savepoint r');
        return String(rows[0]!.body);
      },
    });
    printRounds(variants, rounds, 'read');
    console.log(roundNote('read'));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
