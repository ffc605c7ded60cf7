import { useEffect, useId, useRef } from 'react';
import { MessageSquareHeart, Send } from 'lucide-react';
import { Button, cn } from '@shalom/shared';
import { Badge } from './ChatBubbles';
import { TYPE_LABEL } from './SidePanel';
import type { PendingProposal } from './usePartnerProposal';
import { useGuideT } from './userGender';

const HEBREW = /[\u0590-\u05FF]/;

export interface ProposalCardProps {
  proposal: PendingProposal;
  partnerName: string;
  sending: boolean;
  onSend(): void;
  onDismiss(): void;
}

/**
 * The note the AI would send the partner, in the chat, before anything is sent: the exact text the
 * partner would receive, Send and Not now. Nothing reaches the partner unseen (issue 31).
 */
export function ProposalCard({ proposal, partnerName, sending, onSend, onDismiss }: ProposalCardProps) {
  const t = useGuideT();
  const headingId = useId();
  const card = useRef<HTMLElement>(null);

  // A test button asked for it: bring it into view (in the chat box only, never the page). After a
  // reply the answer keeps the view; the card waits below it.
  useEffect(() => {
    if (proposal.origin !== 'test') return;
    const element = card.current;
    const box = element?.parentElement;
    if (element && box) box.scrollTop = Math.max(0, element.offsetTop - 8);
  }, [proposal.id, proposal.origin]);

  return (
    <section
      ref={card}
      aria-labelledby={headingId}
      className="mt-4 rounded-card border border-accent/60 bg-accent-soft p-4 text-accent-foreground shadow-sm"
      data-proposal={proposal.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <MessageSquareHeart aria-hidden className="size-5 shrink-0 text-accent-strong" />
        <h2 id={headingId} className="font-serif text-lg font-semibold">
          {t('proposal.heading', { partner: partnerName })}
        </h2>
        <Badge tone="primary">{t(TYPE_LABEL[proposal.triggerType])}</Badge>
      </div>
      <p className="mt-1 text-sm">{t('proposal.explain', { partner: partnerName })}</p>
      <figure className="mt-3">
        <figcaption className="text-xs font-semibold">{t('proposal.noteLabel', { partner: partnerName })}</figcaption>
        <blockquote
          lang={HEBREW.test(proposal.text) ? 'he' : 'en'}
          dir="auto"
          className="mt-1 whitespace-pre-wrap break-words rounded-control border border-border bg-surface px-3 py-2 text-sm leading-relaxed text-surface-foreground"
        >
          {proposal.text}
        </blockquote>
      </figure>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* aria-disabled, not disabled: the focus stays on the button while the note is on its way. */}
        <Button
          size="sm"
          aria-disabled={sending}
          className={cn(sending && 'cursor-progress opacity-70')}
          onClick={() => {
            if (!sending) onSend();
          }}
        >
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {sending ? t('proposal.sending') : t('proposal.send')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={sending}
          onClick={() => {
            if (!sending) onDismiss();
          }}
        >
          {t('proposal.notNow')}
        </Button>
      </div>
    </section>
  );
}
