// Issue 33, item 2: a message is unread until its thread has been on screen. The screen reports
// what it showed with mark_conversation_read; unread_messages (the header) and list_conversations
// (the /messages list) then leave it out, and the reader's other tabs and devices hear of it over
// realtime, while the partner learns nothing of it. Through supabase-js against the real backend.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { connect, withProfile } from '../functions/partner-support';

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

interface ReadEvent {
  user_id: string;
  conversation_id: string;
  read_at: string;
}

/** Read events the client receives (RLS decides which); only `userId`'s when given. */
async function listenToReads(client: SupabaseClient, userId?: string): Promise<{ events: ReadEvent[]; channel: RealtimeChannel }> {
  if (!client.realtime.accessTokenValue) await client.realtime.setAuth();
  const events: ReadEvent[] = [];
  let joined = false;
  const channel = client
    .channel(`reads-${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_reads', ...(userId ? { filter: `user_id=eq.${userId}` } : {}) }, (payload) =>
      events.push(payload.new as ReadEvent),
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') joined = true;
    });
  await until(() => joined, 'the channel to join');
  return { events, channel };
}

describe('reading a thread clears what it showed', () => {
  let backend: TestBackend;
  let adina: SignedUpUser;
  let boaz: SignedUpUser;
  let conversationId: string;
  const sent: Array<{ id: string; created_at: string }> = [];

  const unreadFor = async (person: SignedUpUser, since?: string) => {
    const { data, error } = await person.client.rpc('unread_messages', since ? { since } : {});
    if (error) throw new Error(error.message);
    return (data as Array<{ id: string }>).map((row) => row.id);
  };
  const listFor = async (person: SignedUpUser) => {
    const { data, error } = await person.client.rpc('list_conversations');
    if (error) throw new Error(error.message);
    return data as Array<Record<string, unknown>>;
  };

  beforeAll(async () => {
    backend = await startBackend();
    [adina, boaz] = await Promise.all([backend.signUpUser(), backend.signUpUser()]);
    await withProfile(backend, adina, { name: 'Adina' });
    await withProfile(backend, boaz, { name: 'Boaz' });
    await connect(backend, adina, boaz);
    const created = await adina.client.from('conversations').insert({ user_id: adina.user.id, partner_user_id: boaz.user.id, title: 'Private chat' }).select('id').single();
    conversationId = created.data!.id as string;
    for (const content of ['Are you free tonight?', 'Dinner at 7?', 'Or 8?']) {
      const { data, error } = await adina.client
        .from('messages')
        .insert({ conversation_id: conversationId, sender_user_id: adina.user.id, sender_type: 'user', content, metadata: {} })
        .select('id, created_at')
        .single();
      if (error) throw new Error(error.message);
      sent.push(data as { id: string; created_at: string });
    }
  });

  afterAll(async () => {
    await Promise.all([adina.client.removeAllChannels(), boaz.client.removeAllChannels()]);
    await backend?.stop();
  });

  test('before reading: three unread for Boaz, none for Adina; the list says who, what and how many', async () => {
    expect(await unreadFor(boaz)).toEqual(sent.map((m) => m.id));
    expect(await unreadFor(adina)).toEqual([]);
    expect(await listFor(boaz)).toEqual([
      expect.objectContaining({
        id: conversationId,
        other_user_id: adina.user.id,
        other_name: 'Adina',
        last_message_id: sent[2]!.id,
        last_message_content: 'Or 8?',
        last_message_sender_user_id: adina.user.id,
        last_message_deleted: false,
        unread: 3,
      }),
    ]);
    expect(await listFor(adina)).toEqual([expect.objectContaining({ other_name: 'Boaz', last_message_sender_user_id: adina.user.id, unread: 0 })]);
  });

  test("the header's stored last-seen time stays a floor", async () => {
    expect(await unreadFor(boaz, sent[0]!.created_at)).toEqual([sent[1]!.id, sent[2]!.id]);
  });

  test("a screen that showed up to the second message: those are read in Boaz's other tab, live; Adina hears nothing", async () => {
    // Another tab of Boaz's: a second client with his session.
    const otherTab = backend.client({ accessToken: boaz.session.access_token });
    await otherTab.realtime.setAuth(boaz.session.access_token);
    const boazTab = await listenToReads(otherTab, boaz.user.id);
    const adinaListens = await listenToReads(adina.client);

    const { data: readAt, error } = await boaz.client.rpc('mark_conversation_read', { conversation_id: conversationId, up_to: sent[1]!.id });
    expect(error).toBeNull();
    expect(Date.parse(readAt as string)).toBe(Date.parse(sent[1]!.created_at));

    await until(() => boazTab.events.length > 0, "the read to reach Boaz's other tab");
    expect(boazTab.events[0]).toMatchObject({ user_id: boaz.user.id, conversation_id: conversationId });
    expect(await unreadFor(boaz)).toEqual([sent[2]!.id]);
    expect(await listFor(boaz)).toEqual([expect.objectContaining({ unread: 1 })]);

    // Adina neither reads Boaz's row nor received it: her own later read, committed after his,
    // arrives, and nothing came before it.
    expect((await adina.client.from('conversation_reads').select('*')).data).toEqual([]);
    await adina.client.rpc('mark_conversation_read', { conversation_id: conversationId, up_to: sent[2]!.id });
    await until(() => adinaListens.events.length > 0, 'her own read');
    expect(adinaListens.events.map((event) => event.user_id)).toEqual([adina.user.id]);
    await otherTab.removeAllChannels();
  });

  test('an older message shown again changes nothing; the newest clears the thread', async () => {
    const { data: stays } = await boaz.client.rpc('mark_conversation_read', { conversation_id: conversationId, up_to: sent[0]!.id });
    expect(Date.parse(stays as string)).toBe(Date.parse(sent[1]!.created_at));
    expect(await unreadFor(boaz)).toEqual([sent[2]!.id]);
    await boaz.client.rpc('mark_conversation_read', { conversation_id: conversationId, up_to: sent[2]!.id });
    expect(await unreadFor(boaz)).toEqual([]);
    expect(await listFor(boaz)).toEqual([expect.objectContaining({ unread: 0 })]);
  });

  test('a message the reader has seen (✓ Seen, before read times existed) is not unread; a new one is', async () => {
    const { data } = await adina.client
      .from('messages')
      .insert({ conversation_id: conversationId, sender_user_id: adina.user.id, sender_type: 'user', content: 'Bring challah', metadata: {} })
      .select('id, metadata')
      .single();
    expect(await unreadFor(boaz)).toEqual([data!.id]);
    await boaz.client.from('messages').update({ metadata: { ...(data!.metadata as object), seen_by_partner: true } }).eq('id', data!.id);
    expect(await unreadFor(boaz)).toEqual([]);
  });

  test('refusals: not a participant, a message of another thread, no session', async () => {
    const stranger = await backend.signUpUser();
    const notIn = await stranger.client.rpc('mark_conversation_read', { conversation_id: conversationId, up_to: sent[0]!.id });
    expect(notIn.error).toMatchObject({ code: 'P0001', message: 'Conversation not found.' });
    const private_ = await boaz.client.from('conversations').insert({ user_id: boaz.user.id, partner_user_id: null, title: 'Private chat' }).select('id').single();
    const elsewhere = await boaz.client.rpc('mark_conversation_read', { conversation_id: private_.data!.id, up_to: sent[0]!.id });
    expect(elsewhere.error).toMatchObject({ code: 'P0001', message: 'That message is not in this conversation.' });
    const anonymous = await backend.client().rpc('mark_conversation_read', { conversation_id: conversationId, up_to: sent[0]!.id });
    expect(anonymous.error?.code).toBe('42501');
  });
});
