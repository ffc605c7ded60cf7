import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import { failureDescription } from '../relationship-links/refusals';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { openPairConversation } from '../relationship-links/relationshipsApi';
import { relationshipsText } from './relationshipsText';

export interface StartChat {
  /** The other party whose chat is being opened, if any. */
  openingWith: string | null;
  startChat(otherUserId: string): Promise<void>;
}

/**
 * Opens the pair's conversation in /messages: one both are still in, in either direction, else a
 * new one.
 */
export function useStartChat(
  me: string | null,
  client: () => ShalomSupabaseClient,
  toast: (message: ToastMessage) => void,
): StartChat {
  const navigate = useNavigate();
  const [openingWith, setOpeningWith] = useState<string | null>(null);

  const startChat = useCallback(
    async (otherUserId: string) => {
      if (!me) {
        navigate('/auth');
        return;
      }
      setOpeningWith(otherUserId);
      toast({ title: relationshipsText.openingChat, variant: 'info' });
      try {
        const conversationId = await openPairConversation(client(), me, otherUserId);
        navigate(`/messages?c=${encodeURIComponent(conversationId)}`);
      } catch (error) {
        toast({ title: relationshipsText.couldNotOpenChat, description: failureDescription(toDataError(error)), variant: 'destructive' });
        setOpeningWith(null);
      }
    },
    [client, me, navigate, toast],
  );

  return { openingWith, startChat };
}
