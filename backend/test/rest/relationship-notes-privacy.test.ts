// Issue 33, item 4: each side's notes on a link are its own. Driven through supabase-js as the two
// people (REST, RPC, embeds, realtime), against the real backend with the repo's migrations: the
// other side never reads the notes through any call, and notes from before the change stay with
// their author.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { withProfile } from '../functions/partner-support';

const MIGRATION = join(__dirname, '..', '..', '..', 'supabase', 'migrations', '20261130000100_private_relationship_notes.sql');

describe('private notes on a relationship', () => {
  let backend: TestBackend;
  let sarah: SignedUpUser;
  let david: SignedUpUser;
  let linkId: string;

  beforeAll(async () => {
    backend = await startBackend();
    [sarah, david] = await Promise.all([backend.signUpUser(), backend.signUpUser()]);
    await withProfile(backend, sarah, { name: 'Sarah' });
    await withProfile(backend, david, { name: 'David' });
    // Sarah asks David to connect with a note only she should ever read (the words).
    const { data, error } = await sarah.client
      .from('relationships')
      .insert({ user_id: sarah.user.id, related_user_id: david.user.id, relation_type: 'spouse', status: null, notes: 'בעלי היקר', rabbi_involved: null, beit_din_involved: null })
      .select('id, notes')
      .single();
    if (error) throw new Error(error.message);
    linkId = data.id as string;
    // Even the answer to her own insert holds no notes: the shared row never stores them.
    expect(data.notes).toBeNull();
  });

  afterAll(async () => {
    await backend?.stop();
  });

  test('the author reads her notes; the shared row holds none', async () => {
    const own = await sarah.client.from('relationship_notes').select('relationship_id, user_id, notes');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ relationship_id: linkId, user_id: sarah.user.id, notes: 'בעלי היקר' }]);
    const stored = await backend.sql<{ notes: string | null }>(`select notes from public.relationships where id = $1`, [linkId]);
    expect(stored.rows).toEqual([{ notes: null }]);
  });

  test('the other side never reads them: not in the link, not in the notes table, not through an embed or an RPC', async () => {
    const link = await david.client.from('relationships').select('*').eq('id', linkId);
    expect(link.error).toBeNull();
    expect(link.data).toHaveLength(1);
    expect(link.data?.[0]?.notes).toBeNull();
    expect(JSON.stringify(link.data)).not.toContain('בעלי היקר');

    const notes = await david.client.from('relationship_notes').select('*');
    expect(notes.error).toBeNull();
    expect(notes.data).toEqual([]);
    const byAuthor = await david.client.from('relationship_notes').select('notes').eq('relationship_id', linkId).eq('user_id', sarah.user.id);
    expect(byAuthor.data).toEqual([]);

    const embedded = await david.client.from('relationships').select('id, notes, relationship_notes(notes, user_id)').eq('id', linkId);
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([{ id: linkId, notes: null, relationship_notes: [] }]);

    // Other calls that read relationships for him: names, the connect page, the messages list.
    for (const [fn, args] of [
      ['get_related_display_names', { ids: [sarah.user.id] }],
      ['get_connection_profile_info', { user_id: sarah.user.id }],
      ['list_conversations', {}],
    ] as const) {
      const answer = await david.client.rpc(fn, args);
      expect(answer.error).toBeNull();
      expect(JSON.stringify(answer.data)).not.toContain('בעלי היקר');
    }
  });

  test('the other side cannot change, remove or forge them', async () => {
    const changed = await david.client.from('relationship_notes').update({ notes: 'Hacked' }).eq('relationship_id', linkId).select();
    expect(changed.data).toEqual([]);
    const removed = await david.client.from('relationship_notes').delete().eq('relationship_id', linkId).select();
    expect(removed.data).toEqual([]);
    const forged = await david.client.from('relationship_notes').insert({ relationship_id: linkId, user_id: sarah.user.id, notes: 'Forged' });
    expect(forged.error?.code).toBe('42501');
    const own = await sarah.client.from('relationship_notes').select('notes');
    expect(own.data).toEqual([{ notes: 'בעלי היקר' }]);
  });

  test('once connected, each keeps notes of their own; neither sees the other\'s', async () => {
    const accepted = await david.client.from('relationships').update({ connection_state: 'accepted' }).eq('id', linkId).select('connection_state');
    expect(accepted.data).toEqual([{ connection_state: 'accepted' }]);
    // Sent on the shared row (as the add form does) or written to his own notes row: both are his.
    const viaLink = await david.client.from('relationships').update({ notes: 'Married in Elul' }).eq('id', linkId).select('notes');
    expect(viaLink.error).toBeNull();
    expect(viaLink.data).toEqual([{ notes: null }]);

    const his = await david.client.from('relationship_notes').select('notes, user_id');
    expect(his.data).toEqual([{ notes: 'Married in Elul', user_id: david.user.id }]);
    const hers = await sarah.client.from('relationship_notes').select('notes, user_id');
    expect(hers.data).toEqual([{ notes: 'בעלי היקר', user_id: sarah.user.id }]);

    // Emptying his notes removes his, never hers.
    await david.client.from('relationships').update({ notes: '' }).eq('id', linkId);
    expect((await david.client.from('relationship_notes').select('notes')).data).toEqual([]);
    expect((await sarah.client.from('relationship_notes').select('notes')).data).toEqual([{ notes: 'בעלי היקר' }]);
  });

  test('over the cap, the clear words of before, and nothing is stored', async () => {
    const long = await sarah.client.from('relationship_notes').update({ notes: 'x'.repeat(2001) }).eq('relationship_id', linkId).select();
    expect(long.error).toMatchObject({ code: '23514', message: 'Notes are too long (at most 2,000 characters).' });
    expect((await sarah.client.from('relationship_notes').select('notes')).data).toEqual([{ notes: 'בעלי היקר' }]);
  });

  test('notes stored on a link before the change move to their author, once', async () => {
    const [rachel, yossi] = await Promise.all([backend.signUpUser(), backend.signUpUser()]);
    // A link as it was stored before: notes on the shared row (the trigger out of the way).
    const db = backend.context().db;
    await db.exec(`alter table public.relationships disable trigger relationships_zz_keep_notes_private`);
    await backend.sql(
      `insert into public.relationships (user_id, related_user_id, relation_type, notes, connection_state) values ($1, $2, 'sibling', 'My little brother', 'requested')`,
      [rachel.user.id, yossi.user.id],
    );
    await db.exec(`alter table public.relationships enable trigger relationships_zz_keep_notes_private`);

    await db.exec(readFileSync(MIGRATION, 'utf8'));
    await db.exec(readFileSync(MIGRATION, 'utf8'));

    expect((await rachel.client.from('relationship_notes').select('notes')).data).toEqual([{ notes: 'My little brother' }]);
    expect((await yossi.client.from('relationship_notes').select('notes')).data).toEqual([]);
    const link = await yossi.client.from('relationships').select('notes, connection_state');
    expect(link.data).toEqual([{ notes: null, connection_state: 'requested' }]);
    // Sarah's notes from the earlier tests were not touched by the second run.
    expect((await sarah.client.from('relationship_notes').select('notes')).data).toEqual([{ notes: 'בעלי היקר' }]);
  });
});
