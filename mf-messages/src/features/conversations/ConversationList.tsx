import { Bot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner, cn } from '@shalom/shared';
import { Trans } from '@shalom/shared/i18n/trans';
import { messagesCatalog } from '../../i18n/catalog';
import type { ListEntry, ListState } from './useConversationList';

function entryPath(entry: ListEntry): string {
  return entry.kind === 'ai' ? `/messages/ai/${entry.id}` : `/messages/${entry.id}`;
}

function EntryLabel({ entry }: { entry: ListEntry }) {
  // The name keeps its own direction inside the label.
  const values = { name: entry.name };
  const components = { 0: <bdi /> };
  if (entry.kind === 'ai') return <Trans catalog={messagesCatalog} id="list.ai" values={values} components={components} />;
  if (entry.startedByMe) return <Trans catalog={messagesCatalog} id="list.you" values={values} components={components} />;
  return <Trans catalog={messagesCatalog} id="list.them" values={values} components={components} />;
}

/** Threads newest first, each with its unread badge; the open one is marked current. */
export function ConversationList({ state, currentPath }: { state: ListState; currentPath: string }) {
  const t = messagesCatalog.useT();
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return <p className="text-sm text-destructive">{t('error.loadConversations')}</p>;
  if (state.entries.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t('list.empty')}</p>;
  return (
    <ul aria-label={t('list.label')} className="flex flex-col gap-1">
      {state.entries.map((entry) => {
        const path = entryPath(entry);
        const current = path === currentPath;
        const unread = entry.kind === 'human' ? entry.unread : 0;
        return (
          <li key={`${entry.kind}:${entry.id}`}>
            <Link
              to={path}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-control px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                current && 'bg-muted font-semibold',
              )}
            >
              {entry.kind === 'ai' && <Bot aria-hidden="true" className="size-4 shrink-0 text-primary" />}
              <span className="min-w-0 flex-1 truncate">
                <EntryLabel entry={entry} />
              </span>
              {unread > 0 && (
                <span
                  aria-label={t('list.unread', { count: unread })}
                  className="flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-semibold leading-5 text-destructive-foreground"
                >
                  {unread > 9 ? '9+' : unread}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
