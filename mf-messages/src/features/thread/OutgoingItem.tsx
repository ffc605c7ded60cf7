import { cn } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import type { OutgoingMessage } from './useThread';

/** A message on its way: its text stays visible, and a failed one offers Retry (same id). */
export function OutgoingItem({ message, onRetry }: { message: OutgoingMessage; onRetry(id: string): void }) {
  const t = messagesCatalog.useT();
  const failed = message.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-1" data-outgoing-id={message.id}>
      <div className={cn('max-w-[85%] rounded-2xl rounded-ee-sm px-3 py-2 text-sm shadow-sm sm:max-w-[70%]', failed ? 'border border-destructive bg-background text-foreground' : 'bg-primary/70 text-primary-foreground')}>
        <p dir="auto" className="whitespace-pre-wrap break-words">
          {message.content}
        </p>
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-muted-foreground">
        {failed ? (
          <>
            <span className="text-destructive">{t('message.failed')}</span>
            <button type="button" className="rounded px-1 font-medium text-foreground underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => onRetry(message.id)}>
              {t('message.retry')}
            </button>
          </>
        ) : (
          <span role="status">{t('message.sending')}</span>
        )}
      </div>
    </li>
  );
}
