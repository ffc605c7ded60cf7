// The weekly check-in's scheduler end to end against the real backend (issue 34): the
// weekly-checkins function, called as the service role (what backend/src/scheduled and pg_cron do),
// starts the week and stores each person's invitation at their own place; the answers go through
// supabase-js as each partner; the reminder is planned once the partner has answered; the SQL job
// sends what is due. The times themselves are tested in weekly-checkins-timing.test.ts.
import { invitationTime, nextAnniversary, reminderTime } from '../../../supabase/functions/_shared/weekly-checkins/index';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { connect, withProfile } from './partner-support';

type Row = Record<string, unknown>;

describe('weekly-checkins function', () => {
  let backend: TestBackend;
  let ana: SignedUpUser;
  let ben: SignedUpUser;

  beforeAll(async () => {
    // The timers are off: the test calls each step itself.
    backend = await startBackend({ env: { SCHEDULED_SQL_INTERVAL_SECONDS: '0' } });
    ana = await backend.signUpUser();
    ben = await backend.signUpUser();
    await withProfile(backend, ana, { name: 'Ana', timezone: 'Asia/Jerusalem', location: 'Israel' });
    await withProfile(backend, ben, { name: 'Ben' });
    await connect(backend, ana, ben);
    await backend.sql(`update public.relationships set wedding_date = '2017-09-07' where user_id = $1`, [ana.user.id]);
    // The anniversary note's Hebrew is written for each: Ana reads the app in Hebrew.
    await backend.sql(`update public.profiles set gender = 'female', ui_language = 'he' where id = $1`, [ana.user.id]);
    await backend.sql(`update public.profiles set gender = 'male' where id = $1`, [ben.user.id]);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  const plan = (key: string, body: Row = { plan: 'due' }) =>
    fetch(`${backend.url}/functions/v1/weekly-checkins`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const sends = async () =>
    (await backend.sql<{ kind: string; person_id: string; due_at: string; data: Row }>(
      `select kind, person_id, due_at, data from private.checkin_sends where person_id in ($1, $2) order by kind, person_id`,
      [ana.user.id, ben.user.id],
    )).rows;

  test('only the server plans', async () => {
    const asUser = await plan(ana.session.access_token);
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ error: 'Only the server may plan weekly check-ins.' });
    const bad = await plan(backend.serviceRoleKey, { plan: 'later' });
    expect(bad.status).toBe(400);
  });

  test('each invitation at its person\'s place, the anniversary, then the reminder once the partner answered', async () => {
    const now = new Date();
    const first = await plan(backend.serviceRoleKey, { plan: 'due', now: now.toISOString() });
    expect(first.status).toBe(200);
    // Ana's and Ben's: two invitations and two anniversary notes (the demo seed's couples add theirs).
    expect(((await first.json()) as { planned: number }).planned).toBeGreaterThanOrEqual(4);
    const [week] = (await backend.sql<{ id: string; week_of: string }>(`select id, week_of::text from public.checkin_weeks where $1 in (person_a, person_b)`, [ana.user.id])).rows;
    const rows = await sends();
    expect(rows.map((r) => r.kind).sort()).toEqual(['anniversary', 'anniversary', 'invitation', 'invitation']);
    const invitationOf = (who: SignedUpUser) => new Date(rows.find((r) => r.kind === 'invitation' && r.person_id === who.user.id)!.due_at);
    expect(invitationOf(ana)).toEqual(invitationTime(week!.week_of, { timezone: 'Asia/Jerusalem', location: 'Israel' }, 'friday'));
    expect(invitationOf(ben)).toEqual(invitationTime(week!.week_of, { timezone: 'America/New_York', location: 'United States' }, 'friday'));
    const anniversary = rows.find((r) => r.kind === 'anniversary' && r.person_id === ana.user.id)!;
    const expected = nextAnniversary('2017-09-07', 'hebrew', { timezone: 'Asia/Jerusalem', location: 'Israel' }, now)!;
    expect(new Date(anniversary.due_at)).toEqual(expected.dueAt);
    expect(anniversary.data).toMatchObject({ weddingDate: '2017-09-07', calendar: 'hebrew', day: expected.day, years: expected.years });

    // Planned once: a second run adds nothing.
    await plan(backend.serviceRoleKey);
    expect(await sends()).toHaveLength(4);

    // Ana answers; Ben sees that she has, not what she wrote; a reminder is planned for Ben alone.
    const answered = await ana.client.rpc('answer_checkin', { week_id: week!.id, appreciated: 'Thank you for Tuesday' });
    expect(answered.error).toBeNull();
    const benView = await ben.client.rpc('checkin_this_week');
    expect(benView.data).toMatchObject({ partnerName: 'Ana', week: { partnerAnswered: true, revealed: false, theirs: null } });
    await plan(backend.serviceRoleKey);
    const reminders = (await sends()).filter((r) => r.kind === 'reminder');
    // Only while the week is open: the week closes on Monday night (UTC), and a reminder that would
    // come within its last hour is not planned — so on a Monday evening this run expects none.
    const [times] = (await backend.sql<{ answered_at: string; closes_at: string }>(
      `select a.answered_at::text, w.closes_at::text from public.checkin_answers a join public.checkin_weeks w on w.id = a.week_id where a.week_id = $1 and a.author_id = $2`,
      [week!.id, ana.user.id],
    )).rows;
    const reminderDue = reminderTime(new Date(times!.answered_at), new Date(times!.closes_at), { timezone: 'America/New_York', location: 'United States' }, new Date());
    expect(reminders.map((r) => r.person_id)).toEqual(reminderDue ? [ben.user.id] : []);
    if (reminderDue) expect(new Date(reminders[0]!.due_at)).toEqual(reminderDue);

    // Sending: the invitation is due once its time passes (the owner's SQL job); here, moved to now.
    await backend.sql(`update private.checkin_sends set due_at = now() - interval '1 minute' where kind = 'invitation' and week_id = $1`, [week!.id]);
    await backend.sql(`select public.send_due_checkin_notifications()`);
    // Ana already answered: only Ben is invited.
    const notes = (await backend.sql<{ user_id: string; type: string; data: Row }>(
      `select user_id, type, data from public.notifications where type = 'checkin_invitation' and user_id in ($1, $2)`,
      [ana.user.id, ben.user.id],
    )).rows;
    expect(notes).toEqual([{ user_id: ben.user.id, type: 'checkin_invitation', data: { url: '/relationships/check-in', weekId: week!.id } }]);

    // Not in Ben's bell (what the bell loads, as Ben) ...
    const bell = await ben.client.from('notifications').select('type');
    expect(bell.error).toBeNull();
    expect(bell.data!.filter((n) => String(n.type).startsWith('checkin_'))).toEqual([]);
    // ... yet delivered as his preferences say (email on by default, push off): send-notification,
    // as the service role, dispatches it; a fixed weekday time, so no Shabbat hold applies.
    const admin = backend.client({ key: 'service_role' });
    const delivery = async () => {
      await admin.functions.invoke('send-notification', { body: { dispatch: 'due', now: '2030-01-02T12:00:00Z' } });
      return (await backend.sql<{ state: string; reason: string | null }>(
        `select d.state, d.reason from public.notification_deliveries d join public.notifications n on n.id = d.notification_id
          where n.type = 'checkin_invitation' and n.user_id = $1`,
        [ben.user.id],
      )).rows[0];
    };
    let delivered = await delivery();
    for (let i = 0; i < 50 && delivered?.state !== 'sent'; i += 1) delivered = await delivery();
    expect(delivered).toEqual({ state: 'sent', reason: 'push_off' });
    const emails = await backend.sql<{ subject: string; body: string }>(
      `select e.subject, e.body from public.notification_emails e join public.notifications n on n.id = e.notification_id
        where n.type = 'checkin_invitation' and e.user_id = $1`,
      [ben.user.id],
    );
    expect(emails.rows).toEqual([{ subject: 'Your Erev Shabbat check-in', body: expect.stringContaining('Three short questions for you and Ana') }]);
  });

  test("the anniversary note is the guide's, composed for each, and names the partner when it is sent", async () => {
    const planned = (await sends()).filter((r) => r.kind === 'anniversary');
    const noteOf = (who: SignedUpUser) => planned.find((r) => r.person_id === who.user.id)!.data.note as Record<string, any>;
    // 16 Elul, the Hebrew date of 7 September 2017: Elul's verse, and the suggestion for her / for him.
    expect(noteOf(ana)).toMatchObject({ occasion: 'elul', source: { id: 'song-of-songs-6-3', ref: 'Song of Songs 6:3' } });
    expect(noteOf(ana).he.body).toContain('ספרי ל{partner} לפני ראש השנה');
    expect(noteOf(ben).he.body).toContain('ספר ל{partner} לפני ראש השנה');

    await backend.sql(`update private.checkin_sends set due_at = now() - interval '1 minute' where kind = 'anniversary' and person_id in ($1, $2)`, [
      ana.user.id,
      ben.user.id,
    ]);
    await backend.sql(`select public.send_due_checkin_notifications()`);
    const sent = (await backend.sql<{ user_id: string; title: string; message: string; data: Row }>(
      `select user_id, title, message, data from public.notifications where type = 'checkin_anniversary' and user_id in ($1, $2)`,
      [ana.user.id, ben.user.id],
    )).rows;
    const toAna = sent.find((n) => n.user_id === ana.user.id)!;
    const toBen = sent.find((n) => n.user_id === ben.user.id)!;
    // In each one's language, the partner's current name written in (isolated inside the Hebrew).
    expect(toAna.title).toBe(noteOf(ana).he.title);
    expect(toAna.message).toBe((noteOf(ana).he.body as string).replaceAll('{partner}', '\u2068Ben\u2069'));
    expect(toBen.title).toBe(noteOf(ben).en.title);
    expect(toBen.message).toContain('is the Hebrew date of your wedding with Ana:');
    expect(toBen.message).toContain('tell Ana one thing');
    expect(toBen.data).toMatchObject({ milestone: 'anniversary', source: 'Song of Songs 6:3', url: '/relationships/check-in' });
  });
});
