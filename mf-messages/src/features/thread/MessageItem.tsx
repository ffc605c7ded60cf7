import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, cn } from '@shalom/shared';
import { formatDate } from '@shalom/shared/i18n';
import { messagesCatalog } from '../../i18n/catalog';
import type { Message } from '../messaging/messagingApi';

/**
 * When a message was sent: the time for today's, with the day for older ones (a thread that
 * spans days would otherwise read 4:15 PM, then 3:10 PM), and the year when it is not this one.
 */
export function timeOf(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  // 'numeric' hours, as the conversation list says them (5:15 PM, not 05:15 PM; 17:15 in Hebrew).
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  if (at.toDateString() === now.toDateString()) return formatDate(at, time);
  const year = at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' as const };
  return formatDate(at, { ...year, month: 'short', day: 'numeric', ...time });
}

interface MessageItemProps {
  message: Message;
  own: boolean;
  changeable: boolean;
  onEdit(message: Message, content: string): Promise<boolean>;
  onDelete(message: Message): Promise<void>;
}

/** One stored message: own ones on the end side with Edit / Delete while the rules allow them. */
export function MessageItem({ message, own, changeable, onEdit, onDelete }: MessageItemProps) {
  const t = messagesCatalog.useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const [busy, setBusy] = useState(false);
  const deleted = Boolean(message.metadata.deleted);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocusEdit = useRef(false);

  // Leaving the editor (Save, Cancel, Escape) gives focus back to Edit, where the keyboard was.
  useEffect(() => {
    if (editing || !refocusEdit.current) return;
    refocusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);

  function closeEditor() {
    refocusEdit.current = true;
    setEditing(false);
  }

  async function save() {
    const content = draft.trim();
    if (!content || busy) return;
    // Nothing changed: nothing to save (and no 'Message updated').
    if (content === message.content) {
      closeEditor();
      return;
    }
    setBusy(true);
    const saved = await onEdit(message, content);
    setBusy(false);
    if (saved) closeEditor();
  }

  function onEditKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeEditor();
    }
  }

  return (
    <li className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')} data-message-id={message.id}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          own ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted text-foreground',
          // While editing, a plain card: Save and Cancel must stand out from the bubble.
          editing && 'border border-border bg-surface text-foreground',
          deleted && 'italic opacity-75',
        )}
      >
        {editing ? (
          <div className="flex min-w-56 flex-col gap-2">
            <textarea
              aria-label={t('message.editLabel')}
              dir="auto"
              autoFocus
              rows={2}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onEditKey}
              className="w-full resize-y rounded-md border border-border bg-background p-2 text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="secondary" onClick={closeEditor} disabled={busy}>
                {t('message.cancel')}
              </Button>
              <Button size="sm" onClick={() => void save()} disabled={busy || !draft.trim()}>
                {t('message.save')}
              </Button>
            </div>
          </div>
        ) : (
          <p dir="auto" className="whitespace-pre-wrap break-words">
            {deleted ? t('message.deleted') : message.content}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-muted-foreground">
        {/* A reply of the AI guide shared from /ai (spec §3 shared_from_ai): badged as the AI tab badges it. */}
        {message.metadata.shared_from_ai === true && !deleted && (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">{t('message.fromAi')}</span>
        )}
        <time dateTime={message.created_at}>{timeOf(message.created_at)}</time>
        {own && message.metadata.seen_by_partner && <span>{t('message.seen')}</span>}
        {changeable && !editing && (
          <>
            <button
              ref={editButton}
              type="button"
              className="rounded px-1 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => {
                setDraft(message.content);
                setEditing(true);
              }}
            >
              {t('message.edit')}
            </button>
            <button
              type="button"
              className="rounded px-1 text-destructive underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => void onDelete(message)}
            >
              {t('message.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
