import { useEffect, useState } from 'react';
import { Button } from '@shalom/shared';
import { CheckboxField, Dialog } from '@shalom/shared/ui/form';
import { loadSharedCopies, type SharedCopy } from './aiHistoryApi';
import type { PendingClearing } from './useHistoryClearing';
import type { AiServices } from './useAiServices';
import { useGuideT } from './userGender';

interface ClearHistoryDialogProps {
  services: AiServices;
  /** The private conversation on screen (null while none is open). */
  conversationId: string | null;
  /** Who that conversation is about, if anyone. */
  aboutName: string | null;
  /** Names of the people the copies were shared with. */
  nameOf(userId: string): string;
  onClose(): void;
  onConfirm(clearing: PendingClearing): void;
}

const SNIPPET = 120;

/**
 * Clear AI history (issue 35): this conversation or all of them, and the copies of those answers
 * already in a partner's thread, listed so they can be unshared in the same step (ticked unless
 * the partner saw one more than 2 hours ago, which spec §5 keeps in their thread).
 */
export function ClearHistoryDialog({ services, conversationId, aboutName, nameOf, onClose, onConfirm }: ClearHistoryDialogProps) {
  const t = useGuideT();
  const [scope, setScope] = useState<'this' | 'all'>(conversationId ? 'this' : 'all');
  const [copies, setCopies] = useState<SharedCopy[] | null>(null);
  const [unshare, setUnshare] = useState<Set<string>>(new Set());
  const ids = scope === 'all' ? null : conversationId ? [conversationId] : [];

  useEffect(() => {
    let cancelled = false;
    setCopies(null);
    loadSharedCopies(services.client(), scope === 'all' ? null : conversationId ? [conversationId] : []).then(
      (rows) => {
        if (cancelled) return;
        setCopies(rows);
        setUnshare(new Set(rows.filter((row) => row.can_unshare).map((row) => row.message_id)));
      },
      (error: unknown) => {
        console.warn('[mf-ai-guidance] shared copies', error);
        if (!cancelled) setCopies([]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [services, scope, conversationId]);

  const toggle = (id: string, on: boolean) =>
    setUnshare((held) => {
      const next = new Set(held);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('history.dialogTitle')}
      description={t('history.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('history.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={copies === null || (ids !== null && ids.length === 0)}
            onClick={() => onConfirm({ scope, conversationIds: ids, unshareIds: [...unshare] })}
          >
            {t('history.confirm')}
          </Button>
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('history.scopeLabel')}</legend>
        <label className="flex items-center gap-3 text-sm">
          <input type="radio" name="history-scope" className="size-4 accent-primary" checked={scope === 'this'} disabled={!conversationId} onChange={() => setScope('this')} />
          {aboutName ? t('history.scopeThisAbout', { partner: aboutName }) : t('history.scopeThis')}
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input type="radio" name="history-scope" className="size-4 accent-primary" checked={scope === 'all'} onChange={() => setScope('all')} />
          {t('history.scopeAll')}
        </label>
      </fieldset>
      <section className="mt-4" aria-labelledby="history-copies-title" aria-busy={copies === null}>
        <h3 id="history-copies-title" className="text-sm font-semibold">
          {t('history.copiesTitle')}
        </h3>
        {copies === null ? (
          <p className="mt-1 text-sm text-muted-foreground">{t('history.copiesLoading')}</p>
        ) : copies.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">{t('history.copiesNone')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">{t('history.copiesBody')}</p>
            <ul className="mt-2 grid gap-3">
              {copies.map((copy) => {
                const snippet = copy.content.length > SNIPPET ? `${copy.content.slice(0, SNIPPET)}…` : copy.content;
                const partner = nameOf(copy.partner_user_id);
                return (
                  <li key={copy.message_id} className="rounded-control border border-border p-3">
                    <p className="text-sm" dir="auto">
                      {snippet}
                    </p>
                    {copy.can_unshare ? (
                      <CheckboxField
                        className="mt-2"
                        label={t('history.copyUnshare', { partner })}
                        checked={unshare.has(copy.message_id)}
                        onCheckedChange={(on) => toggle(copy.message_id, on)}
                      />
                    ) : (
                      <p className="mt-2 text-xs text-muted-foreground">{t('history.copyKept', { partner })}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
    </Dialog>
  );
}

/** The undo toast of a clearing that is still pending: in place, so Undo is one tap away. */
export function UndoClearToast({ pending, onUndo }: { pending: PendingClearing; onUndo(): void }) {
  const t = useGuideT();
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-card border border-border bg-foreground px-4 py-3 text-sm text-background shadow-card"
    >
      <span>
        {pending.scope === 'all' ? t('history.clearedAll') : t('history.cleared')}
        {pending.unshareIds.length > 0 && <span className="block text-xs opacity-80">{t('history.unsharedToo', { count: pending.unshareIds.length })}</span>}
      </span>
      <Button variant="secondary" size="sm" onClick={onUndo}>
        {t('history.undo')}
      </Button>
    </div>
  );
}
