// THE RLS MATRIX: who may do what to which rows, one line per cell.
//
// Actors: anon (no session), owner and partner (married, connected, sharing a thread), stranger
// (signed in, linked to nobody, no profile), staff (in staff_members), requester (has sent the owner
// a request that waits; they once shared a thread), blocked (the owner blocked them; an old thread),
// guest (an anonymous sign-in), service (service role key).
// Values written '<owner>', '<partner>', ... are replaced by that person's user id at run time, and
// '<owner-invite>', '<owner-old-invite>', '<owner-next-invite>' by the owner's connect tokens.
// Each cell is run from the fixture of ./fixture.ts by two runners: SQL against PGlite/PostgreSQL
// (rls-matrix.sql.test.ts) and supabase-js against the real backend (rls-matrix.test.ts).
import { NOBODY, ROW, type Actor } from './fixture';

export type Table =
  | 'profiles' | 'relationships' | 'conversations' | 'messages' | 'partner_communication_consent'
  | 'partner_info' | 'ai_partner_communications' | 'notification_preferences' | 'notifications'
  | 'push_subscriptions' | 'feedback' | 'staff_members' | 'blocks' | 'relationship_notes' | 'conversation_reads';

export type Values = Record<string, unknown>;

export type Operation =
  | { kind: 'select'; table: Table; match: Values }
  | { kind: 'insert'; table: Table; values: Values }
  | { kind: 'update'; table: Table; match: Values; values: Values }
  | { kind: 'delete'; table: Table; match: Values }
  | { kind: 'rpc'; fn: RpcName; args: Values }
  | { kind: 'upload'; path: string }
  | { kind: 'sign'; path: string };

export type RpcName =
  | 'is_staff' | 'get_related_display_names' | 'get_connection_profile_info' | 'get_partner_consent'
  | 'list_blocked_people' | 'block_person' | 'leave_conversation' | 'get_connect_invite' | 'renew_connect_invite'
  | 'connect_with_invite' | 'mark_conversation_read' | 'unread_messages' | 'list_conversations' | 'invitation_preview';

/** RPCs that change data (the backend runner restores the fixture after those). */
const WRITING_RPCS = new Set<RpcName>(['block_person', 'leave_conversation', 'get_connect_invite', 'renew_connect_invite', 'connect_with_invite', 'mark_conversation_read']);

/** In `first` or `after`: the value must be there, whatever it is (a time set by the database). */
export const NOT_NULL = '<not null>';

export type Expected =
  /** success; select/update/delete/rpc return exactly n rows (first row matching `first`, with exactly `keys`) */
  | { kind: 'rows'; n: number; first?: Values; keys?: string[] }
  /** insert succeeded */
  | { kind: 'ok' }
  /** refused with this SQLSTATE (PostgREST passes it through as error.code), and this message if given */
  | { kind: 'error'; code: string; message?: string }
  /** scalar RPC result */
  | { kind: 'value'; value: unknown }
  /** storage: allowed or denied */
  | { kind: 'storage'; allowed: boolean };

/**
 * What the row must look like afterwards (read as the database owner); null = row is gone. The row
 * is named by its id, or by column values when the cell cannot know the id (the first match).
 */
export interface After {
  table: Table;
  id: string | Values;
  is: Values | null;
}

export interface Cell {
  actor: Actor;
  what: string;
  op: Operation;
  expect: Expected;
  after?: After;
}

const sel = (table: Table, match: Values): Operation => ({ kind: 'select', table, match });
const ins = (table: Table, values: Values): Operation => ({ kind: 'insert', table, values });
const upd = (table: Table, match: Values, values: Values): Operation => ({ kind: 'update', table, match, values });
const del = (table: Table, match: Values): Operation => ({ kind: 'delete', table, match });
const rpc = (fn: RpcName, args: Values = {}): Operation => ({ kind: 'rpc', fn, args });
const upload = (path: string): Operation => ({ kind: 'upload', path });
const sign = (path: string): Operation => ({ kind: 'sign', path });

const rows = (n: number, first?: Values, keys?: string[]): Expected => ({ kind: 'rows', n, first, keys });
const ok: Expected = { kind: 'ok' };
const err = (code: string, message?: string): Expected => ({ kind: 'error', code, ...(message === undefined ? {} : { message }) });
const value = (v: unknown): Expected => ({ kind: 'value', value: v });
const allowed: Expected = { kind: 'storage', allowed: true };
const denied: Expected = { kind: 'storage', allowed: false };
const after = (table: Table, id: string | Values, is: Values | null): After => ({ table, id, is });

const cell = (actor: Actor, what: string, op: Operation, expect: Expected, then?: After): Cell =>
  ({ actor, what, op, expect, ...(then ? { after: then } : {}) });

const DENIED = '42501'; // insufficient_privilege: RLS WITH CHECK, missing grant, rule trigger
const RULE = 'P0001'; // raise_exception: a product rule (deleted message, 2-hour window, ...)
const DUPLICATE = '23505'; // 'Already connected'
const CHECK = '23514'; // check_violation

// The contract's words (/work/notes/contact-consent-contract.md): the screens match on them.
const NOT_FOUND = "We couldn't find anyone with this ID. Check the ID and try again.";
const YOU_BLOCKED = 'You blocked this person. Unblock them first to connect.';
const STILL_WAITING = 'This request is still waiting to be accepted.';
const CLOSED = 'You can no longer send messages in this conversation.';
const INVITE_INVALID = 'This connect link is no longer valid. Ask for a new one.';
const AI_NEEDS_CONNECTION = 'AI communication needs an accepted connection between both people.';
const GUEST = 'Create an account to connect with people.';

const M = ROW;
const shared = ROW.sharedConversation;
const priv = ROW.privateConversation;
const left = ROW.leftConversation;
const withRequester = ROW.requesterConversation;
const withBlocked = ROW.blockedConversation;
const someday = '2030-01-01T00:00:00Z';
const png = (folder: string, name: string) => `${folder}/${name}`;

