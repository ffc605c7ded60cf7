import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import { failureDescription } from '../relationship-links/refusals';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { fetchConnectInvite, renewConnectInvite } from '../relationship-links/relationshipsApi';
import { relationshipsText } from './relationshipsText';

export type ConnectInvite =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; token: string };

export interface ConnectInviteState {
  invite: ConnectInvite;
  reload(): Promise<void>;
  /** Makes a new link (the old one stops working); true when done. */
  renew(): Promise<boolean>;
}

/** My current connect-link invite token, and making a new one. */
export function useConnectInvite(client: () => ShalomSupabaseClient, toast: (message: ToastMessage) => void): ConnectInviteState {
  const [invite, setInvite] = useState<ConnectInvite>({ status: 'loading' });
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    const load = ++latestLoad.current;
    setInvite((current) => (current.status === 'error' ? { status: 'loading' } : current));
    try {
      const token = await fetchConnectInvite(client());
      if (load === latestLoad.current) setInvite({ status: 'ready', token });
    } catch (error) {
      if (load !== latestLoad.current) return;
      console.error('[relationships] could not load the connect invite', error);
      setInvite({ status: 'error' });
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const renew = useCallback(async () => {
    const load = ++latestLoad.current;
    try {
      const token = await renewConnectInvite(client());
      if (load === latestLoad.current) setInvite({ status: 'ready', token });
      toast({ title: relationshipsText.renewedTitle, description: relationshipsText.renewedDescription, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: relationshipsText.renewFailedTitle, description: failureDescription(toDataError(error)), variant: 'destructive' });
      return false;
    }
  }, [client, toast]);

  return { invite, reload, renew };
}
