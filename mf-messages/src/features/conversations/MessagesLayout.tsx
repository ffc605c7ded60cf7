import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName, cn } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import { ConversationList } from './ConversationList';
import { NewConversationForm } from './NewConversationForm';
import { useConversationList } from './useConversationList';
import type { MessagingServices } from '../messaging/useMessagingServices';

interface MessagesLayoutProps {
  services: MessagingServices;
  /** The open thread (or its empty-state pane when nothing is open). */
  children: ReactNode;
  /** True when a thread is open: phones (< 768 px) then show only the thread, with Back. */
  threadOpen: boolean;
}

/** /messages on a desktop: the list beside the thread. On a phone: one or the other. */
export function MessagesLayout({ services, children, threadOpen }: MessagesLayoutProps) {
  const t = messagesCatalog.useT();
  const { pathname, search } = useLocation();
  const requested = new URLSearchParams(search).get('c');
  const currentPath = requested ? `/messages/${requested}` : pathname;
  const openThread = /^\/messages\/(?!ai\/)([^/]+)$/.exec(currentPath)?.[1] ?? null;
  const list = useConversationList(services, openThread);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6 md:grid-cols-[20rem_minmax(0,1fr)] md:py-10">
      <aside className={cn('flex min-w-0 flex-col gap-4', threadOpen && 'hidden md:flex')}>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground">{t('messages.title')}</h1>
        <NewConversationForm services={services} />
        <nav aria-label={t('list.label')} className="rounded-card border border-border bg-surface p-2 shadow-card">
          <ConversationList state={list.state} currentPath={currentPath} />
        </nav>
        <Link to="/relationships" className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
          {t('messages.manageRelationships')}
        </Link>
      </aside>
      <section className={cn('min-w-0 flex-col rounded-card border border-border bg-surface shadow-card', threadOpen ? 'flex' : 'hidden md:flex')}>{children}</section>
    </div>
  );
}

/** The pane's empty state when no thread is open. */
export function PickConversation() {
  const t = messagesCatalog.useT();
  return <p className="m-auto p-10 text-center text-sm text-muted-foreground">{t('list.pick')}</p>;
}
