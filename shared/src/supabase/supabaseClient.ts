import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { CLIENT_KEY, slotHolder as slotHolderOf } from './clientSlot';

export type ShalomSupabaseClient = SupabaseClient<Database>;

// The slot lives in its own module so quick exit can read the project without this one.
const slotHolder = () => slotHolderOf<ShalomSupabaseClient>();

/**
 * Creates the page's one supabase client from runtime config, or returns the one already created.
 * supabase-js is imported on demand so the landing page paints before the ~40 KB client arrives.
 * Two clients on one page would each refresh tokens and fight over the stored session.
 */
export function loadSupabaseClient(
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
): Promise<ShalomSupabaseClient> {
  const holder = slotHolder();
  const existing = holder[CLIENT_KEY];
  if (existing) {
    if (existing.url !== config.supabaseUrl || existing.anonKey !== config.supabaseAnonKey) {
      console.warn('[supabase] a client already exists for another project; reusing it');
    }
    return existing.client;
  }
  const client = import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  holder[CLIENT_KEY] = { url: config.supabaseUrl, anonKey: config.supabaseAnonKey, client };
  // A failed import must not poison the slot: the next call may try again.
  client.catch(() => {
    if (holder[CLIENT_KEY]?.client === client) delete holder[CLIENT_KEY];
  });
  return client;
}

/**
 * Backstop for code that runs outside a mounted remote (the shell hands the client to remotes as
 * a custom prop; this only finds the same client when that prop is missing).
 */
export function getExistingSupabaseClient(): Promise<ShalomSupabaseClient> | undefined {
  return slotHolder()[CLIENT_KEY]?.client;
}
