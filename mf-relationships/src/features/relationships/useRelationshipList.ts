import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import type { ToastMessage } from '../relationship-links/linkMessages';
import {
  fetchDisplayNames,
  fetchRelationships,
  otherParty,
  type Relationship,
} from '../relationship-links/relationshipsApi';

/** A link as the list shows it: the row plus who is on the other side. */
export interface RelationshipEntry extends Relationship {
  otherUserId: string;
  /** Display name of the other party; null when unknown (shown 'Unknown'). */
  otherName: string | null;
}

export type ListStatus = 'loading' | 'ready' | 'error';

export interface RelationshipList {
  status: ListStatus;
  entries: RelationshipEntry[];
  reload(): Promise<void>;
  /** Puts the server's copy of a saved row in place of the old one. */
  replace(row: Relationship): void;
}

/**
 * The signed-in user's links, newest first, with every other party's name fetched in ONE call.
 * A failed name lookup is only logged (spec §8): the links still show, as 'Unknown'.
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
    // A retry after a failure shows Loading again; a reload after an add keeps the list in view.
    setStatus((current) => (current === 'error' ? 'loading' : current));
    let rows: Relationship[];
    try {
      rows = await fetchRelationships(client(), me);
    } catch (error) {
      if (load !== latestLoad.current) return;
      setStatus('error');
      toast({ title: 'Error loading relationships', description: toDataError(error).message, variant: 'destructive' });
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

  const replace = useCallback((row: Relationship) => {
    setEntries((current) => current.map((entry) => (entry.id === row.id ? { ...entry, ...row } : entry)));
  }, []);

  return { status, entries, reload, replace };
}
