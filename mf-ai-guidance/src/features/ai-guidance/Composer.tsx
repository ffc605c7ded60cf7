import { useState, type KeyboardEvent } from 'react';
import { Send, Sparkles } from 'lucide-react';
import { Button, cn } from '@shalom/shared';
import { Badge } from './ChatBubbles';
import { aiGuidanceCatalog } from '../../i18n/catalog';

export interface ComposerProps {
  draft: boolean;
  busy: boolean;
  ready: boolean;
  modelLabel: string;
  partnerName: string | null;
  onSend(text: string, draft: boolean): Promise<boolean>;
  className?: string;
}

/** Ask AI / Draft Message: Enter sends, Shift+Enter is a new line; the text stays when a send fails. */
export function Composer({ draft, busy, ready, modelLabel, partnerName, onSend, className }: ComposerProps) {
  const t = aiGuidanceCatalog.useT();
  const [text, setText] = useState('');
  const canSend = ready && !busy && text.trim() !== '';

  async function submit() {
    if (!canSend) return;
    if (await onSend(text, draft)) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      className={cn('space-y-2 border-t border-border bg-surface p-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <Badge tone="primary">
          <Sparkles aria-hidden className="me-1 size-3" />
          {modelLabel}
        </Badge>
      </div>
      <div className="flex items-end gap-2">
        <textarea
          aria-label={draft ? t('composer.draftLabel') : t('composer.askLabel')}
          className="min-h-[2.75rem] flex-1 resize-none rounded-control border border-border bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          rows={2}
          dir="auto"
          value={text}
          placeholder={draft ? t('composer.draftPlaceholder', { partner: partnerName ?? t('partner.yourPartner') }) : t('composer.askPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!canSend}>
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {busy ? t('composer.thinking') : draft ? t('composer.draftMessage') : t('composer.askAi')}
        </Button>
      </div>
    </form>
  );
}
