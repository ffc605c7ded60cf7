// ai-partner-communicator through supabase-js against the real backend and the repo's functions.
// Issue 31, item 5, "Nothing reaches a partner unseen": a call without a proposal id only proposes
// (the exact note, stored server-side, seen by its sender alone); the note reaches the partner only
// on {proposalId, decision: 'send'}, once. Also: who may propose, what is refused and why
// (boundary topics by meaning, in English and Hebrew; safety), the daily limit, the per-user rate
// limit, the Shabbat hold with a fixed clock, the release after havdalah, and delivery to the
// partner over realtime.
//
// The fixed clock: the functions run in this process, and the communicator reads
// PARTNER_COMMUNICATOR_FIXED_NOW from the environment when NODE_ENV is 'test' (jest sets it).
// Fixed instants are in 2124 so the backend's own release timer (real clock) never reaches them.
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { CommunicatorReason, ProposalAnswer } from '../../../supabase/functions/ai-partner-communicator/handler';
import { answerQuestion, assessSafety } from '../../../supabase/functions/_shared/guide/index';
import { boundaryTopicsOf, composePartnerMessage, containsBoundaryKeyword } from '../../../supabase/functions/_shared/partner-communication/index';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { waitFor } from '../realtime/realtime-backend';
import { connect, saveConsent, withProfile } from './partner-support';

type Row = Record<string, unknown>;

