import { useLayoutEffect, useRef } from 'react';
import { Bot } from 'lucide-react';
import { Button, Spinner } from '@shalom/shared';
import { formatDate } from '@shalom/shared/i18n';
import { messagesCatalog } from '../../i18n/catalog';
import { deliveryTime, type AiCommunication } from '../messaging/messagingApi';
import { isolate } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';
import { BackToList, ConversationNotFound } from '../thread/ThreadView';
import { useAiThread } from './useAiThread';

function TriggerBadge({ trigger }: { trigger: string }) {
  const t = messagesCatalog.useT();
  const label =
    trigger === 'emotional_bridging'
      ? t('ai.trigger.emotional_bridging')
      : trigger === 'timing_optimization'
        ? t('ai.trigger.timing_optimization')
        : trigger === 'conflict_mediation'
          ? t('ai.trigger.conflict_mediation')
          : trigger;
  return <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">{label}</span>;
}

/** 'AI Communications with {name}': trigger type badge, text and delivery time, oldest first, live. */
export function AiThreadView({ otherUserId, services }: { otherUserId: string; services: MessagingServices }) {
  const t = messagesCatalog.useT();
  const { state, reload } = useAiThread(services, otherUserId);
  const scroller = useRef<HTMLOListElement>(null);
  const count = state.status === 'ready' ? state.items.length : 0;

  // Oldest first, like a conversation: it opens at the newest note and shows a new one as it comes.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (state.status === 'loading') return <Spinner fullArea />;
  if (state.status === 'not-found') return <ConversationNotFound />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col gap-3 p-6">
        <BackToList />
        <h2 className="font-serif text-2xl font-semibold text-foreground">{t('ai.loadFailed')}</h2>
        <p dir="auto" className="text-sm text-muted-foreground">
          {state.message}
        </p>
        <Button variant="secondary" className="self-start" onClick={reload}>
          {t('message.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <header className="flex items-center gap-2 border-b border-border px-3 py-3 sm:px-4">
        <BackToList />
        <h2 className="min-w-0 truncate font-serif text-xl font-semibold text-foreground">{t('ai.title', { name: isolate(state.name) })}</h2>
      </header>
      {state.items.length === 0 ? (
        <p className="flex min-h-60 items-center justify-center p-6 text-sm text-muted-foreground md:h-[500px]">{t('ai.empty')}</p>
      ) : (
        <ol ref={scroller} className="flex max-h-[70dvh] flex-col gap-3 overflow-y-auto p-3 sm:p-4 md:h-[500px] md:max-h-none">
          {state.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-card border border-border bg-background p-3">
              <div className="flex flex-wrap items-center gap-2">
                <Bot aria-hidden="true" className="size-4 text-primary" />
                <TriggerBadge trigger={item.trigger_type} />
              </div>
              <p dir="auto" className="whitespace-pre-wrap text-sm text-foreground">
                {item.ai_message}
              </p>
              <DeliveryTime item={item} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** 'Delivered {time}', or for the sender of a note held over the recipient's Shabbat or Yom Tov, when it will go. */
function DeliveryTime({ item }: { item: AiCommunication }) {
  const t = messagesCatalog.useT();
  const at = deliveryTime(item);
  if (!at) return null;
  const time = formatDate(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time dateTime={at} className="text-xs text-muted-foreground">
      {item.delivered_at ? t('ai.delivered', { time }) : t('ai.held', { time })}
    </time>
  );
}
