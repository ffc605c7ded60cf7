// ai-partner-communicator through supabase-js against the real backend and the repo's functions:
// who may send, what is refused and why, the daily limit, the per-user rate limit, the Shabbat hold
// with a fixed clock, the release after havdalah, and delivery to the partner over realtime.
//
// The fixed clock: the functions run in this process, and the communicator reads
// PARTNER_COMMUNICATOR_FIXED_NOW from the environment when NODE_ENV is 'test' (jest sets it).
// Fixed instants are in 2124 so the backend's own release timer (real clock) never reaches them.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { CommunicatorReason } from '../../../supabase/functions/ai-partner-communicator/handler';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { waitFor } from '../realtime/realtime-backend';
import { connect, saveConsent, withProfile } from './partner-support';

type Row = Record<string, unknown>;

interface Answer {
  success: boolean;
  reason: CommunicatorReason;
  held?: boolean;
  deliverAfter?: string;
  communicationId?: string;
}

const PRIVATE_TEXT = 'I secretly worry he still resents my sister';
/** A Wednesday noon and a Friday evening in New York (Shabbat Parashat Vayetze 5885 begins). */
const WEDNESDAY_NOON_NY = '2124-11-08T17:00:00Z';
const FRIDAY_EVENING_NY = '2124-11-11T02:00:00Z'; // Friday 10 November 2124, 21:00 EST

const ENV: Record<string, string> = {
  PARTNER_COMMUNICATOR_FIXED_NOW: WEDNESDAY_NOON_NY,
  AI_RATE_LIMIT_PER_MINUTE: '1000',
  PARTNER_COMMUNICATION_DAILY_LIMIT: '2',
  SCHEDULED_SQL_INTERVAL_SECONDS: '1',
};

function body(partner: SignedUpUser, extra: Row = {}): Row {
  return {
    partnerUserId: partner.user.id,
    triggerType: 'conflict_mediation',
    context: { userMessage: PRIVATE_TEXT, messageContent: PRIVATE_TEXT, timestamp: '2124-11-08T17:00:00Z', aiResponse: 'Try to talk calmly.' },
    messageContent: PRIVATE_TEXT,
    requestCommunication: true,
    forceBypassLimits: false,
    ...extra,
  };
}

async function send(from: SignedUpUser, payload: Row): Promise<Answer> {
  const { data, error } = await from.client.functions.invoke<Answer>('ai-partner-communicator', { body: payload });
  if (error) throw error;
  return data!;
}

interface Inbox {
  channel: RealtimeChannel;
  changes: RealtimePostgresChangesPayload<Row>[];
}

