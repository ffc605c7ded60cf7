import { useCallback } from 'react';
import { useRemoteServices, useSession, type ShalomSupabaseClient, type ToastVariant } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import { MessagingError } from './messagingApi';

export interface MessagingServices {
  me: string | null;
  sessionLoading: boolean;
  /** The page's one client; throws when the remote runs without a backend. */
  client(): ShalomSupabaseClient;
  toast(title: string, description?: string, variant?: ToastVariant): void;
}

export function useMessagingServices(): MessagingServices {
  const { bus, supabase } = useRemoteServices();
  const session = useSession(bus);
  const client = useCallback((): ShalomSupabaseClient => {
    if (!supabase) throw new MessagingError(messagesCatalog.t('error.noServer'));
    return supabase;
  }, [supabase]);
  const toast = useCallback(
    (title: string, description?: string, variant?: ToastVariant) => bus.publish({ type: 'toast', title, description: description || undefined, variant }),
    [bus],
  );
  return { me: session.user?.id ?? null, sessionLoading: session.status === 'loading', client, toast };
}
