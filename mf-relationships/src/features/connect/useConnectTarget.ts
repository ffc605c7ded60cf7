import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { ALREADY_CONNECTED, type ToastMessage } from '../relationship-links/linkMessages';
import { fetchConnectionProfile, isLinked, type ConnectionProfile } from '../relationship-links/relationshipsApi';

export type ConnectTarget = { status: 'loading' } | { status: 'ready'; profile: ConnectionProfile | null };

/**
 * Who the connect link points at, and whether we are linked already (either direction): then
 * there is nothing to do here, so the user is told and taken to /relationships (spec §2).
 */
export function useConnectTarget(
  me: string,
  targetId: string,
  client: () => ShalomSupabaseClient,
  toast: (message: ToastMessage) => void,
): ConnectTarget {
  const navigate = useNavigate();
  const [target, setTarget] = useState<ConnectTarget>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setTarget({ status: 'loading' });

    const profile = (async () => {
      try {
        return await fetchConnectionProfile(client(), targetId);
      } catch (error) {
        // A failed lookup reads like a missing profile; connecting can still be tried.
        console.error('[connect] could not load the profile', error);
        return null;
      }
    })();
    const linked = (async () => {
      try {
        return await isLinked(client(), me, targetId);
      } catch (error) {
        // Not fatal: the database refuses a duplicate link anyway when Connect is pressed.
        console.error('[connect] could not check for an existing link', error);
        return false;
      }
    })();

    void Promise.all([profile, linked]).then(([found, alreadyLinked]) => {
      if (cancelled) return;
      if (alreadyLinked) {
        toast({ ...ALREADY_CONNECTED, variant: 'info' });
        navigate('/relationships', { replace: true });
        return;
      }
      setTarget({ status: 'ready', profile: found });
    });

    return () => {
      cancelled = true;
    };
  }, [client, me, navigate, targetId, toast]);

  return target;
}
