import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { ALREADY_CONNECTED, type ToastMessage } from '../relationship-links/linkMessages';
import { fetchConnectionProfile, findLink, type ConnectionProfile, type ExistingLink } from '../relationship-links/relationshipsApi';

/** How this visit can connect: at once through a valid invite, or by asking. */
export type ConnectMode = 'invite' | 'request';

export type ConnectTarget =
  | { status: 'loading' }
  /** Nothing links us yet (or they asked me and the invite lets me accept at once). */
  | { status: 'ready'; profile: ConnectionProfile | null; mode: ConnectMode }
  /** I asked them already; it is waiting for them. */
  | { status: 'request-waiting'; profile: ConnectionProfile | null }
  /** They asked me; my answer belongs on /relationships. */
  | { status: 'they-asked'; profile: ConnectionProfile | null };

/**
 * Whether this link's invite lets me connect at once. No profile row says nothing about the
 * invite (no profile yet, or a block: the two look the same), so a link that carries one is
 * still tried and the database decides.
 */
function modeFor(profile: ConnectionProfile | null, invite: string | null): ConnectMode {
  if (!invite) return 'request';
  if (!profile) return 'invite';
  return profile.inviteValid ? 'invite' : 'request';
}

function targetFor(existing: ExistingLink | null, me: string, profile: ConnectionProfile | null, invite: string | null): ConnectTarget {
  const mode = modeFor(profile, invite);
  if (existing && existing.user_id === me) return { status: 'request-waiting', profile };
  // Their request can be accepted here only through their own invite (connect_with_invite does it).
  if (existing && mode === 'request') return { status: 'they-asked', profile };
  return { status: 'ready', profile, mode };
}

/**
 * Who the connect link points at, whether its invite is current, and whether we are linked
 * already (either direction). Connected already: there is nothing to do here, so the user is told
 * and taken to /relationships (spec §2).
 */
export function useConnectTarget(
  me: string,
  targetId: string,
  invite: string | null,
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
        return await fetchConnectionProfile(client(), targetId, invite);
      } catch (error) {
        // A failed lookup reads like a missing profile; connecting can still be tried.
        console.error('[connect] could not load the profile', error);
        return null;
      }
    })();
    const link = (async () => {
      try {
        return await findLink(client(), me, targetId);
      } catch (error) {
        // Not fatal: the database refuses a duplicate link anyway when the button is pressed.
        console.error('[connect] could not check for an existing link', error);
        return null;
      }
    })();

    void Promise.all([profile, link]).then(([found, existing]) => {
      if (cancelled) return;
      if (existing?.connection_state === 'accepted') {
        toast({ ...ALREADY_CONNECTED, variant: 'info' });
        navigate('/relationships', { replace: true });
        return;
      }
      setTarget(targetFor(existing, me, found, invite));
    });

    return () => {
      cancelled = true;
    };
  }, [client, invite, me, navigate, targetId, toast]);

  return target;
}
