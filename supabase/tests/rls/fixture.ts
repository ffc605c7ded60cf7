// The world every RLS matrix cell starts from: six people and one row of each kind between them.
// Written as plain SQL run by the database owner, so the same fixture serves the PGlite/PostgreSQL
// runner and the runner that drives the real backend (through its harness's owner SQL).

/**
 * owner and partner: married, connected (accepted link), sharing a thread; stranger: linked to
 * nobody, no profile; staff: in staff_members; requester: has sent the owner a request that waits,
 * and once shared a thread with them; blocked: the owner blocked them, they share an old thread;
 * guest: an anonymous sign-in (role authenticated, is_anonymous in the token), linked to nobody.
 */
export type Person = 'owner' | 'partner' | 'stranger' | 'staff' | 'requester' | 'blocked' | 'guest';
export type Actor = 'anon' | Person | 'service';

/** User ids of the people (fixed in SQL runs, created by sign-up against the backend). */
export type People = Record<Person, string>;

export interface QueryResult {
  rows: Record<string, unknown>[];
}
export interface SqlQueryable {
  query(sql: string, params?: unknown[]): Promise<QueryResult>;
}

/** Fixed ids of the fixture rows, and of rows that allowed insert cells create. */
export const ROW = {
  /** owner -> partner, accepted */
  relationship: 'a1000000-0000-4000-8000-000000000001',
  /** requester -> owner, waiting for the owner */
  pendingRequest: 'a1000000-0000-4000-8000-000000000002',
  sharedConversation: 'a2000000-0000-4000-8000-000000000001',
  privateConversation: 'a2000000-0000-4000-8000-000000000002',
  /** requester <-> owner, from before the link was removed; only a request waits now */
  requesterConversation: 'a2000000-0000-4000-8000-000000000003',
  /** blocked <-> owner, from before the owner blocked them */
  blockedConversation: 'a2000000-0000-4000-8000-000000000004',
  /** owner <-> partner, an older thread the owner has left */
  leftConversation: 'a2000000-0000-4000-8000-000000000005',
  /** owner -> partner, recent, not seen */
  msgUnseen: 'a3000000-0000-4000-8000-000000000001',
  /** owner -> partner, seen, sent 30 minutes ago */
  msgSeenRecent: 'a3000000-0000-4000-8000-000000000002',
  /** owner -> partner, seen, sent 3 hours ago */
  msgSeenOld: 'a3000000-0000-4000-8000-000000000003',
  /** partner -> owner */
  msgFromPartner: 'a3000000-0000-4000-8000-000000000004',
  /** AI reply in the owner's private chat */
  msgAi: 'a3000000-0000-4000-8000-000000000005',
  /** owner's question in the private chat */
  msgPrivate: 'a3000000-0000-4000-8000-000000000006',
  /** an AI reply the owner shared into the shared thread */
  msgSharedCopy: 'a3000000-0000-4000-8000-000000000007',
  /** owner's message already deleted */
  msgDeleted: 'a3000000-0000-4000-8000-000000000008',
  /** requester -> owner, in their old thread */
  msgFromRequester: 'a3000000-0000-4000-8000-000000000009',
  /** blocked -> owner, in their old thread */
  msgFromBlocked: 'a3000000-0000-4000-8000-00000000000a',
  /** partner -> owner, in the thread the owner left */
  msgInLeftThread: 'a3000000-0000-4000-8000-00000000000b',
  consentOwnerToPartner: 'a4000000-0000-4000-8000-000000000001',
  consentPartnerToOwner: 'a4000000-0000-4000-8000-000000000002',
  partnerInfo: 'a5000000-0000-4000-8000-000000000001',
  aiCommunication: 'a6000000-0000-4000-8000-000000000001',
  notification: 'a7000000-0000-4000-8000-000000000001',
  pushSubscription: 'a8000000-0000-4000-8000-000000000001',
  feedback: 'a9000000-0000-4000-8000-000000000001',
  // rows created by insert cells
  newRelationship: 'b1000000-0000-4000-8000-000000000001',
  newConversation: 'b2000000-0000-4000-8000-000000000001',
  newMessage: 'b3000000-0000-4000-8000-000000000001',
  newConsent: 'b4000000-0000-4000-8000-000000000001',
  newPartnerInfo: 'b5000000-0000-4000-8000-000000000001',
  newAiCommunication: 'b6000000-0000-4000-8000-000000000001',
  newNotification: 'b7000000-0000-4000-8000-000000000001',
  newPushSubscription: 'b8000000-0000-4000-8000-000000000001',
  newFeedback: 'b9000000-0000-4000-8000-000000000001',
} as const;

