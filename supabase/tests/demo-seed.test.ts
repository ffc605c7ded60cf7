// The demo seed as a visitor meets it after `npm start`: the documented accounts sign in with the
// documented password and see a living product (spouse connected, shared thread, AI history, staff,
// a connection request waiting for Sarah, and someone Sarah has blocked).
import { startBackend, type TestBackend } from '../../backend/test/harness';

const PASSWORD = 'ShalomBayit!2026';
const SARAH = '11111111-1111-4111-8111-111111111111';
const DAVID = '22222222-2222-4222-8222-222222222222';
const RACHEL = '44444444-4444-4444-8444-444444444444';
const YOSSI = '55555555-5555-4555-8555-555555555555';

describe('demo seed on the real backend', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startBackend();
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test.each(['sarah', 'david', 'staff', 'rachel', 'yossi'])('%s@demo.shalombayit.app signs in with the documented password', async (who) => {
    const { data, error } = await backend.client().auth.signInWithPassword({ email: `${who}@demo.shalombayit.app`, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
  });

  test('Sarah sees David by name, their shared thread and her private AI history', async () => {
    const sarah = backend.client();
    await sarah.auth.signInWithPassword({ email: 'sarah@demo.shalombayit.app', password: PASSWORD });
    const names = await sarah.rpc('get_related_display_names', { ids: [DAVID] });
    expect(names.data).toEqual([{ id: DAVID, display_name: 'David' }]);
    const relationships = await sarah
      .from('relationships')
      .select('relation_type, status, connection_state')
      .eq('connection_state', 'accepted')
      .or(`user_id.eq.${SARAH},related_user_id.eq.${SARAH}`);
    expect(relationships.data).toEqual([{ relation_type: 'spouse', status: 'married', connection_state: 'accepted' }]);
    const threads = await sarah.from('conversations').select('id, partner_user_id').order('updated_at', { ascending: false });
    expect(threads.data?.map((t) => t.partner_user_id)).toEqual([DAVID, null]);
    const aiReplies = await sarah.from('messages').select('content, metadata').eq('sender_type', 'ai');
    expect(aiReplies.data).toHaveLength(2);
    expect(aiReplies.data?.[0]?.metadata).toMatchObject({ relationship_context_used: true });
  });

  test('the staff account passes the admin guard and reads feedback; Sarah does not', async () => {
    const staff = backend.client();
    await staff.auth.signInWithPassword({ email: 'staff@demo.shalombayit.app', password: PASSWORD });
    const sarah = backend.client();
    await sarah.auth.signInWithPassword({ email: 'sarah@demo.shalombayit.app', password: PASSWORD });
    expect((await staff.rpc('is_staff')).data).toBe(true);
    expect((await sarah.rpc('is_staff')).data).toBe(false);
    expect((await staff.from('feedback').select('subject')).data).toHaveLength(2);
    expect((await sarah.from('feedback').select('subject')).data).toEqual([]);
  });

  test('Rachel\'s request waits for Sarah, with her name, and Sarah accepts it', async () => {
    const sarah = backend.client();
    await sarah.auth.signInWithPassword({ email: 'sarah@demo.shalombayit.app', password: PASSWORD });
    const waiting = await sarah.from('relationships').select('id, user_id, relation_type, connection_state').eq('related_user_id', SARAH).eq('connection_state', 'requested');
    expect(waiting.data).toEqual([{ id: expect.any(String), user_id: RACHEL, relation_type: 'sibling', connection_state: 'requested' }]);
    expect((await sarah.rpc('get_related_display_names', { ids: [RACHEL] })).data).toEqual([{ id: RACHEL, display_name: 'Rachel' }]);
    const accepted = await sarah.from('relationships').update({ connection_state: 'accepted' }).eq('id', waiting.data?.[0]?.id ?? '').select('connection_state');
    expect(accepted.error).toBeNull();
    expect(accepted.data).toEqual([{ connection_state: 'accepted' }]);
  });

  test('Sarah\'s blocked list holds Yossi, and Yossi cannot find or reach her', async () => {
    const sarah = backend.client();
    await sarah.auth.signInWithPassword({ email: 'sarah@demo.shalombayit.app', password: PASSWORD });
    const blocked = await sarah.rpc('list_blocked_people');
    expect(blocked.data).toEqual([{ user_id: YOSSI, display_name: 'Yossi', blocked_at: expect.any(String) }]);

    const yossi = backend.client();
    await yossi.auth.signInWithPassword({ email: 'yossi@demo.shalombayit.app', password: PASSWORD });
    expect((await yossi.rpc('get_connection_profile_info', { user_id: SARAH })).data).toEqual([]);
    const request = await yossi.from('relationships').insert({ user_id: YOSSI, related_user_id: SARAH });
    expect(request.error).toMatchObject({ code: 'P0001', message: "We couldn't find anyone with this ID. Check the ID and try again." });
  });
});
