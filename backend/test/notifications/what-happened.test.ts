// Issue 33, item 3: the bell tells what happened. A request to connect, an accepted request (or a
// connect link used), and an AI note (a held one when it is released) each make a notification in
// the recipient's language that names its screen; the preferences decide as for new messages;
// a request's notification leaves the bell once the request is answered. Against the real backend,
// acting through supabase-js; the dispatcher delivers by email (on by default) with the screen's link.
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { withProfile } from '../functions/partner-support';

interface Row {
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('notifications of what happened', () => {
  let backend: TestBackend;
  let sarah: SignedUpUser;
  let david: SignedUpUser;
  let rachel: SignedUpUser;
  let yossi: SignedUpUser;

  /** What the person's bell loads (their own rows, newest first), as they read it. */
  const bellOf = async (person: SignedUpUser): Promise<Row[]> => {
    const { data, error } = await person.client.from('notifications').select('type, title, message, data, read').order('created_at', { ascending: false });
    if (error) throw new Error(error.message);
    return data as Row[];
  };
  const ask = async (from: SignedUpUser, to: SignedUpUser): Promise<string> => {
    const { data, error } = await from.client.from('relationships').insert({ user_id: from.user.id, related_user_id: to.user.id, relation_type: 'sibling' }).select('id').single();
    if (error) throw new Error(error.message);
    return data.id as string;
  };

  beforeAll(async () => {
    process.env.NOTIFICATIONS_DISPATCH_INTERVAL_MS = '100';
    // Functions read their environment when called: where email links point, for this suite.
    process.env.SITE_URL = 'https://app.example.test';
    backend = await startBackend();
    delete process.env.NOTIFICATIONS_DISPATCH_INTERVAL_MS;
    [sarah, david, rachel, yossi] = await Promise.all([backend.signUpUser(), backend.signUpUser(), backend.signUpUser(), backend.signUpUser()]);
    // No place in the profiles: no Shabbat hold, whatever day the suite runs on.
    for (const [person, name] of [[sarah, 'Sarah'], [david, 'David'], [rachel, 'Rachel'], [yossi, 'Yossi']] as const) {
      await withProfile(backend, person, { name, timezone: null, location: null });
    }
    // David reads the app in Hebrew: what the database writes for him is Hebrew.
    await backend.sql(`update public.profiles set ui_language = 'he' where id = $1`, [david.user.id]);
  });

  afterAll(async () => {
    delete process.env.SITE_URL;
    await backend?.stop();
  });

  test("a request reaches the recipient's bell, leading to Relationships, and by email with that link", async () => {
    const linkId = await ask(david, sarah);
    expect(await bellOf(sarah)).toEqual([
      {
        type: 'connection_request',
        title: 'David wants to connect with you',
        message: 'Answer it under Requests for you in Relationships.',
        data: { url: '/relationships', relationshipId: linkId, actorId: david.user.id, actorName: 'David' },
        read: false,
      },
    ]);
    const email = await until(
      async () => (await backend.sql<{ subject: string; body: string }>(`select subject, body from public.notification_emails where user_id = $1`, [sarah.user.id])).rows,
      (rows) => rows.length > 0,
      'the email',
    );
    expect(email).toEqual([{ subject: 'David wants to connect with you', body: 'Answer it under Requests for you in Relationships.\n\nhttps://app.example.test/relationships' }]);
  });

  test('accepting it: the requester hears it in Hebrew; the answered request leaves the bell', async () => {
    const { data } = await sarah.client.from('relationships').select('id').eq('user_id', david.user.id);
    await sarah.client.from('relationships').update({ connection_state: 'accepted' }).eq('id', data![0]!.id);
    expect(await bellOf(sarah)).toEqual([]);
    expect(await bellOf(david)).toEqual([
      {
        type: 'connection_accepted',
        title: 'בקשת החיבור שלך אושרה על ידי Sarah',
        message: 'מעכשיו יש חיבור בינך לבין Sarah. אפשר לפתוח שיחה בדף ההודעות.',
        data: { url: '/relationships', relationshipId: data![0]!.id, actorId: sarah.user.id, actorName: 'Sarah', via: 'request' },
        read: false,
      },
    ]);
  });

  test('a declined or cancelled request leaves the bell too', async () => {
    const declined = await ask(yossi, rachel);
    const cancelled = await ask(yossi, sarah);
    expect((await bellOf(rachel)).map((row) => row.data.relationshipId)).toEqual([declined]);
    await rachel.client.from('relationships').delete().eq('id', declined);
    await yossi.client.from('relationships').delete().eq('id', cancelled);
    expect(await bellOf(rachel)).toEqual([]);
    expect((await bellOf(sarah)).filter((row) => row.type === 'connection_request')).toEqual([]);
  });

  test("someone connecting through a person's link: the inviter hears who", async () => {
    const { data: invite } = await rachel.client.rpc('get_connect_invite');
    const { error } = await yossi.client.rpc('connect_with_invite', { inviter: rachel.user.id, invite, relation_type: 'friend' });
    expect(error).toBeNull();
    expect(await bellOf(rachel)).toEqual([
      expect.objectContaining({
        type: 'connection_accepted',
        title: 'Yossi connected with you through your link',
        data: expect.objectContaining({ url: '/relationships', via: 'invite', actorName: 'Yossi' }),
      }),
    ]);
    // The one who opened the link did it themselves: nothing to tell them.
    expect((await bellOf(yossi)).filter((row) => row.type === 'connection_accepted')).toEqual([]);
  });

  test('an AI note notifies its recipient when delivered; a held one only when released', async () => {
    const admin = backend.client({ key: 'service_role' });
    const sent = await admin
      .from('ai_partner_communications')
      .insert({ from_user_id: sarah.user.id, to_user_id: david.user.id, ai_message: 'Sarah would love a quiet walk with you tonight.', trigger_type: 'emotional_bridging' })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    const held = await admin
      .from('ai_partner_communications')
      .insert({
        from_user_id: sarah.user.id,
        to_user_id: david.user.id,
        ai_message: 'Held until after Shabbat.',
        trigger_type: 'timing_optimization',
        delivered_at: null,
        deliver_after: new Date(Date.now() - 1000).toISOString(),
        held_for: 'shabbat',
      })
      .select('id')
      .single();
    expect(held.error).toBeNull();

    const notes = async () => (await bellOf(david)).filter((row) => row.type === 'ai_communication');
    expect(await notes()).toEqual([
      {
        type: 'ai_communication',
        title: 'הודעת AI חדשה מאת Sarah',
        message: 'Sarah would love a quiet walk with you tonight.',
        data: {
          url: `/messages/ai/${sarah.user.id}`,
          communicationId: sent.data!.id,
          actorId: sarah.user.id,
          actorName: 'Sarah',
          triggerType: 'emotional_bridging',
        },
        read: false,
      },
    ]);

    await admin.rpc('release_due_partner_communications');
    expect((await notes()).map((row) => row.message)).toEqual(['Held until after Shabbat.', 'Sarah would love a quiet walk with you tonight.']);
  });

  test('the preferences decide: with their switch off nothing is made', async () => {
    await rachel.client.from('notification_preferences').update({ relationship_milestones: false, ai_guidance: false }).eq('user_id', rachel.user.id);
    const before = (await bellOf(rachel)).length;
    await ask(sarah, rachel);
    const admin = backend.client({ key: 'service_role' });
    // Rachel and Yossi are connected (his use of her link): an AI note from him may reach her.
    const note = await admin
      .from('ai_partner_communications')
      .insert({ from_user_id: yossi.user.id, to_user_id: rachel.user.id, ai_message: 'A kind word.', trigger_type: 'emotional_bridging' });
    expect(note.error).toBeNull();
    expect(await bellOf(rachel)).toHaveLength(before);
  });

  test('nothing across a block', async () => {
    await sarah.client.rpc('block_person', { person: yossi.user.id });
    const admin = backend.client({ key: 'service_role' });
    const before = (await bellOf(sarah)).length;
    // The service role writes a waiting request between them as it is (no block check on that path).
    await admin.from('relationships').insert({ user_id: yossi.user.id, related_user_id: sarah.user.id, relation_type: 'friend', connection_state: 'requested' });
    expect(await bellOf(sarah)).toHaveLength(before);
  });
});
