import { useLayoutEffect, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Spinner } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import { canChange } from '../messaging/mergeMessages';
import { isolate } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { OutgoingItem } from './OutgoingItem';
import { useThread } from './useThread';

export function BackToList() {
  const t = messagesCatalog.useT();
  return (
    <Link
      to="/messages"
      className="inline-flex h-9 items-center gap-1 rounded-control px-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('back')}
    </Link>
  );
}

/** How near the bottom (px) still counts as reading the newest message. */
const FOLLOW_SLACK_PX = 48;

/** An address that names no conversation the caller is part of (or nothing at all). */
export function ConversationNotFound() {
  const t = messagesCatalog.useT();
  return (
    <div className="flex flex-col gap-3 p-6">
      <BackToList />
      <h2 className="font-serif text-2xl font-semibold text-foreground">{t('thread.notFound.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('thread.notFound.body')}</p>
    </div>
  );
}

/** One human conversation: header, messages oldest first, and the send box. */
export function ThreadView({ conversationId, services }: { conversationId: string; services: MessagingServices }) {
  const t = messagesCatalog.useT();
  const thread = useThread(conversationId, services);
  const scroller = useRef<HTMLOListElement>(null);
  const { state, messages, outgoing } = thread;
  /** Whether the reader is at the newest message (then new ones are followed). */
  const following = useRef(true);
  const sending = useRef(outgoing.length);

  // The thread opens at its newest message and follows new ones while the reader is there; a
  // reader who scrolled up to older messages stays where they are, until they send one.
  useLayoutEffect(() => {
    const list = scroller.current;
    const sent = outgoing.length > sending.current;
    sending.current = outgoing.length;
    if (!list || !(following.current || sent)) return;
    list.scrollTop = list.scrollHeight;
    following.current = true;
  }, [messages.length, outgoing.length, state.status]);

  function onScroll() {
    const list = scroller.current;
    if (list) following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= FOLLOW_SLACK_PX;
  }

  if (state.status === 'loading') return <Spinner fullArea />;
  if (state.status === 'not-found') return <ConversationNotFound />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col gap-3 p-6">
        <BackToList />
        <h2 className="font-serif text-2xl font-semibold text-foreground">{t('error.loadMessages')}</h2>
        <p dir="auto" className="text-sm text-muted-foreground">
          {state.message}
        </p>
        <Button variant="secondary" className="self-start" onClick={thread.reload}>
          {t('message.retry')}
        </Button>
      </div>
    );
  }

  const now = Date.now();
  return (
    <>
      <header className="flex items-center gap-2 border-b border-border px-3 py-3 sm:px-4">
        <BackToList />
        <h2 className="min-w-0 truncate font-serif text-xl font-semibold text-foreground">
          {t('thread.title', { name: isolate(state.partnerName) })}
        </h2>
      </header>
      {messages.length === 0 && outgoing.length === 0 ? (
        <p className="flex min-h-60 items-center justify-center p-6 text-sm text-muted-foreground md:h-[500px]">{t('thread.empty')}</p>
      ) : (
        <ol ref={scroller} onScroll={onScroll} aria-label={t('thread.messagesLabel', { name: isolate(state.partnerName) })} className="flex max-h-[60dvh] min-h-60 flex-col gap-3 overflow-y-auto p-3 sm:p-4 md:h-[500px] md:max-h-none">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={message.sender_user_id === services.me}
              changeable={canChange(message, services.me, now)}
              onEdit={thread.edit}
              onDelete={thread.remove}
            />
          ))}
          {outgoing.map((message) => (
            <OutgoingItem key={message.id} message={message} onRetry={thread.retry} />
          ))}
        </ol>
      )}
      <Composer services={services} onSend={thread.send} />
    </>
  );
}
