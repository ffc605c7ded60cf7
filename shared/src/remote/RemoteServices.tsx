import { createContext, useContext, type ReactNode } from 'react';
import type { EventBus } from '../bus/eventBus';
import type { ShalomSupabaseClient } from '../supabase/supabaseClient';

/** What a remote's features use: the bus and the supabase client handed over by the shell. */
export interface RemoteServices {
  bus: EventBus;
  /** Null only when a remote runs alone without a reachable /config.json. */
  supabase: ShalomSupabaseClient | null;
}

const RemoteServicesContext = createContext<RemoteServices | null>(null);

export function RemoteServicesProvider({ services, children }: { services: RemoteServices; children: ReactNode }) {
  return <RemoteServicesContext.Provider value={services}>{children}</RemoteServicesContext.Provider>;
}

/** The services of the remote this component belongs to. */
export function useRemoteServices(): RemoteServices {
  const services = useContext(RemoteServicesContext);
  if (!services) throw new Error('useRemoteServices must be used inside RemoteServicesProvider');
  return services;
}
