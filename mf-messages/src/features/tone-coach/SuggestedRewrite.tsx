import { Sparkles } from 'lucide-react';
import { Button } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';

/** The Tone Coach's suggestion: Use suggestion puts it in the box, Dismiss drops it. */
export function SuggestedRewrite({ rewrite, onUse, onDismiss }: { rewrite: string; onUse(): void; onDismiss(): void }) {
  const t = messagesCatalog.useT();
  return (
    <section aria-labelledby="suggested-rewrite-title" className="rounded-card border border-primary/30 bg-primary/5 p-3">
      <h3 id="suggested-rewrite-title" className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {t('tone.suggested')}
      </h3>
      <p dir="auto" className="mt-2 whitespace-pre-wrap text-sm text-foreground">
        {rewrite}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onUse}>
          {t('tone.use')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('tone.dismiss')}
        </Button>
      </div>
    </section>
  );
}