export const matrix: Cell[] = [
  // ─── profiles: own row only; names of others only through the RPCs ────────────────────────────
  cell('anon',     'reads a profile',                              sel('profiles', { id: '<owner>' }),                         rows(0)),
  cell('anon',     'creates a profile',                            ins('profiles', { id: '<stranger>', display_name: 'X' }),   err(DENIED)),
  cell('anon',     'updates a profile',                            upd('profiles', { id: '<owner>' }, { display_name: 'X' }), rows(0)),
  cell('anon',     'deletes a profile',                            del('profiles', { id: '<owner>' }),                         rows(0)),
  cell('owner',    'reads own profile',                            sel('profiles', { id: '<owner>' }),                         rows(1, { display_name: 'Owner Name' })),
  cell('owner',    'reads the partner\'s profile (birth date, observance)', sel('profiles', { id: '<partner>' }),             rows(0)),
  cell('owner',    'creates a profile for someone else (forged id)', ins('profiles', { id: '<stranger>', display_name: 'X' }), err(DENIED)),
  cell('owner',    'updates own profile',                          upd('profiles', { id: '<owner>' }, { marital_status: 'married', location: 'Israel' }), rows(1, { location: 'Israel' })),
  cell('owner',    'updates the partner\'s profile',               upd('profiles', { id: '<partner>' }, { display_name: 'X' }), rows(0)),
  cell('owner',    'deletes own profile',                          del('profiles', { id: '<owner>' }),                         rows(0)),
  cell('partner',  'reads the owner\'s profile',                   sel('profiles', { id: '<owner>' }),                         rows(0)),
  cell('stranger', 'reads the owner\'s profile',                   sel('profiles', { id: '<owner>' }),                         rows(0)),
  cell('stranger', 'creates own profile (onboarding)',             ins('profiles', { id: '<stranger>', display_name: 'Stan', first_name: 'Stan', last_name: 'Stranger', gender: 'male', marital_status: 'single', date_of_birth: '1995-02-02', birth_year: 1995, num_children: 0, observance_level: 'traditional', languages: ['English'], consent: false }), ok),
  cell('stranger', 'creates a profile with an unknown gender',     ins('profiles', { id: '<stranger>', gender: 'robot' }),     err(CHECK)),
  cell('staff',    'reads the owner\'s profile',                   sel('profiles', { id: '<owner>' }),                         rows(0)),
  cell('service',  'reads the owner\'s profile',                   sel('profiles', { id: '<owner>' }),                         rows(1)),
  cell('service',  'updates the owner\'s profile',                 upd('profiles', { id: '<owner>' }, { timezone: 'UTC' }),   rows(1)),

  // ─── relationships: both sides read/update/delete; insert only as yourself; a pair once ──────
  cell('anon',     'reads a relationship',                         sel('relationships', { id: M.relationship }),               rows(0)),
  cell('anon',     'creates a relationship',                       ins('relationships', { user_id: '<owner>', related_user_id: '<stranger>' }), err(DENIED)),
  cell('anon',     'updates a relationship',                       upd('relationships', { id: M.relationship }, { status: 'dating' }), rows(0)),
  cell('anon',     'deletes a relationship',                       del('relationships', { id: M.relationship }),               rows(0)),
  cell('owner',    'reads the link they created',                  sel('relationships', { id: M.relationship }),               rows(1)),
  cell('partner',  'reads the link made toward them',              sel('relationships', { id: M.relationship }),               rows(1)),
  cell('stranger', 'reads someone else\'s link',                   sel('relationships', { id: M.relationship }),               rows(0)),
  cell('staff',    'reads someone else\'s link',                   sel('relationships', { id: M.relationship }),               rows(0)),
  cell('service',  'reads any link',                               sel('relationships', { id: M.relationship }),               rows(1)),
  cell('owner',    'links to the stranger as themselves (a request)', ins('relationships', { id: M.newRelationship, user_id: '<owner>', related_user_id: '<stranger>', relation_type: 'friend', status: null, notes: null, rabbi_involved: null, beit_din_involved: null }), ok, after('relationships', M.newRelationship, { connection_state: 'requested' })),
  cell('stranger', 'creates a link in the owner\'s name (forged user_id)', ins('relationships', { user_id: '<owner>', related_user_id: '<stranger>' }), err(DENIED)),
  cell('partner',  'links again in the other direction',           ins('relationships', { user_id: '<partner>', related_user_id: '<owner>', relation_type: 'spouse' }), err(DUPLICATE)),
  cell('owner',    'links to themselves',                          ins('relationships', { user_id: '<owner>', related_user_id: '<owner>' }), err(CHECK)),
  cell('partner',  'changes status of a link made toward them',    upd('relationships', { id: M.relationship }, { status: 'together', rabbi_involved: true }), rows(1, { status: 'together', rabbi_involved: true })),
  cell('owner',    'changes the relation type',                    upd('relationships', { id: M.relationship }, { relation_type: 'partner_pre_marriage' }), rows(1)),
  cell('partner',  're-points the link at the stranger',           upd('relationships', { id: M.relationship }, { user_id: '<stranger>' }), err(DENIED)),
  cell('stranger', 'updates someone else\'s link',                 upd('relationships', { id: M.relationship }, { status: 'separated' }), rows(0)),
  cell('stranger', 'deletes someone else\'s link',                 del('relationships', { id: M.relationship }),               rows(0)),
  cell('partner',  'ends the link',                                del('relationships', { id: M.relationship }),               rows(1), after('relationships', M.relationship, null)),
  cell('staff',    'updates someone else\'s link',                 upd('relationships', { id: M.relationship }, { status: 'separated' }), rows(0)),

  // ─── relationships: a link typed by id is a request; only its recipient accepts ─────────────
  cell('stranger', 'asks the owner to connect: it arrives as a request', ins('relationships', { id: M.newRelationship, user_id: '<stranger>', related_user_id: '<owner>', relation_type: 'friend' }), ok, after('relationships', M.newRelationship, { user_id: '<stranger>', related_user_id: '<owner>', connection_state: 'requested' })),
  cell('stranger', 'inserts a link already "accepted"',            ins('relationships', { id: M.newRelationship, user_id: '<stranger>', related_user_id: '<owner>', connection_state: 'accepted' }), ok, after('relationships', M.newRelationship, { connection_state: 'requested' })),
  cell('stranger', 'asks an id that belongs to nobody',            ins('relationships', { user_id: '<stranger>', related_user_id: NOBODY }), err(RULE, NOT_FOUND)),
  cell('owner',    'reads the request waiting for them',           sel('relationships', { id: M.pendingRequest }),             rows(1, { user_id: '<requester>', connection_state: 'requested', relation_type: 'sibling' })),
  cell('requester','reads the request they sent',                  sel('relationships', { id: M.pendingRequest }),             rows(1, { connection_state: 'requested' })),
  cell('requester','accepts their own request',                    upd('relationships', { id: M.pendingRequest }, { connection_state: 'accepted' }), err(RULE, STILL_WAITING), after('relationships', M.pendingRequest, { connection_state: 'requested' })),
  cell('requester','changes their waiting request',                upd('relationships', { id: M.pendingRequest }, { relation_type: 'spouse' }), err(RULE, STILL_WAITING)),
  cell('owner',    'edits a request before accepting it',          upd('relationships', { id: M.pendingRequest }, { status: 'engaged' }), err(RULE, STILL_WAITING)),
  cell('owner',    'keeps a note on a request waiting for them: their own, not the row\'s', upd('relationships', { id: M.pendingRequest }, { notes: 'My sister' }), rows(1, { notes: null }), after('relationship_notes', { relationship_id: M.pendingRequest, user_id: '<owner>' }, { notes: 'My sister' })),
  cell('owner',    'accepts the request (recipient)',              upd('relationships', { id: M.pendingRequest }, { connection_state: 'accepted' }), rows(1, { connection_state: 'accepted', relation_type: 'sibling' })),
  cell('stranger', 'accepts someone else\'s request',              upd('relationships', { id: M.pendingRequest }, { connection_state: 'accepted' }), rows(0), after('relationships', M.pendingRequest, { connection_state: 'requested' })),
  cell('partner',  'turns the accepted link back into a request',  upd('relationships', { id: M.relationship }, { connection_state: 'requested' }), err(RULE), after('relationships', M.relationship, { connection_state: 'accepted' })),
  cell('owner',    'declines the request',                         del('relationships', { id: M.pendingRequest }),             rows(1), after('relationships', M.pendingRequest, null)),
  cell('requester','cancels their request',                        del('relationships', { id: M.pendingRequest }),             rows(1), after('relationships', M.pendingRequest, null)),
  cell('requester','asks the owner again while a request waits',   ins('relationships', { user_id: '<requester>', related_user_id: '<owner>' }), err(DUPLICATE)),
  cell('owner',    'asks the requester (a request waits the other way)', ins('relationships', { user_id: '<owner>', related_user_id: '<requester>' }), err(DUPLICATE)),
  cell('blocked',  'asks the owner who blocked them: same as an unknown id', ins('relationships', { user_id: '<blocked>', related_user_id: '<owner>' }), err(RULE, NOT_FOUND)),
  cell('blocked',  'asks an id that belongs to nobody',            ins('relationships', { user_id: '<blocked>', related_user_id: NOBODY }), err(RULE, NOT_FOUND)),
  cell('owner',    'asks the person they blocked',                 ins('relationships', { user_id: '<owner>', related_user_id: '<blocked>' }), err(RULE, YOU_BLOCKED)),

  // ─── relationship_notes: each side's notes on a link are its own (issue 33, item 4) ──────────
  cell('anon',     'reads notes on a link',                        sel('relationship_notes', { relationship_id: M.relationship }), err(DENIED)),
  cell('owner',    'reads own notes on the link',                  sel('relationship_notes', { relationship_id: M.relationship }), rows(1, { user_id: '<owner>', notes: 'Owner private note' })),
  cell('partner',  'reads the link\'s notes: only their own come back', sel('relationship_notes', { relationship_id: M.relationship }), rows(1, { user_id: '<partner>', notes: 'Partner private note' })),
  cell('partner',  'reads the owner\'s notes by naming the author', sel('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }), rows(0)),
  cell('partner',  'reads the link itself: it holds no notes',     sel('relationships', { id: M.relationship }),               rows(1, { notes: null })),
  cell('stranger', 'reads notes on someone else\'s link',          sel('relationship_notes', { relationship_id: M.relationship }), rows(0)),
  cell('staff',    'reads notes on someone else\'s link',          sel('relationship_notes', { relationship_id: M.relationship }), rows(0)),
  cell('guest',    'reads notes on a link',                        sel('relationship_notes', { relationship_id: M.relationship }), rows(0)),
  cell('service',  'reads both sides\' notes',                     sel('relationship_notes', { relationship_id: M.relationship }), rows(2)),
  cell('owner',    'rewrites own notes',                           upd('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { notes: 'Still private' }), rows(1, { notes: 'Still private' })),
  cell('partner',  'rewrites the owner\'s notes',                  upd('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { notes: 'Hacked' }), rows(0), after('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { notes: 'Owner private note' })),
  cell('partner',  'deletes the owner\'s notes',                   del('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }), rows(0), after('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { notes: 'Owner private note' })),
  cell('partner',  'writes notes in the owner\'s name',            ins('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>', notes: 'Forged' }), err(DENIED)),
  cell('stranger', 'writes own notes on someone else\'s link',     ins('relationship_notes', { relationship_id: M.relationship, user_id: '<stranger>', notes: 'Nosy' }), err(DENIED)),
  cell('owner',    'moves own notes to another link',              upd('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { relationship_id: M.pendingRequest }), err(DENIED), after('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { notes: 'Owner private note' })),
  cell('owner',    'adds a link with notes: they become the owner\'s own', ins('relationships', { id: M.newRelationship, user_id: '<owner>', related_user_id: '<stranger>', relation_type: 'friend', notes: 'Met at shul' }), ok, after('relationship_notes', { relationship_id: M.newRelationship, user_id: '<owner>' }, { notes: 'Met at shul' })),
  cell('partner',  'sends notes through the shared row: stored as the partner\'s own', upd('relationships', { id: M.relationship }, { notes: 'Anniversary in June' }), rows(1, { notes: null }), after('relationship_notes', { relationship_id: M.relationship, user_id: '<partner>' }, { notes: 'Anniversary in June' })),
  cell('partner',  'empties notes through the shared row: the owner\'s stay', upd('relationships', { id: M.relationship }, { notes: '' }), rows(1, { notes: null }), after('relationship_notes', { relationship_id: M.relationship, user_id: '<owner>' }, { notes: 'Owner private note' })),

  // ─── conversations: participants only; human threads need a relationship ──────────────────────
  cell('anon',     'reads a conversation',                         sel('conversations', { id: shared }),                       rows(0)),
  cell('anon',     'creates a conversation',                       ins('conversations', { user_id: '<owner>', partner_user_id: null }), err(DENIED)),
  cell('owner',    'reads the shared thread',                      sel('conversations', { id: shared }),                       rows(1)),
  cell('owner',    'reads own private AI chat',                    sel('conversations', { id: priv }),                         rows(1)),
  cell('partner',  'reads the shared thread',                      sel('conversations', { id: shared }),                       rows(1)),
  cell('partner',  'reads the owner\'s private AI chat',           sel('conversations', { id: priv }),                         rows(0)),
  cell('stranger', 'reads a conversation by guessing its id',      sel('conversations', { id: shared }),                       rows(0)),
  cell('staff',    'reads a conversation by its id',               sel('conversations', { id: shared }),                       rows(0)),
  cell('service',  'reads any conversation',                       sel('conversations', { id: priv }),                         rows(1)),
  cell('owner',    'creates a private AI chat',                    ins('conversations', { id: M.newConversation, user_id: '<owner>', partner_user_id: null, partner_context_id: '<partner>', title: 'Private chat' }), ok, after('conversations', M.newConversation, { title: 'Private chat' })),
  cell('partner',  'creates a thread with the owner (related)',    ins('conversations', { id: M.newConversation, user_id: '<partner>', partner_user_id: '<owner>', title: 'Private chat' }), ok),
  cell('stranger', 'opens a thread with the owner (not related)',  ins('conversations', { user_id: '<stranger>', partner_user_id: '<owner>', title: 'Hi' }), err(DENIED)),
  cell('stranger', 'creates a conversation in the owner\'s name',  ins('conversations', { user_id: '<owner>', partner_user_id: null }), err(DENIED)),
  cell('partner',  'bumps updated_at of the shared thread',        upd('conversations', { id: shared }, { updated_at: '2030-01-01T00:00:00Z' }), rows(1)),
  cell('partner',  'swaps the owner out of the shared thread',     upd('conversations', { id: shared }, { user_id: '<stranger>' }), err(DENIED)),
  cell('stranger', 'updates a conversation',                       upd('conversations', { id: shared }, { title: 'X' }),      rows(0)),
  cell('owner',    'deletes own private AI chat',                  del('conversations', { id: priv }),                         rows(1)),
  cell('owner',    'deletes the shared thread',                    del('conversations', { id: shared }),                       rows(0)),
  cell('partner',  'deletes the shared thread',                    del('conversations', { id: shared }),                       rows(0)),

  // ─── conversations: only between connected people; leaving hides a thread from the leaver ───
  cell('requester','opens a thread with the owner (request waiting)', ins('conversations', { user_id: '<requester>', partner_user_id: '<owner>', title: 'Hi' }), err(DENIED)),
  cell('owner',    'opens a thread with the requester (not accepted yet)', ins('conversations', { user_id: '<owner>', partner_user_id: '<requester>', title: 'Hi' }), err(DENIED)),
  cell('blocked',  'opens a thread with the owner who blocked them', ins('conversations', { user_id: '<blocked>', partner_user_id: '<owner>', title: 'Hi' }), err(DENIED)),
  cell('owner',    'opens a thread with the person they blocked',  ins('conversations', { user_id: '<owner>', partner_user_id: '<blocked>', title: 'Hi' }), err(DENIED)),
  cell('owner',    'starts a fresh thread with the partner after leaving one', ins('conversations', { id: M.newConversation, user_id: '<owner>', partner_user_id: '<partner>', title: 'Private chat' }), ok, after('conversations', M.newConversation, { user_left_at: null, partner_left_at: null })),
  cell('owner',    'creates a thread marked as left by the partner', ins('conversations', { id: M.newConversation, user_id: '<owner>', partner_user_id: '<partner>', partner_left_at: someday }), ok, after('conversations', M.newConversation, { partner_left_at: null })),
  cell('owner',    'reads the thread they left',                   sel('conversations', { id: left }),                         rows(0)),
  cell('partner',  'reads the thread the owner left',              sel('conversations', { id: left }),                         rows(1, { user_left_at: NOT_NULL, partner_left_at: null })),
  cell('owner',    'reads the old thread with the requester',      sel('conversations', { id: withRequester }),                rows(1)),
  cell('blocked',  'reads the old thread with the owner who blocked them', sel('conversations', { id: withBlocked }),        rows(1)),
  cell('owner',    'leaves the shared thread',                     rpc('leave_conversation', { conversation_id: shared }),     ok, after('conversations', shared, { user_left_at: NOT_NULL, partner_left_at: null })),
  cell('partner',  'leaves the shared thread',                     rpc('leave_conversation', { conversation_id: shared }),     ok, after('conversations', shared, { user_left_at: null, partner_left_at: NOT_NULL })),
  cell('stranger', 'leaves a thread they are not in',              rpc('leave_conversation', { conversation_id: shared }),     err(RULE, 'Conversation not found.'), after('conversations', shared, { user_left_at: null, partner_left_at: null })),
  cell('anon',     'leaves a thread',                              rpc('leave_conversation', { conversation_id: shared }),     err(DENIED)),
  cell('partner',  'marks the owner as gone from the shared thread', upd('conversations', { id: shared }, { user_left_at: someday }), err(DENIED), after('conversations', shared, { user_left_at: null })),
  cell('owner',    'comes back into the thread they left',         upd('conversations', { id: left }, { user_left_at: null }), rows(0), after('conversations', left, { user_left_at: NOT_NULL })),
  cell('partner',  'bumps the thread the owner left',              upd('conversations', { id: left }, { updated_at: someday }), rows(0)),
  cell('blocked',  'bumps the old thread with the owner',          upd('conversations', { id: withBlocked }, { updated_at: someday }), rows(0)),

  // ─── messages: participants; send as yourself; edit rules; seen flag by the other side ───────
  cell('anon',     'reads messages of a thread',                   sel('messages', { conversation_id: shared }),               rows(0)),
  cell('anon',     'sends a message',                              ins('messages', { conversation_id: shared, sender_type: 'user', sender_user_id: '<owner>', content: 'x' }), err(DENIED)),
  cell('owner',    'reads the shared thread',                      sel('messages', { conversation_id: shared }),               rows(6)),
  cell('partner',  'reads the shared thread',                      sel('messages', { conversation_id: shared }),               rows(6)),
  cell('owner',    'reads own private AI chat',                    sel('messages', { conversation_id: priv }),                 rows(2)),
  cell('partner',  'reads the owner\'s private AI chat',           sel('messages', { conversation_id: priv }),                 rows(0)),
  cell('stranger', 'reads a thread by guessing its id',            sel('messages', { conversation_id: shared }),               rows(0)),
  cell('staff',    'reads a thread by its id',                     sel('messages', { conversation_id: shared }),               rows(0)),
  cell('service',  'reads any thread',                             sel('messages', { conversation_id: shared }),               rows(6)),
  cell('owner',    'sends a message as themselves',                ins('messages', { id: M.newMessage, conversation_id: shared, sender_type: 'user', sender_user_id: '<owner>', content: 'Shabbat shalom!', metadata: {} }), ok),
  cell('partner',  'sends a message in the owner\'s name (forged sender_user_id)', ins('messages', { conversation_id: shared, sender_type: 'user', sender_user_id: '<owner>', content: 'x', metadata: {} }), err(DENIED)),
  cell('stranger', 'sends into a thread they do not belong to',    ins('messages', { conversation_id: shared, sender_type: 'user', sender_user_id: '<stranger>', content: 'x', metadata: {} }), err(DENIED)),
  cell('owner',    'saves the AI reply in own private chat',       ins('messages', { id: M.newMessage, conversation_id: priv, sender_type: 'ai', sender_user_id: null, content: 'AI answer', metadata: { torah_sources: ['Yevamot 62b'] } }), ok),
  cell('owner',    'writes an "AI" message into the shared thread', ins('messages', { conversation_id: shared, sender_type: 'ai', sender_user_id: null, content: 'x', metadata: {} }), err(DENIED)),
  cell('partner',  'writes an AI reply into the owner\'s private chat', ins('messages', { conversation_id: priv, sender_type: 'ai', sender_user_id: null, content: 'x', metadata: {} }), err(DENIED)),
  cell('owner',    'sends a message already marked seen',          ins('messages', { conversation_id: shared, sender_type: 'user', sender_user_id: '<owner>', content: 'x', metadata: { seen_by_partner: true } }), err(DENIED)),
  cell('owner',    'edits own unseen message',                     upd('messages', { id: M.msgUnseen }, { content: 'Edited hello' }), rows(1, { content: 'Edited hello' })),
  cell('owner',    'edits own seen message within 2 hours',        upd('messages', { id: M.msgSeenRecent }, { content: 'Edited soon after' }), rows(1)),
  cell('owner',    'edits own seen message after 2 hours',         upd('messages', { id: M.msgSeenOld }, { content: 'Too late' }), err(RULE), after('messages', M.msgSeenOld, { content: 'Seen long ago' })),
  cell('owner',    'edits own deleted message',                    upd('messages', { id: M.msgDeleted }, { content: 'Back again' }), err(RULE)),
  cell('owner',    'marks own message seen',                       upd('messages', { id: M.msgUnseen }, { metadata: { seen_by_partner: true } }), err(DENIED)),
  cell('owner',    'soft-deletes own message (update)',            upd('messages', { id: M.msgUnseen }, { content: '(Message deleted)', metadata: { deleted: true } }), rows(1, { content: '(Message deleted)', metadata: { deleted: true } })),
  cell('owner',    'edits an AI reply in own private chat',        upd('messages', { id: M.msgAi }, { content: 'Better advice' }), err(DENIED)),
  cell('owner',    'moves own message to another conversation',    upd('messages', { id: M.msgUnseen }, { conversation_id: priv }), err(DENIED)),
  cell('partner',  'edits the owner\'s message',                   upd('messages', { id: M.msgUnseen }, { content: 'Hacked' }), err(DENIED), after('messages', M.msgUnseen, { content: 'Unseen hello' })),
  cell('partner',  'marks the owner\'s message seen',              upd('messages', { id: M.msgUnseen }, { metadata: { seen_by_partner: true } }), rows(1, { metadata: { seen_by_partner: true } })),
  cell('partner',  'marks seen and also rewrites metadata',        upd('messages', { id: M.msgUnseen }, { metadata: { seen_by_partner: true, deleted: true } }), err(DENIED)),
  cell('stranger', 'marks a message seen',                         upd('messages', { id: M.msgUnseen }, { metadata: { seen_by_partner: true } }), rows(0)),
  cell('owner',    'deletes own message (becomes "(Message deleted)")', del('messages', { id: M.msgUnseen, conversation_id: shared }), rows(0), after('messages', M.msgUnseen, { content: '(Message deleted)', metadata: { deleted: true } })),
  cell('owner',    'unshares an AI reply from the shared thread',  del('messages', { id: M.msgSharedCopy, conversation_id: shared }), rows(1), after('messages', M.msgSharedCopy, null)),
  cell('owner',    'deletes own seen message after 2 hours',       del('messages', { id: M.msgSeenOld, conversation_id: shared }), err(RULE), after('messages', M.msgSeenOld, { content: 'Seen long ago' })),
  cell('owner',    'deletes own already-deleted message',          del('messages', { id: M.msgDeleted, conversation_id: shared }), err(RULE)),
  cell('partner',  'deletes the owner\'s message',                 del('messages', { id: M.msgUnseen, conversation_id: shared }), rows(0), after('messages', M.msgUnseen, { content: 'Unseen hello' })),
  cell('stranger', 'deletes a message',                            del('messages', { id: M.msgFromPartner }),                  rows(0)),
  cell('service',  'edits any message (no rules)',                 upd('messages', { id: M.msgSeenOld }, { content: 'Moderated' }), rows(1)),
  cell('service',  'deletes any message for real',                 del('messages', { id: M.msgUnseen }),                      rows(1), after('messages', M.msgUnseen, null)),

  // ─── messages: posting only while connected and nobody left; history stays readable ────────
  cell('owner',    'reads the history with the requester (link removed)', sel('messages', { conversation_id: withRequester }), rows(1, { content: 'From before' })),
  cell('requester','reads the history with the owner',             sel('messages', { conversation_id: withRequester }),        rows(1)),
  cell('requester','posts in the old thread (request waiting)',    ins('messages', { conversation_id: withRequester, sender_type: 'user', sender_user_id: '<requester>', content: 'Hello again', metadata: {} }), err(RULE, CLOSED)),
  cell('owner',    'posts in the old thread with the requester',   ins('messages', { conversation_id: withRequester, sender_type: 'user', sender_user_id: '<owner>', content: 'Hi', metadata: {} }), err(RULE, CLOSED)),
  cell('blocked',  'posts in the old thread with the owner who blocked them', ins('messages', { conversation_id: withBlocked, sender_type: 'user', sender_user_id: '<blocked>', content: 'Answer me', metadata: {} }), err(RULE, CLOSED)),
  cell('blocked',  'rewrites an old message to the owner who blocked them', upd('messages', { id: M.msgFromBlocked }, { content: 'Answer me' }), err(RULE), after('messages', M.msgFromBlocked, { content: 'Old words' })),
  cell('blocked',  'deletes an old message of their own',          del('messages', { id: M.msgFromBlocked, conversation_id: withBlocked }), rows(0), after('messages', M.msgFromBlocked, { content: '(Message deleted)', metadata: { deleted: true } })),
  cell('owner',    'marks seen a message of the person they blocked', upd('messages', { id: M.msgFromBlocked }, { metadata: { seen_by_partner: true } }), rows(0)),
  cell('stranger', 'posts in the thread between the owner and the blocked person', ins('messages', { conversation_id: withBlocked, sender_type: 'user', sender_user_id: '<stranger>', content: 'x', metadata: {} }), err(DENIED)),
  cell('owner',    'reads messages of the thread they left',       sel('messages', { conversation_id: left }),                 rows(0)),
  cell('partner',  'reads messages of the thread the owner left',  sel('messages', { conversation_id: left }),                 rows(1, { content: 'Are you there?' })),
  cell('partner',  'posts in the thread the owner left',           ins('messages', { conversation_id: left, sender_type: 'user', sender_user_id: '<partner>', content: 'Hello?', metadata: {} }), err(RULE, CLOSED)),
  cell('owner',    'posts in the thread they left',                ins('messages', { conversation_id: left, sender_type: 'user', sender_user_id: '<owner>', content: 'Back', metadata: {} }), err(RULE, CLOSED)),
  cell('stranger', 'posts in the thread the owner left',           ins('messages', { conversation_id: left, sender_type: 'user', sender_user_id: '<stranger>', content: 'x', metadata: {} }), err(DENIED)),
  cell('partner',  'edits their message in the thread the owner left', upd('messages', { id: M.msgInLeftThread }, { content: 'Edited' }), err(RULE), after('messages', M.msgInLeftThread, { content: 'Are you there?' })),

  // ─── conversation_reads: what one has read is one's own; set only by mark_conversation_read ──
  cell('owner',    'reads up to the partner\'s message',           rpc('mark_conversation_read', { conversation_id: shared, up_to: M.msgFromPartner }), ok, after('conversation_reads', { user_id: '<owner>', conversation_id: shared }, { read_at: NOT_NULL })),
  cell('partner',  'reads how far they read',                      sel('conversation_reads', { conversation_id: shared }),    rows(1, { user_id: '<partner>' })),
  cell('owner',    'reads how far the partner read',               sel('conversation_reads', { conversation_id: shared }),    rows(0)),
  cell('partner',  'writes a read time of their choosing',         ins('conversation_reads', { user_id: '<partner>', conversation_id: priv, read_at: someday }), err(DENIED)),
  cell('partner',  'moves their read time forward by hand',        upd('conversation_reads', { user_id: '<partner>', conversation_id: shared }, { read_at: someday }), err(DENIED)),
  cell('partner',  'shows an older message again: the read time stays', rpc('mark_conversation_read', { conversation_id: shared, up_to: M.msgSeenOld }), ok, after('conversation_reads', { user_id: '<partner>', conversation_id: shared }, { read_at: NOT_NULL })),
  cell('stranger', 'marks a thread they are not in as read',       rpc('mark_conversation_read', { conversation_id: shared, up_to: M.msgFromPartner }), err(RULE, 'Conversation not found.')),
  cell('owner',    'marks read up to a message of another thread', rpc('mark_conversation_read', { conversation_id: shared, up_to: M.msgAi }), err(RULE, 'That message is not in this conversation.')),
  cell('owner',    'marks the thread they left as read',           rpc('mark_conversation_read', { conversation_id: left, up_to: M.msgInLeftThread }), err(RULE, 'Conversation not found.')),
  cell('anon',     'marks a thread read',                          rpc('mark_conversation_read', { conversation_id: shared, up_to: M.msgFromPartner }), err(DENIED)),
  cell('owner',    'lists their unread messages',                  rpc('unread_messages'),                                     rows(3, { id: M.msgFromRequester })),
  cell('owner',    'lists their unread messages since a time',     rpc('unread_messages', { since: '2000-01-01T00:00:00Z' }),  rows(3)),
  cell('partner',  'lists their unread messages: not what they read or saw', rpc('unread_messages'),                        rows(1, { id: M.msgUnseen, conversation_id: shared })),
  cell('stranger', 'lists unread messages',                        rpc('unread_messages'),                                     rows(0)),
  cell('owner',    'lists their conversations with names and unread counts', rpc('list_conversations'),                     rows(3)),
  cell('partner',  'lists their conversations',                    rpc('list_conversations'),                                  rows(2, { id: shared, other_user_id: '<owner>', other_name: 'Owner Name', unread: 1 })),
  cell('anon',     'lists conversations',                          rpc('list_conversations'),                                  err(DENIED)),

  // ─── partner_communication_consent: own row; the partner's toward you only via the RPC ──────
  cell('anon',     'reads consent rows',                           sel('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(0)),
  cell('owner',    'reads own consent toward the partner',         sel('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(1, { boundary_keywords: ['in-laws', 'finances'] })),
  cell('partner',  'reads the owner\'s boundary keywords directly', sel('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(0)),
  cell('partner',  'reads the owner\'s consent via get_partner_consent', rpc('get_partner_consent', { partner: '<owner>' }), rows(1, { share_context: true, emotional_bridging: true, timing_optimization: false, conflict_mediation: true }, ['conflict_mediation', 'emotional_bridging', 'partner_user_id', 'share_context', 'timing_optimization', 'user_id'])),
  cell('stranger', 'reads the owner\'s consent via get_partner_consent', rpc('get_partner_consent', { partner: '<owner>' }), rows(0)),
  cell('anon',     'calls get_partner_consent',                    rpc('get_partner_consent', { partner: '<owner>' }),        err(DENIED)),
  cell('owner',    'saves consent toward the stranger',            ins('partner_communication_consent', { id: M.newConsent, user_id: '<owner>', partner_user_id: '<stranger>', share_context: true, communication_triggers: [], boundary_keywords: ['money'] }), ok),
  cell('stranger', 'saves consent in the owner\'s name',           ins('partner_communication_consent', { user_id: '<owner>', partner_user_id: '<stranger>', share_context: true }), err(DENIED)),
  cell('owner',    'updates own consent',                          upd('partner_communication_consent', { id: M.consentOwnerToPartner }, { timing_optimization: true, temporal_consent_until: null }), rows(1)),
  cell('partner',  'switches off the owner\'s consent',            upd('partner_communication_consent', { id: M.consentOwnerToPartner }, { share_context: false }), rows(0)),
  cell('partner',  'deletes the owner\'s consent',                 del('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(0)),
  cell('owner',    'deletes own consent',                          del('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(1)),
  cell('staff',    'reads consent rows',                           sel('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(0)),
  cell('service',  'reads consent rows (consent-status function)', sel('partner_communication_consent', { id: M.consentOwnerToPartner }), rows(1)),

  // ─── partner_info: only its author ────────────────────────────────────────────────────────────
  cell('anon',     'reads partner info',                           sel('partner_info', { id: M.partnerInfo }),                rows(0)),
  cell('owner',    'reads own notes about the partner',            sel('partner_info', { id: M.partnerInfo }),                rows(1, { info_data: { text: 'Calm and kind' } })),
  cell('partner',  'reads notes written about them',               sel('partner_info', { id: M.partnerInfo }),                rows(0)),
  cell('stranger', 'reads partner info',                           sel('partner_info', { id: M.partnerInfo }),                rows(0)),
  cell('staff',    'reads partner info',                           sel('partner_info', { id: M.partnerInfo }),                rows(0)),
  cell('service',  'reads partner info (enhanced AI)',             sel('partner_info', { id: M.partnerInfo }),                rows(1)),
  cell('owner',    'saves a new note type',                        ins('partner_info', { id: M.newPartnerInfo, user_id: '<owner>', partner_user_id: '<partner>', info_type: 'preferences', info_data: { text: 'Likes walks' } }), ok),
  cell('owner',    'saves a second personality note',              ins('partner_info', { user_id: '<owner>', partner_user_id: '<partner>', info_type: 'personality', info_data: { text: 'x' } }), err(DUPLICATE)),
  cell('partner',  'writes a note in the owner\'s name',           ins('partner_info', { user_id: '<owner>', partner_user_id: '<partner>', info_type: 'preferences', info_data: { text: 'x' } }), err(DENIED)),
  cell('owner',    'updates own note',                             upd('partner_info', { id: M.partnerInfo }, { info_data: { text: 'Patient' } }), rows(1)),
  cell('partner',  'rewrites the owner\'s note',                   upd('partner_info', { id: M.partnerInfo }, { info_data: { text: 'x' } }), rows(0)),
  cell('owner',    'clears (deletes) own note',                    del('partner_info', { id: M.partnerInfo }),                rows(1)),
  cell('partner',  'deletes the owner\'s note',                    del('partner_info', { id: M.partnerInfo }),                rows(0)),

  // ─── ai_partner_communications: sender and recipient read; only the service role writes ─────
  cell('anon',     'reads AI communications',                      sel('ai_partner_communications', { id: M.aiCommunication }), rows(0)),
  cell('owner',    'reads what the AI sent for them',              sel('ai_partner_communications', { id: M.aiCommunication }), rows(1)),
  cell('partner',  'reads what the AI sent to them',               sel('ai_partner_communications', { id: M.aiCommunication }), rows(1)),
  cell('stranger', 'reads AI communications',                      sel('ai_partner_communications', { id: M.aiCommunication }), rows(0)),
  cell('staff',    'reads AI communications',                      sel('ai_partner_communications', { id: M.aiCommunication }), rows(0)),
  cell('owner',    'writes an AI communication',                   ins('ai_partner_communications', { from_user_id: '<owner>', to_user_id: '<partner>', ai_message: 'x', trigger_type: 'emotional_bridging' }), err(DENIED)),
  cell('partner',  'writes a response on it',                      upd('ai_partner_communications', { id: M.aiCommunication }, { partner_response: 'Thanks' }), err(DENIED)),
  cell('owner',    'deletes it',                                   del('ai_partner_communications', { id: M.aiCommunication }), err(DENIED)),
  cell('service',  'writes an AI communication',                   ins('ai_partner_communications', { id: M.newAiCommunication, from_user_id: '<owner>', to_user_id: '<partner>', ai_message: 'A kind word', trigger_type: 'timing_optimization' }), ok),
  cell('service',  'records the partner\'s response',              upd('ai_partner_communications', { id: M.aiCommunication }, { partner_response: 'Thank you' }), rows(1)),
  cell('service',  'writes an AI communication to a stranger',     ins('ai_partner_communications', { from_user_id: '<owner>', to_user_id: '<stranger>', ai_message: 'x', trigger_type: 'emotional_bridging' }), err(RULE, AI_NEEDS_CONNECTION)),
  cell('service',  'writes an AI communication across a waiting request', ins('ai_partner_communications', { from_user_id: '<requester>', to_user_id: '<owner>', ai_message: 'x', trigger_type: 'emotional_bridging' }), err(RULE, AI_NEEDS_CONNECTION)),
  cell('service',  'writes an AI communication across a block',    ins('ai_partner_communications', { from_user_id: '<blocked>', to_user_id: '<owner>', ai_message: 'x', trigger_type: 'conflict_mediation' }), err(RULE, AI_NEEDS_CONNECTION)),

  // ─── blocks: the blocker alone sees, makes and lifts them; a block removes every link ──────
  cell('anon',     'reads blocks',                                 sel('blocks', { blocker_id: '<owner>' }),                   err(DENIED)),
  cell('owner',    'reads their block',                            sel('blocks', { blocker_id: '<owner>' }),                   rows(1, { blocked_id: '<blocked>' })),
  cell('blocked',  'reads the block naming them',                  sel('blocks', { blocked_id: '<blocked>' }),                 rows(0)),
  cell('blocked',  'reads the blocker\'s blocks',                  sel('blocks', { blocker_id: '<owner>' }),                   rows(0)),
  cell('service',  'reads blocks',                                 sel('blocks', { blocker_id: '<owner>' }),                   rows(1)),
  cell('owner',    'blocks the partner: their link is removed',    ins('blocks', { blocker_id: '<owner>', blocked_id: '<partner>' }), ok, after('relationships', M.relationship, null)),
  cell('owner',    'blocks the requester: the request is removed', ins('blocks', { blocker_id: '<owner>', blocked_id: '<requester>' }), ok, after('relationships', M.pendingRequest, null)),
  cell('requester','blocks the owner: their own request is removed', ins('blocks', { blocker_id: '<requester>', blocked_id: '<owner>' }), ok, after('relationships', M.pendingRequest, null)),
  cell('owner',    'blocks an id that belongs to nobody',          ins('blocks', { blocker_id: '<owner>', blocked_id: NOBODY }), err(RULE, NOT_FOUND)),
  cell('owner',    'blocks themselves',                            ins('blocks', { blocker_id: '<owner>', blocked_id: '<owner>' }), err(CHECK)),
  cell('owner',    'blocks the person they already blocked',       ins('blocks', { blocker_id: '<owner>', blocked_id: '<blocked>' }), err(DUPLICATE)),
  cell('partner',  'makes a block in the owner\'s name',           ins('blocks', { blocker_id: '<owner>', blocked_id: '<stranger>' }), err(DENIED)),
  cell('blocked',  'blocks the owner who blocked them: same as an unknown id', ins('blocks', { blocker_id: '<blocked>', blocked_id: '<owner>' }), err(RULE, NOT_FOUND)),
  cell('blocked',  'block_person on the owner who blocked them',   rpc('block_person', { person: '<owner>' }),                 err(RULE, NOT_FOUND)),
  cell('partner',  'blocks the owner',                             ins('blocks', { blocker_id: '<partner>', blocked_id: '<owner>' }), ok, after('relationships', M.relationship, null)),
  cell('owner',    'changes when they blocked',                    upd('blocks', { blocker_id: '<owner>' }, { created_at: someday }), err(DENIED)),
  cell('owner',    'blocks the partner with block_person',         rpc('block_person', { person: '<partner>' }),               ok, after('relationships', M.relationship, null)),
  cell('owner',    'block_person on someone already blocked',      rpc('block_person', { person: '<blocked>' }),               ok, after('blocks', { blocker_id: '<owner>', blocked_id: '<blocked>' }, { blocked_id: '<blocked>' })),
  cell('owner',    'block_person on an id that belongs to nobody', rpc('block_person', { person: NOBODY }),                    err(RULE, NOT_FOUND)),
  cell('anon',     'block_person',                                 rpc('block_person', { person: '<owner>' }),                 err(DENIED)),
  cell('owner',    'lists the people they blocked',                rpc('list_blocked_people'),                                 rows(1, { user_id: '<blocked>', display_name: 'Bob Blocked', blocked_at: NOT_NULL }, ['blocked_at', 'display_name', 'user_id'])),
  cell('blocked',  'lists the people they blocked',                rpc('list_blocked_people'),                                 rows(0)),
  cell('anon',     'list_blocked_people',                          rpc('list_blocked_people'),                                 err(DENIED)),
  cell('blocked',  'lifts the block on themselves',                del('blocks', { blocker_id: '<owner>', blocked_id: '<blocked>' }), rows(0), after('blocks', { blocker_id: '<owner>', blocked_id: '<blocked>' }, { blocked_id: '<blocked>' })),
  cell('owner',    'unblocks',                                     del('blocks', { blocker_id: '<owner>', blocked_id: '<blocked>' }), rows(1), after('blocks', { blocker_id: '<owner>', blocked_id: '<blocked>' }, null)),

  // ─── notification_preferences: own row ─────────────────────────────────────────────────────────
  cell('anon',     'reads preferences',                            sel('notification_preferences', { user_id: '<owner>' }),   rows(0)),
  cell('owner',    'reads own defaults',                           sel('notification_preferences', { user_id: '<owner>' }),   rows(1, { new_messages: true, ai_guidance: true, relationship_milestones: true, weekly_checkins: true, push_enabled: false, email_enabled: true })),
  cell('partner',  'reads the owner\'s preferences',               sel('notification_preferences', { user_id: '<owner>' }),   rows(0)),
  cell('owner',    'turns push on',                                upd('notification_preferences', { user_id: '<owner>' }, { push_enabled: true }), rows(1, { push_enabled: true })),
  cell('partner',  'turns the owner\'s messages off',              upd('notification_preferences', { user_id: '<owner>' }, { new_messages: false }), rows(0)),
  cell('partner',  'creates preferences for the stranger',         ins('notification_preferences', { user_id: '<stranger>' }), err(DENIED)),
  cell('owner',    'deletes own preferences',                      del('notification_preferences', { user_id: '<owner>' }),   rows(1)),
  cell('stranger', 'deletes the owner\'s preferences',             del('notification_preferences', { user_id: '<owner>' }),   rows(0)),

  // ─── notifications: own rows ───────────────────────────────────────────────────────────────────
  cell('anon',     'reads notifications',                          sel('notifications', { id: M.notification }),             rows(0)),
  cell('owner',    'reads own notification',                       sel('notifications', { id: M.notification }),             rows(1)),
  cell('partner',  'reads the owner\'s notification',              sel('notifications', { id: M.notification }),             rows(0)),
  cell('staff',    'reads the owner\'s notification',              sel('notifications', { id: M.notification }),             rows(0)),
  cell('owner',    'marks own notification read',                  upd('notifications', { id: M.notification }, { read: true }), rows(1, { read: true })),
  cell('partner',  'marks the owner\'s notification read',         upd('notifications', { id: M.notification }, { read: true }), rows(0)),
  cell('owner',    'creates a notification for the partner',       ins('notifications', { user_id: '<partner>', type: 'new_message', title: 'Fake', message: 'x' }), err(DENIED)),
  cell('owner',    'creates a notification for themselves',        ins('notifications', { id: M.newNotification, user_id: '<owner>', type: 'ai_guidance', title: 'Reminder', message: 'x' }), ok),
  cell('owner',    'deletes own notification',                     del('notifications', { id: M.notification }),             rows(1)),
  cell('stranger', 'deletes the owner\'s notification',            del('notifications', { id: M.notification }),             rows(0)),
  cell('service',  'creates a notification (send-notification)',   ins('notifications', { id: M.newNotification, user_id: '<partner>', type: 'ai_guidance', title: 'Tip', message: 'x' }), ok),

  // ─── push_subscriptions: own rows ──────────────────────────────────────────────────────────────
  cell('anon',     'reads push subscriptions',                     sel('push_subscriptions', { id: M.pushSubscription }),     rows(0)),
  cell('owner',    'reads own push subscription',                  sel('push_subscriptions', { id: M.pushSubscription }),     rows(1)),
  cell('partner',  'reads the owner\'s push subscription',         sel('push_subscriptions', { id: M.pushSubscription }),     rows(0)),
  cell('owner',    'registers another device',                     ins('push_subscriptions', { id: M.newPushSubscription, user_id: '<owner>', endpoint: 'https://push.example.test/owner-2', p256dh: 'k', auth: 'a' }), ok),
  cell('partner',  'registers a device for the owner',             ins('push_subscriptions', { user_id: '<owner>', endpoint: 'https://push.example.test/evil', p256dh: 'k', auth: 'a' }), err(DENIED)),
  cell('owner',    'updates own subscription',                     upd('push_subscriptions', { id: M.pushSubscription }, { user_agent: 'Firefox' }), rows(1)),
  cell('partner',  'updates the owner\'s subscription',            upd('push_subscriptions', { id: M.pushSubscription }, { endpoint: 'https://evil.example' }), rows(0)),
  cell('partner',  'deletes the owner\'s subscription',            del('push_subscriptions', { id: M.pushSubscription }),     rows(0)),
  cell('owner',    'unsubscribes a device',                        del('push_subscriptions', { id: M.pushSubscription }),     rows(1)),

  // ─── feedback: anyone submits; only staff read and change status/admin_notes ─────────────────
  cell('anon',     'submits anonymous feedback',                   ins('feedback', { id: M.newFeedback, user_id: null, subject: 'Hello', message: 'Lovely app', feedback_type: 'testimonial', images: ['anonymous/1700000000000-0.png'] }), ok),
  cell('anon',     'submits feedback in the owner\'s name',        ins('feedback', { user_id: '<owner>', subject: 'x', message: 'y' }), err(DENIED)),
  cell('anon',     'submits feedback already resolved',            ins('feedback', { user_id: null, subject: 'x', message: 'y', status: 'resolved' }), err(DENIED)),
  cell('owner',    'submits feedback as themselves',               ins('feedback', { id: M.newFeedback, user_id: '<owner>', name: 'Olivia', email: 'olivia@example.test', subject: 'Idea', message: 'More Torah sources', feedback_type: 'feature_request' }), ok),
  cell('owner',    'submits feedback without their id',            ins('feedback', { id: M.newFeedback, user_id: null, subject: 'Idea', message: 'Anonymous please' }), ok),
  cell('owner',    'submits feedback in the partner\'s name',      ins('feedback', { user_id: '<partner>', subject: 'x', message: 'y' }), err(DENIED)),
  cell('owner',    'submits feedback with 6 images',               ins('feedback', { user_id: '<owner>', subject: 'x', message: 'y', images: ['a', 'b', 'c', 'd', 'e', 'f'] }), err(CHECK)),
  cell('anon',     'reads feedback',                               sel('feedback', { id: M.feedback }),                       rows(0)),
  cell('owner',    'reads their own submitted feedback',           sel('feedback', { id: M.feedback }),                       rows(0)),
  cell('staff',    'reads feedback',                               sel('feedback', { id: M.feedback }),                       rows(1)),
  cell('service',  'reads feedback',                               sel('feedback', { id: M.feedback }),                       rows(1)),
  cell('anon',     'updates feedback status',                      upd('feedback', { id: M.feedback }, { status: 'resolved' }), err(DENIED)),
  cell('owner',    'updates feedback status (not staff)',          upd('feedback', { id: M.feedback }, { status: 'resolved' }), rows(0), after('feedback', M.feedback, { status: 'new' })),
  cell('staff',    'marks feedback in review with notes',          upd('feedback', { id: M.feedback }, { status: 'in_review', admin_notes: 'Looking into it' }), rows(1, { status: 'in_review', admin_notes: 'Looking into it' })),
  cell('staff',    'rewrites the feedback message',                upd('feedback', { id: M.feedback }, { message: 'Edited' }), err(DENIED)),
  cell('staff',    'sets an unknown status',                       upd('feedback', { id: M.feedback }, { status: 'done' }),   err(CHECK)),
  cell('staff',    'deletes feedback',                             del('feedback', { id: M.feedback }),                       err(DENIED)),
  cell('service',  'deletes feedback',                             del('feedback', { id: M.feedback }),                       rows(1)),

  // ─── staff_members: nobody joins through the API ───────────────────────────────────────────────
  cell('anon',     'reads staff members',                          sel('staff_members', { user_id: '<staff>' }),              rows(0)),
  cell('owner',    'reads staff members',                          sel('staff_members', { user_id: '<staff>' }),              rows(0)),
  cell('staff',    'reads own membership',                         sel('staff_members', { user_id: '<staff>' }),              rows(1)),
  cell('owner',    'makes themselves staff',                       ins('staff_members', { user_id: '<owner>' }),              err(DENIED)),
  cell('staff',    'removes their own membership',                 del('staff_members', { user_id: '<staff>' }),              err(DENIED)),

  // ─── RPCs ──────────────────────────────────────────────────────────────────────────────────────
  cell('anon',     'is_staff',                                     rpc('is_staff'),                                           value(false)),
  cell('owner',    'is_staff',                                     rpc('is_staff'),                                           value(false)),
  cell('staff',    'is_staff',                                     rpc('is_staff'),                                           value(true)),
  cell('owner',    'get_related_display_names for partner + stranger', rpc('get_related_display_names', { ids: ['<partner>', '<stranger>', '<staff>'] }), rows(1, { id: '<partner>', display_name: 'Paul Partner' }, ['display_name', 'id'])),
  cell('partner',  'get_related_display_names for the owner',      rpc('get_related_display_names', { ids: ['<owner>'] }),    rows(1, { display_name: 'Owner Name' })),
  cell('stranger', 'get_related_display_names for the owner',      rpc('get_related_display_names', { ids: ['<owner>', '<partner>'] }), rows(0)),
  cell('anon',     'get_related_display_names',                    rpc('get_related_display_names', { ids: ['<owner>'] }),    err(DENIED)),
  cell('stranger', 'get_connection_profile_info (connect link)',   rpc('get_connection_profile_info', { user_id: '<owner>' }), rows(1, { display_name: 'Owner Name', first_name: 'Olivia', last_name: 'Owner', invite_valid: false }, ['display_name', 'first_name', 'invite_valid', 'last_name'])),
  cell('owner',    'get_connection_profile_info of someone without a profile', rpc('get_connection_profile_info', { user_id: '<stranger>' }), rows(0)),
  cell('anon',     'get_connection_profile_info',                  rpc('get_connection_profile_info', { user_id: '<owner>' }), err(DENIED)),

  // ─── blocks hide the blocker; names go to the blocker, not to the blocked ────────────────────
  cell('blocked',  'get_related_display_names for the owner who blocked them', rpc('get_related_display_names', { ids: ['<owner>'] }), rows(0)),
  cell('owner',    'get_related_display_names for the blocked and the requester', rpc('get_related_display_names', { ids: ['<blocked>', '<requester>'] }), rows(2)),
  cell('requester','get_related_display_names for the owner they asked', rpc('get_related_display_names', { ids: ['<owner>'] }), rows(1, { display_name: 'Owner Name' })),
  cell('blocked',  'get_connection_profile_info of the owner who blocked them', rpc('get_connection_profile_info', { user_id: '<owner>', invite: '<owner-invite>' }), rows(0)),
  cell('owner',    'get_connection_profile_info of the person they blocked', rpc('get_connection_profile_info', { user_id: '<blocked>' }), rows(0)),

  // ─── connect links: a signed, revocable invite connects at once ──────────────────────────────
  cell('owner',    'gets their connect token',                     rpc('get_connect_invite'),                                  value('<owner-invite>')),
  cell('anon',     'get_connect_invite',                           rpc('get_connect_invite'),                                  err(DENIED)),
  // An invitation introduces itself to a signed-out visitor: the inviter's display name, for the
  // inviter's current token only — nothing for an id alone, an old token, another's token or a block.
  cell('anon',     'invitation_preview with the owner\'s current token', rpc('invitation_preview', { inviter: '<owner>', invite: '<owner-invite>' }), value('Owner Name')),
  cell('stranger', 'invitation_preview with the owner\'s current token', rpc('invitation_preview', { inviter: '<owner>', invite: '<owner-invite>' }), value('Owner Name')),
  cell('anon',     'invitation_preview without a token',           rpc('invitation_preview', { inviter: '<owner>', invite: null }), value(null)),
  cell('anon',     'invitation_preview with a guessed token',      rpc('invitation_preview', { inviter: '<owner>', invite: 'guess' }), value(null)),
  cell('anon',     'invitation_preview with the owner\'s token for the partner', rpc('invitation_preview', { inviter: '<partner>', invite: '<owner-invite>' }), value(null)),
  cell('blocked',  'invitation_preview of the owner who blocked them', rpc('invitation_preview', { inviter: '<owner>', invite: '<owner-invite>' }), value(null)),
  cell('owner',    'renews their connect token',                   rpc('renew_connect_invite'),                                value('<owner-next-invite>')),
  cell('anon',     'invitation_preview with the token from before the renewal', rpc('invitation_preview', { inviter: '<owner>', invite: '<owner-old-invite>' }), value(null)),
  cell('stranger', 'checks the owner\'s current token',            rpc('get_connection_profile_info', { user_id: '<owner>', invite: '<owner-invite>' }), rows(1, { display_name: 'Owner Name', invite_valid: true })),
  cell('stranger', 'checks the owner\'s token from before the renewal', rpc('get_connection_profile_info', { user_id: '<owner>', invite: '<owner-old-invite>' }), rows(1, { invite_valid: false })),
  cell('stranger', 'opens the owner\'s connect link: connected at once', rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), ok, after('relationships', { user_id: '<stranger>', related_user_id: '<owner>' }, { connection_state: 'accepted', relation_type: 'spouse' })),
  cell('stranger', 'opens the owner\'s link from before the renewal', rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-old-invite>' }), err(RULE, INVITE_INVALID), after('relationships', { user_id: '<stranger>', related_user_id: '<owner>' }, null)),
  cell('stranger', 'uses the owner\'s token to reach the partner', rpc('connect_with_invite', { inviter: '<partner>', invite: '<owner-invite>' }), err(RULE, INVITE_INVALID)),
  cell('stranger', 'uses the owner\'s token with an id of nobody', rpc('connect_with_invite', { inviter: NOBODY, invite: '<owner-invite>' }), err(RULE, INVITE_INVALID)),
  cell('blocked',  'opens the link of the owner who blocked them', rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), err(RULE, INVITE_INVALID)),
  cell('requester','opens the owner\'s link while their request waits', rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), ok, after('relationships', M.pendingRequest, { connection_state: 'accepted' })),
  cell('partner',  'opens the owner\'s link, already connected',   rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), err(DUPLICATE)),
  cell('owner',    'opens their own connect link',                 rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), err(CHECK)),
  cell('anon',     'connect_with_invite',                          rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), err(DENIED)),

  // ─── storage bucket feedback-images: upload to own folder or anonymous/; only staff read ────
  cell('anon',     'uploads into anonymous/',                      upload(png('anonymous', 'anon-0.png')),                    allowed),
  cell('anon',     'uploads into the owner\'s folder',             upload(png('<owner>', 'anon-1.png')),                      denied),
  cell('owner',    'uploads into own folder',                      upload(png('<owner>', 'owner-0.png')),                     allowed),
  cell('owner',    'uploads into anonymous/',                      upload(png('anonymous', 'owner-1.png')),                   allowed),
  cell('owner',    'uploads into the partner\'s folder',           upload(png('<partner>', 'owner-2.png')),                   denied),
  cell('owner',    'uploads into a nested folder',                 upload(png('<owner>/nested', 'owner-3.png')),              denied),
  cell('anon',     'signs a URL for a feedback image',             sign(png('<owner>', 'fixture-0.png')),                     denied),
  cell('owner',    'signs a URL for own feedback image',           sign(png('<owner>', 'fixture-0.png')),                     denied),
  cell('partner',  'signs a URL for a feedback image',             sign(png('<owner>', 'fixture-0.png')),                     denied),
  cell('staff',    'signs a URL for a feedback image (3600 s)',    sign(png('<owner>', 'fixture-0.png')),                     allowed),

  // ─── guests (anonymous sign-in): a visitor's rights only; each refusal here is allowed to the
  //     registered stranger above, so the guest rule (20261125000100) is what refuses it ─────────
  cell('guest',    'creates own profile (onboarding)',             ins('profiles', { id: '<guest>', display_name: 'Guest', first_name: 'G', last_name: 'Uest', gender: 'male', marital_status: 'single', date_of_birth: '1995-02-02', birth_year: 1995, num_children: 0, observance_level: 'traditional', languages: ['English'], consent: false }), err(DENIED)),
  cell('guest',    'asks the owner to connect',                    ins('relationships', { id: M.newRelationship, user_id: '<guest>', related_user_id: '<owner>', relation_type: 'friend' }), err(DENIED), after('relationships', M.newRelationship, null)),
  cell('guest',    'creates a private AI chat',                    ins('conversations', { id: M.newConversation, user_id: '<guest>', partner_user_id: null, title: 'Private chat' }), err(DENIED), after('conversations', M.newConversation, null)),
  cell('guest',    'registers a device for push',                  ins('push_subscriptions', { id: M.newPushSubscription, user_id: '<guest>', endpoint: 'https://push.example.test/guest', p256dh: 'k', auth: 'a' }), err(DENIED)),
  cell('guest',    'creates a notification for themselves',        ins('notifications', { user_id: '<guest>', type: 'ai_guidance', title: 'x', message: 'x' }), err(DENIED)),
  cell('guest',    'blocks the owner',                             rpc('block_person', { person: '<owner>' }),                err(DENIED)),
  cell('guest',    'gets a connect link',                          rpc('get_connect_invite'),                                 err(DENIED, GUEST)),
  cell('guest',    'renews a connect link',                        rpc('renew_connect_invite'),                               err(DENIED, GUEST)),
  cell('guest',    'opens the owner\'s connect link',              rpc('connect_with_invite', { inviter: '<owner>', invite: '<owner-invite>' }), err(DENIED, GUEST), after('relationships', { user_id: '<guest>', related_user_id: '<owner>' }, null)),
  cell('guest',    'looks the owner up by id (connect page)',      rpc('get_connection_profile_info', { user_id: '<owner>', invite: '<owner-invite>' }), rows(0)),
  cell('guest',    'is_staff',                                     rpc('is_staff'),                                           value(false)),
  cell('guest',    'submits feedback as themselves, like a visitor', ins('feedback', { id: M.newFeedback, user_id: '<guest>', subject: 'Hello', message: 'Lovely app', feedback_type: 'testimonial' }), ok),
  cell('guest',    'uploads a feedback screenshot into own folder', upload(png('<guest>', 'guest-0.png')),                    allowed),
];

/** Replaces '<owner>', '<owner-invite>' etc. anywhere inside a value with its run-time value. */
export function resolvePeople<T>(input: T, people: Record<string, string>): T {
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/<([a-z][a-z-]*)>/g, (placeholder, key: string) => people[key] ?? placeholder);
    if (Array.isArray(v)) return v.map(swap);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  return swap(input) as T;
}

/** The cell's label in test output: "partner · messages · update: edits the owner's message → error 42501". */
export function describeCell(c: Cell): string {
  const target =
    c.op.kind === 'rpc' ? `rpc ${c.op.fn}` : c.op.kind === 'upload' || c.op.kind === 'sign' ? `storage ${c.op.kind}` : `${c.op.table} · ${c.op.kind}`;
  const e = c.expect;
  const outcome =
    e.kind === 'rows' ? `${e.n} row(s)` : e.kind === 'ok' ? 'ok' : e.kind === 'error' ? `error ${e.code}` : e.kind === 'value' ? `returns ${String(e.value)}` : e.allowed ? 'allowed' : 'denied';
  return `${c.actor} · ${target}: ${c.what} → ${outcome}`;
}

/** Whether a cell changes data (the backend runner restores the fixture after those). */
export const mutates = (c: Cell): boolean =>
  c.op.kind === 'rpc' ? WRITING_RPCS.has(c.op.fn) : c.op.kind !== 'select' && c.op.kind !== 'sign';
