// Arranging people for the consent and partner-communicator suites: profiles, an accepted link and
// consent rows, written as the database owner (the tests then act only through supabase-js).
import type { SignedUpUser, TestBackend } from '../harness';

export interface PersonOptions {
  name: string;
  consent?: boolean;
  /** Omitted: New York. null: the profile names no place, so no Shabbat hold can apply. */
  timezone?: string | null;
  location?: string | null;
}

export async function withProfile(backend: TestBackend, person: SignedUpUser, options: PersonOptions): Promise<void> {
  await backend.sql(
    `insert into public.profiles (id, display_name, first_name, last_name, consent, timezone, location)
     values ($1, $2, $2, 'Test', $3, $4, $5)
     on conflict (id) do update set consent = excluded.consent, timezone = excluded.timezone, location = excluded.location`,
    [
      person.user.id,
      options.name,
      options.consent ?? true,
      options.timezone === undefined ? 'America/New_York' : options.timezone,
      options.location === undefined ? 'United States' : options.location,
    ],
  );
}

export async function connect(backend: TestBackend, a: SignedUpUser, b: SignedUpUser): Promise<void> {
  await backend.sql(
    `insert into public.relationships (user_id, related_user_id, relation_type, status, connection_state)
     values ($1, $2, 'spouse', 'married', 'accepted')`,
    [a.user.id, b.user.id],
  );
}

/** A conversation `owner` opens with `partner`, as the app does: an insert as `owner` through supabase-js. */
export async function openThread(owner: SignedUpUser, partner: SignedUpUser, title = 'Private chat'): Promise<string> {
  const { data, error } = await owner.client.from('conversations').insert({ user_id: owner.user.id, partner_user_id: partner.user.id, title }).select('id').single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

/** A message `from` sends in a conversation, as the app does; its id. */
export async function sendMessage(from: SignedUpUser, conversationId: string, content: string): Promise<string> {
  const { data, error } = await from.client
    .from('messages')
    .insert({ conversation_id: conversationId, sender_user_id: from.user.id, sender_type: 'user', content, metadata: {} })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

export interface ConsentRow {
  share_context?: boolean;
  emotional_bridging?: boolean;
  timing_optimization?: boolean;
  conflict_mediation?: boolean;
  boundary_keywords?: string[];
  communication_triggers?: string[];
  temporal_consent_until?: string | null;
}

/** Saves `from`'s consent toward `to` the way the app does: an upsert as `from` through supabase-js. */
export async function saveConsent(from: SignedUpUser, to: SignedUpUser, row: ConsentRow): Promise<void> {
  const { error } = await from.client
    .from('partner_communication_consent')
    .upsert({ user_id: from.user.id, partner_user_id: to.user.id, ...row }, { onConflict: 'user_id,partner_user_id' });
  if (error) throw new Error(`consent upsert failed: ${error.message}`);
}
