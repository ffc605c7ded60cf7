// THE RLS MATRIX: who may do what to which rows, one line per cell.
//
// Actors: anon (no session), owner and partner (married, linked, sharing a thread), stranger
// (signed in, linked to nobody, no profile), staff (in staff_members), service (service role key).
// Values written '<owner>', '<partner>', ... are replaced by that person's user id at run time.
// Each cell is run from the fixture of ./fixture.ts by two runners: SQL against PGlite/PostgreSQL
// (rls-matrix.sql.test.ts) and supabase-js against the real backend (rls-matrix.test.ts).
import { ROW, type Actor } from './fixture';

export type Table =
  | 'profiles' | 'relationships' | 'conversations' | 'messages' | 'partner_communication_consent'
  | 'partner_info' | 'ai_partner_communications' | 'notification_preferences' | 'notifications'
  | 'push_subscriptions' | 'feedback' | 'staff_members';

export type Values = Record<string, unknown>;

export type Operation =
  | { kind: 'select'; table: Table; match: Values }
  | { kind: 'insert'; table: Table; values: Values }
  | { kind: 'update'; table: Table; match: Values; values: Values }
  | { kind: 'delete'; table: Table; match: Values }
  | { kind: 'rpc'; fn: RpcName; args: Values }
  | { kind: 'upload'; path: string }
  | { kind: 'sign'; path: string };

export type RpcName = 'is_staff' | 'get_related_display_names' | 'get_connection_profile_info' | 'get_partner_consent';

export type Expected =
  /** success; select/update/delete/rpc return exactly n rows (first row matching `first`, with exactly `keys`) */
  | { kind: 'rows'; n: number; first?: Values; keys?: string[] }
  /** insert succeeded */
  | { kind: 'ok' }
  /** refused with this SQLSTATE (PostgREST passes it through as error.code) */
  | { kind: 'error'; code: string }
  /** scalar RPC result */
  | { kind: 'value'; value: unknown }
  /** storage: allowed or denied */
  | { kind: 'storage'; allowed: boolean };

/** What the row must look like afterwards (read as the database owner); null = row is gone. */
export interface After {
  table: Table;
  id: string;
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
const err = (code: string): Expected => ({ kind: 'error', code });
const value = (v: unknown): Expected => ({ kind: 'value', value: v });
const allowed: Expected = { kind: 'storage', allowed: true };
const denied: Expected = { kind: 'storage', allowed: false };
const after = (table: Table, id: string, is: Values | null): After => ({ table, id, is });

const cell = (actor: Actor, what: string, op: Operation, expect: Expected, then?: After): Cell =>
  ({ actor, what, op, expect, ...(then ? { after: then } : {}) });

const DENIED = '42501'; // insufficient_privilege: RLS WITH CHECK, missing grant, rule trigger
const RULE = 'P0001'; // raise_exception: a product rule (deleted message, 2-hour window, ...)
const DUPLICATE = '23505'; // 'Already connected'
const CHECK = '23514'; // check_violation

const M = ROW;
const shared = ROW.sharedConversation;
const priv = ROW.privateConversation;
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
  cell('owner',    'links to the stranger as themselves',          ins('relationships', { id: M.newRelationship, user_id: '<owner>', related_user_id: '<stranger>', relation_type: 'friend', status: null, notes: null, rabbi_involved: null, beit_din_involved: null }), ok),
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
  cell('stranger', 'get_connection_profile_info (connect link)',   rpc('get_connection_profile_info', { user_id: '<owner>' }), rows(1, { display_name: 'Owner Name', first_name: 'Olivia', last_name: 'Owner' }, ['display_name', 'first_name', 'last_name'])),
  cell('owner',    'get_connection_profile_info of someone without a profile', rpc('get_connection_profile_info', { user_id: '<stranger>' }), rows(0)),
  cell('anon',     'get_connection_profile_info',                  rpc('get_connection_profile_info', { user_id: '<owner>' }), err(DENIED)),

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
];

/** Replaces '<owner>' etc. anywhere inside a value with that person's id. */
export function resolvePeople<T>(input: T, people: Record<string, string>): T {
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/<(owner|partner|stranger|staff)>/g, (_, who: string) => people[who] ?? who);
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
export const mutates = (c: Cell): boolean => c.op.kind !== 'select' && c.op.kind !== 'rpc' && c.op.kind !== 'sign';