interface Answer {
  success: boolean;
  reason: CommunicatorReason;
  proposal?: ProposalAnswer;
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

async function call(from: SignedUpUser, payload: Row): Promise<Answer> {
  const { data, error } = await from.client.functions.invoke<Answer>('ai-partner-communicator', { body: payload });
  if (error) throw error;
  return data!;
}

/** Step 1: a proposal (or the refusal). */
const propose = (from: SignedUpUser, payload: Row) => call(from, payload);

/** Step 2: Send or Not now on a proposal. */
const decide = (from: SignedUpUser, proposalId: string, decision: 'send' | 'dismiss') => call(from, { proposalId, decision });

/** Both steps, as a person who reads the proposal and presses Send. */
async function proposeAndSend(from: SignedUpUser, payload: Row): Promise<Answer> {
  const proposed = await propose(from, payload);
  if (!proposed.success) return proposed;
  expect(proposed.reason).toBe('proposed');
  return decide(from, proposed.proposal!.id, 'send');
}

async function communicationsBetween(backend: TestBackend, from: SignedUpUser, to: SignedUpUser): Promise<Row[]> {
  const rows = await backend.sql<Row>(
    'select id, ai_message, trigger_type, delivered_at from public.ai_partner_communications where from_user_id = $1 and to_user_id = $2 order by created_at',
    [from.user.id, to.user.id],
  );
  return rows.rows;
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

describe('boundary topics by meaning (no database)', () => {
  test.each([
    ['finances', 'we keep fighting about money'],
    ['finances', 'ריב על כסף'],
    ['finances', 'רבנו שוב על הכסף'],
    ['finances', 'וּבַכֶּסֶף'],
    ['finances', 'ההוצאות שלנו על החופשה'],
    ['finances', 'המשכנתא והחובות'],
    ['finances', 'He spent too much on the trip; the vacation costs a fortune'],
    ['finances', 'our credit card bill again'],
    ['Finances', 'her salary, his DEBTS'],
    ['money', 'הוויכוח על התקציב'],
    ['כסף', 'we argue about the budget'],
    ['mother-in-law', 'his parents keep dropping by'],
    ['in-laws', 'חמותי שוב התקשרה'],
    ['in-laws', 'ההורים שלו מתערבים'],
    ['intimacy', 'we have not been intimate for months'],
    ['intimacy', 'חיי המין שלנו'],
    ['kids', 'הילדים שלנו לא ישנים'],
    ['children', 'how to discipline our son'],
    ['religion', 'he stopped keeping Shabbat'],
    ['religion', 'היא כבר לא דתייה'],
    ['career', 'his boss keeps him at work until ten'],
    ['work', 'בעבודה שלו'],
    ['health', 'she gained weight and feels bad'],
    ['ex', 'his ex-wife called again'],
    ['past relationships', 'הגרושה שלו'],
    ['friends', 'he is always out with his buddies'],
    ['friends', 'עם החברים שלו'],
    ['chores', 'we keep fighting about the dishes'],
    ['housework', 'מי עושה את הכביסה'],
  ])('keyword %p stops %p', (keyword, text) => {
    expect(containsBoundaryKeyword([text], [keyword])).toBe(true);
  });

  test.each([
    ['finances', 'we want to spend more time together'],
    ['finances', 'לקחת את זה בחשבון'],
    ['finances', 'זה חובה לדבר על זה'],
    ['intimacy', 'כל מיני דברים קטנים'],
    ['children', 'בן הזוג שלי לא מקשיב'],
    ['career', 'we need to work on our marriage'],
    ['mother-in-law', 'the mother-in-lawn party'],
    ['Pesach plans', 'what about pesach'],
  ])('keyword %p lets %p through', (keyword, text) => {
    expect(containsBoundaryKeyword([text], [keyword])).toBe(false);
  });

  test('a keyword with no topic still matches as a whole word or phrase, Hebrew prefixes and niqqud aside', () => {
    expect(boundaryTopicsOf('Pesach plans')).toEqual([]);
    expect(containsBoundaryKeyword(['Can we settle our PESACH   plans?'], ['Pesach plans'])).toBe(true);
    expect(containsBoundaryKeyword(['מה עושים בְּפֶסַח השנה'], ['פסח'])).toBe(true);
    expect(containsBoundaryKeyword(['it costs $$$ a month'], ['$$$'])).toBe(true);
    expect(boundaryTopicsOf('finances')).toEqual(['finances']);
    expect(boundaryTopicsOf('כספים')).toEqual(['finances']);
  });

  test("by meaning only where asked: the AI's stock words are matched as written", () => {
    const answer = ['Revisit the split after a new baby, a new job or a move.'];
    expect(containsBoundaryKeyword(answer, ['career'], { byMeaning: false })).toBe(false);
    expect(containsBoundaryKeyword(answer, ['new job'], { byMeaning: false })).toBe(true);
  });
});

describe('the note in Hebrew (no database)', () => {
  const types = ['emotional_bridging', 'conflict_mediation', 'timing_optimization'] as const;
  const seeds = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  test('every phrasing names both people and uses one gender form when both are known, both forms when not', () => {
    const bothForms = /[\u05D0-\u05EA]\/[\u05D0-\u05EA]/;
    const seen = new Set<string>();
    for (const triggerType of types) {
      for (const seed of seeds) {
        const known = composePartnerMessage({ triggerType, seed, senderName: 'שרה', recipientName: 'דוד', language: 'he', senderGender: 'female', recipientGender: 'male' });
        expect(known).toMatch(/^(שלום דוד,|היי דוד,|דוד, הודעה קצרה)/);
        expect(known).toContain('שרה');
        expect(known).not.toMatch(bothForms);
        expect(known).not.toMatch(/[A-Za-z]/);
        seen.add(known.split('\n\n')[1]!);
        const unknown = composePartnerMessage({ triggerType, seed, senderName: 'שרה', recipientName: 'דוד', language: 'he' });
        expect(unknown.replace(/[\u05D0-\u05EA]+\/[\u05D0-\u05EA]+/g, '')).not.toMatch(/\//);
      }
    }
    // All nine bodies are reached.
    expect(seen.size).toBe(9);
  });
});

describe('ai-partner-communicator', () => {
  let backend: TestBackend;
  let sarah: SignedUpUser;
  let david: SignedUpUser;
  let stranger: SignedUpUser;
  let davidInbox: Inbox;
  const saved: Record<string, string | undefined> = {};
  const logged: string[] = [];

  /** A fresh connected pair with the given consent each way (conflict mediation on by default). */
  async function pair(names: [string, string], consent: [Row, Row] = [{}, {}]): Promise<[SignedUpUser, SignedUpUser]> {
    const [a, b] = [await backend.signUpUser(), await backend.signUpUser()];
    await withProfile(backend, a, { name: names[0] });
    await withProfile(backend, b, { name: names[1] });
    await connect(backend, a, b);
    await saveConsent(a, b, { conflict_mediation: true, ...consent[0] });
    await saveConsent(b, a, { conflict_mediation: true, ...consent[1] });
    return [a, b];
  }

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

  test('a proposal reaches nobody: the sender alone can read it, and the partner gets nothing until Send', async () => {
    const before = await communicationsBetween(backend, sarah, david);
    const proposed = await propose(sarah, body(david));
    expect(proposed).toMatchObject({ success: true, reason: 'proposed', proposal: { triggerType: 'conflict_mediation' } });
    const { id, text, expiresAt } = proposed.proposal!;
    expect(text).toContain('Sarah');
    expect(text).toContain('David');
    for (const fragment of ['secretly', 'resents', 'sister', 'talk calmly']) expect(text).not.toContain(fragment);
    // About 30 minutes from the (fixed) now.
    expect(Date.parse(expiresAt) - Date.parse(WEDNESDAY_NOON_NY)).toBe(30 * 60 * 1000);

    expect(await communicationsBetween(backend, sarah, david)).toEqual(before);
    // RLS: the sender reads her own proposal; the partner and a stranger see nothing of it.
    expect((await sarah.client.from('ai_partner_proposals').select('id, ai_message').eq('id', id)).data).toEqual([{ id, ai_message: text }]);
    expect((await david.client.from('ai_partner_proposals').select('id').eq('id', id)).data).toEqual([]);
    expect((await stranger.client.from('ai_partner_proposals').select('id').eq('id', id)).data).toEqual([]);
    // Only the service role writes proposals: not even their sender may change the text.
    const edit = await sarah.client.from('ai_partner_proposals').update({ ai_message: 'Something else' }).eq('id', id).select('id');
    expect(edit.error?.code).toBe('42501');
    const forged = await sarah.client
      .from('ai_partner_proposals')
      .insert({ from_user_id: sarah.user.id, to_user_id: david.user.id, trigger_type: 'conflict_mediation', ai_message: 'forged' });
    expect(forged.error?.code).toBe('42501');
    // Nothing of the sender's texts is stored anywhere in the proposal.
    const stored = await backend.sql<Row>('select * from public.ai_partner_proposals where id = $1', [id]);
    expect(JSON.stringify(stored.rows)).not.toMatch(/secretly|resents|sister|talk calmly/);
    expect(davidInbox.changes.filter((change) => (change.new as Row).ai_message === text)).toEqual([]);
  });

  test("the note is written in the recipient's language, its Hebrew verbs by the profiles' genders", async () => {
    const [tamar, yoni] = await pair(['תמר', 'יוני']);
    const hebrew = /[\u05D0-\u05EA]/;
    const bothForms = /[\u05D0-\u05EA]\/[\u05D0-\u05EA]/;
    // Nobody chose a language: the sender wrote Hebrew, so the note is Hebrew; English, English.
    const fromHebrew = await propose(tamar, body(yoni, { messageContent: 'אנחנו רבים כל הזמן', context: {} }));
    expect(fromHebrew.proposal!.text).toMatch(hebrew);
    expect(fromHebrew.proposal!.text).toContain('תמר');
    const fromEnglish = await propose(tamar, body(yoni, { messageContent: 'We keep arguing', context: {} }));
    expect(fromEnglish.proposal!.text).toMatch(/Shalom|Hi|short note/);
    // Yoni reads the app in Hebrew: Hebrew whatever she wrote; with both genders known, one form.
    await backend.sql(`update public.profiles set ui_language = 'he', gender = 'male' where id = $1`, [yoni.user.id]);
    await backend.sql(`update public.profiles set gender = 'female' where id = $1`, [tamar.user.id]);
    for (const triggerType of ['conflict_mediation', 'conflict_mediation', 'conflict_mediation']) {
      const { proposal } = await propose(tamar, body(yoni, { triggerType, messageContent: 'We keep arguing', context: {}, forceBypassLimits: true }));
      expect(proposal!.text).toMatch(hebrew);
      expect(proposal!.text).not.toMatch(bothForms);
      expect(proposal!.text).not.toMatch(/arguing/);
    }
  });

  test('Send stores exactly the proposed text, which reaches the partner over realtime; a second Send is refused', async () => {
    const proposed = await propose(sarah, body(david));
    const { id: proposalId, text } = proposed.proposal!;
    const answer = await decide(sarah, proposalId, 'send');
    expect(answer).toMatchObject({ success: true, reason: 'sent', held: false });
    const id = answer.communicationId!;
    await waitFor(() => changesFor(davidInbox, id).length > 0, "the note on David's channel");
    const [change] = changesFor(davidInbox, id);
    expect(change!.eventType).toBe('INSERT');
    const row = change!.new as Row;
    expect(row).toMatchObject({ from_user_id: sarah.user.id, to_user_id: david.user.id, trigger_type: 'conflict_mediation', ai_message: text });
    expect(row.delivered_at).not.toBeNull();
    expect((await david.client.from('ai_partner_communications').select('id, ai_message').eq('id', id)).data).toEqual([{ id, ai_message: text }]);

    const count = (await communicationsBetween(backend, sarah, david)).length;
    expect(await decide(sarah, proposalId, 'send')).toEqual({ success: false, reason: 'proposal_used' });
    expect(await decide(sarah, proposalId, 'dismiss')).toEqual({ success: false, reason: 'proposal_used' });
    expect(await communicationsBetween(backend, sarah, david)).toHaveLength(count);
    const marked = await backend.sql<Row>('select used_at, communication_id from public.ai_partner_proposals where id = $1', [proposalId]);
    expect(marked.rows[0]).toMatchObject({ used_at: expect.anything(), communication_id: id });
  });

  test('two Sends at once (a double click) store one note', async () => {
    const [ann, ben] = await pair(['Ann', 'Ben']);
    const { proposal } = await propose(ann, body(ben));
    const answers = await Promise.all([decide(ann, proposal!.id, 'send'), decide(ann, proposal!.id, 'send')]);
    expect(answers.map((answer) => answer.reason).sort()).toEqual(['proposal_used', 'sent']);
    expect(await communicationsBetween(backend, ann, ben)).toHaveLength(1);
  });

  test("another person's proposal id is not found, for Send and for Not now", async () => {
    const { proposal } = await propose(sarah, body(david));
    expect(await decide(david, proposal!.id, 'send')).toEqual({ success: false, reason: 'proposal_not_found' });
    expect(await decide(stranger, proposal!.id, 'dismiss')).toEqual({ success: false, reason: 'proposal_not_found' });
    expect(await decide(sarah, '00000000-0000-4000-8000-000000000000', 'send')).toEqual({ success: false, reason: 'proposal_not_found' });
    // Still Sarah's to decide.
    expect(await decide(sarah, proposal!.id, 'dismiss')).toEqual({ success: true, reason: 'dismissed' });
  });

  test('Not now dismisses: nothing is stored, and a later Send is refused', async () => {
    const before = await communicationsBetween(backend, sarah, david);
    const { proposal } = await propose(sarah, body(david));
    expect(await decide(sarah, proposal!.id, 'dismiss')).toEqual({ success: true, reason: 'dismissed' });
    expect(await decide(sarah, proposal!.id, 'dismiss')).toEqual({ success: true, reason: 'dismissed' });
    expect(await decide(sarah, proposal!.id, 'send')).toEqual({ success: false, reason: 'proposal_dismissed' });
    expect(await communicationsBetween(backend, sarah, david)).toEqual(before);
  });

  test('a proposal not sent within its time is refused as expired', async () => {
    const before = await communicationsBetween(backend, sarah, david);
    const { proposal } = await propose(sarah, body(david));
    await backend.sql(`update public.ai_partner_proposals set expires_at = $2::timestamptz - interval '1 second' where id = $1`, [proposal!.id, WEDNESDAY_NOON_NY]);
    expect(await decide(sarah, proposal!.id, 'send')).toEqual({ success: false, reason: 'proposal_expired' });
    expect(await communicationsBetween(backend, sarah, david)).toEqual(before);
  });

  test('the caller is the JWT user: a spoofed userId in the body is ignored', async () => {
    // The stranger claims to be Sarah; as themself they are not connected to David.
    expect(await propose(stranger, body(david, { userId: sarah.user.id }))).toEqual({ success: false, reason: 'not_connected' });
  });

  test('refused without a consent record, or with the trigger type off', async () => {
    await connect(backend, stranger, david);
    expect(await propose(stranger, body(david))).toEqual({ success: false, reason: 'no_consent' });
    expect(await propose(sarah, body(david, { triggerType: 'emotional_bridging' }))).toEqual({ success: false, reason: 'trigger_not_enabled' });
  });

  test('both sides: refused unless the partner has this type on toward the sender too, and in date', async () => {
    // The stranger and David are connected (the test above); only the stranger has consented.
    await saveConsent(stranger, david, { conflict_mediation: true, emotional_bridging: true });
    expect(await propose(stranger, body(david))).toEqual({ success: false, reason: 'partner_no_consent' });
    await saveConsent(david, stranger, { conflict_mediation: false, emotional_bridging: true, temporal_consent_until: '2124-11-07' });
    expect(await propose(stranger, body(david))).toEqual({ success: false, reason: 'partner_trigger_not_enabled' });
    expect(await propose(stranger, body(david, { triggerType: 'emotional_bridging' }))).toEqual({ success: false, reason: 'partner_consent_expired' });
    await saveConsent(david, stranger, { conflict_mediation: true, emotional_bridging: true, temporal_consent_until: '2124-11-08' });
    expect(await proposeAndSend(stranger, body(david))).toMatchObject({ success: true, reason: 'sent' });
  });

  test('refused once the consent end date has passed', async () => {
    await saveConsent(stranger, david, { conflict_mediation: true, temporal_consent_until: '2124-11-07' });
    expect(await propose(stranger, body(david))).toEqual({ success: false, reason: 'consent_expired' });
    await saveConsent(stranger, david, { conflict_mediation: true, temporal_consent_until: '2124-11-08' });
    expect(await proposeAndSend(stranger, body(david))).toMatchObject({ success: true, reason: 'sent' });
  });

  test('Send checks again: consent withdrawn or a block after the proposal, and nothing goes', async () => {
    const [cara, dan] = await pair(['Cara', 'Dan']);
    const first = await propose(cara, body(dan));
    await saveConsent(dan, cara, { conflict_mediation: false });
    expect(await decide(cara, first.proposal!.id, 'send')).toEqual({ success: false, reason: 'partner_trigger_not_enabled' });
    await saveConsent(dan, cara, { conflict_mediation: true });
    const second = await propose(cara, body(dan));
    await saveConsent(cara, dan, { conflict_mediation: true, temporal_consent_until: '2124-11-07' });
    expect(await decide(cara, second.proposal!.id, 'send')).toEqual({ success: false, reason: 'consent_expired' });
    await saveConsent(cara, dan, { conflict_mediation: true, temporal_consent_until: null });
    const third = await propose(cara, body(dan));
    expect((await dan.client.rpc('block_person', { person: cara.user.id })).error).toBeNull();
    expect(await decide(cara, third.proposal!.id, 'send')).toEqual({ success: false, reason: 'not_connected' });
    expect(await communicationsBetween(backend, cara, dan)).toEqual([]);
  });

  test("refused on a boundary keyword of either side (the partner's keyword is not revealed)", async () => {
    const own = body(david, { context: { userMessage: 'Can we settle our PESACH   plans?' } });
    expect(await propose(sarah, own)).toEqual({ success: false, reason: 'boundary_keyword' });
    const theirs = body(david, { messageContent: 'It is about my Mother-in-law again' });
    expect(await propose(sarah, theirs)).toEqual({ success: false, reason: 'boundary_keyword' });
    // Whole words only: "lawn" is not "law", and another phrase is fine.
    expect(await propose(sarah, body(david, { messageContent: 'the mother-in-lawn party', context: {} }))).toMatchObject({ success: true, reason: 'proposed' });
  });

  test('boundary topics by meaning: "finances" stops money, in English and in Hebrew, in any text the sender wrote', async () => {
    const [rivka, moshe] = await pair(['Rivka', 'Moshe'], [{ boundary_keywords: ['finances'] }, {}]);
    const asked = (text: string, where: 'message' | 'context' = 'message') =>
      propose(rivka, body(moshe, where === 'message' ? { messageContent: text, context: {} } : { messageContent: '', context: { userMessage: text } }));
    expect(await asked('We keep fighting about money')).toEqual({ success: false, reason: 'boundary_keyword' });
    expect(await asked('ריב על כסף')).toEqual({ success: false, reason: 'boundary_keyword' });
    expect(await asked('רבנו שוב על ההוצאות של החופשה', 'context')).toEqual({ success: false, reason: 'boundary_keyword' });
    expect(await asked('He is angry about the mortgage payments', 'context')).toEqual({ success: false, reason: 'boundary_keyword' });
    // Moshe's keyword counts the same way, and is not said to be his.
    const [leah, yaakov] = await pair(['Leah', 'Yaakov'], [{}, { boundary_keywords: ['כסף'] }]);
    expect(await propose(leah, body(yaakov, { messageContent: 'We argue about the budget every week', context: {} }))).toEqual({
      success: false,
      reason: 'boundary_keyword',
    });
    // Another subject passes.
    expect(await asked('We want to spend more time together')).toMatchObject({ success: true, reason: 'proposed' });
  });

  test("the AI's answer is checked for the keyword as written, not for its stock words' topics", async () => {
    const [noa, eli] = await pair(['Noa', 'Eli'], [{ boundary_keywords: ['career', 'Purim'] }, {}]);
    const answer = (aiResponse: string) => body(eli, { messageContent: 'We argue about the dishes', context: { userMessage: 'We argue about the dishes', aiResponse } });
    expect(await propose(noa, answer('Revisit the split after a new baby, a new job or a move.'))).toMatchObject({ success: true, reason: 'proposed' });
    expect(await propose(noa, answer('Before Purim, plan the week together.'))).toEqual({ success: false, reason: 'boundary_keyword' });
  });

  test('no outreach at all when what the sender wrote signals crisis or abuse, forced or not', async () => {
    const crisis = body(david, { context: { userMessage: 'He pushed me against the wall and took my phone', aiResponse: '' } });
    expect(await propose(sarah, { ...crisis, forceBypassLimits: true })).toEqual({ success: false, reason: 'safety_concern' });
    expect(await propose(sarah, crisis)).toEqual({ success: false, reason: 'safety_concern' });
  });

  test("any safety level but 'none' (assessSafety) stops the proposal", async () => {
    // The guide's detector decides what is a concern (its own suites test that); here: whatever it
    // flags, at any level, never becomes a proposal.
    for (const text of ["I don't know how much longer I can keep going like this.", 'He grabbed my arm so hard it left marks. How can I be a better wife?']) {
      const flagged = assessSafety(text).level !== 'none';
      const answer = await propose(sarah, body(david, { messageContent: text, context: { userMessage: text }, forceBypassLimits: true }));
      expect(answer.reason).toBe(flagged ? 'safety_concern' : 'proposed');
    }
  });

  test('a crisis written in disguise never becomes a proposal (issue 31: leetspeak reached the partner)', async () => {
    for (const text of ['i w4nt t0 d1e, n0b0dy w0uld m1ss m3', 'I want to k i l l  m y s e l f', 'I wаnt tо dіе tоnіght', 'אני רוצה למ0ת', 'ani rotza lamut']) {
      expect({ text, level: assessSafety(text).level }).not.toEqual({ text, level: 'none' });
      const answer = await propose(sarah, body(david, { messageContent: text, context: { userMessage: text }, forceBypassLimits: true }));
      expect({ text, answer }).toEqual({ text, answer: { success: false, reason: 'safety_concern' } });
    }
  });

  test("the AI's own answer stops a proposal when it reads as a crisis, not on a possible reading of its stock words", async () => {
    const [dina, avi] = await pair(['Dina', 'Avi']);
    const withAnswer = (aiResponse: string) =>
      body(avi, { messageContent: 'We argue about the dishes', context: { userMessage: 'We argue about the dishes', aiResponse }, forceBypassLimits: true });
    expect(await propose(dina, withAnswer('He pushed me against the wall and took my phone'))).toEqual({ success: false, reason: 'safety_concern' });
    // The guide's ordinary answers that the detector reads as a possible concern (it varies as the
    // detector is tuned: whichever of these it flags today).
    const answers = await Promise.all(
      ['How can we talk more calmly after an argument?', 'We had an argument about when to visit', 'I feel hurt and sad after our argument'].map(
        async (message) => (await answerQuestion({ message })).response,
      ),
    );
    for (const response of answers.filter((text) => assessSafety(text).level === 'possible')) {
      expect(await propose(dina, withAnswer(response))).toMatchObject({ success: true, reason: 'proposed' });
    }
  });

  test('refused when the two are not linked, and after a block', async () => {
    const loner = await backend.signUpUser();
    await saveConsent(loner, david, { conflict_mediation: true });
    expect(await propose(loner, body(david))).toEqual({ success: false, reason: 'not_connected' });

    const { error } = await david.client.rpc('block_person', { person: stranger.user.id });
    expect(error).toBeNull();
    expect(await propose(stranger, body(david))).toEqual({ success: false, reason: 'not_connected' });
  });

  test('a daily limit per pair, checked at the proposal and again at Send, unless the user explicitly asked', async () => {
    const [ann, ben] = await pair(['Ann2', 'Ben2']);
    // Three proposals while nothing is sent yet; the limit (2) stops the third Send.
    const proposals = [await propose(ann, body(ben)), await propose(ann, body(ben)), await propose(ann, body(ben))];
    expect(proposals.map((answer) => answer.reason)).toEqual(['proposed', 'proposed', 'proposed']);
    expect(await decide(ann, proposals[0]!.proposal!.id, 'send')).toMatchObject({ success: true, reason: 'sent' });
    expect(await decide(ann, proposals[1]!.proposal!.id, 'send')).toMatchObject({ success: true, reason: 'sent' });
    expect(await decide(ann, proposals[2]!.proposal!.id, 'send')).toEqual({ success: false, reason: 'daily_limit_reached' });
    expect(await propose(ann, body(ben))).toEqual({ success: false, reason: 'daily_limit_reached' });
    // "Send it now": the proposal is still shown, and its Send is not held to the limit.
    expect(await proposeAndSend(ann, body(ben, { forceBypassLimits: true }))).toMatchObject({ success: true, reason: 'sent' });
    // The other direction is its own pair.
    expect(await proposeAndSend(ben, body(ann))).toMatchObject({ success: true, reason: 'sent' });
    expect(await communicationsBetween(backend, ann, ben)).toHaveLength(3);
  });

  test('per-user rate limit on proposals: 429 with Retry-After and a clear { error }, counted in the database', async () => {
    process.env.AI_RATE_LIMIT_AI_PARTNER_COMMUNICATOR_PER_MINUTE = '2';
    try {
      const [cara, dan] = await pair(['Cara2', 'Dan2']);
      const first = await propose(cara, body(dan));
      await propose(cara, body(dan));
      const limited = await cara.client.functions.invoke('ai-partner-communicator', { body: body(dan) });
      expect(limited.error).toBeInstanceOf(FunctionsHttpError);
      const response = (limited.error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({
        code: 'RATE_LIMITED',
        error: "You're sending requests too quickly. Please wait a moment and try again.",
      });
      // Sending what was already proposed is not another request of the AI.
      expect(await decide(cara, first.proposal!.id, 'send')).toMatchObject({ success: true, reason: 'sent' });
      // Another user has their own allowance.
      expect(await propose(dan, body(cara))).toMatchObject({ success: true });
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
      answer = await proposeAndSend(sarah, body(david, { forceBypassLimits: true }));
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

    await waitFor(() => changesFor(davidInbox, id).length > 0, "the released note on David's channel");
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

  test('the send RPC belongs to the function alone', async () => {
    const { proposal } = await propose(sarah, body(david, { forceBypassLimits: true }));
    const direct = await sarah.client.rpc('send_ai_partner_proposal', { proposal: proposal!.id, sender: sarah.user.id, as_of: WEDNESDAY_NOON_NY });
    expect(direct.error).not.toBeNull();
    const stored = await backend.sql<Row>('select used_at from public.ai_partner_proposals where id = $1', [proposal!.id]);
    expect(stored.rows[0]!.used_at).toBeNull();
  });

  test('bad input is a 400 { error }; no session is a 401', async () => {
    const status = async (payload: Row, client = sarah.client) => {
      const answer = await client.functions.invoke('ai-partner-communicator', { body: payload });
      const response = (answer.error as FunctionsHttpError).context as Response;
      return { status: response.status, body: await response.json() };
    };
    expect(await status(body(david, { triggerType: 'gossip' }))).toEqual({
      status: 400,
      body: { error: '"triggerType" must be emotional_bridging, timing_optimization or conflict_mediation' },
    });
    expect(await status({ proposalId: 'not-an-id', decision: 'send' })).toEqual({ status: 400, body: { error: '"proposalId" must be a proposal id' } });
    expect(await status({ proposalId: '00000000-0000-4000-8000-000000000000', decision: 'maybe' })).toEqual({
      status: 400,
      body: { error: '"decision" must be send or dismiss' },
    });
    expect((await status(body(david), backend.client())).status).toBe(401);
  });

  test('nothing the sender wrote reaches the logs', () => {
    expect(logged.filter((line) => /secretly|Mother-in-law|כסף|money/.test(line))).toEqual([]);
  });
});
