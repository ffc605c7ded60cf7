import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { fetchBlockedPeople, type BlockedPerson } from '../relationship-links/relationshipsApi';
import type { ListStatus } from './useRelationshipList';

export interface BlockedPeople {
  status: ListStatus;
  people: BlockedPerson[];
  reload(): Promise<void>;
}

/** The people I blocked, newest first (list_blocked_people). A failed load shows in its section. */
export function useBlockedPeople(client: () => ShalomSupabaseClient): BlockedPeople {
  const [status, setStatus] = useState<ListStatus>('loading');
  const [people, setPeople] = useState<BlockedPerson[]>([]);
  const latestLoad = useRef(0);

  const reload = useCallback(async () => {
    const load = ++latestLoad.current;
    setStatus((current) => (current === 'error' ? 'loading' : current));
    try {
      const found = await fetchBlockedPeople(client());
      if (load !== latestLoad.current) return;
      setPeople(found);
      setStatus('ready');
    } catch (error) {
      if (load !== latestLoad.current) return;
      console.error('[relationships] could not load blocked people', error);
      setStatus('error');
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { status, people, reload };
}
