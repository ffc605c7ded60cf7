// Issue 35 against the real backend and the repo's functions and migrations, on the RLS matrix's
// six people (supabase/tests/rls/fixture.ts): export-my-data holds everything listed and nothing
// of a third person (each section checked against what RLS lets the owner select); delete-account
// leaves no row, file or object that names the account, the partner's thread still opens with
// '(Message deleted)' in place of the owner's words, and the partner's notifications about them are
// gone; clear_ai_history deletes private AI chats and unshares their copies in one step.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type deleteAccountHandler from '../../../supabase/functions/delete-account/handler';
import type exportMyDataHandler from '../../../supabase/functions/export-my-data/handler';
import { NOBODY, ROW, resetFixture, type People, type SqlQueryable } from '../../../supabase/tests/rls/fixture';
import { PNG_BYTES } from '../../../supabase/tests/rls/supabase-js-runner';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

/** Typechecks the handlers with the suite (backend tsc reaches supabase/ only through imports). */
export type PrivacyHandlers = [typeof deleteAccountHandler, typeof exportMyDataHandler];

const BUCKET = 'feedback-images';

let backend: TestBackend;
let sql: SqlQueryable;
let people: People;
let users: Record<'owner' | 'partner' | 'stranger' | 'staff' | 'requester' | 'blocked', SignedUpUser>;

interface ExportDocument {
  format: string;
  account: { id: string; email: string };
  profile: Record<string, unknown>;
  relationships: { id: string }[];
  relationship_notes?: { notes: string }[];
  people: Record<string, string | null>;
  blocked_people: { user_id: string }[];
  conversations: { id: string; kind: string; messages: { id: string; content: string; sender: string }[] }[];
  consent: { id: string }[];
  partner_notes: { id: string }[];
  ai_notes: { id: string; direction: string }[];
  notification_preferences: Record<string, unknown>;
  notifications: { id: string }[];
  devices: unknown[];
  feedback: { id: string; subject: string; images: { path: string; data_base64?: string }[] }[];
  ai_proposals: { id: string; to_user_id: string; ai_message: string; trigger_type: string; used_at: string | null; dismissed_at: string | null }[];
}

// The AI's proposed notes (issue 31 item 5): one the owner read and dismissed, and one the
// partner was shown about the owner, which only the partner may ever see.
const OWN_PROPOSAL = 'e2000000-0000-4000-8000-000000000001';
const PARTNERS_PROPOSAL = 'e2000000-0000-4000-8000-000000000002';

async function failure(client: SupabaseClient, name: string, body: Record<string, unknown>) {
  const { error } = await client.functions.invoke(name, { body });
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as { error: string; code?: string } };
}

/** Rows of every table of these schemas whose text names `needle` (an id or an email). */
async function rowsNaming(needle: string): Promise<string[]> {
  const { rows: tables } = await backend.sql<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'private', 'auth', 'storage', 'realtime')`,
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await backend.sql<{ n: number }>(
      `select count(*)::int as n from "${schema}"."${name}" t where position(lower($1) in lower(t::text)) > 0`,
      [needle],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${schema}.${name}`);
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

