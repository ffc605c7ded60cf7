// An edit of one's own message, its SQL alone (issue 36, item 6): the database's CPU per edit as
// the REST server sends it (PATCH /rest/v1/messages?id=eq.…&select=<mf-messages' columns>,
// return=representation, body {"content": …}: a kept prepared statement, the caller's role and
// claims set in the transaction), Sarah editing her newest message in the demo seed's thread of
// 50 — under the messages policies of these migrations, under 20261123000100's update and insert
// policies (before 20261201000600), and with no participants update policy (`true`: the floor;
// the read policy, the guest rule and the guard trigger stay). Rounds alternate on one database
// (bench/sql-rounds.ts, as bench/thread-read-sql.ts); each edit is rolled back to a savepoint.
// The least of the rounds is the figure to compare.
//
//   npx tsx bench/message-edit-sql.ts                PGlite (BENCH_ROUNDS=12, BENCH_READS=200 edits per round)
//   TEST_DATABASE_URL=… npx tsx bench/message-edit-sql.ts
import { EDIT, previousMessagesWritePolicies } from '../../supabase/tests/rls/thread-page';
import { ROUNDS, RUNS, SARAH, SARAH_CLAIMS, THREAD, alternateRounds, loadAverage, openSeededDatabase, printRounds, roundNote } from './sql-rounds';

async function main(): Promise<void> {
  const db = await openSeededDatabase();
  try {
    // Her newest message, not yet seen: one she may edit.
    const { rows } = await db.query(
      `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'user', $2, 'Home by seven tonight?') returning id`,
      [THREAD, SARAH],
    );
    const id = String(rows[0]!.id);
    await db.query('analyze');
    const variants: [string, string][] = [
      ['these migrations', ''],
      ['previous policies (20261123000100)', previousMessagesWritePolicies()],
      ['no participants update policy (floor)', `alter policy "messages: participants update" on public.messages using (true) with check (true)`],
    ];
    console.log(
      `message edit SQL (Sarah edits her message through REST's statement) on ${db.kind === 'postgres' ? 'PostgreSQL (backend CPU)' : 'PGlite (in process)'}; ` +
        `${ROUNDS} rounds of ${RUNS} edits; ${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    const body = JSON.stringify({ content: 'Home by eight tonight?' });
    const rounds = await alternateRounds(db, variants, {
      prepare: `prepare edit_message(uuid, text) as ${EDIT}`,
      unprepare: 'deallocate edit_message',
      run: async () => {
        await db.query('savepoint e');
        await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [SARAH_CLAIMS]);
        const answer = (await db.query(`execute edit_message('${id}', '${body}')`)).rows[0]!;
        await db.query('rollback to savepoint e');
        if (Number(answer.page) !== 1) throw new Error(`the edit answered ${JSON.stringify(answer)}`);
        // updated_at is the transaction's time: the rest of the answer is compared.
        return String(answer.body).replace(/"updated_at":"[^"]*"/, '');
      },
    });
    printRounds(variants, rounds, 'edit');
    console.log(roundNote('edit'));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
