import { useCallback } from 'react';
import { useRemoteServices, useSession, type SessionSnapshot, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';
import { AiDataError } from './aiGuidanceApi';

export interface Toast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface AiServices {
  session: SessionSnapshot;
  client(): ShalomSupabaseClient;
  toast(message: Toast): void;
}

export function useAiServices(): AiServices {
  const { bus, supabase } = useRemoteServices();
  const session = useSession(bus);
  const client = useCallback((): ShalomSupabaseClient => {
    if (!supabase) throw new AiDataError('No backend is configured.');
    return supabase;
  }, [supabase]);
  const toast = useCallback((message: Toast) => bus.publish({ type: 'toast', ...message }), [bus]);
  return { session, client, toast };
}