/** A well-formed id that belongs to nobody. */
export const NOBODY = 'c0ffee00-0000-4000-8000-00000000dead';

/** The owner's connect link is at version 2 (renewed once): version 1 is a dead link. */
const OWNER_INVITE_VERSION = 2;

/** Storage object of the owner's feedback image, arranged once per run by the runner. */
export const fixtureImagePath = (people: People): string => `${people.owner}/fixture-0.png`;

const fixtureRowIds = Object.values(ROW);

/**
 * Removes whatever earlier cells left behind and writes the fixture again. Only rows of the fixture's
 * people (and the fixed ids) are touched, so demo data beside them survives.
 */
export async function resetFixture(db: SqlQueryable, p: People): Promise<void> {
  const people = [p.owner, p.partner, p.stranger, p.staff, p.requester, p.blocked, p.guest];
  const statements: [string, unknown[]][] = [
    [`delete from public.conversations where user_id = any($1::uuid[]) or partner_user_id = any($1::uuid[]) or id = any($2::uuid[])`, [people, fixtureRowIds]],
    [`delete from public.blocks where blocker_id = any($1::uuid[]) or blocked_id = any($1::uuid[])`, [people]],
    [`delete from private.connect_invites where user_id = any($1::uuid[])`, [people]],
    [`delete from private.connection_declines where requester = any($1::uuid[]) or recipient = any($1::uuid[])`, [people]],
    [`delete from private.connection_requests where requester = any($1::uuid[])`, [people]],
    [`delete from public.relationships where user_id = any($1::uuid[]) or related_user_id = any($1::uuid[])`, [people]],
    [`delete from public.partner_communication_consent where user_id = any($1::uuid[])`, [people]],
    [`delete from public.partner_info where user_id = any($1::uuid[])`, [people]],
    [`delete from public.ai_partner_communications where from_user_id = any($1::uuid[]) or to_user_id = any($1::uuid[])`, [people]],
    [`delete from public.notifications where user_id = any($1::uuid[])`, [people]],
    [`delete from public.push_subscriptions where user_id = any($1::uuid[]) or id = any($2::uuid[])`, [people, fixtureRowIds]],
    [`delete from public.feedback where user_id = any($1::uuid[]) or id = any($2::uuid[])`, [people, fixtureRowIds]],
    [`delete from public.staff_members where user_id = any($1::uuid[])`, [people]],
    [`delete from public.notification_preferences where user_id = any($1::uuid[])`, [people]],
    [`delete from public.profiles where id = any($1::uuid[])`, [people]],

    [`insert into public.profiles (id, display_name, first_name, last_name, gender, birth_year, date_of_birth, marital_status, num_children, observance_level, consent)
      values ($1, 'Owner Name', 'Olivia', 'Owner', 'female', 1990, '1990-05-01', 'married', 1, 'modern_orthodox', true),
             ($2, null, 'Paul', 'Partner', 'male', 1989, '1989-03-03', 'married', 1, 'Chabad-inspired', true),
             ($3, 'Staff Member', 'Sam', 'Staff', 'other', 1980, '1980-01-01', 'single', 0, null, false),
             ($4, 'Rita', 'Rita', 'Requester', 'female', 1991, '1991-07-07', 'single', 0, null, true),
             ($5, null, 'Bob', 'Blocked', 'male', 1988, '1988-08-08', 'divorced', 0, null, true)`,
      [p.owner, p.partner, p.staff, p.requester, p.blocked]],
    [`insert into public.notification_preferences (user_id) select unnest($1::uuid[])`, [people]],
    [`insert into public.staff_members (user_id) values ($1)`, [p.staff]],
    [`insert into public.relationships (id, user_id, related_user_id, relation_type, status, connection_state) values
        ($1, $3, $4, 'spouse', 'married', 'accepted'), ($2, $5, $3, 'sibling', null, 'requested')`,
      [ROW.relationship, ROW.pendingRequest, p.owner, p.partner, p.requester]],
    // Each side's own notes on their link (issue 33: never readable by the other side).
    [`insert into public.relationship_notes (relationship_id, user_id, notes) values ($1, $2, 'Owner private note'), ($1, $3, 'Partner private note')`,
      [ROW.relationship, p.owner, p.partner]],
    [`insert into public.blocks (blocker_id, blocked_id) values ($1, $2)`, [p.owner, p.blocked]],
    [`insert into private.connect_invites (user_id, version) values ($1, $2)`, [p.owner, OWNER_INVITE_VERSION]],
    [`insert into public.conversations (id, user_id, partner_user_id, partner_context_id, title, user_left_at) values
        ($1, $3, $4, null, 'Shared', null), ($2, $3, null, $4, 'Private chat', null),
        ($5, $8, $3, null, 'Earlier chat', null), ($6, $9, $3, null, 'Old chat', null),
        ($7, $3, $4, null, 'Older thread', now() - interval '1 day')`,
      [ROW.sharedConversation, ROW.privateConversation, p.owner, p.partner, ROW.requesterConversation,
        ROW.blockedConversation, ROW.leftConversation, p.requester, p.blocked]],
    [`insert into public.messages (id, conversation_id, sender_type, sender_user_id, content, metadata, created_at) values
        ($1, $9, 'user', $11, 'Unseen hello', '{}', now() - interval '5 minutes'),
        ($2, $9, 'user', $11, 'Seen recently', '{"seen_by_partner": true}', now() - interval '30 minutes'),
        ($3, $9, 'user', $11, 'Seen long ago', '{"seen_by_partner": true}', now() - interval '3 hours'),
        ($4, $9, 'user', $12, 'From the partner', '{}', now() - interval '4 minutes'),
        ($5, $10, 'ai', null, 'AI guide reply', '{"halachic_context_used": true}', now() - interval '10 minutes'),
        ($6, $10, 'user', $11, 'Private question', '{}', now() - interval '11 minutes'),
        ($7, $9, 'user', $11, 'Shared AI advice', jsonb_build_object('shared_from_ai', true, 'from_conversation_id', $10::text), now() - interval '9 minutes'),
        ($8, $9, 'user', $11, '(Message deleted)', '{"deleted": true}', now() - interval '1 hour')`,
      [ROW.msgUnseen, ROW.msgSeenRecent, ROW.msgSeenOld, ROW.msgFromPartner, ROW.msgAi, ROW.msgPrivate,
        ROW.msgSharedCopy, ROW.msgDeleted, ROW.sharedConversation, ROW.privateConversation, p.owner, p.partner]],
    [`insert into public.messages (id, conversation_id, sender_type, sender_user_id, content, metadata, created_at) values
        ($1, $2, 'user', $3, 'From before', '{}', now() - interval '40 days'),
        ($4, $5, 'user', $6, 'Old words', '{}', now() - interval '20 days'),
        ($7, $8, 'user', $9, 'Are you there?', '{}', now() - interval '2 days')`,
      [ROW.msgFromRequester, ROW.requesterConversation, p.requester, ROW.msgFromBlocked, ROW.blockedConversation,
        p.blocked, ROW.msgInLeftThread, ROW.leftConversation, p.partner]],
    // The partner has read the shared thread up to the shared AI advice (issue 33): only the newer
    // 'Unseen hello' is unread for them.
    [`insert into public.conversation_reads (user_id, conversation_id, read_at) select $1, m.conversation_id, m.created_at from public.messages m where m.id = $2`,
      [p.partner, ROW.msgSharedCopy]],
    [`insert into public.partner_communication_consent (id, user_id, partner_user_id, emotional_bridging, timing_optimization, conflict_mediation, share_context, communication_triggers, boundary_keywords, temporal_consent_until) values
        ($1, $3, $4, true, false, true, true, '{before Shabbat}', '{in-laws,finances}', '2099-12-31'),
        ($2, $4, $3, true, true, true, true, '{}', '{work}', null)`,
      [ROW.consentOwnerToPartner, ROW.consentPartnerToOwner, p.owner, p.partner]],
    [`insert into public.partner_info (id, user_id, partner_user_id, info_type, info_data) values ($1, $2, $3, 'personality', '{"text": "Calm and kind"}')`,
      [ROW.partnerInfo, p.owner, p.partner]],
    [`insert into public.ai_partner_communications (id, from_user_id, to_user_id, ai_message, trigger_type) values ($1, $2, $3, 'Owner would love a quiet evening together.', 'emotional_bridging')`,
      [ROW.aiCommunication, p.owner, p.partner]],
    // The triggers notified people of the request, the messages and the AI note above; only the
    // fixture notification is kept.
    [`delete from public.notifications where user_id = any($1::uuid[])`, [people]],
    [`insert into public.notifications (id, user_id, type, title, message, data) values ($1, $2, 'new_message', 'New Message from Paul Partner', 'Hi', '{}')`,
      [ROW.notification, p.owner]],
    [`insert into public.push_subscriptions (id, user_id, endpoint, p256dh, auth, user_agent) values ($1, $2, 'https://push.example.test/owner', 'p256dh-key', 'auth-key', 'jest')`,
      [ROW.pushSubscription, p.owner]],
    [`insert into public.feedback (id, user_id, subject, message, feedback_type) values ($1, $2, 'Fixture subject', 'Fixture message', 'general')`,
      [ROW.feedback, p.owner]],
  ];
  for (const [sql, params] of statements) {
    await db.query(sql, params);
  }
}

