import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, ShalomSupabaseClient } from '@shalom/shared';

/**
 * The contact-consent additions to the schema (/work/notes/contact-consent-contract.md), typed by
 * hand for as long as shared/src/database.types.ts has not been regenerated from the migration
 * that adds them. Narrow on purpose: only what these screens call. When the generated types have
 * them, this file goes and the api module uses the page's client directly.
 */

export type ConnectionState = 'requested' | 'accepted';

type PublicSchema = Database['public'];
type RelationshipsTable = PublicSchema['Tables']['relationships'];
type ConversationsTable = PublicSchema['Tables']['conversations'];

interface BlocksTable {
  Row: { blocker_id: string; blocked_id: string; created_at: string };
  Insert: { blocker_id?: string; blocked_id: string; created_at?: string };
  Update: { blocker_id?: string; blocked_id?: string; created_at?: string };
  Relationships: [];
}

interface LeftAt {
  user_left_at: string | null;
  partner_left_at: string | null;
}

interface ConsentFunctions {
  get_connect_invite: { Args: never; Returns: string };
  renew_connect_invite: { Args: never; Returns: string };
  get_connection_profile_info: {
    Args: { user_id: string; invite?: string };
    Returns: { display_name: string | null; first_name: string | null; last_name: string | null; invite_valid: boolean }[];
  };
  connect_with_invite: {
    Args: { inviter: string; invite: string; relation_type?: string; status?: string };
    Returns: string;
  };
  list_blocked_people: {
    Args: never;
    Returns: { user_id: string; display_name: string | null; blocked_at: string }[];
  };
  block_person: { Args: { person: string }; Returns: undefined };
  leave_conversation: { Args: { conversation_id: string }; Returns: undefined };
}

/** Flattens an intersection into one object type, as supabase-js's schema checks expect. */
type Flat<T> = { [K in keyof T]: T[K] };

type ConsentTables = Flat<
  Omit<PublicSchema['Tables'], 'relationships' | 'conversations'> & {
    relationships: {
      Row: Flat<RelationshipsTable['Row'] & { connection_state: ConnectionState }>;
      Insert: Flat<RelationshipsTable['Insert'] & { connection_state?: ConnectionState }>;
      Update: Flat<RelationshipsTable['Update'] & { connection_state?: ConnectionState }>;
      Relationships: [];
    };
    conversations: {
      Row: Flat<ConversationsTable['Row'] & LeftAt>;
      Insert: Flat<ConversationsTable['Insert'] & Partial<LeftAt>>;
      Update: Flat<ConversationsTable['Update'] & Partial<LeftAt>>;
      Relationships: [];
    };
    blocks: BlocksTable;
  }
>;

export type ConsentDatabase = {
  __InternalSupabase: Database['__InternalSupabase'];
  public: {
    Tables: ConsentTables;
    Views: PublicSchema['Views'];
    Functions: Flat<Omit<PublicSchema['Functions'], keyof ConsentFunctions> & ConsentFunctions>;
    Enums: PublicSchema['Enums'];
    CompositeTypes: PublicSchema['CompositeTypes'];
  };
};

export type ConsentClient = SupabaseClient<ConsentDatabase>;

/** The page's one client, seen through the contract's types (the same object, no new client). */
export function consentClient(client: ShalomSupabaseClient): ConsentClient {
  return client as unknown as ConsentClient;
}
