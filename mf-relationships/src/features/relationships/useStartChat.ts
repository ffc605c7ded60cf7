import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { toDataError } from '../relationship-links/dataError';
import type { ToastMessage } from '../relationship-links/linkMessages';
import { openPairConversation } from '../relationship-links/relationshipsApi';

export interface StartChat {
  /** The other party whose chat is being opened, if any. */
  openingWith: string | null;
  startChat(otherUserId: string): Promise<void>;
}

/** Opens the pair's conversation (reused in either direction, else created) in /messages. */
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
      toast({ title: 'Opening chat', variant: 'info' });
      try {
        const conversationId = await openPairConversation(client(), me, otherUserId);
        navigate(`/messages?c=${encodeURIComponent(conversationId)}`);
      } catch (error) {
        toast({ title: 'Could not open chat', description: toDataError(error).message || undefined, variant: 'destructive' });
        setOpeningWith(null);
      }
    },
    [client, me, navigate, toast],
  );

  return { openingWith, startChat };
}
