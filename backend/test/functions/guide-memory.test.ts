// Issue 32, memory: ai-guidance-secure reads the caller's own private AI chat (conversationId) as
// the caller under RLS, so a follow-up asked in the app — the question saved first, as the app
// does — is answered as a follow-up; another person's chat or a shared thread is refused clearly.
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

interface Answer {
  response: string;
  torah_sources: Array<{ id: string }>;
}

describe('the guide remembers the private chat it is asked in', () => {
  let backend: TestBackend;
  let ana: SignedUpUser;
  let ben: SignedUpUser;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    delete process.env.AI_BASE_URL;
    process.env.AI_RATE_LIMIT_PER_MINUTE = '1000';
    backend = await startBackend({ env: { FUNCTIONS_RATE_LIMIT: '1000' } });
    [ana, ben] = [await backend.signUpUser(), await backend.signUpUser()];
  });

  afterAll(async () => {
    process.env = savedEnv;
    await backend?.stop();
  });

  async function privateChat(client: SupabaseClient, me: string): Promise<string> {
    const { data, error } = await client.from('conversations').insert({ user_id: me, partner_user_id: null, title: 'Private chat' }).select('id').single();
    expect(error).toBeNull();
    return (data as { id: string }).id;
  }

  /** What the app does: save the question, ask with the chat's id, save the answer. */
  async function ask(user: SignedUpUser, conversationId: string, message: string): Promise<Answer> {
    const saved = await user.client.from('messages').insert({ conversation_id: conversationId, sender_type: 'user', sender_user_id: user.user.id, content: message });
    expect(saved.error).toBeNull();
    const { data, error } = await user.client.functions.invoke<Answer>('ai-guidance-secure', { body: { message, userId: user.user.id, partnerContextId: null, conversationId } });
    expect(error).toBeNull();
    await backend.sql(`insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ($1, 'ai', null, $2)`, [conversationId, data!.response]);
    return data!;
  }

  test('a two-turn conversation: the second question is answered as a follow-up of the first', async () => {
    const chat = await privateChat(ana.client, ana.user.id);
    const first = await ask(ana, chat, 'My mother-in-law criticises how I cook every time we visit.');
    expect(first.response).toMatch(/cook/i);
    const second = await ask(ana, chat, 'What if my husband takes her side?');
    // It names what the chat was about (the cooking, the mother-in-law), which the question alone does not.
    expect(second.response).toMatch(/your cooking/i);
    expect(second.response).toMatch(/mother-in-law/i);
    // The same words in a new, empty chat are a question of their own.
    const fresh = await privateChat(ana.client, ana.user.id);
    const alone = await ask(ana, fresh, 'What if my husband takes her side?');
    expect(alone.response).not.toMatch(/your cooking/i);
  });

  test("another person's chat, or a malformed id, is refused with a clear error", async () => {
    const anas = await privateChat(ana.client, ana.user.id);
    const { error } = await ben.client.functions.invoke('ai-guidance-secure', { body: { message: 'What if he says no?', conversationId: anas } });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('"conversationId" must be one of your own private AI chats');
    const bad = await ben.client.functions.invoke('ai-guidance-secure', { body: { message: 'Hello there', conversationId: 'not-a-uuid' } });
    expect(((bad.error as FunctionsHttpError).context as Response).status).toBe(400);
  });
});
