import { useCallback } from 'react';
import { useRemoteServices, useSession, type SessionSnapshot, type ShalomSupabaseClient } from '@shalom/shared';
import { DataError } from './dataError';
import { linkText, type ToastMessage } from './linkMessages';

export interface FeatureServices {
  session: SessionSnapshot;
  /** The page's one supabase client; throws a DataError when the remote runs without a backend. */
  client(): ShalomSupabaseClient;
  toast(message: ToastMessage): void;
}

/** What both screens need from the platform: the session, the client and the shell's toaster. */
export function useFeatureServices(): FeatureServices {
  const { bus, supabase } = useRemoteServices();
  const session = useSession(bus);
  const client = useCallback((): ShalomSupabaseClient => {
    if (!supabase) throw new DataError(linkText.noServer);
    return supabase;
  }, [supabase]);
  const toast = useCallback((message: ToastMessage) => bus.publish({ type: 'toast', ...message }), [bus]);
  return { session, client, toast };
}
