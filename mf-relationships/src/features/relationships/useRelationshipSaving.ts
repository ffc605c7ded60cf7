import { useCallback, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import { failureDescription } from '../relationship-links/refusals';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { updateRelationship, type RelationshipChange, type SavedRelationship } from '../relationship-links/relationshipsApi';
import { relationshipsText } from './relationshipsText';

export interface RelationshipSaving {
  /** True while at least one change of this relationship is on its way. */
  isSaving(id: string): boolean;
  save(id: string, change: RelationshipChange): Promise<void>;
}

/**
 * Saves a changed select at once (spec §4). The list only changes when the server confirms, so a
 * refused change leaves the select showing what is really stored.
 */
export function useRelationshipSaving(
  client: () => ShalomSupabaseClient,
  toast: (message: ToastMessage) => void,
  onSaved: (row: SavedRelationship) => void,
): RelationshipSaving {
  // A count, not a flag: two quick changes to one row are two saves in flight.
  const [pending, setPending] = useState<ReadonlyMap<string, number>>(new Map());

  const adjust = useCallback((id: string, delta: number) => {
    setPending((current) => {
      const next = new Map(current);
      const count = (next.get(id) ?? 0) + delta;
      if (count > 0) next.set(id, count);
      else next.delete(id);
      return next;
    });
  }, []);

  const save = useCallback(
    async (id: string, change: RelationshipChange) => {
      adjust(id, 1);
      try {
        onSaved(await updateRelationship(client(), id, change));
      } catch (error) {
        toast({ title: relationshipsText.updateFailed, description: failureDescription(toDataError(error)), variant: 'destructive' });
      } finally {
        adjust(id, -1);
      }
    },
    [adjust, client, onSaved, toast],
  );

  const isSaving = useCallback((id: string) => (pending.get(id) ?? 0) > 0, [pending]);

  return { isSaving, save };
}
