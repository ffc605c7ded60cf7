import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import { failureDescription } from '../relationship-links/refusals';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { fetchDisplayNames, fetchRelationships, otherParty, type Relationship, type SavedRelationship } from '../relationship-links/relationshipsApi';
import { relationshipsText } from './relationshipsText';

/** A link as the lists show it: the row plus who is on the other side. */
export interface RelationshipEntry extends Relationship {
  otherUserId: string;
  /** Display name of the other party; null when unknown (each list says so in its own words). */
  otherName: string | null;
}

export type ListStatus = 'loading' | 'ready' | 'error';

export interface RelationshipList {
  status: ListStatus;
  /** Requests other people sent me ('requested', I am related_user_id). */
  incoming: RelationshipEntry[];
  /** Requests I sent ('requested', I am user_id). */
  outgoing: RelationshipEntry[];
  /** Links both sides agreed to. */
  accepted: RelationshipEntry[];
  reload(): Promise<void>;
  /** Puts the server's copy of a saved row in place of the old one (it may move between lists); my notes stay. */
  replace(row: SavedRelationship): void;
  /** Drops a row the server no longer has. */
  remove(id: string): void;
}

/**
 * The signed-in user's links in every state, newest first, with every other party's name fetched
 * in ONE call (a pending requester counts as related: the database decides who gets a name). A
 * failed name lookup is only logged (spec §8): the entries still show, without a name.
 */
export function useRelationshipList(
  me: string,
  client: () => ShalomSupabaseClient,
  toast: (message: ToastMessage) => void,
): RelationshipList {
  const [status, setStatus] = useState<ListStatus>('loading');
  const [entries, setEntries] = useState<RelationshipEntry[]>([]);
  // Only the latest load may write: a slow earlier answer must not overwrite a newer one.
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    const load = ++latestLoad.current;
    // A retry after a failure shows Loading again; a reload after an action keeps the lists in view.
    setStatus((current) => (current === 'error' ? 'loading' : current));
    let rows: Relationship[];
    try {
      rows = await fetchRelationships(client(), me);
    } catch (error) {
      if (load !== latestLoad.current) return;
      setStatus('error');
      toast({ title: relationshipsText.errorLoading, description: failureDescription(toDataError(error)), variant: 'destructive' });
      return;
    }
    let names = new Map<string, string | null>();
    try {
      names = await fetchDisplayNames(client(), rows.map((row) => otherParty(row, me)));
    } catch (error) {
      console.error('[relationships] could not load display names', error);
    }
    if (load !== latestLoad.current) return;
    setEntries(
      rows.map((row) => {
        const otherUserId = otherParty(row, me);
        return { ...row, otherUserId, otherName: names.get(otherUserId) ?? null };
      }),
    );
    setStatus('ready');
  }, [client, me, toast]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = useCallback((row: SavedRelationship) => {
    setEntries((current) => current.map((entry) => (entry.id === row.id ? { ...entry, ...row } : entry)));
  }, []);

  const remove = useCallback((id: string) => {
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const lists = useMemo(() => {
    const requested = entries.filter((entry) => entry.connection_state !== 'accepted');
    return {
      incoming: requested.filter((entry) => entry.related_user_id === me),
      outgoing: requested.filter((entry) => entry.user_id === me),
      accepted: entries.filter((entry) => entry.connection_state === 'accepted'),
    };
  }, [entries, me]);

  return { status, ...lists, reload, replace, remove };
}