beforeAll(async () => {
  backend = await startBackend();
  sql = { query: (text, params) => backend.sql(text, params) };
  const [owner, partner, stranger, staff, requester, blocked, guest] = await Promise.all([
    backend.signUpUser(),
    backend.signUpUser(),
    backend.signUpUser(),
    backend.signUpUser(),
    backend.signUpUser(),
    backend.signUpUser(),
    backend.signUpUser(),
  ]);
  users = { owner, partner, stranger, staff, requester, blocked };
  people = {
    owner: owner.user.id,
    partner: partner.user.id,
    stranger: stranger.user.id,
    staff: staff.user.id,
    requester: requester.user.id,
    blocked: blocked.user.id,
    guest: guest.user.id,
  };
  await resetFixture(sql, people);
  // What the owner may not see, beside the fixture's own: the partner's private AI chat, the
  // partner's notes about the owner, the partner's feedback, staff's note on the owner's feedback.
  await backend.sql(
    `insert into public.conversations (id, user_id, partner_user_id, partner_context_id) values ('e1000000-0000-4000-8000-000000000001', $1, null, $2)`,
    [people.partner, people.owner],
  );
  await backend.sql(
    `insert into public.messages (conversation_id, sender_type, sender_user_id, content) values ('e1000000-0000-4000-8000-000000000001', 'user', $1, 'Partner private worry')`,
    [people.partner],
  );
  await backend.sql(`insert into public.partner_info (user_id, partner_user_id, info_type, info_data) values ($1, $2, 'preferences', '{"text": "Partner note about owner"}')`, [
    people.partner,
    people.owner,
  ]);
  await backend.sql(
    `insert into public.ai_partner_proposals (id, from_user_id, to_user_id, trigger_type, ai_message, dismissed_at)
     values ($1, $3, $4, 'emotional_bridging', 'Owner proposed warmth', now()),
            ($2, $4, $3, 'conflict_mediation', 'Partner proposal about owner', null)`,
    [OWN_PROPOSAL, PARTNERS_PROPOSAL, people.owner, people.partner],
  );
  await backend.sql(`insert into public.feedback (user_id, subject, message, name, email) values ($1, 'Partner feedback', 'Partner words', 'Paul', 'paul@example.test')`, [people.partner]);
  const imagePath = `${people.owner}/privacy-1.png`;
  const upload = await owner.client.storage.from(BUCKET).upload(imagePath, new Blob([PNG_BYTES], { type: 'image/png' }), { contentType: 'image/png' });
  if (upload.error) throw upload.error;
  await backend.sql(`update public.feedback set images = array[$2], admin_notes = 'Staff internal note', name = 'Olivia', email = $3 where id = $1`, [
    ROW.feedback,
    imagePath,
    owner.email,
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

describe('export-my-data', () => {
  let exported: ExportDocument;

  beforeAll(async () => {
    const { data, error } = await users.owner.client.functions.invoke<ExportDocument>('export-my-data', { body: {} });
    expect(error).toBeNull();
    exported = data!;
  });

  test('holds everything the issue lists', async () => {
    expect(exported.format).toBe('shalom-bayit-export');
    expect(exported.account).toMatchObject({ id: people.owner, email: users.owner.email });
    expect(exported.profile).toMatchObject({ display_name: 'Owner Name', first_name: 'Olivia', date_of_birth: '1990-05-01' });
    expect(exported.relationships.map((r) => r.id).sort()).toEqual([ROW.relationship, ROW.pendingRequest].sort());
    // Each side's own notes on a link (issue 33's table), when the schema has them.
    const notes = await backend.sql<{ n: number }>(`select count(*)::int as n from public.relationship_notes where user_id = $1`, [people.owner]).catch(() => null);
    expect(exported.relationship_notes?.length ?? null).toBe(notes ? notes.rows[0]!.n : null);
    expect(exported.people[people.partner]).toBe('Paul Partner');
    expect(exported.blocked_people.map((b) => b.user_id)).toEqual([people.blocked]);
    const shared = exported.conversations.find((c) => c.id === ROW.sharedConversation)!;
    expect(shared.kind).toBe('shared');
    expect(shared.messages.map((m) => m.content)).toEqual(
      expect.arrayContaining(['Unseen hello', 'Seen long ago', 'From the partner', 'Shared AI advice', '(Message deleted)']),
    );
    expect(shared.messages.find((m) => m.content === 'From the partner')?.sender).toBe('them');
    const ai = exported.conversations.find((c) => c.id === ROW.privateConversation)!;
    expect(ai.kind).toBe('ai');
    expect(ai.messages.map((m) => [m.sender, m.content])).toEqual([
      ['me', 'Private question'],
      ['ai', 'AI guide reply'],
    ]);
    expect(exported.consent.map((c) => c.id)).toEqual([ROW.consentOwnerToPartner]);
    expect(exported.partner_notes.map((n) => n.id)).toEqual([ROW.partnerInfo]);
    expect(exported.ai_notes).toEqual([expect.objectContaining({ id: ROW.aiCommunication, direction: 'sent' })]);
    // The AI's proposed notes the owner was shown as sender, with what became of each.
    expect(exported.ai_proposals).toEqual([
      expect.objectContaining({ id: OWN_PROPOSAL, to_user_id: people.partner, trigger_type: 'emotional_bridging', ai_message: 'Owner proposed warmth', used_at: null }),
    ]);
    expect(exported.ai_proposals[0]!.dismissed_at).not.toBeNull();
    expect(exported.notification_preferences).toMatchObject({ new_messages: true, push_enabled: false });
    expect(exported.notifications.map((n) => n.id)).toEqual([ROW.notification]);
    expect(exported.devices).toHaveLength(1);
    expect(exported.feedback).toHaveLength(1);
    expect(exported.feedback[0]).toMatchObject({ id: ROW.feedback, subject: 'Fixture subject' });
    expect(Buffer.from(exported.feedback[0]!.images[0]!.data_base64!, 'base64')).toEqual(Buffer.from(PNG_BYTES));
  });

  test('each section is exactly what RLS lets the owner select, and nothing of a third person', async () => {
    const owner = users.owner.client;
    const ids = async (table: string) => ((await owner.from(table).select('id')).data ?? []).map((row: { id: string }) => row.id).sort();
    expect(exported.relationships.map((r) => r.id).sort()).toEqual(await ids('relationships'));
    expect(exported.conversations.map((c) => c.id).sort()).toEqual(await ids('conversations'));
    expect(exported.conversations.flatMap((c) => c.messages.map((m) => m.id)).sort()).toEqual(await ids('messages'));
    expect(exported.ai_notes.map((n) => n.id).sort()).toEqual(await ids('ai_partner_communications'));
    expect(exported.ai_proposals.map((p) => p.id).sort()).toEqual(await ids('ai_partner_proposals'));

    const text = JSON.stringify(exported);
    for (const secret of [
      'Partner private worry', // the partner's private AI chat
      'Partner note about owner', // the partner's notes
      'Partner private note', // the partner's notes on their link
      'Partner feedback',
      'Partner proposal about owner', // the AI's proposed note from the partner, never shown to the owner
      PARTNERS_PROPOSAL,
      'paul@example.test',
      'Staff internal note', // staff's words on the owner's feedback
      'Are you there?', // a thread the owner left
      '1989-03-03', // the partner's profile
      'Chabad-inspired',
      ROW.consentPartnerToOwner, // the partner's consent row
      ROW.leftConversation,
      users.partner.email,
      users.stranger.user.id,
      users.staff.user.id,
      users.staff.email,
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
  });

  test('is rate-limited and logged without content', async () => {
    const again = await failure(users.owner.client, 'export-my-data', {});
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    const { rows } = await backend.sql<{ step: string; detail: Record<string, unknown> }>(
      `select step, detail from private.privacy_log where action = 'export' and user_id = $1 order by id`,
      [people.owner],
    );
    expect(rows.map((row) => row.step)).toEqual(['requested', 'done', 'rate_limited']);
    expect(rows[1]!.detail).toMatchObject({ feedback: 1, images: 1 });
    const logged = JSON.stringify(rows);
    expect(logged).not.toMatch(/Owner Name|Unseen hello|Fixture subject/);
  });

  test('refuses a visitor', async () => {
    const visitor = await failure(backend.client(), 'export-my-data', {});
    expect(visitor.status).toBe(401);
  });
});

describe('clear_ai_history', () => {
  test('lists the shared copies of a private chat, then deletes the chat and unshares them in one step', async () => {
    const owner = users.owner.client;
    const copies = await owner.rpc('ai_history_shared_copies', { conversation_ids: [ROW.privateConversation] });
    expect(copies.error).toBeNull();
    expect(copies.data).toEqual([expect.objectContaining({ message_id: ROW.msgSharedCopy, partner_user_id: people.partner, can_unshare: true })]);

    const refused = await owner.rpc('clear_ai_history', { conversation_ids: [ROW.privateConversation], unshare_message_ids: [ROW.msgUnseen] });
    expect(refused.error?.code).toBe('22023');
    expect((await owner.from('conversations').select('id').eq('id', ROW.privateConversation)).data).toHaveLength(1);

    const cleared = await owner.rpc('clear_ai_history', { conversation_ids: [ROW.privateConversation], unshare_message_ids: [ROW.msgSharedCopy] });
    expect(cleared.error).toBeNull();
    expect(cleared.data).toEqual({ conversations: 1, unshared: 1 });
    const { rows } = await backend.sql(`select id from public.messages where id = any($1::uuid[]) or conversation_id = $2`, [
      [ROW.msgSharedCopy, ROW.msgAi, ROW.msgPrivate],
      ROW.privateConversation,
    ]);
    expect(rows).toEqual([]);
    // Another person's private chat is out of reach, whatever the ids.
    const other = await owner.rpc('clear_ai_history', { conversation_ids: ['e1000000-0000-4000-8000-000000000001'] });
    expect(other.data).toEqual({ conversations: 0, unshared: 0 });
    const log = await backend.sql(`select detail from private.privacy_log where action = 'clear_ai_history' and user_id = $1`, [people.owner]);
    expect(log.rows).toHaveLength(2);
    await resetFixture(sql, people);
  });
});

describe('delete-account', () => {
  test('needs the typed word and the right password, and changes nothing otherwise', async () => {
    const owner = users.owner.client;
    expect(await failure(owner, 'delete-account', { confirmation: 'delete me', password: users.owner.password })).toMatchObject({
      status: 400,
      body: { code: 'CONFIRMATION_MISMATCH' },
    });
    expect(await failure(owner, 'delete-account', { confirmation: 'DELETE', password: 'not-the-password' })).toMatchObject({
      status: 400,
      body: { code: 'WRONG_PASSWORD' },
    });
    expect(await failure(backend.client(), 'delete-account', { confirmation: 'DELETE', password: 'x' })).toMatchObject({ status: 401 });
    const { rows } = await backend.sql('select 1 from auth.users where id = $1', [people.owner]);
    expect(rows).toHaveLength(1);
  });

  test('leaves nothing that names the account; the partner keeps the thread, without the notifications about it', async () => {
    await resetFixture(sql, people);
    const imagePath = `${people.owner}/privacy-2.png`;
    await users.owner.client.storage.from(BUCKET).upload(imagePath, new Blob([PNG_BYTES], { type: 'image/png' }), { contentType: 'image/png' });
    await backend.sql(`update public.feedback set images = array[$2], name = 'Olivia', email = $3, page_url = $4 where id = $1`, [
      ROW.feedback,
      imagePath,
      users.owner.email,
      `/connect/${people.owner}`,
    ]);
    // A new message from the owner: the partner is notified by the database.
    const sent = await users.owner.client
      .from('messages')
      .insert({ conversation_id: ROW.sharedConversation, sender_type: 'user', sender_user_id: people.owner, content: 'Goodbye for now' })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    const before = await users.partner.client.from('notifications').select('id, data');
    expect(before.data?.some((n) => (n.data as { messageId?: string }).messageId === sent.data!.id)).toBe(true);

    const { data, error } = await users.owner.client.functions.invoke('delete-account', {
      body: { confirmation: 'מחיקה', password: users.owner.password },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });

    // realtime.changes is the realtime server's delivery queue. On PGlite a change leaves it as it is
    // read; on PostgreSQL, which other backends may share, it stays for SHARED_DATABASE_RETENTION_MS
    // (60 s) so a slow reader still gets it, and then goes (src/realtime/capture/change-feed.ts). The
    // deletion's own changes are in it for that minute.
    const queue = backend.databaseKind === 'postgres' ? ['realtime.changes'] : [];
    expect((await rowsNaming(people.owner)).filter((table) => !queue.includes(table))).toEqual([]);
    // (the same scan does find the partner, who is still here)
    expect(await rowsNaming(people.partner)).toEqual(expect.arrayContaining(['auth.users', 'public.profiles', 'public.conversations']));
    expect(await rowsNaming(users.owner.email)).toEqual([]);
    expect(filesUnder(backend.dataDir).filter((file) => file.includes(people.owner))).toEqual([]);

    // The partner's thread still opens: their words as they were, the owner's replaced.
    const partner = users.partner.client;
    const thread = await partner.from('conversations').select('id').eq('id', ROW.sharedConversation);
    expect(thread.data).toHaveLength(1);
    const messages = await partner.from('messages').select('content, sender_user_id, metadata').eq('conversation_id', ROW.sharedConversation);
    const contents = messages.data!.map((m) => m.content);
    expect(contents).toContain('From the partner');
    expect(contents).not.toContain('Goodbye for now');
    expect(contents).not.toContain('Shared AI advice');
    expect(messages.data!.filter((m) => m.sender_user_id !== people.partner).every((m) => m.content === '(Message deleted)')).toBe(true);
    expect(messages.data!.filter((m) => m.content === '(Message deleted)').length).toBeGreaterThanOrEqual(6);
    const after = await partner.from('notifications').select('id');
    expect(after.data).toEqual([]);
    // The partner can no longer write into it: nobody is there.
    const posted = await partner.from('messages').insert({ conversation_id: ROW.sharedConversation, sender_type: 'user', sender_user_id: people.partner, content: 'Hello?' });
    expect(posted.error).not.toBeNull();

    // Staff keep the feedback without who sent it.
    const feedback = await users.staff.client.from('feedback').select('subject, user_id, name, email, images, page_url').eq('id', ROW.feedback).single();
    expect(feedback.data).toEqual({ subject: 'Fixture subject', user_id: null, name: null, email: null, images: [], page_url: null });

    // Every session of the account has ended.
    expect((await users.owner.client.auth.getUser()).error).not.toBeNull();
    const refreshed = await users.owner.client.auth.refreshSession({ refresh_token: users.owner.session.refresh_token });
    expect(refreshed.error).not.toBeNull();

    const { rows } = await backend.sql<{ step: string; request_id: string | null; user_id: string | null }>(
      `select step, request_id, user_id from private.privacy_log where action = 'delete_account' order by id`,
    );
    const steps = rows.filter((row) => row.step !== 'refused');
    expect(steps.map((row) => row.step)).toEqual(['requested', 'storage_removed', 'account_removed', 'done']);
    expect(steps.every((row) => row.user_id === null)).toBe(true);
  });

  test('the placeholder holding deleted people cannot be deleted', async () => {
    const { rows } = await backend.sql<{ id: string }>(`select private.deleted_account_id() as id`);
    const ghost = rows[0]!.id;
    const removal = await backend.client({ key: 'service_role' }).auth.admin.deleteUser(ghost);
    expect(removal.error).not.toBeNull();
    expect(ghost).not.toBe(NOBODY);
  });
});
