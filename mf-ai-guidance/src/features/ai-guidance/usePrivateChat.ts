import { useCallback, useEffect, useRef, useState } from 'react';
import { askGuide, ensurePrivateConversation, insertMessage, loadMessages, touchConversation, type ChatMessage, type GuideAnswer } from './aiGuidanceApi';
import type { AiServices } from './useAiServices';
import { useGuideT } from './userGender';

export interface PrivateChat {
  conversationId: string | null;
  messages: ChatMessage[];
  loading: boolean;
  /** The chat could not be opened or read; retry() tries again. */
  failed: boolean;
  retry(): void;
  thinking: boolean;
  lastModel: string | null;
  /** Resolves true when the question was saved and answered (the composer then clears). */
  send(text: string, draft: boolean): Promise<boolean>;
}

export interface PrivateChatOptions {
  me: string | null;
  partner: string | null;
  enhanced: boolean;
  /** After a reply is saved and shown: where spec §4's AI communication trigger runs. */
  onAnswer?(userMessage: string, answer: GuideAnswer): void;
}

/** Spec §4 "Sending a message". */
export function usePrivateChat(services: AiServices, options: PrivateChatOptions): PrivateChat {
  const { client, toast } = services;
  const { me, partner, enhanced, onAnswer } = options;
  const t = useGuideT();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [thinking, setThinking] = useState(false);
  const [lastModel, setLastModel] = useState<string | null>(null);
  // A question saved whose answer never came (the AI failed): sending the same text again asks
  // again for it instead of storing it twice.
  const unanswered = useRef<{ conversationId: string; text: string } | null>(null);
  // `thinking` is this render's; two Enters in one tick both see it false. The ref is one send at a time.
  const sending = useRef(false);
  const latest = useRef({ onAnswer });
  latest.current = { onAnswer };

  useEffect(() => {
    if (!me) return;
    let cancelled = false;
    setLoading(true);
    setFailed(false);
    setMessages([]);
    setConversationId(null);
    (async () => {
      try {
        const id = await ensurePrivateConversation(client(), me, partner);
        const rows = await loadMessages(client(), id);
        if (cancelled) return;
        setConversationId(id);
        setMessages(rows);
      } catch (error) {
        if (!cancelled) {
          setFailed(true);
          toast({ title: t('toast.refreshFailed'), description: t('toast.refreshFailedBody'), variant: 'destructive' });
        }
        console.warn('[mf-ai-guidance] private chat', error);
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, me, partner, t, toast, attempt]);
  const retry = useCallback(() => setAttempt((held) => held + 1), []);

  const send = useCallback(
    async (raw: string, draft: boolean): Promise<boolean> => {
      const text = raw.trim();
      if (!text || !conversationId || !me || thinking || sending.current) return false;
      sending.current = true;
      setThinking(true);
      try {
        const pending = unanswered.current;
        if (!pending || pending.conversationId !== conversationId || pending.text !== text) {
          try {
            const saved = await insertMessage(client(), {
              conversation_id: conversationId,
              sender_type: 'user',
              sender_user_id: me,
              content: text,
              metadata: { for_partner: draft },
            });
            setMessages((held) => [...held, saved]);
            unanswered.current = { conversationId, text };
          } catch (error) {
            console.warn('[mf-ai-guidance] save message', error);
            toast({ title: t('toast.saveMessageFailed'), description: t('toast.tryAgain'), variant: 'destructive' });
            return false;
          }
        }
        let answer: GuideAnswer;
        try {
          answer = await askGuide(client(), enhanced, { message: text, userId: me, partnerContextId: partner, conversationId });
        } catch (error) {
          toast({ title: t('toast.aiRequestFailed'), description: (error as Error).message || t('toast.tryAgain'), variant: 'destructive' });
          return false;
        }
        setLastModel(answer.model ?? null);
        try {
          await insertMessage(client(), {
            conversation_id: conversationId,
            sender_type: 'ai',
            sender_user_id: null,
            content: answer.response,
            metadata: {
              for_partner: draft,
              halachic_context_used: answer.halachic_context_used,
              relationship_context_used: answer.relationship_context_used,
              torah_sources: answer.torah_sources,
              rabbi_consultation_suggested: answer.rabbi_consultation_suggested,
              personality_context_used: answer.mode === 'enhanced',
              safety: answer.safety,
              model: answer.model,
            },
          });
        } catch (error) {
          console.warn('[mf-ai-guidance] save reply', error);
          toast({ title: t('toast.aiSaveFailed'), variant: 'destructive' });
          return false;
        }
        unanswered.current = null;
        try {
          setMessages(await loadMessages(client(), conversationId));
          await touchConversation(client(), conversationId);
        } catch (error) {
          console.warn('[mf-ai-guidance] reload after send', error);
          toast({ title: t('toast.refreshFailed'), description: t('toast.refreshFailedBody'), variant: 'destructive' });
        }
        latest.current.onAnswer?.(text, answer);
        return true;
      } finally {
        sending.current = false;
        setThinking(false);
      }
    },
    [client, conversationId, enhanced, me, partner, t, thinking, toast],
  );

  return { conversationId, messages, loading, failed, retry, thinking, lastModel, send };
}
