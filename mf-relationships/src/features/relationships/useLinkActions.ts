import { useCallback, useState } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { refusalDescription } from '../relationship-links/refusals';
import {
  acceptRequest,
  blockPerson,
  deleteRelationship,
  unblockPerson,
  type SavedRelationship,
} from '../relationship-links/relationshipsApi';
import { relationshipsText as text } from './relationshipsText';

export interface LinkActionsOptions {
  me: string;
  client(): ShalomSupabaseClient;
  toast(message: ToastMessage): void;
  /** The server's copy of an accepted request. */
  onAccepted(row: SavedRelationship): void;
  /** A row the server no longer has (declined, cancelled, removed). */
  onRemoved(id: string): void;
  /** Links and blocks changed in more ways than one row (block, unblock): load both again. */
  onBlocksChanged(): void;
}

export interface LinkActions {
  /** Ids of rows being accepted or cancelled right now (those have no dialog to show it). */
  working: ReadonlySet<string>;
  accept(id: string, name: string): Promise<boolean>;
  decline(id: string): Promise<boolean>;
  cancel(id: string): Promise<boolean>;
  removeLink(id: string, name: string): Promise<boolean>;
  block(person: string, name: string): Promise<boolean>;
  unblock(person: string, name: string): Promise<boolean>;
}

/**
 * What one can do with a request, a link or a block. Each says how it went in a toast and
 * resolves true when done, so a confirmation dialog knows whether the row is gone.
 */
export function useLinkActions({ me, client, toast, onAccepted, onRemoved, onBlocksChanged }: LinkActionsOptions): LinkActions {
  const [working, setWorking] = useState<ReadonlySet<string>>(new Set());

  const whileWorking = useCallback(async (id: string, action: () => Promise<boolean>) => {
    setWorking((current) => new Set(current).add(id));
    try {
      return await action();
    } finally {
      setWorking((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const attempt = useCallback(
    async (failureTitle: string, action: () => Promise<ToastMessage>): Promise<boolean> => {
      try {
        toast(await action());
        return true;
      } catch (error) {
        toast({ title: failureTitle, description: refusalDescription(toDataError(error)), variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );

  const accept = useCallback(
    (id: string, name: string) =>
      whileWorking(id, () =>
        attempt(text.acceptFailedTitle, async () => {
          onAccepted(await acceptRequest(client(), id));
          return { title: text.acceptedTitle, description: text.acceptedDescription(name), variant: 'success' };
        }),
      ),
    [attempt, client, onAccepted, whileWorking],
  );

  const deleteRow = useCallback(
    (id: string, failureTitle: string, success: ToastMessage) =>
      attempt(failureTitle, async () => {
        await deleteRelationship(client(), id);
        onRemoved(id);
        return success;
      }),
    [attempt, client, onRemoved],
  );

  const decline = useCallback(
    (id: string) => deleteRow(id, text.declineFailedTitle, { title: text.declinedTitle, variant: 'success' }),
    [deleteRow],
  );
  const cancel = useCallback(
    (id: string) => whileWorking(id, () => deleteRow(id, text.cancelFailedTitle, { title: text.cancelledTitle, variant: 'success' })),
    [deleteRow, whileWorking],
  );
  const removeLink = useCallback(
    (id: string, name: string) =>
      deleteRow(id, text.removeFailedTitle, { title: text.removedTitle, description: text.removedDescription(name), variant: 'success' }),
    [deleteRow],
  );

  const block = useCallback(
    (person: string, name: string) =>
      attempt(text.blockFailedTitle, async () => {
        await blockPerson(client(), person);
        onBlocksChanged();
        return { title: text.blockedTitle, description: text.blockedDescription(name), variant: 'success' };
      }),
    [attempt, client, onBlocksChanged],
  );

  const unblock = useCallback(
    (person: string, name: string) =>
      attempt(text.unblockFailedTitle, async () => {
        await unblockPerson(client(), me, person);
        onBlocksChanged();
        return { title: text.unblockedTitle, description: text.unblockedDescription(name), variant: 'success' };
      }),
    [attempt, client, me, onBlocksChanged],
  );

  return { working, accept, decline, cancel, removeLink, block, unblock };
}
