import { useEffect, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';

/** A connect link a signed-out visitor was sent here from: /connect/{inviter}?invite={token}. */
export interface Invitation {
  inviter: string;
  /** The inviter's current invite token; without one the server names no one. */
  invite: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invitation `next` (the page to return to) points at, if it is a connect link. The shell's
 * guard sends a signed-out visitor who opens /connect/… here with that path as `next`.
 */
export function invitationIn(next: string | null): Invitation | null {
  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, 'https://invitation.invalid');
  } catch {
    return null;
  }
  const match = /^\/connect\/([^/]+)\/?$/.exec(url.pathname);
  const inviter = match?.[1] ? decodeURIComponent(match[1]) : null;
  if (!inviter || !UUID.test(inviter)) return null;
  return { inviter, invite: url.searchParams.get('invite') };
}

export type InviterName = { status: 'loading' } | { status: 'known'; name: string } | { status: 'unknown' };

/**
 * Who invited the visitor: the inviter's display name and nothing else, from
 * `invitation_preview` (callable signed out; it answers only for the inviter's current invite
 * token, so an id alone reveals no one). An old or revoked link, a failure or no name: unknown,
 * and the screen simply asks to create an account.
 */
export function useInviterName(supabase: ShalomSupabaseClient | null, invitation: Invitation | null): InviterName {
  const inviter = invitation?.inviter ?? null;
  const invite = invitation?.invite ?? null;
  const [name, setName] = useState<InviterName>(inviter && invite ? { status: 'loading' } : { status: 'unknown' });

  useEffect(() => {
    if (!inviter || !invite) {
      setName({ status: 'unknown' });
      return;
    }
    if (!supabase) return;
    let cancelled = false;
    setName({ status: 'loading' });
    void (async () => {
      let found: string | null = null;
      try {
        const { data, error } = await supabase.rpc('invitation_preview', { inviter, invite });
        if (error) console.error('[auth] could not read the invitation', error.message);
        found = typeof data === 'string' && data.trim() !== '' ? data : null;
      } catch (error) {
        console.error('[auth] could not read the invitation', error);
      }
      if (!cancelled) setName(found ? { status: 'known', name: found } : { status: 'unknown' });
    })();
    return () => {
      cancelled = true;
    };
  }, [supabase, inviter, invite]);

  return name;
}
