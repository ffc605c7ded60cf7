import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { Send, Sparkles } from 'lucide-react';
import { Button, cn } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { Badge } from './ChatBubbles';
import { useGuideT } from './userGender';

export interface ComposerProps {
  draft: boolean;
  busy: boolean;
  ready: boolean;
  modelLabel: string;
  partnerName: string | null;
  onSend(text: string, draft: boolean): Promise<boolean>;
  className?: string;
  style?: CSSProperties;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * Ask AI / Draft Message: Enter sends, Shift+Enter is a new line; the text stays when a send fails.
 * Enter pressed before the chat is ready (its conversation still loading on a slow phone) is held
 * and sent once it is, instead of being dropped while the box looks ready.
 */
export function Composer({ draft, busy, ready, modelLabel, partnerName, onSend, className, style, formRef }: ComposerProps) {
  const t = useGuideT();
  const { dir: pageDir } = useLocale();
  const [text, setText] = useState('');
  const [held, setHeld] = useState(false);
  // Not `ready` yet still counts: a tap is held like an Enter (see submit).
  const canSend = !busy && !held && text.trim() !== '';
  // The box grows with its text (up to its max height, then it scrolls) and shrinks when sent.
  // Chromium counts a wrapped placeholder in scrollHeight; while it shows, it is kept to one line.
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [text]);

  async function submit() {
    if (busy || text.trim() === '') {
      // A held send whose text was cleared meanwhile is dropped, not left "Thinking…".
      setHeld(false);
      return;
    }
    if (!ready) {
      setHeld(true);
      return;
    }
    setHeld(false);
    if (await onSend(text, draft)) setText('');
  }

  useEffect(() => {
    if (held && ready) void submit();
    // submit reads this render's text; it runs when the chat becomes ready, not on every keystroke.
  }, [held, ready]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      ref={formRef}
      className={cn('space-y-2 border-t border-border bg-surface p-3', className)}
      style={style}
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
          ref={box}
          aria-label={draft ? t('composer.draftLabel') : t('composer.askLabel')}
          // Empty, it is one line: the placeholder is cut with an ellipsis rather than wrapped (on a
          // 390 px phone it took three lines of the screen before anything was typed); the full
          // words stay in the placeholder and the label for screen readers.
          className="max-h-[40dvh] min-h-[2.75rem] flex-1 resize-none overflow-y-auto rounded-control border border-border bg-background px-3 py-2 text-base placeholder-shown:truncate placeholder:truncate focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          rows={1}
          // Typed text takes its own direction; the placeholder the page's (an empty box is "ltr" to
          // dir=auto, so a cut Hebrew placeholder lost its beginning).
          dir={text === '' ? pageDir : 'auto'}
          value={text}
          placeholder={draft ? t('composer.draftPlaceholder', { partner: partnerName ?? t('partner.yourPartner') }) : t('composer.askPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!canSend}>
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {busy || held ? t('composer.thinking') : draft ? t('composer.draftMessage') : t('composer.askAi')}
        </Button>
      </div>
    </form>
  );
}
