// Issue 36, item 7: realtime delivers a message only to those who may read it — the same people as
// the messages read policy (private.readable_conversation_ids, 20261201000500). Whatever makes the
// delivery cheaper (a visibility test kept per subscriber, fewer statements per batch) must keep
// this: someone who left a thread hears nothing more of it, on a channel filtered on that thread
// or on all messages, even though the same socket heard the thread a moment before (nothing
// learnt then may be reused); someone who never joined hears nothing of it. Through supabase-js
// against the real backend; "not delivered" is shown by later messages that are delivered, since
// changes arrive in commit order.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { connect, openThread, sendMessage } from '../functions/partner-support';

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

interface Heard {
  event: string;
  conversation_id: string;
  content: string;
}

/** What one channel of `person` hears of messages: all of them, or one thread's. */
async function listen(person: SignedUpUser, name: string, thread?: string): Promise<{ heard: Heard[]; channel: RealtimeChannel }> {
  if (!person.client.realtime.accessTokenValue) await person.client.realtime.setAuth();
  const heard: Heard[] = [];
  let joined = false;
  const channel = person.client
    .channel(name)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', ...(thread ? { filter: `conversation_id=eq.${thread}` } : {}) }, (payload) => {
      const row = payload.new as { conversation_id: string; content: string };
      heard.push({ event: payload.eventType, conversation_id: row.conversation_id, content: row.content });
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') joined = true;
    });
  await until(() => joined, `${name} to join`);
  return { heard, channel };
}

describe('who hears a thread live: those who read it, not those who left or never joined', () => {
  let backend: TestBackend;
  let adina: SignedUpUser;
  let boaz: SignedUpUser;
  let carmel: SignedUpUser;
  /** Adina and Boaz's thread, which Boaz leaves; their second thread, which he keeps; Adina and Carmel's. */
  let left: string;
  let kept: string;
  let carmels: string;

  beforeAll(async () => {
    backend = await startBackend();
    [adina, boaz, carmel] = await Promise.all([backend.signUpUser(), backend.signUpUser(), backend.signUpUser()]);
    await connect(backend, adina, boaz);
    await connect(backend, adina, carmel);
    left = await openThread(adina, boaz, 'Weekend plans');
    kept = await openThread(adina, boaz, 'Groceries');
    carmels = await openThread(adina, carmel, 'Book club');
  });

  afterAll(async () => {
    await Promise.all([adina, boaz, carmel].map((person) => person?.client.removeAllChannels()));
    await backend?.stop();
  });

  test('a thread left while subscribed, and a thread never joined, are not heard', async () => {
    const boazThread = await listen(boaz, 'boaz-thread', left);
    const boazAll = await listen(boaz, 'boaz-all');
    const carmelThread = await listen(carmel, 'carmel-thread', left);
    const carmelAll = await listen(carmel, 'carmel-all');

    // While Boaz takes part, he hears the thread on both channels; Carmel does not.
    const firstId = await sendMessage(adina, left, 'Shall we go north on Friday?');
    await until(() => boazThread.heard.length === 1 && boazAll.heard.length === 1, 'Boaz to hear the first message');

    const { error } = await boaz.client.rpc('leave_conversation', { conversation_id: left });
    expect(error).toBeNull();

    // After he left, the thread still changes: a thread its partner left is closed to the app's
    // edits and new messages, so the database's owner (as a migration, a support fix or a future
    // path would) edits Adina's message there and adds one. Then one message in each thread the
    // listeners still read: once those arrive, anything before them would have arrived too.
    await backend.sql(`update public.messages set content = 'Shall we go north on Saturday?' where id = $1`, [firstId]);
    await backend.sql(
      `insert into public.messages (conversation_id, sender_type, sender_user_id, content, metadata) values ($1, 'user', $2, 'Still going north?', '{}')`,
      [left, adina.user.id],
    );
    await sendMessage(adina, kept, 'Milk and eggs');
    await sendMessage(adina, carmels, 'Chapter three for Sunday');
    await until(() => boazAll.heard.some((m) => m.content === 'Milk and eggs'), 'Boaz to hear the thread he kept');
    await until(() => carmelAll.heard.some((m) => m.content === 'Chapter three for Sunday'), "Carmel to hear her own thread");

    expect(boazThread.heard).toEqual([{ event: 'INSERT', conversation_id: left, content: 'Shall we go north on Friday?' }]);
    expect(boazAll.heard).toEqual([
      { event: 'INSERT', conversation_id: left, content: 'Shall we go north on Friday?' },
      { event: 'INSERT', conversation_id: kept, content: 'Milk and eggs' },
    ]);
    expect(carmelThread.heard).toEqual([]);
    expect(carmelAll.heard).toEqual([{ event: 'INSERT', conversation_id: carmels, content: 'Chapter three for Sunday' }]);

    // Adina, who stayed, reads both changes of the left thread: they were written and visible.
    const { data } = await adina.client.from('messages').select('content').eq('conversation_id', left).order('created_at');
    expect(data).toEqual([{ content: 'Shall we go north on Saturday?' }, { content: 'Still going north?' }]);
  });
});
