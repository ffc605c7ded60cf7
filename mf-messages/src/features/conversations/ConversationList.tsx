import { Bot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner, cn } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { messagesCatalog } from '../../i18n/catalog';
import { fullTime, listTime } from './listTime';
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

/**
 * The last message under the name: "You: …" for the reader's own, the text keeping its direction.
 * The text is cut with its own ellipsis, at its own end: cut by the row instead, an English message
 * in the Hebrew list (or a Hebrew one in the English list) lost its beginning and showed its end.
 */
function Preview({ entry }: { entry: ListEntry }) {
  const t = messagesCatalog.useT();
  const last = entry.last;
  if (!last) return <span className="truncate">{t('list.noMessages')}</span>;
  const text = last.deleted ? t('message.deleted') : last.content.replace(/\s+/g, ' ').trim();
  if (!last.mine) return <bdi className="min-w-0 truncate">{text}</bdi>;
  return <Trans catalog={messagesCatalog} id="list.mine" values={{ text }} components={{ 0: <bdi className="min-w-0 truncate" /> }} />;
}

function LastTime({ at }: { at: string }) {
  const t = messagesCatalog.useT();
  const { locale } = useLocale();
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const shown = listTime(date, new Date(), locale);
  return (
    <time dateTime={date.toISOString()} title={fullTime(date, locale)} className="shrink-0 text-xs text-muted-foreground">
      {shown.kind === 'yesterday' ? t('list.yesterday') : shown.text}
    </time>
  );
}

/** A round mark with the person's initial: rows are told apart at a glance. */
function Avatar({ entry }: { entry: ListEntry }) {
  if (entry.kind === 'ai') {
    return (
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Bot className="size-4" />
      </span>
    );
  }
  const initial = Array.from(entry.name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-foreground">
      {initial}
    </span>
  );
}

/**
 * Threads newest first (issue 33, item 6): who (spec §2's 'You + {name}' label), the last message
 * ('You: …' for one's own) and its time, and the unread badge; the open one is marked current.
 */
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
                'flex items-center gap-3 rounded-control px-3 py-2.5 text-sm text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                current && 'bg-muted',
              )}
            >
              <Avatar entry={entry} />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex min-w-0 items-baseline gap-2">
                  <span data-part="label" className={cn('min-w-0 flex-1 truncate', unread > 0 || current ? 'font-semibold' : 'font-medium')}>
                    <EntryLabel entry={entry} />
                  </span>
                  {entry.last && <LastTime at={entry.last.at} />}
                </span>
                <span className="flex min-w-0 items-center gap-2">
                  <span data-part="preview" className={cn('flex min-w-0 flex-1 gap-1 whitespace-nowrap', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
                    <Preview entry={entry} />
                  </span>
                  {unread > 0 && (
                    <span
                      aria-label={t('list.unread', { count: unread })}
                      className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-semibold leading-5 text-destructive-foreground"
                    >
                      {unread > 9 ? '9+' : unread}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