/** The partner's realtime subscription, as the app makes it. */
async function inbox(person: SignedUpUser): Promise<Inbox> {
  await person.client.realtime.setAuth();
  const changes: RealtimePostgresChangesPayload<Row>[] = [];
  const statuses: string[] = [];
  const channel = person.client
    .channel(`apc-${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'ai_partner_communications', filter: `to_user_id=eq.${person.user.id}` }, (change) =>
      changes.push(change),
    )
    .subscribe((status) => statuses.push(status));
  await waitFor(() => statuses.includes('SUBSCRIBED'), 'SUBSCRIBED');
  return { channel, changes };
}

const changesFor = (box: Inbox, id: string) => box.changes.filter((change) => (change.new as Row).id === id);

describe('ai-partner-communicator', () => {
  let backend: TestBackend;
  let sarah: SignedUpUser;
  let david: SignedUpUser;
  let stranger: SignedUpUser;
  let davidInbox: Inbox;
  const saved: Record<string, string | undefined> = {};
  const logged: string[] = [];

  beforeAll(async () => {
    for (const [name, value] of Object.entries(ENV)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    }
    backend = await startBackend();
    [sarah, david, stranger] = [await backend.signUpUser(), await backend.signUpUser(), await backend.signUpUser()];
    await withProfile(backend, sarah, { name: 'Sarah', timezone: 'Asia/Jerusalem', location: 'Israel' });
    await withProfile(backend, david, { name: 'David', timezone: 'America/New_York', location: 'United States' });
    await withProfile(backend, stranger, { name: 'Stranger' });
    await connect(backend, sarah, david);
    await saveConsent(sarah, david, { conflict_mediation: true, emotional_bridging: false, boundary_keywords: ['Pesach plans'] });
    await saveConsent(david, sarah, { conflict_mediation: true, boundary_keywords: ['mother-in-law'] });
    davidInbox = await inbox(david);
  });

  afterAll(async () => {
    await david?.client.removeAllChannels();
    david?.client.realtime.disconnect();
    await backend?.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    jest.restoreAllMocks();
  });

  test('with consent, the partner receives a warm note over realtime that quotes nothing private', async () => {
    const answer = await send(sarah, body(david));
    expect(answer).toMatchObject({ success: true, reason: 'sent', held: false });
    const id = answer.communicationId!;
    await waitFor(() => changesFor(davidInbox, id).length > 0, 'the note on David\'s channel');
    const [change] = changesFor(davidInbox, id);
    expect(change!.eventType).toBe('INSERT');
    const row = change!.new as Row;
    expect(row).toMatchObject({ from_user_id: sarah.user.id, to_user_id: david.user.id, trigger_type: 'conflict_mediation' });
    expect(row.delivered_at).not.toBeNull();
    const text = String(row.ai_message);
    expect(text).toContain('Sarah');
    expect(text).toContain('David');
    for (const fragment of ['secretly', 'resents', 'sister', 'talk calmly']) expect(text).not.toContain(fragment);

    const { data } = await david.client.from('ai_partner_communications').select('id, ai_message').eq('id', id);
    expect(data).toEqual([{ id, ai_message: text }]);
  });

  test('the caller is the JWT user: a spoofed userId in the body is ignored', async () => {
    // The stranger claims to be Sarah; as themself they are not connected to David.
    expect(await send(stranger, body(david, { userId: sarah.user.id }))).toEqual({ success: false, reason: 'not_connected' });
  });

  test('refused without a consent record, or with the trigger type off', async () => {
    await connect(backend, stranger, david);
    expect(await send(stranger, body(david))).toEqual({ success: false, reason: 'no_consent' });
    expect(await send(sarah, body(david, { triggerType: 'emotional_bridging' }))).toEqual({
      success: false,
      reason: 'trigger_not_enabled',
    });
  });

  test('both sides: refused unless the partner has this type on toward the sender too, and in date', async () => {
    // The stranger and David are connected (the test above); only the stranger has consented.
    await saveConsent(stranger, david, { conflict_mediation: true, emotional_bridging: true });
    expect(await send(stranger, body(david))).toEqual({ success: false, reason: 'partner_no_consent' });
    await saveConsent(david, stranger, { conflict_mediation: false, emotional_bridging: true, temporal_consent_until: '2124-11-07' });
    expect(await send(stranger, body(david))).toEqual({ success: false, reason: 'partner_trigger_not_enabled' });
    expect(await send(stranger, body(david, { triggerType: 'emotional_bridging' }))).toEqual({ success: false, reason: 'partner_consent_expired' });
    await saveConsent(david, stranger, { conflict_mediation: true, emotional_bridging: true, temporal_consent_until: '2124-11-08' });
    expect(await send(stranger, body(david))).toMatchObject({ success: true, reason: 'sent' });
  });

  test('refused once the consent end date has passed', async () => {
    await saveConsent(stranger, david, { conflict_mediation: true, temporal_consent_until: '2124-11-07' });
    expect(await send(stranger, body(david))).toEqual({ success: false, reason: 'consent_expired' });
    await saveConsent(stranger, david, { conflict_mediation: true, temporal_consent_until: '2124-11-08' });
    expect(await send(stranger, body(david))).toMatchObject({ success: true, reason: 'sent' });
  });

  test("refused on a boundary keyword of either side (the partner's keyword is not revealed)", async () => {
    const own = body(david, { context: { userMessage: 'Can we settle our PESACH   plans?' } });
    expect(await send(sarah, own)).toEqual({ success: false, reason: 'boundary_keyword' });
    const theirs = body(david, { messageContent: 'It is about my Mother-in-law again' });
    expect(await send(sarah, theirs)).toEqual({ success: false, reason: 'boundary_keyword' });
    // Whole words only: "lawn" is not "law", and another phrase is fine.
    expect(await send(sarah, body(david, { messageContent: 'the mother-in-lawn party', context: {} }))).toMatchObject({ success: true });
  });

  test('no outreach at all when what the sender wrote signals crisis or abuse', async () => {
    const crisis = body(david, { context: { userMessage: 'He pushed me against the wall and took my phone', aiResponse: '' } });
    expect(await send(sarah, { ...crisis, forceBypassLimits: true })).toEqual({ success: false, reason: 'safety_concern' });
  });

  test('refused when the two are not linked, and after a block', async () => {
    const loner = await backend.signUpUser();
    await saveConsent(loner, david, { conflict_mediation: true });
    expect(await send(loner, body(david))).toEqual({ success: false, reason: 'not_connected' });

    const { error } = await david.client.rpc('block_person', { person: stranger.user.id });
    expect(error).toBeNull();
    expect(await send(stranger, body(david))).toEqual({ success: false, reason: 'not_connected' });
  });

  test('a daily limit per pair, unless the user explicitly asked (forceBypassLimits)', async () => {
    const [ann, ben] = [await backend.signUpUser(), await backend.signUpUser()];
    await withProfile(backend, ann, { name: 'Ann' });
    await withProfile(backend, ben, { name: 'Ben' });
    await connect(backend, ann, ben);
    await saveConsent(ann, ben, { conflict_mediation: true });
    await saveConsent(ben, ann, { conflict_mediation: true });
    expect(await send(ann, body(ben))).toMatchObject({ success: true, reason: 'sent' });
    expect(await send(ann, body(ben))).toMatchObject({ success: true, reason: 'sent' });
    expect(await send(ann, body(ben))).toEqual({ success: false, reason: 'daily_limit_reached' });
    expect(await send(ann, body(ben, { forceBypassLimits: true }))).toMatchObject({ success: true, reason: 'sent' });
    // The other direction is its own pair.
    expect(await send(ben, body(ann))).toMatchObject({ success: true, reason: 'sent' });
  });

  test('per-user rate limit: 429 with Retry-After and a clear { error }, counted in the database', async () => {
    process.env.AI_RATE_LIMIT_AI_PARTNER_COMMUNICATOR_PER_MINUTE = '2';
    try {
      const [cara, dan] = [await backend.signUpUser(), await backend.signUpUser()];
      await connect(backend, cara, dan);
      await saveConsent(cara, dan, { conflict_mediation: true });
      await saveConsent(dan, cara, { conflict_mediation: true });
      await send(cara, body(dan));
      await send(cara, body(dan));
      const limited = await cara.client.functions.invoke('ai-partner-communicator', { body: body(dan) });
      expect(limited.error).toBeInstanceOf(FunctionsHttpError);
      const response = (limited.error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: "You're sending requests too quickly. Please wait a moment and try again.",
      });
      // Another user has their own allowance.
      expect(await send(dan, body(cara))).toMatchObject({ success: true });
      const rows = await backend.sql<{ n: number }>(
        "select count(*)::int as n from private.ai_function_calls where user_id = $1 and function_name = 'ai-partner-communicator'",
        [cara.user.id],
      );
      expect(rows.rows[0]!.n).toBe(2);
    } finally {
      delete process.env.AI_RATE_LIMIT_AI_PARTNER_COMMUNICATOR_PER_MINUTE;
    }
  });

  test("held over the recipient's Shabbat, invisible to them, and delivered by realtime after havdalah", async () => {
    process.env.PARTNER_COMMUNICATOR_FIXED_NOW = FRIDAY_EVENING_NY;
    let answer: Answer;
    try {
      answer = await send(sarah, body(david, { forceBypassLimits: true }));
    } finally {
      process.env.PARTNER_COMMUNICATOR_FIXED_NOW = WEDNESDAY_NOON_NY;
    }
    expect(answer).toMatchObject({ success: true, reason: 'held_until_after_shabbat', held: true });
    const id = answer.communicationId!;
    const havdalah = new Date(answer.deliverAfter!);
    // Saturday 11 November 2124 after nightfall in New York (about 17:10 EST = 22:10 UTC).
    expect(havdalah.toISOString().slice(0, 10)).toBe('2124-11-11');
    expect(havdalah.getUTCHours()).toBe(22);

    // The sender sees it waiting; the recipient does not see it at all.
    const mine = await sarah.client.from('ai_partner_communications').select('id, delivered_at, deliver_after, held_for').eq('id', id);
    expect(mine.data).toEqual([{ id, delivered_at: null, deliver_after: expect.any(String), held_for: 'shabbat' }]);
    const theirs = await david.client.from('ai_partner_communications').select('id').eq('id', id);
    expect(theirs.data).toEqual([]);

    // Before havdalah the release leaves it held; after havdalah it goes out.
    const admin = backend.client({ key: 'service_role' });
    const early = await admin.rpc('release_due_partner_communications', { as_of: new Date(havdalah.getTime() - 60_000).toISOString() });
    expect(early).toMatchObject({ data: 0, error: null });
    expect((await david.client.from('ai_partner_communications').select('id').eq('id', id)).data).toEqual([]);
    const late = await admin.rpc('release_due_partner_communications', { as_of: new Date(havdalah.getTime() + 60_000).toISOString() });
    expect(late).toMatchObject({ data: 1, error: null });

    await waitFor(() => changesFor(davidInbox, id).length > 0, 'the released note on David\'s channel');
    // The held insert never reached David: the release is the first and only change he got.
    const changes = changesFor(davidInbox, id);
    expect(changes.map((change) => change.eventType)).toEqual(['UPDATE']);
    expect((changes[0]!.new as Row).delivered_at).not.toBeNull();
    expect((await david.client.from('ai_partner_communications').select('id').eq('id', id)).data).toEqual([{ id }]);
  });

  test('the backend releases what is due on its own timer (pg_cron locally), over realtime', async () => {
    const rows = await backend.sql<{ id: string }>(
      `insert into public.ai_partner_communications (from_user_id, to_user_id, ai_message, trigger_type, delivered_at, deliver_after, held_for)
       values ($1, $2, 'Shavua tov, David.', 'emotional_bridging', null, now() - interval '1 minute', 'shabbat') returning id`,
      [sarah.user.id, david.user.id],
    );
    const id = rows.rows[0]!.id;
    await waitFor(() => changesFor(davidInbox, id).length > 0, 'the timer to release the note', 30_000);
    expect(changesFor(davidInbox, id)[0]!.eventType).toBe('UPDATE');
  });

  test('bad input is a 400 { error }; no session is a 401', async () => {
    const bad = await sarah.client.functions.invoke('ai-partner-communicator', { body: body(david, { triggerType: 'gossip' }) });
    const response = (bad.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: '"triggerType" must be emotional_bridging, timing_optimization or conflict_mediation' });
    const anonymous = await backend.client().functions.invoke('ai-partner-communicator', { body: body(david) });
    expect(((anonymous.error as FunctionsHttpError).context as Response).status).toBe(401);
  });

  test('nothing the sender wrote reaches the logs', () => {
    expect(logged.filter((line) => line.includes('secretly') || line.includes('Mother-in-law'))).toEqual([]);
  });
});
