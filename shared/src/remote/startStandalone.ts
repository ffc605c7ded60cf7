import { getEventBus } from '../bus/eventBus';
import { fetchRuntimeConfig } from '../config/runtimeConfig';
import { connectSessionToBus } from '../session/connectSessionToBus';
import { loadSupabaseClient } from '../supabase/supabaseClient';
import type { RemoteServices } from './RemoteServices';

/**
 * For a remote running alone on its dev server: play the shell's part (config, client, session)
 * so the remote's screens work without the shell. Without a /config.json the remote still renders,
 * signed out and without data.
 */
export async function startStandalone(configUrl = '/config.json'): Promise<RemoteServices> {
  const bus = getEventBus();
  try {
    const config = await fetchRuntimeConfig(configUrl);
    const supabase = await loadSupabaseClient(config);
    connectSessionToBus(supabase, bus);
    return { bus, supabase };
  } catch (error) {
    console.warn(`[standalone] ${configUrl} unavailable; running without a backend`, error);
    bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
    return { bus, supabase: null };
  }
}
