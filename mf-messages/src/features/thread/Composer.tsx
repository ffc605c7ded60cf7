import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send, Sparkles } from 'lucide-react';
import { Button } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import { SuggestedRewrite } from '../tone-coach/SuggestedRewrite';
import { requestRewrite } from '../tone-coach/toneCoachApi';
import type { MessagingServices } from '../messaging/useMessagingServices';

interface ComposerProps {
  services: MessagingServices;
  /** Sends the text; false when it was not sent (nothing to send). */
  onSend(text: string): boolean;
}

/** 'Type a message' with Tone Coach and Send: Enter sends, Shift+Enter is a new line. */
export function Composer({ services, onSend }: ComposerProps) {
  const t = messagesCatalog.useT();
  const [draft, setDraft] = useState('');
  const [coaching, setCoaching] = useState(false);
  const [rewrite, setRewrite] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  function send() {
    if (!draft.trim()) {
      services.toast(t('composer.empty'));
      return;
    }
    if (!onSend(draft)) return;
    setDraft('');
    // A suggestion for the text just sent is no longer about anything.
    setRewrite(null);
    // Sent with the button: the next message is typed without reaching for the box again.
    box.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  async function coach() {
    if (!draft.trim()) {
      services.toast(t('composer.empty'));
      return;
    }
    setCoaching(true);
    try {
      const result = await requestRewrite(services.client(), draft);
      if (result.rewrite) setRewrite(result.rewrite);
      else services.toast(t('tone.none'));
    } catch (error) {
      services.toast(t('tone.failed'), error instanceof Error ? error.message : String(error), 'destructive');
    } finally {
      setCoaching(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3 border-t border-border p-3 sm:p-4">
      {rewrite && (
        <SuggestedRewrite
          rewrite={rewrite}
          onUse={() => {
            setDraft(rewrite);
            setRewrite(null);
            // The region and its buttons go away: focus goes to the box that now holds the text.
            box.current?.focus();
          }}
          onDismiss={() => {
            setRewrite(null);
            box.current?.focus();
          }}
        />
      )}
      <textarea
        ref={box}
        aria-label={t('composer.placeholder')}
        placeholder={t('composer.placeholder')}
        dir="auto"
        rows={2}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className="block w-full resize-y rounded-control border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void coach()} disabled={coaching} aria-busy={coaching}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('tone.button')}
        </Button>
        <Button type="submit">
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