/**
 * Values the cells name as '<owner-invite>' etc.: the owner's connect tokens (current, the one
 * before the renewal, and the next), which depend on the database's secret and so are read from it.
 */
export async function fixtureTokens(db: SqlQueryable, p: People): Promise<Record<string, string>> {
  const result = await db.query(
    `select private.connect_invite_token($1, $2) as current, private.connect_invite_token($1, $2 - 1) as old,
            private.connect_invite_token($1, $2 + 1) as next`,
    [p.owner, OWNER_INVITE_VERSION],
  );
  const row = result.rows[0] ?? {};
  return { 'owner-invite': String(row.current), 'owner-old-invite': String(row.old), 'owner-next-invite': String(row.next) };
}

const identifier = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected identifier ${name}`);
  return name;
};

/**
 * A row as the owner of the database sees it (for `then` checks), or null when absent: by its id
 * (user_id for notification_preferences), or the first row matching column values.
 */
export async function readRow(db: SqlQueryable, table: string, id: string | Record<string, unknown>): Promise<Record<string, unknown> | null> {
  const t = identifier(table);
  let result: QueryResult;
  if (typeof id === 'string') {
    const key = table === 'notification_preferences' ? 'user_id' : 'id';
    result = await db.query(`select to_jsonb(t) as row from public.${t} t where t.${key} = $1::uuid`, [id]);
  } else {
    const where = Object.keys(id).map((c) => `t.${identifier(c)} = m.${identifier(c)}`).join(' and ');
    result = await db.query(
      `select to_jsonb(t) as row from public.${t} t, jsonb_populate_record(null::public.${t}, $1::jsonb) m where ${where} limit 1`,
      [JSON.stringify(id)],
    );
  }
  const first = result.rows[0];
  return first ? (first.row as Record<string, unknown>) : null;
}
