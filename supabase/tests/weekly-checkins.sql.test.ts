// Issue 34: the Erev Shabbat check-in's rules in the database, under RLS as each person (a
// PostgREST request's role and claims): an answer is read by its author; by the partner only once
// both have answered or the week has closed; never by a third person; and not at all once the link
// is removed or blocked. Also every refusal's sentence, the wedding-date rules, the milestones and
// the scheduler's SQL side. Runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { ROW } from './rls/fixture';
import { SQL_PEOPLE } from './rls/sql-runner';
import { sqlSession } from './rls/sql-session';
import { openFixtureDatabase, type TestDatabase } from './rls/test-database';

const P = SQL_PEOPLE;
type Who = keyof typeof P;
interface Work {
  invitations: Record<string, any>[];
  reminders: Record<string, any>[];
  anniversaries: Record<string, any>[];
}

describe('weekly check-ins under RLS', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openFixtureDatabase(P);
  });

  afterAll(async () => {
    await db?.close();
  });

  // Each test runs in one transaction that is rolled back, so none leaks into the next.
  beforeEach(() => db.query('begin'));
  afterEach(() => db.query('rollback'));

  // db is opened in beforeAll: the session reaches it when called.
  const session = sqlSession({ query: (sql, params) => db.query(sql, params) }, P);
  const as = (who: Who) => session.as(who);
  const asOwnerOfDatabase = () => session.asOwnerOfDatabase();
  /** A statement that may fail, leaving the transaction usable: the error's message, or null. */
  const refusal = async (sql: string, params?: unknown[]): Promise<string | null> => (await session.attempt(sql, params))?.message ?? null;

  async function thisWeek(who: Who): Promise<Record<string, any> | null> {
    await as(who);
    const { rows } = await db.query('select public.checkin_this_week() as w');
    return (rows[0]?.w as Record<string, any> | null) ?? null;
  }

  const answer = (weekId: string, a: string | null, b: string | null, c: string | null) =>
    db.query('select public.answer_checkin($1, $2, $3, $4) as w', [weekId, a, b, c]);

  /** The answers this person reads straight from the table (RLS decides). */
  async function answersReadBy(who: Who): Promise<{ author: string; appreciated: string | null }[]> {
    await as(who);
    const { rows } = await db.query('select author_id as author, appreciated from public.checkin_answers order by author_id');
    return rows as { author: string; appreciated: string | null }[];
  }

  test('hidden from the partner until both have answered, then both see both; a stranger never', async () => {
    const week = await thisWeek('owner');
    expect(week).toMatchObject({ partnerName: 'Paul Partner', streak: 0, relationshipId: ROW.relationship });
    const weekId = week!.week.weekId as string;
    expect(week!.week.prompt.en).toHaveLength(3);
    expect(week!.week.prompt.he).toHaveLength(3);

    await as('owner');
    await answer(weekId, 'You made Tuesday easy', 'A walk', 'Candles together');

    // Before: the partner knows an answer waits, not what it says.
    expect(await answersReadBy('partner')).toEqual([]);
    const partnerView = await thisWeek('partner');
    expect(partnerView!.week).toMatchObject({ weekId, partnerAnswered: true, revealed: false, theirs: null, mine: null });
    expect(await answersReadBy('stranger')).toEqual([]);
    expect(await thisWeek('stranger')).toBeNull();
    await as('stranger');
    expect((await db.query('select id from public.checkin_weeks')).rows).toEqual([]);
    expect(await refusal('select public.answer_checkin($1, $2)', [weekId, 'sneaking in'])).toBe('This check-in was not found.');

    // After: both answered.
    await as('partner');
    const done = (await answer(weekId, 'Your patience', null, 'Shabbat lunch with friends')).rows[0]?.w as Record<string, any>;
    expect(done).toMatchObject({ revealed: true, theirs: { answers: ['You made Tuesday easy', 'A walk', 'Candles together'], skipped: false } });
    expect(await answersReadBy('partner')).toEqual(
      expect.arrayContaining([
        { author: P.owner, appreciated: 'You made Tuesday easy' },
        { author: P.partner, appreciated: 'Your patience' },
      ]),
    );
    expect(await answersReadBy('owner')).toHaveLength(2);
    expect(await answersReadBy('stranger')).toEqual([]);
    expect(await answersReadBy('requester')).toEqual([]);

    // Shared answers stay as they are.
    await as('owner');
    expect(await refusal('select public.answer_checkin($1, $2)', [weekId, 'changed'])).toBe(
      "You have both answered: this week's answers are shared and stay as they are.",
    );
    expect((await thisWeek('owner'))!.streak).toBe(1);

    // The first check-in together was noted to each, in their own language's table row.
    await asOwnerOfDatabase();
    const notes = await db.query(`select user_id, type, title from public.notifications where type like 'checkin_%' order by user_id`);
    expect(notes.rows).toEqual([
      { user_id: P.owner, type: 'checkin_first_checkin', title: 'Your first check-in together' },
      { user_id: P.partner, type: 'checkin_first_checkin', title: 'Your first check-in together' },
    ]);
    // Each is on its way to push and email (a delivery row for send-notification) ...
    const deliveries = await db.query(
      `select d.user_id from public.notification_deliveries d join public.notifications n on n.id = d.notification_id
        where n.type = 'checkin_first_checkin' order by d.user_id`,
    );
    expect(deliveries.rows).toEqual([{ user_id: P.owner }, { user_id: P.partner }]);
    // ... and carries its words in both languages, so the bell says it in the language on screen
    // if the reader switches later (20261201000400); the invitation below carries none.
    const words = await db.query(`select data->'inLanguage' as words from public.notifications where type = 'checkin_first_checkin' and user_id = $1`, [P.owner]);
    expect(words.rows[0]?.words).toEqual({
      en: { title: 'Your first check-in together', body: expect.stringContaining('both answered') },
      he: { title: 'השיחה השבועית הראשונה שלכם יחד', body: expect.stringContaining('ענית') },
    });
    // A milestone is a note to keep: it is in the bell, whatever push and email are set to. The
    // week's invitation and reminder are not: the person's own rights do not reach them, to read,
    // mark read or delete (the check-in lives on its card and screen).
    await asOwnerOfDatabase();
    await db.query(
      `select private.notify_person($1, $2, 'checkin_invitation', 'weekly_checkins', 'This week', 'השבוע', 'Three questions', 'שלוש שאלות', '{}'::jsonb)`,
      [P.owner, P.partner],
    );
    expect((await db.query(`select data from public.notifications where type = 'checkin_invitation'`)).rows).toEqual([{ data: {} }]);
    await as('owner');
    const bell = await db.query(`select type from public.notifications`);
    expect(bell.rows.map((r) => String(r.type)).filter((type) => type.startsWith('checkin_'))).toEqual(['checkin_first_checkin']);
    const touched = await db.query(
      `with changed as (update public.notifications set read = true where type = 'checkin_invitation' returning 1),
            removed as (delete from public.notifications where type = 'checkin_invitation' returning 1)
       select (select count(*) from changed)::int + (select count(*) from removed)::int as n`,
    );
    expect(touched.rows[0]?.n).toBe(0);
    const marked = await db.query(`update public.notifications set read = true where type = 'checkin_first_checkin' returning read`);
    expect(marked.rows).toEqual([{ read: true }]);
    // "Download my data" gives the person both: the milestone with their notifications, the
    // invitation with their check-ins.
    const exported = (await db.query('select public.export_my_data() as d')).rows[0]?.d as Record<string, any>;
    expect(exported.weekly_checkins.notifications).toEqual([expect.objectContaining({ type: 'checkin_invitation', title: 'This week' })]);
    expect(exported.notifications.filter((n: { type: string }) => n.type.startsWith('checkin_'))).toEqual([expect.objectContaining({ type: 'checkin_first_checkin', title: 'Your first check-in together' })]);
  });

  test('the prompts: at least 52 triples, each in English and Hebrew, some from the corpus with their source', async () => {
    await as('owner');
    const { rows } = await db.query(
      `select count(*)::int as triples,
              count(*) filter (where source is not null and btrim(source) <> '')::int as sourced,
              count(*) filter (where least(char_length(btrim(appreciate_en)), char_length(btrim(appreciate_he)),
                                         char_length(btrim(next_week_en)), char_length(btrim(next_week_he)),
                                         char_length(btrim(shabbat_en)), char_length(btrim(shabbat_he))) = 0
                                 or appreciate_he !~ '[\u0590-\u05FF]' or next_week_he !~ '[\u0590-\u05FF]'
                                 or shabbat_he !~ '[\u0590-\u05FF]')::int as incomplete,
              count(distinct appreciate_en)::int as distinct_first
         from public.checkin_prompts`,
    );
    expect(rows[0]?.triples).toBeGreaterThanOrEqual(52);
    expect(rows[0]?.distinct_first).toBe(rows[0]?.triples);
    expect(rows[0]?.incomplete).toBe(0);
    expect(rows[0]?.sourced).toBeGreaterThan(0);
  });

  test('which couples check in: spouse or partner before marriage, accepted, where a side has weekly check-ins on', async () => {
    await asOwnerOfDatabase();
    await db.query(`update public.relationships set relation_type = 'sibling' where id = $1`, [ROW.relationship]);
    expect(await thisWeek('owner')).toBeNull();
    await asOwnerOfDatabase();
    await db.query(`update public.relationships set relation_type = 'partner_pre_marriage' where id = $1`, [ROW.relationship]);
    await db.query(`update public.notification_preferences set weekly_checkins = false where user_id in ($1, $2)`, [P.owner, P.partner]);
    expect(await thisWeek('owner')).toBeNull();
    expect(await thisWeek('partner')).toBeNull();
    // One side on is enough: both get the week.
    await asOwnerOfDatabase();
    await db.query(`update public.notification_preferences set weekly_checkins = true where user_id = $1`, [P.partner]);
    const week = await thisWeek('owner');
    expect(week).toMatchObject({ relationshipId: ROW.relationship, partnerName: 'Paul Partner' });
    expect((await thisWeek('partner'))!.week.weekId).toBe(week!.week.weekId);
    await asOwnerOfDatabase();
    const prefs = await db.query(`select count(*)::int as n from public.notification_preferences where user_id in ($1, $2)`, [P.owner, P.partner]);
    expect(prefs.rows[0]?.n).toBe(2);
  });

  test("each person's switches decide what reaches them: milestones off, no note; weekly check-ins off, no invitation", async () => {
    await asOwnerOfDatabase();
    await db.query(`update public.notification_preferences set relationship_milestones = false where user_id = $1`, [P.partner]);
    await db.query(`update public.notification_preferences set weekly_checkins = false where user_id = $1`, [P.owner]);
    // The partner's switch keeps the week going for both.
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await asOwnerOfDatabase();
    const work = (await db.query('select public.checkin_schedule_work() as w')).rows[0]?.w as Work;
    const due = new Date(Date.now() - 60_000).toISOString();
    const planned = [P.owner, P.partner].map((personId) => ({ kind: 'invitation', weekId, personId, dueAt: due }));
    // Only the partner's invitation is planned; one planned before the owner turned theirs off is
    // checked again when it is due, and not sent.
    expect(work.invitations.filter((i) => i.weekId === weekId).map((i) => i.personId)).toEqual([P.partner]);
    await db.query('select public.checkin_schedule_set($1::jsonb)', [JSON.stringify(planned)]);
    await db.query('select public.send_due_checkin_notifications()');
    const invited = await db.query(`select user_id from public.notifications where type = 'checkin_invitation'`);
    expect(invited.rows).toEqual([{ user_id: P.partner }]);

    await as('owner');
    await answer(weekId, 'Your patience', null, null);
    await as('partner');
    await answer(weekId, 'Your kindness', null, null);
    await asOwnerOfDatabase();
    const noted = await db.query(`select user_id from public.notifications where type = 'checkin_first_checkin'`);
    expect(noted.rows).toEqual([{ user_id: P.owner }]);
  });

  test('10 weeks of check-ins together are noted once to each partner, in their language', async () => {
    const week = (await thisWeek('owner'))!.week as Record<string, any>;
    await asOwnerOfDatabase();
    await db.query(`update public.profiles set ui_language = 'he' where id = $1`, [P.partner]);
    // Nine earlier weeks that both answered (one skipped week between them does not count).
    await db.query(
      `with past as (
         insert into public.checkin_weeks (relationship_id, person_a, person_b, week_of, prompt_id, closes_at)
         select $1, least($2::uuid, $3::uuid), greatest($2::uuid, $3::uuid), $4::date - 7 * g, 1 + g,
                ($4::date - 7 * g + 3)::timestamptz
           from generate_series(1, 10) g
         returning id, week_of)
       insert into public.checkin_answers (week_id, author_id, appreciated, skipped)
       select past.id, who, case when past.week_of = $4::date - 70 and who = $3::uuid then null else 'Thank you' end,
              past.week_of = $4::date - 70 and who = $3::uuid
         from past cross join unnest(array[$2::uuid, $3::uuid]) who`,
      [ROW.relationship, P.owner, P.partner, week.weekOf],
    );
    const milestones = `select user_id, type, title from public.notifications where type like 'checkin_weeks_%' order by user_id`;
    await as('owner');
    await answer(week.weekId, 'Your patience', null, null);
    await asOwnerOfDatabase();
    expect((await db.query(milestones)).rows).toEqual([]);
    await as('partner');
    await answer(week.weekId, 'Your kindness', null, null);
    await asOwnerOfDatabase();
    const notes = [
      { user_id: P.owner, type: 'checkin_weeks_10', title: '10 weeks of check-ins' },
      { user_id: P.partner, type: 'checkin_weeks_10', title: '10 שבועות של שיחות שבועיות' },
    ].sort((a, b) => a.user_id.localeCompare(b.user_id));
    expect((await db.query(milestones)).rows).toEqual(notes);
    // Sent once: noting the same week again adds nothing.
    await db.query('select private.checkin_note_milestones($1)', [week.weekId]);
    expect((await db.query(milestones)).rows).toEqual(notes);
    expect((await thisWeek('owner'))!.streak).toBe(10);
  });

  test('a skip reveals nothing; the close of the week reveals what was written', async () => {
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await as('owner');
    await answer(weekId, 'Thank you for Friday', null, null);
    await as('partner');
    const skipped = (await db.query('select public.skip_checkin($1) as w', [weekId])).rows[0]?.w as Record<string, any>;
    expect(skipped).toMatchObject({ revealed: false, theirs: null, mine: { skipped: true, answers: [null, null, null] } });
    expect(await answersReadBy('partner')).toEqual([{ author: P.partner, appreciated: null }]);
    expect(await answersReadBy('owner')).toEqual([{ author: P.owner, appreciated: 'Thank you for Friday' }]);

    await asOwnerOfDatabase();
    await db.query(`update public.checkin_weeks set closes_at = now() - interval '1 second' where id = $1`, [weekId]);
    expect(await answersReadBy('partner')).toHaveLength(2);
    expect(await answersReadBy('stranger')).toEqual([]);
    await as('partner');
    expect(await refusal('select public.answer_checkin($1, $2)', [weekId, 'late'])).toBe("This week's check-in has closed.");
  });

  test('removing the link ends the check-ins at once: the partner reads nothing, the author keeps their own', async () => {
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await as('owner');
    await answer(weekId, 'Mine', 'Mine too', null);
    await as('partner');
    await answer(weekId, 'Yours', null, null);
    expect(await answersReadBy('partner')).toHaveLength(2);

    await db.query('delete from public.relationships where id = $1', [ROW.relationship]);
    expect(await answersReadBy('partner')).toEqual([{ author: P.partner, appreciated: 'Yours' }]);
    expect(await answersReadBy('owner')).toEqual([{ author: P.owner, appreciated: 'Mine' }]);
    expect(await thisWeek('partner')).toBeNull();
    await as('owner');
    expect(await refusal('select public.skip_checkin($1)', [weekId])).toBe('These check-ins ended when the link was removed.');
  });

  test('a block ends them too', async () => {
    const weekId = (await thisWeek('partner'))!.week.weekId as string;
    await as('partner');
    await answer(weekId, 'Before the block', null, null);
    await as('owner');
    await answer(weekId, 'Mine', null, null);
    await db.query('insert into public.blocks (blocker_id, blocked_id) values ($1, $2)', [P.owner, P.partner]);
    expect(await answersReadBy('owner')).toEqual([{ author: P.owner, appreciated: 'Mine' }]);
    expect(await answersReadBy('partner')).toEqual([{ author: P.partner, appreciated: 'Before the block' }]);
  });

  test('deleting one partner\'s account leaves the other their weeks and their own answers; the deleted person\'s go', async () => {
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await as('owner');
    await answer(weekId, 'Kept by the owner', null, 'Owner plan');
    await as('partner');
    await answer(weekId, 'Gone with the partner', null, null);
    // An older week too, answered by the owner alone.
    await asOwnerOfDatabase();
    const older = (await db.query(
      `insert into public.checkin_weeks (relationship_id, person_a, person_b, week_of, prompt_id, closes_at)
       select relationship_id, person_a, person_b, week_of - 7, 1, closes_at - interval '7 days' from public.checkin_weeks where id = $1
       returning id`,
      [weekId],
    )).rows[0]!.id as string;
    await db.query(`insert into public.checkin_answers (week_id, author_id, appreciated) values ($1, $2, 'Older, mine')`, [older, P.owner]);
    const ownerNotes = `select type from public.notifications where user_id = $1 and type like 'checkin_%'`;
    expect((await db.query(ownerNotes, [P.owner])).rows).toEqual([{ type: 'checkin_first_checkin' }]);

    await db.query('delete from auth.users where id = $1', [P.partner]);

    // The weeks stay the owner's, held with the placeholder of deleted accounts; no row keeps the id.
    const { rows: ghost } = await db.query('select private.deleted_account_id()::text as id');
    const kept = await db.query(`select id, person_a, person_b, relationship_id from public.checkin_weeks where id = any($1::uuid[]) order by week_of`, [[older, weekId]]);
    expect(kept.rows).toEqual([
      { id: older, person_a: ghost[0]!.id, person_b: P.owner, relationship_id: null },
      { id: weekId, person_a: ghost[0]!.id, person_b: P.owner, relationship_id: null },
    ]);
    const named = await db.query(
      `select (select count(*) from public.checkin_weeks where $1 in (person_a, person_b))::int
            + (select count(*) from public.checkin_answers where author_id = $1)::int
            + (select count(*) from private.checkin_sends where person_id = $1)::int as n`,
      [P.partner],
    );
    expect(named.rows[0]?.n).toBe(0);
    // The owner's notification about that week (it named the partner) went with the account.
    expect((await db.query(ownerNotes, [P.owner])).rows).toEqual([]);

    // The owner reads their own answers, and the history says the partner's account is gone.
    expect(await answersReadBy('owner')).toEqual([
      { author: P.owner, appreciated: 'Kept by the owner' },
      { author: P.owner, appreciated: 'Older, mine' },
    ]);
    expect(await thisWeek('owner')).toBeNull();
    const history = (await db.query('select public.checkin_history() as h')).rows[0]?.h as Record<string, any>[];
    expect(history.map((w) => [w.weekId, w.partnerGone, w.partnerName, w.mine?.answers[0], w.theirs])).toEqual([
      [weekId, true, null, 'Kept by the owner', null],
      [older, true, null, 'Older, mine', null],
    ]);

    // When the survivor's account goes too, nobody is left: the weeks go.
    await asOwnerOfDatabase();
    await db.query('delete from auth.users where id = $1', [P.owner]);
    expect((await db.query(`select id from public.checkin_weeks where id = any($1::uuid[])`, [[older, weekId]])).rows).toEqual([]);
  });

  test('the history names each week\'s own partner', async () => {
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await asOwnerOfDatabase();
    await db.query(`update public.checkin_weeks set week_of = week_of - 7, closes_at = closes_at - interval '7 days' where id = $1`, [weekId]);
    await as('owner');
    const history = (await db.query('select public.checkin_history() as h')).rows[0]?.h as Record<string, any>[];
    expect(history).toEqual([expect.objectContaining({ weekId, partnerId: P.partner, partnerName: 'Paul Partner', partnerGone: false })]);
  });

  test('"Download my data" holds my answers always, my partner\'s only once revealed, and the milestone settings', async () => {
    await asOwnerOfDatabase();
    await db.query(`update public.relationships set wedding_date = '2016-03-10', anniversary_calendar = 'gregorian' where id = $1`, [ROW.relationship]);
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await as('owner');
    await answer(weekId, 'Owner secret until both answered', null, 'Owner plan');
    const exportOf = async (who: Who) => {
      await as(who);
      return (await db.query('select public.export_my_data() as d')).rows[0]?.d as Record<string, any>;
    };

    // Before the partner answers: the owner's export has the owner's words; the partner's has the
    // week, with nothing of the owner's unrevealed answer in it.
    const ownerBefore = (await exportOf('owner')).weekly_checkins;
    expect(ownerBefore.weeks).toEqual([
      expect.objectContaining({ week_id: weekId, partner_id: P.partner, ended: false, partner: null,
        mine: expect.objectContaining({ answers: ['Owner secret until both answered', null, 'Owner plan'], skipped: false }) }),
    ]);
    expect(ownerBefore.milestones).toEqual([
      { relationship_id: ROW.relationship, partner_id: P.partner, wedding_date: '2016-03-10', anniversary_calendar: 'gregorian' },
    ]);
    expect(ownerBefore.checkin_day).toBe('friday');
    const partnerBefore = await exportOf('partner');
    expect(partnerBefore.weekly_checkins.weeks).toEqual([expect.objectContaining({ week_id: weekId, mine: null, partner: null })]);
    expect(JSON.stringify(partnerBefore)).not.toContain('Owner secret');
    expect(partnerBefore.weekly_checkins.milestones).toEqual([expect.objectContaining({ wedding_date: '2016-03-10', partner_id: P.owner })]);
    // The rest of the export is still there, and a stranger gets no week and no milestone.
    expect(partnerBefore).toMatchObject({ profile: expect.objectContaining({ id: P.partner }), relationships: expect.any(Array) });
    expect((await exportOf('stranger')).weekly_checkins).toEqual({ weeks: [], milestones: [], checkin_day: 'friday', notifications: [] });

    // Once both have answered, each export holds both answers.
    await as('partner');
    await answer(weekId, 'Partner words', null, null);
    const partnerAfter = (await exportOf('partner')).weekly_checkins.weeks[0];
    expect(partnerAfter.mine.answers).toEqual(['Partner words', null, null]);
    expect(partnerAfter.partner.answers).toEqual(['Owner secret until both answered', null, 'Owner plan']);
    expect((await exportOf('owner')).weekly_checkins.weeks[0].partner.answers).toEqual(['Partner words', null, null]);
    // A visitor is still refused with the export's sentence.
    await asOwnerOfDatabase();
    await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', '{"role":"authenticated"}', true)`);
    expect(await refusal('select public.export_my_data()')).toBe('Sign in to download your data.');
  });

  test('every bad input is refused with a sentence', async () => {
    const weekId = (await thisWeek('owner'))!.week.weekId as string;
    await as('owner');
    expect(await refusal('select public.answer_checkin($1, $2, $3, $4)', [weekId, ' ', '', null])).toBe(
      'Write at least one answer, or skip this week.',
    );
    expect(await refusal('select public.answer_checkin($1, $2)', [weekId, 'x'.repeat(1001)])).toBe(
      'An answer is too long (at most 1,000 characters).',
    );
    expect(await refusal('select public.answer_checkin($1, $2)', [null, 'x'])).toBe('Choose the week to answer.');
    expect(await refusal('select public.answer_checkin($1, $2)', ['b0000000-0000-4000-8000-000000000001', 'x'])).toBe(
      'This check-in was not found.',
    );
    expect(await refusal('select public.checkin_history(0)')).toBe('Ask for between 1 and 520 weeks of history.');
    // Only the functions write; the table takes no insert from a person.
    expect(await refusal(`insert into public.checkin_answers (week_id, author_id, appreciated) values ($1, $2, 'x')`, [weekId, P.owner])).toMatch(
      /permission denied/,
    );
    // The scheduler's functions are the server's alone.
    expect(await refusal('select public.checkin_schedule_work()')).toMatch(/permission denied/);
    expect(await refusal('select public.send_due_checkin_notifications()')).toMatch(/permission denied/);

    // Wedding date: a spouse link only, not in the future, a calendar of the two.
    expect(await refusal(`update public.relationships set wedding_date = current_date + 30 where id = $1`, [ROW.relationship])).toBe(
      'The wedding date cannot be in the future.',
    );
    expect(await refusal(`update public.relationships set anniversary_calendar = 'julian' where id = $1`, [ROW.relationship])).toBe(
      'Choose the Hebrew or the Gregorian calendar for the anniversary.',
    );
    expect(await refusal(`update public.relationships set wedding_date = '2015-03-01', relation_type = 'friend' where id = $1`, [ROW.relationship])).toBe(
      'A wedding date belongs on a spouse link.',
    );
    await db.query(`update public.relationships set wedding_date = '2016-03-10', anniversary_calendar = 'gregorian' where id = $1`, [ROW.relationship]);
    await as('partner');
    const link = await db.query('select wedding_date::text as d, anniversary_calendar as c from public.relationships where id = $1', [ROW.relationship]);
    expect(link.rows).toEqual([{ d: '2016-03-10', c: 'gregorian' }]);
  });

  test('the scheduler: work lists invitations, sending checks again and writes in each language', async () => {
    await asOwnerOfDatabase();
    await db.query(`update public.profiles set ui_language = 'he' where id = $1`, [P.partner]);
    const work = (await db.query('select public.checkin_schedule_work() as w')).rows[0]?.w as Work;
    const mine = work.invitations.filter((i) => i.personId === P.owner || i.personId === P.partner);
    expect(mine).toHaveLength(2);
    const weekId = mine[0]!.weekId as string;
    const due = new Date(Date.now() - 60_000).toISOString();
    const added = await db.query('select public.checkin_schedule_set($1::jsonb) as n', [
      JSON.stringify(mine.map((i) => ({ kind: 'invitation', weekId: i.weekId, personId: i.personId, dueAt: due }))),
    ]);
    expect(added.rows[0]?.n).toBe(2);
    // The owner answered before the invitation came: it is not sent to them.
    await as('owner');
    await answer(weekId, 'Already', null, null);
    await asOwnerOfDatabase();
    expect((await db.query('select public.send_due_checkin_notifications() as n')).rows[0]?.n).toBe(1);
    const sent = await db.query(`select user_id, title from public.notifications where type = 'checkin_invitation'`);
    expect(sent.rows).toEqual([{ user_id: P.partner, title: 'השיחה השבועית של ערב שבת' }]);
    // Planned and sent once: the work no longer lists them, and a second send sends nothing.
    const again = (await db.query('select public.checkin_schedule_work() as w')).rows[0]?.w as Work;
    expect(again.invitations.filter((i) => i.weekId === weekId)).toEqual([]);
    expect(again.reminders).toEqual([expect.objectContaining({ weekId, personId: P.partner })]);
    expect((await db.query('select public.send_due_checkin_notifications() as n')).rows[0]?.n).toBe(0);
    expect(await refusal('select public.checkin_schedule_set($1::jsonb)', [JSON.stringify([{ kind: 'party', personId: P.owner, dueAt: due }])])).toBe(
      "Each item's kind must be invitation, reminder or anniversary.",
    );
  });
});
